// Which contract kinds the operator turned on, and the highest rate each may carry (ADR 0044).
import { eq } from "drizzle-orm";
import { CONTRACT_KINDS, RATE_MAX_BP, type ContractKind } from "../../../contract/contracts.js";
import type { Db, Tx } from "../../db/connect.js";
import { recordAudit } from "../system/index.js";
import { contractFeatures } from "./schema.js";

// ---------------------------------------------------------------------------------------------------
// Features and limits (operator)

export type ContractFeature = { kind: ContractKind; enabled: boolean; maxRateBp: number };

/** Every kind with what the operator set; a kind never set is disabled and capped at 100 %. */
export async function contractFeatureList(db: Db | Tx): Promise<ContractFeature[]> {
  const rows = await db.select().from(contractFeatures);
  const byKind = new Map(rows.map((r) => [r.kind, r]));
  return CONTRACT_KINDS.map((kind) => ({
    kind,
    enabled: byKind.get(kind)?.enabled ?? false,
    maxRateBp: byKind.get(kind)?.maxRateBp ?? RATE_MAX_BP,
  }));
}

export async function featureOf(db: Db | Tx, kind: ContractKind): Promise<ContractFeature> {
  const [row] = await db.select().from(contractFeatures).where(eq(contractFeatures.kind, kind));
  return { kind, enabled: row?.enabled ?? false, maxRateBp: row?.maxRateBp ?? RATE_MAX_BP };
}

/** Enables or disables a kind and sets the top-level ceiling; audited. */
export async function setContractFeature(
  db: Db,
  input: { kind: ContractKind; enabled: boolean; maxRateBp?: number; actor: "api" | "cli" },
) {
  return db.transaction(async (tx) => {
    const before = await featureOf(tx, input.kind);
    const maxRateBp = input.maxRateBp ?? before.maxRateBp;
    await tx
      .insert(contractFeatures)
      .values({ kind: input.kind, enabled: input.enabled, maxRateBp })
      .onConflictDoUpdate({
        target: contractFeatures.kind,
        set: { enabled: input.enabled, maxRateBp, updatedAt: new Date() },
      });
    await recordAudit(tx, {
      action: "contracts.feature",
      detail: { source: input.actor, kind: input.kind, before, after: { enabled: input.enabled, maxRateBp } },
    });
    return { action: "contracts.feature", kind: input.kind, enabled: input.enabled, maxRateBp };
  });
}
