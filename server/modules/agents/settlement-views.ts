// Contract settlements as the agent centre and the operator read them (ADR 0044): pages over site days,
// usernames for ids, and an agent's income per kind.
import { and, desc, eq, gte, lt, or, sql } from "drizzle-orm";
import { type ContractKind } from "../../../contract/contracts.js";
import type { Db, Tx } from "../../db/connect.js";
import { usernamesOf } from "../accounts/index.js";
import { contractSettlements } from "./schema.js";
import type { Settlement } from "./settlement-periods.js";

/** A page of the settlements an agent received (payee) or paid (payer), newest first, over site days. */
export async function settlementPage(
  db: Db | Tx,
  input: {
    memberId: string;
    kind?: ContractKind;
    side: "received" | "paid";
    from?: Date;
    to?: Date;
    pageNo: number;
    pageSize: number;
  },
) {
  const where = and(
    input.side === "received"
      ? eq(contractSettlements.payeeId, input.memberId)
      : eq(contractSettlements.payerId, input.memberId),
    input.kind ? eq(contractSettlements.kind, input.kind) : undefined,
    input.from ? gte(contractSettlements.periodEnd, input.from) : undefined,
    input.to ? lt(contractSettlements.periodEnd, input.to) : undefined,
  );
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(contractSettlements)
      .where(where)
      .orderBy(desc(contractSettlements.periodEnd), desc(contractSettlements.id))
      .limit(input.pageSize)
      .offset((input.pageNo - 1) * input.pageSize),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(contractSettlements)
      .where(where),
  ]);
  return { rows, total: count?.n ?? 0 };
}

/** Settlements as the web and the operator show them: usernames for ids. */
export async function settlementViews(db: Db | Tx, rows: Settlement[]) {
  const names = await usernamesOf(db, [
    ...new Set(rows.flatMap((r) => [r.payeeId, ...(r.payerId ? [r.payerId] : [])])),
  ]);
  return rows.map((r) => ({
    id: r.id,
    contractId: r.contractId,
    kind: r.kind as ContractKind,
    period: r.period,
    payee: names.get(r.payeeId) ?? "",
    payer: r.payerId ? (names.get(r.payerId) ?? "") : null,
    version: r.version,
    inputs: r.inputs as Record<string, string | number>,
    amount: r.amount.toString(),
    state: r.state as Settlement["state"] as "due" | "paid" | "pending" | "nothing",
    paidAt: r.paidAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
  }));
}

/** My income: per kind, what the agent received, paid, still owes, over settlements whose period ended in [from, to). */
export async function incomeOf(db: Db | Tx, memberId: string, from: Date, to: Date) {
  const rows = await db
    .select({
      kind: contractSettlements.kind,
      received: sql<string>`coalesce(sum(${contractSettlements.amount}) filter (where ${contractSettlements.payeeId} = ${memberId} and ${contractSettlements.state} = 'paid'), 0)::text`,
      paid: sql<string>`coalesce(sum(${contractSettlements.amount}) filter (where ${contractSettlements.payerId} = ${memberId} and ${contractSettlements.state} = 'paid'), 0)::text`,
      pending: sql<string>`coalesce(sum(${contractSettlements.amount}) filter (where ${contractSettlements.payerId} = ${memberId} and ${contractSettlements.state} = 'pending'), 0)::text`,
    })
    .from(contractSettlements)
    .where(
      and(
        or(eq(contractSettlements.payeeId, memberId), eq(contractSettlements.payerId, memberId)),
        gte(contractSettlements.periodEnd, from),
        lt(contractSettlements.periodEnd, to),
      ),
    )
    .groupBy(contractSettlements.kind);
  return rows;
}
