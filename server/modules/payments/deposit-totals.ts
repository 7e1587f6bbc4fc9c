import { and, eq, gte, inArray, lt, sql, type SQLWrapper } from "drizzle-orm";
import type { Db, Tx } from "../../db/connect.js";
import { deposits } from "./schema.js";

// The deposits read model (DESIGN §2a): what each member had credited over a time, for the modules above that
// measure members by it (VIP levels, ADR 0050). A deposit counts when it was credited (approved or paid by
// the gateway), at that moment; a pending, rejected, failed or expired one counts nothing.

/** Each member's credited deposits in [from, to) (`members`: a subquery of member ids); members without any are absent. */
export async function creditedDeposits(
  db: Db | Tx,
  members: SQLWrapper,
  from: Date,
  to: Date,
): Promise<Map<string, bigint>> {
  const rows = await db
    .select({ memberId: deposits.memberId, amount: sql<string>`sum(${deposits.amount})::text` })
    .from(deposits)
    .where(
      and(
        inArray(deposits.memberId, members),
        eq(deposits.status, "approved"),
        gte(deposits.decidedAt, from),
        lt(deposits.decidedAt, to),
      ),
    )
    .groupBy(deposits.memberId);
  return new Map(rows.map((row) => [row.memberId, BigInt(row.amount)]));
}

/** How many deposits the member has had credited (1 after the first): the deposit bonuses' "first" and "nth". */
export async function creditedDepositCount(db: Db | Tx, memberId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(deposits)
    .where(and(eq(deposits.memberId, memberId), eq(deposits.status, "approved")));
  return Number(row?.n ?? 0);
}
