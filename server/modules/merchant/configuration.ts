import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/connect.js";
import { readThrough } from "../../db/read-cache.js";
import { AppError } from "../errors.js";
import { customerServiceEntries, merchants, registerRules, resources, whitelabelNodes } from "./schema.js";
import type { RegisterRule } from "../../../contract/registration.js";

// The answer's shapes are the contract's (ADR 0023): the web checks the same ones when it reads them.
import type { CustomerService, Merchant, Resource, WhitelabelNode } from "../../../contract/answers/system.js";
export type { WhitelabelNode };

/** What the status call hands the web about this site: the operator's configuration. */
export type SiteConfiguration = {
  merchant: Merchant;
  whitelabel: WhitelabelNode[];
  register: Record<string, RegisterRule>;
  resources: Resource[];
  customerService: CustomerService;
};

/** The status call runs on every page view while this configuration changes a few times a year. */
export function siteConfiguration(db: Db, merchantCode: string): Promise<SiteConfiguration> {
  return readThrough(db, `site-configuration:${merchantCode}`, () => loadSiteConfiguration(db, merchantCode));
}

async function loadSiteConfiguration(db: Db, merchantCode: string): Promise<SiteConfiguration> {
  const [merchantRows, nodes, rules, resourceRows, serviceRows] = await Promise.all([
    db.select().from(merchants).where(eq(merchants.code, merchantCode)),
    db.select().from(whitelabelNodes).orderBy(asc(whitelabelNodes.sequence), asc(whitelabelNodes.modId)),
    db.select().from(registerRules).orderBy(asc(registerRules.sequence), asc(registerRules.field)),
    db.select().from(resources).orderBy(asc(resources.sequence), asc(resources.id)),
    db
      .select()
      .from(customerServiceEntries)
      .orderBy(asc(customerServiceEntries.sequence), asc(customerServiceEntries.type)),
  ]);
  const merchant = merchantRows[0];
  if (!merchant) {
    throw new AppError(
      "UNAVAILABLE",
      `Merchant ${merchantCode} is not configured (start with SEED unset so that the platform seeds it)`,
    );
  }
  return {
    merchant: {
      code: merchant.code,
      name: merchant.name,
      currency: merchant.currency,
      currencySymbol: merchant.currencySymbol,
    },
    whitelabel: whitelabelTree(nodes),
    register: Object.fromEntries(
      rules.map((r) => [
        r.field,
        {
          enabled: r.enabled,
          required: r.required,
          acceptedPattern: r.acceptedPattern,
          patternId: r.patternId,
          minLength: r.minLength,
          maxLength: r.maxLength,
          type: r.type as RegisterRule["type"],
        },
      ]),
    ),
    resources: resourceRows.map((r) => ({
      url: r.url,
      qrCodeUrl: r.qrCodeUrl,
      resourceType: r.resourceType as Resource["resourceType"],
      labelNameEn: r.labelNameEn,
    })),
    customerService: { version: { pathList: serviceRows.map((s) => ({ type: s.type, path: s.path })) } },
  };
}

/** Whether a whitelabel feature (e.g. REFERRAL) is switched on: its node is enabled ("1"). */
export async function featureEnabled(db: Db, modId: string): Promise<boolean> {
  const [node] = await db
    .select({ enabled: whitelabelNodes.enabled })
    .from(whitelabelNodes)
    .where(eq(whitelabelNodes.modId, modId))
    .limit(1);
  return node?.enabled === "1";
}

/** Builds the tree from the flat, ordered rows in one pass (children keep the row order). */
export function whitelabelTree(
  rows: { modId: string; name: string; enabled: string; parentModId: string | null }[],
): WhitelabelNode[] {
  const nodes = rows.map((r): [typeof r, WhitelabelNode] => [
    r,
    { modId: r.modId, name: r.name, enabled: r.enabled === "1" ? "1" : "0", childrenNodes: [] },
  ]);
  const byId = new Map(nodes.map(([r, node]) => [r.modId, node]));
  const roots: WhitelabelNode[] = [];
  for (const [r, node] of nodes) {
    const parent = r.parentModId ? byId.get(r.parentModId) : undefined;
    (parent ? parent.childrenNodes : roots).push(node);
  }
  return roots;
}
