// Reading the ledger (DESIGN §5): the cached balances of a member's accounts, an account's balance and the
// entries of a statement.
import { and, count, desc, eq, gt, gte, inArray, lt, ne, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import type { Db, Tx } from "../../db/connect.js";
import { ledgerAccounts, ledgerBalances, ledgerEntries, ledgerTransfers } from "./schema.js";
import { InvalidTransferError, type AccountId } from "./ledger.js";

// ---------------------------------------------------------------------------------------------------
// Reading

/** `bonus` is the held bonus balance (ADR 0046): not playable, not in the wallet's sum. */
export type MemberBalances = { main: bigint; points: bigint; bonus: bigint; vendors: Record<string, bigint> };

/** The cached balances of a member's accounts; an account not opened yet holds zero. */
export async function readBalances(db: Db | Tx, memberId: string): Promise<MemberBalances> {
  const rows = await db
    .select({ kind: ledgerAccounts.kind, code: ledgerAccounts.code, balance: ledgerBalances.balance })
    .from(ledgerAccounts)
    .innerJoin(ledgerBalances, eq(ledgerBalances.accountId, ledgerAccounts.id))
    .where(eq(ledgerAccounts.memberId, memberId));
  const balances: MemberBalances = { main: 0n, points: 0n, bonus: 0n, vendors: {} };
  for (const row of rows) {
    if (row.kind === "vendor") balances.vendors[row.code] = row.balance;
    else balances[row.kind as "main" | "points" | "bonus"] = row.balance;
  }
  return balances;
}

/** Of these members, those whose main wallet holds more than zero (one statement, whatever their number). */
export async function membersWithMainBalance(db: Db | Tx, memberIds: string[]): Promise<string[]> {
  if (!memberIds.length) return [];
  const rows = await db
    .select({ memberId: ledgerAccounts.memberId })
    .from(ledgerAccounts)
    .innerJoin(ledgerBalances, eq(ledgerBalances.accountId, ledgerAccounts.id))
    .where(
      and(inArray(ledgerAccounts.memberId, memberIds), eq(ledgerAccounts.kind, "main"), gt(ledgerBalances.balance, 0n)),
    );
  return rows.flatMap((r) => (r.memberId ? [r.memberId] : []));
}

/** These members' main-wallet balances (one statement); a member without a main wallet yet holds zero. */
export async function mainBalancesOf(db: Db | Tx, memberIds: string[]): Promise<Map<string, bigint>> {
  if (!memberIds.length) return new Map();
  const rows = await db
    .select({ memberId: ledgerAccounts.memberId, balance: ledgerBalances.balance })
    .from(ledgerAccounts)
    .innerJoin(ledgerBalances, eq(ledgerBalances.accountId, ledgerAccounts.id))
    .where(and(inArray(ledgerAccounts.memberId, memberIds), eq(ledgerAccounts.kind, "main")));
  const balances = new Map(memberIds.map((id) => [id, 0n]));
  for (const row of rows) if (row.memberId) balances.set(row.memberId, row.balance);
  return balances;
}

/** Any account's balance: a member's one row, or the sum of a merchant account's shards (ADR 0028). */
export async function accountBalance(db: Db | Tx, accountId: AccountId): Promise<bigint> {
  const [row] = await db
    .select({ balance: sql`coalesce(sum(${ledgerBalances.balance}), 0)`.mapWith((value) => BigInt(String(value))) })
    .from(ledgerBalances)
    .where(eq(ledgerBalances.accountId, accountId));
  return row?.balance ?? 0n;
}

export type StatementLine = {
  entryId: number;
  transferId: number;
  accountId: AccountId;
  /** The member whose account it is (a statement line is always a member account's). */
  memberId: string | null;
  accountKind: string;
  /** Vendor or channel code; empty for a main wallet or points. */
  accountCode: string;
  kind: string;
  memo: string | null;
  metadata: Record<string, unknown>;
  reversesTransferId: number | null;
  amount: bigint;
  balanceAfter: bigint;
  createdAt: Date;
};

export type StatementQuery = {
  page: number;
  pageSize: number;
  kinds?: string[];
  /** Inclusive. */
  from?: Date;
  /** Exclusive. */
  to?: Date;
  /**
   * A member's held bonus account too (ADR 0046). The member's account record leaves it out: the bonus has its
   * own statement (Bonus details) and reaches the wallet as one conversion; the operator's ledger shows it.
   */
  withHeldBonus?: boolean;
};

/**
 * The entries of one member account (an id), of all a member's accounts (a member id), or of the main
 * wallets of several members (`members`: a subquery of member ids, e.g. an agent's downline), newest first.
 */
export async function listEntries(
  db: Db | Tx,
  owner: AccountId | string | { members: SQLWrapper },
  query: StatementQuery,
): Promise<{ list: StatementLine[]; total: number }> {
  if (
    !Number.isInteger(query.page) ||
    query.page < 1 ||
    !Number.isInteger(query.pageSize) ||
    query.pageSize < 1 ||
    query.pageSize > 500
  ) {
    throw new InvalidTransferError("page must be 1 or more and pageSize 1 to 500");
  }
  const conditions: SQL[] =
    typeof owner === "number"
      ? [eq(ledgerEntries.accountId, owner)]
      : typeof owner === "string"
        ? [eq(ledgerAccounts.memberId, owner), ...(query.withHeldBonus ? [] : [ne(ledgerAccounts.kind, "bonus")])]
        : [inArray(ledgerAccounts.memberId, owner.members), eq(ledgerAccounts.kind, "main")];
  if (query.kinds) conditions.push(query.kinds.length ? inArray(ledgerTransfers.kind, query.kinds) : sql`false`);
  if (query.from) conditions.push(gte(ledgerTransfers.createdAt, query.from));
  if (query.to) conditions.push(lt(ledgerTransfers.createdAt, query.to));
  const where = and(...conditions);
  const [list, [{ total }]] = await Promise.all([
    db
      .select({
        entryId: ledgerEntries.id,
        transferId: ledgerEntries.transferId,
        accountId: ledgerEntries.accountId,
        memberId: ledgerAccounts.memberId,
        accountKind: ledgerAccounts.kind,
        accountCode: ledgerAccounts.code,
        kind: ledgerTransfers.kind,
        memo: ledgerTransfers.memo,
        metadata: ledgerTransfers.metadata,
        reversesTransferId: ledgerTransfers.reversesTransferId,
        amount: ledgerEntries.amount,
        // A member account's entry always keeps its balance after (only a merchant account's is null).
        balanceAfter: sql<bigint>`${ledgerEntries.balanceAfter}`.mapWith(ledgerEntries.balanceAfter),
        createdAt: ledgerTransfers.createdAt,
      })
      .from(ledgerEntries)
      .innerJoin(ledgerTransfers, eq(ledgerTransfers.id, ledgerEntries.transferId))
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
      .where(where)
      .orderBy(desc(ledgerEntries.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ total: count() })
      .from(ledgerEntries)
      .innerJoin(ledgerTransfers, eq(ledgerTransfers.id, ledgerEntries.transferId))
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
      .where(where),
  ]);
  return { list, total: Number(total) };
}
