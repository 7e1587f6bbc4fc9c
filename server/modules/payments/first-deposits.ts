import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db, Tx } from "../../db/connect.js";
import { deposits } from "./schema.js";

// A member's first deposit (DESIGN §2a read model): what the modules above ask of a member who was invited —
// the referral promotion counts its first credited deposit (ADR 0051). Credited means approved, by the
// operator or the gateway, at the moment it was decided.

/** Each of these members' first credited deposit, its amount and when; a member who never had one is absent. */
export async function firstDeposits(
  db: Db | Tx,
  memberIds: readonly string[],
): Promise<Map<string, { amount: bigint; at: Date }>> {
  if (memberIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([deposits.memberId], {
      memberId: deposits.memberId,
      amount: deposits.amount,
      decidedAt: deposits.decidedAt,
    })
    .from(deposits)
    .where(and(inArray(deposits.memberId, [...new Set(memberIds)]), eq(deposits.status, "approved")))
    .orderBy(deposits.memberId, asc(deposits.decidedAt), asc(deposits.id));
  return new Map(
    rows.flatMap((row) => (row.decidedAt ? [[row.memberId, { amount: row.amount, at: row.decidedAt }] as const] : [])),
  );
}
