import type { Db } from "../../db/connect.js";
import { siteConfiguration, type WhitelabelNode } from "../merchant/index.js";

export type Toggle =
  | "CHNGPASSVERIF3"
  | "MOBILEVERCODELOGIN3"
  | "FREEPLAY3"
  | "PWDEXPFORCECHANGE3"
  | "MOBILENUMREG3"
  | "REGMOBVERF3"
  | "MOBILENUMPASSREG3"
  | "USERNAMEREG3";

/** The whitelabel switches that are on; a switch under a parent that is off counts as off. */
export async function enabledToggles(db: Db, merchantCode: string): Promise<Set<string>> {
  const on = new Set<string>();
  const walk = (nodes: WhitelabelNode[]) => {
    for (const node of nodes) {
      if (node.enabled !== "1") continue;
      on.add(node.modId);
      walk(node.childrenNodes);
    }
  };
  walk((await siteConfiguration(db, merchantCode)).whitelabel);
  return on;
}

export async function isOn(db: Db, merchantCode: string, toggle: Toggle): Promise<boolean> {
  return (await enabledToggles(db, merchantCode)).has(toggle);
}
