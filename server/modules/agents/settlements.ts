// Settlements (ADR 0044). A run of a kind for a period first writes one row per contract in force at the
// period's end, with its inputs (the team's figures from games' valid-bet rule over the settled rounds), the
// term version and the amount; then pays the rows still due, uplines before their downlines, each by one
// ledger transfer keyed (contract, kind, period, payee). A rerun, or a run resumed after a crash, finds the
// rows and the keys: every payee is paid once. An upline that cannot pay leaves its row pending and is frozen
// (care_check FROZEN) until the job's next try or its own "pay all" pays every pending row.
// The amounts are computed in settlement-amounts.ts, the periods named in settlement-periods.ts.
import { and, asc, eq, sql } from "drizzle-orm";
import { type ContractKind } from "../../../contract/contracts.js";
import type { Db, Tx } from "../../db/connect.js";
import { AppError } from "../errors.js";
import { required } from "../../required.js";
import { lockMember, usernamesOf, type Member } from "../accounts/index.js";
import { freezeMember, liftFreeze } from "../care/index.js";
import { sendSystemMessage } from "../messages/index.js";
import { InsufficientFundsError, accountBalance, memberAccount, postTransfer, systemAccount } from "../wallet/index.js";
import { contractSettlements } from "./schema.js";
import { writeRows } from "./settlement-amounts.js";
import { periodOfName, type Settlement } from "./settlement-periods.js";

const FREEZE_REASON = "contract";

const transferKey = (s: Settlement) => `contract:${s.contractId}:${s.kind}:${s.period}:${s.payeeId}`;

async function legs(tx: Tx, s: Settlement) {
  const from = s.payerId
    ? await memberAccount(tx, s.payerId, "main")
    : await systemAccount(tx, s.kind === "dividend" ? "dividend" : "salary");
  return [
    { account: from, amount: -s.amount },
    { account: await memberAccount(tx, s.payeeId, "main"), amount: s.amount },
  ];
}

async function postPayment(tx: Tx, s: Settlement) {
  const posted = await postTransfer(tx, {
    idempotencyKey: transferKey(s),
    kind: s.kind === "dividend" ? "dividend" : "salary",
    memo: `${s.kind} ${s.period}`,
    metadata: { contractId: s.contractId, settlementId: s.id, period: s.period, version: s.version },
    entries: await legs(tx, s),
  });
  await tx
    .update(contractSettlements)
    .set({ state: "paid", transferId: posted.id, paidAt: new Date() })
    .where(eq(contractSettlements.id, s.id));
}

/** Pays one row still due (or pending); an upline short of money leaves it pending and is frozen. */
async function payRow(db: Db, id: number): Promise<"paid" | "pending" | "skipped"> {
  try {
    return await db.transaction(async (tx) => {
      const [s] = await tx.select().from(contractSettlements).where(eq(contractSettlements.id, id)).for("update");
      if (!s || (s.state !== "due" && s.state !== "pending")) return "skipped";
      if (s.payerId) await lockMember(tx, s.payerId);
      await postPayment(tx, s);
      if (s.payerId && s.state === "pending") await liftIfSettled(tx, s.payerId);
      await tellPayee(tx, s);
      return "paid";
    });
  } catch (error) {
    if (!(error instanceof InsufficientFundsError)) throw error;
    // The transaction that tried is gone: mark the row and freeze the payer in a new one.
    return db.transaction(async (tx) => {
      const [row] = await tx
        .update(contractSettlements)
        .set({ state: "pending" })
        .where(eq(contractSettlements.id, id))
        .returning();
      const s = required(row, `settlement ${id}`);
      const payer = required(s.payerId, "the payer short of money");
      await freezeMember(tx, payer, FREEZE_REASON);
      const names = await usernamesOf(tx, [s.payeeId]);
      await sendSystemMessage(tx, {
        memberId: payer,
        template: "contractUpdated",
        params: { kind: s.kind, event: "settlementPending", username: names.get(s.payeeId) ?? "" },
        eventKey: `settlement:${id}:pending`,
      });
      return "pending" as const;
    });
  }
}

/** A daily salary or a dividend is news; an hourly or five-minute wage would flood the inbox (the ledger shows it). */
async function tellPayee(tx: Tx, s: Settlement) {
  if (s.kind === "hourlySalary" || s.kind === "realtimeSalary") return;
  await sendSystemMessage(tx, {
    memberId: s.payeeId,
    template: "contractUpdated",
    params: { kind: s.kind, event: "settlementPaid", username: "" },
    eventKey: `settlement:${s.id}:paid`,
  });
}

async function liftIfSettled(tx: Tx, payerId: string) {
  const [left] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(contractSettlements)
    .where(and(eq(contractSettlements.payerId, payerId), eq(contractSettlements.state, "pending")));
  if (!left?.n) await liftFreeze(tx, payerId, FREEZE_REASON);
}

export type SettleCounts = { written: number; paid: number; pending: number; nothing: number };

/**
 * Settles one kind for the period a job names: a site day (daily salary; a dividend, for every contract whose
 * period ends that day), an hour, or a real-time window. Safe to run again: rows are written once, transfers
 * keyed once, and what is still due (or pending) is paid in level order.
 */
export async function settle(
  db: Db,
  kind: ContractKind,
  name: string,
  watch: { afterPayment?: (settlementId: number) => Promise<void> | void; now?: Date } = {},
): Promise<SettleCounts> {
  // A period still running would be settled on part of its bets, and its rows would stop a later run paying the rest.
  const end = periodOfName(kind === "dividend" ? name.slice(0, 10) : name).end;
  if (end > (watch.now ?? new Date())) throw new AppError("VALIDATION", `period: ${name} has not ended yet`);
  const written = await writeRows(db, kind, name, end);
  const rows = await db
    .select({ id: contractSettlements.id, state: contractSettlements.state })
    .from(contractSettlements)
    .where(
      and(
        eq(contractSettlements.kind, kind),
        kind === "dividend" ? eq(contractSettlements.periodEnd, end) : eq(contractSettlements.period, name),
      ),
    )
    .orderBy(asc(contractSettlements.level), asc(contractSettlements.id));
  const counts: SettleCounts = { written, paid: 0, pending: 0, nothing: 0 };
  for (const row of rows) {
    if (row.state === "nothing") counts.nothing += 1;
    else if (row.state === "paid") counts.paid += 1;
    else {
      counts[(await payRow(db, row.id)) === "pending" ? "pending" : "paid"] += 1;
      // A test stops a run here, as a crash would between two payments.
      await watch.afterPayment?.(row.id);
    }
  }
  return counts;
}

/** Everything the agent owes its downlines and has not paid. */
export async function owedBy(db: Db | Tx, payerId: string): Promise<{ count: number; amount: bigint }> {
  const [row] = await db
    .select({
      n: sql<number>`count(*)::int`,
      amount: sql<string>`coalesce(sum(${contractSettlements.amount}), 0)::text`,
    })
    .from(contractSettlements)
    .where(and(eq(contractSettlements.payerId, payerId), eq(contractSettlements.state, "pending")));
  return { count: row?.n ?? 0, amount: BigInt(row?.amount ?? "0") };
}

/** "Pay all": every pending row the agent owes, in one transaction, and the freeze lifted with the last. */
export async function payAll(db: Db, agent: Member): Promise<{ paid: number; amount: string }> {
  return db.transaction(async (tx) => {
    await lockMember(tx, agent.id);
    const rows = await tx
      .select()
      .from(contractSettlements)
      .where(and(eq(contractSettlements.payerId, agent.id), eq(contractSettlements.state, "pending")))
      .orderBy(asc(contractSettlements.id))
      .for("update");
    const total = rows.reduce((s, r) => s + r.amount, 0n);
    const balance = await accountBalance(tx, await memberAccount(tx, agent.id, "main"));
    if (balance < total)
      throw new AppError(
        "INSUFFICIENT_FUNDS",
        `Paying every pending settlement needs ${total}; the main wallet holds ${balance}`,
        { needed: total.toString(), balance: balance.toString() },
      );
    for (const s of rows) {
      await postPayment(tx, s);
      await tellPayee(tx, s);
    }
    await liftFreeze(tx, agent.id, FREEZE_REASON);
    return { paid: rows.length, amount: total.toString() };
  });
}
