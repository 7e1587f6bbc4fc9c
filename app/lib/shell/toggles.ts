// Feature toggles from the whitelabel tree (SPEC §6): a node is on when `enabled` is '1'.

export type WhitelabelNodeLike = { modId: string; enabled: string; childrenNodes?: WhitelabelNodeLike[] };

/**
 * Every node of the tree by modId (depth first; the first occurrence of a modId wins). A node is on
 * only when it and all its ancestors are: switching a group off switches its features off.
 */
export function flattenWhitelabel(nodes: readonly WhitelabelNodeLike[]): Map<string, boolean> {
  const flags = new Map<string, boolean>();
  const visit = (list: readonly WhitelabelNodeLike[], parentOn: boolean) => {
    for (const node of list) {
      const on = parentOn && node.enabled === "1";
      if (!flags.has(node.modId)) flags.set(node.modId, on);
      if (node.childrenNodes?.length) visit(node.childrenNodes, on);
    }
  };
  visit(nodes, true);
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

/** The account features of SPEC §6 that the whitelabel tree switches. */
export type AccountToggles = {
  smsLogin: boolean;
  forgotByPhone: boolean;
  points: boolean;
  usernameRegister: boolean;
  mobileRegister: boolean;
  registerSmsVerification: boolean;
  mobileRegisterWithPassword: boolean;
};

export function accountToggles(nodes: readonly WhitelabelNodeLike[]): AccountToggles {
  const flags = flattenWhitelabel(nodes);
  return {
    smsLogin: flags.get("MOBILEVERCODELOGIN3") === true,
    forgotByPhone: flags.get("CHNGPASSVERIF3") === true,
    points: flags.get("PTSYS3") === true,
    usernameRegister: flags.get("USERNAMEREG3") === true,
    mobileRegister: flags.get("MOBILENUMREG3") === true,
    registerSmsVerification: flags.get("REGMOBVERF3") === true,
    mobileRegisterWithPassword: flags.get("MOBILENUMPASSREG3") === true,
  };
}
