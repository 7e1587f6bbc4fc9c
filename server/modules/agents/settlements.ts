import { and, asc, desc, eq, gte, isNull, lt, or, sql } from "drizzle-orm";
import {
  floorToUnit,
  rateAt,
  wage,
  type ContractKind,
  type DividendTerms,
  type RealtimeTerms,
  type SalaryTerms,
} from "../../../contract/contracts.js";
import { nextSiteDay, previousSiteDay, siteDayStart } from "../../../contract/time-zone.js";
import type { Db, Tx } from "../../db/connect.js";
import { AppError } from "../errors.js";
import { required } from "../../required.js";
import { lockMember, usernamesOf, type Member } from "../accounts/index.js";
import { freezeMember, liftFreeze } from "../care/index.js";
import { memberPlay } from "../games/index.js";
import { sendSystemMessage } from "../messages/index.js";
import {
  InsufficientFundsError,
  accountBalance,
  dailyMoney,
  memberAccount,
  postTransfer,
  systemAccount,
} from "../wallet/index.js";
import { contractSettlements, contractTerms, contracts, agentTree } from "./schema.js";

// Settlements (ADR 0044). A run of a kind for a period first writes one row per contract in force at the
// period's end, with its inputs (the team's figures from games' valid-bet rule over the settled rounds), the
// term version and the amount; then pays the rows still due, uplines before their downlines, each by one
// ledger transfer keyed (contract, kind, period, payee). A rerun, or a run resumed after a crash, finds the
// rows and the keys: every payee is paid once. An upline that cannot pay leaves its row pending and is frozen
// (care_check FROZEN) until the job's next try or its own "pay all" pays every pending row.

export type Settlement = typeof contractSettlements.$inferSelect;
export type SettlementPeriod = { key: string; start: Date; end: Date };

const FREEZE_REASON = "contract";
const HOUR = 3_600_000;
/** Real-time salary is settled every 5 minutes (SPEC §9), over the rounds closed in each window. */
export const REALTIME_WINDOW_MINUTES = 5;

/** The site day's or hour's or window's period, from the job's period name ("2026-11-23", "…T16", "…T16:05"). */
export function periodOfName(name: string): SettlementPeriod {
  const day = name.slice(0, 10);
  const start = siteDayStart(day);
  if (name.length === 10) return { key: name, start, end: siteDayStart(nextSiteDay(day)) };
  const hour = Number(name.slice(11, 13));
  const minute = name.length > 13 ? Number(name.slice(14, 16)) : 0;
  const at = new Date(start.getTime() + hour * HOUR + minute * 60_000);
  return {
    key: name,
    start: at,
    end: new Date(at.getTime() + (name.length > 13 ? REALTIME_WINDOW_MINUTES * 60_000 : HOUR)),
  };
}

/** The dividend period of this kind that ends on the site day `day`, or null when none ends there. */
export function dividendPeriodEnding(period: DividendTerms["period"], day: string): SettlementPeriod | null {
  const lastOfMonth = nextSiteDay(day).endsWith("-01");
  let from: string | null = null;
  if (period === "Daily") from = day;
  else if (period === "Weekly" && new Date(`${day}T00:00:00Z`).getUTCDay() === 0) {
    from = day;
    for (let i = 0; i < 6; i += 1) from = previousSiteDay(from);
  } else if (period === "Semimonthly" && day.endsWith("-15")) from = `${day.slice(0, 8)}01`;
  else if (period === "Semimonthly" && lastOfMonth) from = `${day.slice(0, 8)}16`;
  else if (period === "Monthly" && lastOfMonth) from = `${day.slice(0, 8)}01`;
  if (!from) return null;
  return {
    key: from === day ? day : `${from}..${day}`,
    start: siteDayStart(from),
    end: siteDayStart(nextSiteDay(day)),
  };
}

type Eligible = {
  id: string;
  memberId: string;
  uplineId: string | null;
  version: number;
  terms: unknown;
  level: number;
};

/** The contracts of a kind whose terms were signed before `end` and that had not ended by then, with the version in force. */
async function contractsInForce(db: Db | Tx, kind: ContractKind, end: Date): Promise<Eligible[]> {
  const rows = await db
    .select({
      id: contracts.id,
      memberId: contracts.memberId,
      uplineId: contracts.uplineId,
      version: contractTerms.version,
      terms: contractTerms.terms,
      acceptedAt: contractTerms.acceptedAt,
      level: sql<number>`(select count(*)::int from ${agentTree} where ${agentTree.memberId} = ${contracts.memberId} and ${agentTree.depth} > 0)`,
    })
    .from(contracts)
    .innerJoin(contractTerms, eq(contractTerms.contractId, contracts.id))
    .where(
      and(
        eq(contracts.kind, kind),
        lt(contractTerms.acceptedAt, end),
        or(isNull(contracts.endedAt), gte(contracts.endedAt, end)),
      ),
    )
    .orderBy(asc(contracts.id), desc(contractTerms.version));
  const latest = new Map<string, Eligible>();
  for (const r of rows)
    if (!latest.has(r.id))
      latest.set(r.id, {
        id: r.id,
        memberId: r.memberId,
        uplineId: r.uplineId,
        version: r.version,
        terms: r.terms,
        level: r.level,
      });
  return [...latest.values()];
}

const teamOf = (db: Db | Tx, memberId: string) =>
  db.select({ memberId: agentTree.memberId }).from(agentTree).where(eq(agentTree.ancestorId, memberId));

type Computed = { inputs: Record<string, string | number>; amount: bigint };

/** A salary: the tier the team's valid bet and active members reach, times the team's valid bet. */
async function salary(db: Db | Tx, holder: string, terms: SalaryTerms, period: SettlementPeriod): Promise<Computed> {
  const play = await memberPlay(db, teamOf(db, holder), period.start, period.end);
  const teamValidBet = play.reduce((s, p) => s + p.validBet, 0n);
  const activeMembers = play.filter((p) => p.validBet >= BigInt(terms.activeMinBet)).length;
  const rateBp = rateAt(terms, teamValidBet, activeMembers);
  return {
    inputs: { teamValidBet: teamValidBet.toString(), activeMembers, rateBp },
    amount: wage(teamValidBet, rateBp),
  };
}

/** A real-time wage: the profit-wage rate on the stakes of the bets players won, the loss-wage rate on those they lost. */
async function realtime(
  db: Db | Tx,
  holder: string,
  terms: RealtimeTerms,
  period: SettlementPeriod,
): Promise<Computed> {
  const play = await memberPlay(db, teamOf(db, holder), period.start, period.end, BigInt(terms.minSingleBet));
  const winningStake = play.reduce((s, p) => s + p.winningStake, 0n);
  const losingStake = play.reduce((s, p) => s + p.losingStake, 0n);
  const amount = floorToUnit(
    (winningStake * BigInt(terms.profitRateBp) + losingStake * BigInt(terms.lossRateBp)) / 10_000n,
  );
  return {
    inputs: {
      winningStake: winningStake.toString(),
      losingStake: losingStake.toString(),
      profitRateBp: terms.profitRateBp,
      lossRateBp: terms.lossRateBp,
      minSingleBet: terms.minSingleBet,
    },
    amount,
  };
}

/**
 * A dividend (ADR 0044): net = team stakes − team payouts − team bonuses + the carry from the contract's last
 * period (never positive); the dividend is the tier's rate of a positive net, floored to whole VND, and the
 * carry restarts at 0; a net of zero or less pays nothing and becomes the carry.
 */
async function dividend(
  db: Db | Tx,
  contractId: string,
  holder: string,
  terms: DividendTerms,
  period: SettlementPeriod,
): Promise<Computed> {
  const ids = new Set((await teamOf(db, holder)).map((r) => r.memberId));
  const play = await memberPlay(db, teamOf(db, holder), period.start, period.end);
  const money = (await dailyMoney(db, period.start, period.end)).filter((m) => ids.has(m.memberId));
  const [previous] = await db
    .select({ inputs: contractSettlements.inputs })
    .from(contractSettlements)
    .where(and(eq(contractSettlements.contractId, contractId), lt(contractSettlements.periodEnd, period.end)))
    .orderBy(desc(contractSettlements.periodEnd))
    .limit(1);
  const carryIn = BigInt(
    ((previous?.inputs as Record<string, string> | undefined)?.carryOut as string | undefined) ?? "0",
  );
  const teamValidBet = play.reduce((s, p) => s + p.validBet, 0n);
  const teamBet = play.reduce((s, p) => s + p.bet, 0n);
  const teamPayout = play.reduce((s, p) => s + p.payout, 0n);
  const bonuses = money.reduce((s, m) => s + m.bonuses, 0n);
  const activeMembers = play.filter((p) => p.validBet >= BigInt(terms.activeMinBet)).length;
  const net = teamBet - teamPayout - bonuses + carryIn;
  const rateBp = rateAt(terms, teamValidBet, activeMembers);
  const amount = net > 0n ? wage(net, rateBp) : 0n;
  const carryOut = net > 0n ? 0n : net;
  return {
    inputs: {
      teamValidBet: teamValidBet.toString(),
      activeMembers,
      rateBp,
      teamBet: teamBet.toString(),
      teamPayout: teamPayout.toString(),
      bonuses: bonuses.toString(),
      carryIn: carryIn.toString(),
      net: net.toString(),
      carryOut: carryOut.toString(),
    },
    amount,
  };
}

/**
 * Writes the rows of one kind's settlement for the periods of `name`, which all end at `end` (a contract's row
 * once: a rerun adds nothing).
 */
async function writeRows(db: Db, kind: ContractKind, name: string, end: Date): Promise<number> {
  const eligible = await contractsInForce(db, kind, end);
  let written = 0;
  for (const c of eligible) {
    let period: SettlementPeriod | null = periodOfName(name);
    let computed: Computed;
    if (kind === "dividend") {
      period = dividendPeriodEnding((c.terms as DividendTerms).period, name.slice(0, 10));
      if (!period) continue;
      computed = await dividend(db, c.id, c.memberId, c.terms as DividendTerms, period);
    } else if (kind === "realtimeSalary") computed = await realtime(db, c.memberId, c.terms as RealtimeTerms, period);
    else computed = await salary(db, c.memberId, c.terms as SalaryTerms, period);
    const inserted = await db
      .insert(contractSettlements)
      .values({
        contractId: c.id,
        kind,
        period: period.key,
        periodStart: period.start,
        periodEnd: period.end,
        payeeId: c.memberId,
        payerId: c.uplineId,
        version: c.version,
        level: c.level,
        inputs: computed.inputs,
        amount: computed.amount,
        state: computed.amount > 0n ? "due" : "nothing",
      })
      .onConflictDoNothing()
      .returning({ id: contractSettlements.id });
    written += inserted.length;
  }
  return written;
}

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
