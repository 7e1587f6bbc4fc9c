// The ledger's proof (DESIGN §5): its invariants recomputed from the entries themselves, for tests, the
// operator's ledger page and anyone who doubts a balance. Reads only; ledger.ts is the one writer.
import { and, eq, isNotNull, lt, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/connect.js";
import type { AccountId, Unit } from "./ledger.js";
import { ledgerAccounts, ledgerBalances, ledgerEntries, ledgerTransfers } from "./schema.js";

export type LedgerReport = {
  ok: boolean;
  /** Σ of all entries per unit; zero when nothing was lost or invented. */
  totals: Record<Unit, bigint>;
  /** Transfers whose entries do not sum to zero in some unit. */
  unbalancedTransfers: number[];
  /** Accounts whose cached balance differs from the sum of their entries. */
  balanceMismatches: { accountId: AccountId; cached: bigint; derived: bigint }[];
  /** Member accounts' entries whose balance_after is not the running sum of the account's entries up to them. */
  runningBalanceErrors: number[];
  negativeMemberAccounts: { accountId: AccountId; balance: bigint }[];
  /** Entries whose transfer or account does not exist (no foreign key checks it on insert, ADR 0041). */
  orphanEntries: number[];
};

const bigintOf = (value: unknown) => BigInt(String(value ?? 0));

/** Proves the ledger's invariants from the entries themselves; tests and operators call it. */
export async function verifyLedger(db: Db | Tx): Promise<LedgerReport> {
  const unit = sql<Unit>`case when ${ledgerAccounts.kind} in ('points', 'points_pool') then 'points' else 'money' end`;
  const byUnit = await db
    .select({ unit, total: sql`sum(${ledgerEntries.amount})`.mapWith(bigintOf) })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .groupBy(unit);
  const totals: Record<Unit, bigint> = { money: 0n, points: 0n };
  for (const row of byUnit) totals[row.unit] = row.total;

  const unbalanced = await db
    .selectDistinct({ transferId: ledgerEntries.transferId })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .groupBy(ledgerEntries.transferId, unit)
    .having(sql`sum(${ledgerEntries.amount}) <> 0`);

  // Qualified by hand: drizzle leaves a one-table select's columns bare, which the subqueries would read as their own.
  const accountId = sql.raw(`"ledger_accounts"."id"`);
  const derived = sql`coalesce((select sum(e.amount) from ${ledgerEntries} e where e.account_id = ${accountId}), 0)`;
  // A merchant account's cached balance is the sum of its shards (ADR 0028).
  const cached = sql`coalesce((select sum(b.balance) from ${ledgerBalances} b where b.account_id = ${accountId}), 0)`;
  const balanceMismatches = await db
    .select({ accountId: ledgerAccounts.id, cached: cached.mapWith(bigintOf), derived: derived.mapWith(bigintOf) })
    .from(ledgerAccounts)
    .where(sql`${cached} <> ${derived}`);

  const running = db
    .select({
      id: ledgerEntries.id,
      balanceAfter: ledgerEntries.balanceAfter,
      runningSum:
        sql`sum(${ledgerEntries.amount}) over (partition by ${ledgerEntries.accountId} order by ${ledgerEntries.id})`.as(
          "running_sum",
        ),
      merchant: sql<boolean>`${ledgerAccounts.memberId} is null`.as("merchant"),
    })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .as("running");
  // A member's entry must carry it; a merchant account's must not (its balance lives in shards).
  const runningErrors = await db
    .select({ id: running.id })
    .from(running)
    .where(
      sql`${running.balanceAfter} is distinct from (case when ${running.merchant} then null else ${running.runningSum} end)`,
    );

  const negativeMemberAccounts = await db
    .select({ accountId: ledgerBalances.accountId, balance: ledgerBalances.balance })
    .from(ledgerBalances)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerBalances.accountId))
    .where(and(isNotNull(ledgerAccounts.memberId), lt(ledgerBalances.balance, 0n)));

  // The sums above join entries to their accounts: an entry without one would be left out of them unseen.
  const orphans = await db
    .select({ id: ledgerEntries.id })
    .from(ledgerEntries)
    .leftJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .leftJoin(ledgerTransfers, eq(ledgerTransfers.id, ledgerEntries.transferId))
    .where(sql`${ledgerAccounts.id} is null or ${ledgerTransfers.id} is null`);

  const report = {
    totals,
    unbalancedTransfers: unbalanced.map((r) => r.transferId),
    balanceMismatches,
    runningBalanceErrors: runningErrors.map((r) => r.id),
    negativeMemberAccounts,
    orphanEntries: orphans.map((r) => r.id),
  };
  const ok =
    totals.money === 0n &&
    totals.points === 0n &&
    report.unbalancedTransfers.length === 0 &&
    balanceMismatches.length === 0 &&
    report.runningBalanceErrors.length === 0 &&
    negativeMemberAccounts.length === 0 &&
    report.orphanEntries.length === 0;
  return { ok, ...report };
}
