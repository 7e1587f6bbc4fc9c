// Feature toggles from the whitelabel tree (SPEC §6): a node is on when `enabled` is '1'.

export type WhitelabelNodeLike = { modId: string; enabled: string; childrenNodes?: WhitelabelNodeLike[] };

/** Every node of the tree by modId (depth first; the first occurrence of a modId wins). */
export function flattenWhitelabel(nodes: readonly WhitelabelNodeLike[]): Map<string, boolean> {
  const flags = new Map<string, boolean>();
  const visit = (list: readonly WhitelabelNodeLike[]) => {
    for (const node of list) {
      if (!flags.has(node.modId)) flags.set(node.modId, node.enabled === "1");
      if (node.childrenNodes?.length) visit(node.childrenNodes);
    }
  };
  visit(nodes);
  return flags;
}

export type ShellToggles = {
  directRegister: boolean;
  freePlay: boolean;
  /** SIDEMENU node: true forces the side menu open, false forces it closed, null leaves the default. */
  sideMenuForced: boolean | null;
  loginedToHomePage: boolean;
};

export function shellToggles(nodes: readonly WhitelabelNodeLike[]): ShellToggles {
  const flags = flattenWhitelabel(nodes);
  return {
    directRegister: flags.get("DIRECTREG3") === true,
    freePlay: flags.get("FREEPLAY3") === true,
    sideMenuForced: flags.has("SIDEMENU") ? flags.get("SIDEMENU") === true : null,
    loginedToHomePage: flags.get("LOGINEDTOHOMEPAGE") === true,
  };
}
