// The contracts' invariant (ADR 0044): a downline's terms never pay more than its upline's for the same team;
// an offer or a change is checked against the upline above and the downlines below.
import { and, eq, inArray } from "drizzle-orm";
import { exceedsUpline, highestRate, type ContractKind, type ContractTerms } from "../../../contract/contracts.js";
import type { Tx } from "../../db/connect.js";
import { AppError } from "../errors.js";
import { usernamesOf } from "../accounts/index.js";
import { contracts } from "./schema.js";
import { featureOf } from "./contract-features.js";
import { LIVE, signedTermsOf, termsOf, type Contract } from "./contract-terms.js";

// ---------------------------------------------------------------------------------------------------
// The invariant

type Conflict = { contract: Contract; holder: string; upline: string | null; reason: string };

/**
 * The live contracts `holderId` gives its own direct downlines of this kind whose terms (signed or waiting)
 * would pay more than `terms`: what an offer of `terms` to the holder would break.
 */
export async function conflictsBelow(
  tx: Tx,
  holderId: string,
  kind: ContractKind,
  terms: ContractTerms,
): Promise<Conflict[]> {
  const given = await tx
    .select()
    .from(contracts)
    .where(and(eq(contracts.uplineId, holderId), eq(contracts.kind, kind), inArray(contracts.state, LIVE)));
  const names = await usernamesOf(tx, [holderId, ...given.map((c) => c.memberId)]);
  const found: Conflict[] = [];
  for (const contract of given) {
    for (const version of [contract.signedVersion, contract.pendingVersion]) {
      if (!version) continue;
      const reason = exceedsUpline(kind, terms, await termsOf(tx, contract.id, version));
      if (reason) {
        found.push({
          contract,
          holder: names.get(contract.memberId) ?? "",
          upline: names.get(holderId) ?? null,
          reason,
        });
        break;
      }
    }
  }
  return found;
}

/** Terms a holder may sign: within its upline's signed terms, or the operator's ceiling for a top-level agent. */
export async function checkAgainstUpline(
  tx: Tx,
  contract: Pick<Contract, "uplineId" | "kind">,
  terms: ContractTerms,
): Promise<void> {
  const kind = contract.kind as ContractKind;
  if (contract.uplineId === null) {
    const { maxRateBp } = await featureOf(tx, kind);
    if (highestRate(kind, terms) > maxRateBp)
      throw new AppError("EXCEEDS_LIMIT", `The operator's limit for a top-level ${kind} contract is ${maxRateBp} bp`, {
        maxRateBp,
      });
    return;
  }
  const own = await signedTermsOf(tx, contract.uplineId, kind);
  if (!own)
    throw new AppError("EXCEEDS_UPLINE", `The upline has no signed ${kind} contract of its own to share`, {
      reason: "no signed contract of this kind",
    });
  const reason = exceedsUpline(kind, own, terms);
  if (reason)
    throw new AppError("EXCEEDS_UPLINE", `The terms pay more than the upline's own contract: ${reason}`, { reason });
}

export function belowDownlines(conflicts: Conflict[]): AppError {
  return new AppError(
    "BELOW_DOWNLINES",
    `${conflicts.map((c) => c.holder).join(", ")} would be paid more than these terms give; end those contracts first, or offer with terminateLower`,
    {
      contracts: conflicts.map((c) => ({ id: c.contract.id, holder: c.holder, upline: c.upline, reason: c.reason })),
    },
  );
}
