import { and, eq, gte, inArray, lt, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { SITE_TIME_ZONE } from "../../../contract/time-zone.js";
import type { Db, Tx } from "../../db/connect.js";
import { listEntries, type StatementLine } from "./ledger-balances.js";
import { ledgerAccounts, ledgerEntries, ledgerTransfers } from "./schema.js";

// The zone as a literal (a constant of ours): grouped by a day it computes, one expression must be the same text.
const siteZone = sql.raw(`'${SITE_TIME_ZONE}'`);

// What a member reads about their money: the account record (transactionHistory), the personal
// profit and loss of a period (personalProfit) and the bonuses paid (bonusDetails).

export type Period = { from?: Date; to?: Date };

export type TransactionRow = {
  id: number;
  transferId: number;
  type: string;
  /** "main", "points" or the vendor code of a sub-wallet. */
  wallet: string;
  amount: string;
  balanceAfter: string;
  memo: string | null;
  createdAt: string;
};

export function transactionRow(line: StatementLine): TransactionRow {
  return {
    id: line.entryId,
    transferId: line.transferId,
    type: line.kind,
    wallet: line.accountKind === "vendor" ? line.accountCode : line.accountKind,
    amount: line.amount.toString(),
    balanceAfter: line.balanceAfter.toString(),
    memo: line.memo,
    createdAt: line.createdAt.toISOString(),
  };
}

/** One row per entry in any of the member's accounts, newest first. */
export async function transactionHistory(
  db: Db,
  memberId: string,
  query: Period & { kinds?: string[]; pageNo: number; pageSize: number },
) {
  const { list, total } = await listEntries(db, memberId, {
    page: query.pageNo,
    pageSize: query.pageSize,
    kinds: query.kinds,
    from: query.from,
    to: query.to,
  });
  return { list: list.map(transactionRow), total };
}

export async function bonusDetails(db: Db, memberId: string, query: Period & { pageNo: number; pageSize: number }) {
  const { list, total } = await listEntries(db, memberId, {
    page: query.pageNo,
    pageSize: query.pageSize,
    kinds: ["bonus"],
    from: query.from,
    to: query.to,
  });
  return {
    list: list.map((line) => ({
      id: line.entryId,
      type: line.kind,
      amount: line.amount.toString(),
      createdAt: line.createdAt.toISOString(),
      memo: line.memo,
    })),
    total,
  };
}

export type PersonalProfit = {
  deposits: string;
  withdrawals: string;
  bets: string;
  payouts: string;
  bonuses: string;
  transfersIn: string;
  transfersOut: string;
  profit: string;
  /** Stakes of rounds still open (not in bets, payouts or profit until they settle). */
  open: string;
};

const TRANSFER_KINDS = new Set(["transfer_in", "transfer_out", "transfer_upline", "transfer_downline"]);

/**
 * Sums of the main wallet's entries per kind over the period, each as a positive amount. A reversal
 * counts under the kind it undoes (a cancelled bet lowers bets); operator adjustments and a trial
 * account's play money count nowhere.
 * transfersIn/transfersOut are what came into and left the main wallet by any transfer.
 */
export async function personalProfit(
  db: Db,
  memberId: string,
  period: Period,
  open: { bets: bigint; wins: bigint } = { bets: 0n, wins: 0n },
): Promise<PersonalProfit> {
  const reversed = alias(ledgerTransfers, "reversed");
  const kind = sql<string>`coalesce(${reversed.kind}, ${ledgerTransfers.kind})`;
  const toBigint = (value: unknown) => BigInt(String(value ?? 0));
  const conditions: SQL[] = [eq(ledgerAccounts.memberId, memberId), eq(ledgerAccounts.kind, "main")];
  if (period.from) conditions.push(gte(ledgerTransfers.createdAt, period.from));
  if (period.to) conditions.push(lt(ledgerTransfers.createdAt, period.to));
  const rows = await db
    .select({
      kind,
      credits: sql`coalesce(sum(case when ${ledgerEntries.amount} > 0 then ${ledgerEntries.amount} end), 0)`.mapWith(
        toBigint,
      ),
      debits: sql`coalesce(sum(case when ${ledgerEntries.amount} < 0 then -${ledgerEntries.amount} end), 0)`.mapWith(
        toBigint,
      ),
    })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .innerJoin(ledgerTransfers, eq(ledgerTransfers.id, ledgerEntries.transferId))
    .leftJoin(reversed, eq(reversed.id, ledgerTransfers.reversesTransferId))
    .where(and(...conditions))
    .groupBy(kind);

  const net = (k: string) => rows.filter((r) => r.kind === k).reduce((sum, r) => sum + r.credits - r.debits, 0n);
  const transfers = rows.filter((r) => TRANSFER_KINDS.has(r.kind));
  // Only what is settled (ADR 0061): the stakes of rounds still open, and what they paid so far, are said apart.
  const bets = -net("bet") - open.bets;
  const payouts = net("payout") - open.wins;
  const bonuses = net("bonus");
  const sums = {
    deposits: net("deposit"),
    // A released hold gives back what the withdrawal took: only what left counts.
    withdrawals: -(net("withdrawal") + net("withdrawal_release")),
    bets,
    payouts,
    bonuses,
    transfersIn: transfers.reduce((sum, r) => sum + r.credits, 0n),
    transfersOut: transfers.reduce((sum, r) => sum + r.debits, 0n),
    profit: payouts + bonuses - bets,
    open: open.bets,
  };
  return Object.fromEntries(Object.entries(sums).map(([name, value]) => [name, value.toString()])) as PersonalProfit;
}

/** The main-wallet entries of several members (an agent's downline: `members` is a subquery of ids), newest first. */
export async function entriesOfMembers(
  db: Db,
  members: SQLWrapper,
  query: Period & { kinds?: string[]; pageNo: number; pageSize: number },
) {
  const { list, total } = await listEntries(
    db,
    { members },
    { page: query.pageNo, pageSize: query.pageSize, kinds: query.kinds, from: query.from, to: query.to },
  );
  return { total, list: list.map((line) => ({ memberId: line.memberId, ...transactionRow(line) })) };
}

export type DayMoney = { memberId: string; day: string; deposits: bigint; withdrawals: bigint; bonuses: bigint };

/**
 * Each member's deposits, withdrawals (net of released holds) and bonuses per site day, over main-wallet
 * entries made in [from, to), by the same rule as personalProfit (a reversal counts under the kind it undoes).
 */
export async function dailyMoney(db: Db | Tx, from: Date, to: Date): Promise<DayMoney[]> {
  const reversed = alias(ledgerTransfers, "reversed");
  const kind = sql<string>`coalesce(${reversed.kind}, ${ledgerTransfers.kind})`;
  const day = sql<string>`to_char(${ledgerTransfers.createdAt} at time zone ${siteZone}, 'YYYY-MM-DD')`;
  const rows = await db
    .select({ memberId: ledgerAccounts.memberId, day, kind, net: sql<string>`sum(${ledgerEntries.amount})::text` })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .innerJoin(ledgerTransfers, eq(ledgerTransfers.id, ledgerEntries.transferId))
    .leftJoin(reversed, eq(reversed.id, ledgerTransfers.reversesTransferId))
    .where(
      and(
        eq(ledgerAccounts.kind, "main"),
        gte(ledgerTransfers.createdAt, from),
        lt(ledgerTransfers.createdAt, to),
        inArray(kind, ["deposit", "withdrawal", "withdrawal_release", "bonus"]),
      ),
    )
    .groupBy(ledgerAccounts.memberId, day, kind);
  const days = new Map<string, DayMoney>();
  for (const row of rows) {
    if (!row.memberId) continue;
    const key = `${row.memberId}|${row.day}`;
    let figures = days.get(key);
    if (!figures)
      days.set(key, (figures = { memberId: row.memberId, day: row.day, deposits: 0n, withdrawals: 0n, bonuses: 0n }));
    const net = BigInt(row.net);
    if (row.kind === "deposit") figures.deposits += net;
    else if (row.kind === "bonus") figures.bonuses += net;
    else figures.withdrawals -= net;
  }
  return [...days.values()];
}

/** The site day of each of these members' first deposit (none for a member who never deposited). */
export async function firstDepositDays(db: Db | Tx, memberIds: string[]): Promise<Map<string, string>> {
  if (!memberIds.length) return new Map();
  const rows = await db
    .select({
      memberId: ledgerAccounts.memberId,
      first: sql<string>`to_char(min(${ledgerTransfers.createdAt}) at time zone ${siteZone}, 'YYYY-MM-DD')`,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .innerJoin(ledgerTransfers, eq(ledgerTransfers.id, ledgerEntries.transferId))
    .where(
      and(
        eq(ledgerAccounts.kind, "main"),
        eq(ledgerTransfers.kind, "deposit"),
        inArray(ledgerAccounts.memberId, memberIds),
      ),
    )
    .groupBy(ledgerAccounts.memberId);
  return new Map(rows.flatMap((r) => (r.memberId ? [[r.memberId, r.first] as [string, string]] : [])));
}
