import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  inArray,
  isNull,
  lt,
  ne,
  sql,
  type SQL,
  type SQLWrapper,
} from "drizzle-orm";
import { PgTransaction } from "drizzle-orm/pg-core";
import type { Db, Tx } from "../../db/connect.js";
import { preparedRows } from "../../db/prepared.js";
import { required } from "../../required.js";
import { ledgerAccounts, ledgerBalances, ledgerEntries, ledgerTransfers, systemAccountKinds } from "./schema.js";

// The one way money moves (DESIGN §5). Other modules resolve accounts with memberAccount/systemAccount,
// move money with postTransfer/reverseTransfer and read with readBalances/accountBalance/listEntries;
// nothing else writes the ledger tables (ledger-proof.ts only reads them, to prove the invariants). The
// posting itself is the SQL function ledger_post (migration 0012): one round trip per transfer (ADR 0026).

export type AccountId = number;
export type MemberAccountKind = "main" | "points" | "bonus" | { vendor: string };
export type SystemAccountKind = (typeof systemAccountKinds)[number];
/** Money and points never meet in one sum: each unit balances on its own (ledger_post checks it). */
export type Unit = "money" | "points";

export type TransferRequest = {
  idempotencyKey: string;
  /** What the movement is in the product's words: deposit, withdrawal, transferFund, bet, payout … */
  kind: string;
  /** Signed minor units: positive credits the account, negative debits it. One entry per account. */
  entries: { account: AccountId; amount: bigint | number }[];
  memo?: string;
  metadata?: Record<string, unknown>;
  reverses?: number;
};

/** balanceAfter: a member account's balance after the entry; null on a merchant account (ADR 0028). */
export type PostedEntry = { accountId: AccountId; amount: bigint; balanceAfter: bigint | null };
export type PostedTransfer = {
  id: number;
  idempotencyKey: string;
  kind: string;
  memo: string | null;
  metadata: Record<string, unknown>;
  reversesTransferId: number | null;
  createdAt: Date;
  entries: PostedEntry[];
  /** True when the key had already moved money: this call moved nothing and answers the first result. */
  replayed: boolean;
};

export class LedgerError extends Error {}
/** The request itself is wrong (not balanced, too few entries, unknown account …); retrying cannot help. */
export class InvalidTransferError extends LedgerError {}
/** The transfer would take a member account below zero; nothing moved. */
export class InsufficientFundsError extends LedgerError {
  constructor(
    readonly accountId: AccountId,
    readonly balance: bigint,
    readonly amount: bigint,
  ) {
    super(`Account ${accountId} holds ${balance}, cannot take ${amount}`);
  }
}
/** The key already names a different movement: a caller bug, never a retry. */
export class IdempotencyConflictError extends LedgerError {
  constructor(
    readonly idempotencyKey: string,
    readonly transferId: number,
  ) {
    super(`Idempotency key ${idempotencyKey} already names transfer ${transferId}, with other entries`);
  }
}
export class TransferNotFoundError extends LedgerError {}
export class AlreadyReversedError extends LedgerError {
  constructor(readonly transferId: number) {
    super(`Transfer ${transferId} has already been reversed`);
  }
}

const vendorCodePattern = /^[A-Za-z0-9_-]{1,40}$/;

// ---------------------------------------------------------------------------------------------------
// Accounts

type AccountKey = { memberId: string | null; kind: string; code: string };

// An account's id never changes once its row is committed, so hot paths do not look it up again: ids
// resolved through a database handle (never inside a transaction, whose new rows may still roll back)
// are kept per database, the oldest dropped past a bound.
const KNOWN_ACCOUNTS_MAX = 100_000;
/** A merchant account's balance rows (ADR 0028): ledger_post posts to shard pg_backend_pid() % 16. */
const MERCHANT_SHARDS = 16;

const knownAccounts = new WeakMap<Db | Tx, Map<string, AccountId>>();

async function resolveAccount(db: Db | Tx, key: AccountKey): Promise<AccountId> {
  if (db instanceof PgTransaction) return lookUpAccount(db, key);
  let known = knownAccounts.get(db);
  if (!known) knownAccounts.set(db, (known = new Map()));
  const name = `${key.memberId ?? ""}/${key.kind}/${key.code}`;
  const cached = known.get(name);
  if (cached !== undefined) return cached;
  const id = await lookUpAccount(db, key);
  if (known.size >= KNOWN_ACCOUNTS_MAX) known.delete(known.keys().next().value as string);
  known.set(name, id);
  return id;
}

async function lookUpAccount(db: Db | Tx, key: AccountKey): Promise<AccountId> {
  const holder = key.memberId === null ? isNull(ledgerAccounts.memberId) : eq(ledgerAccounts.memberId, key.memberId);
  const where = and(holder, eq(ledgerAccounts.kind, key.kind), eq(ledgerAccounts.code, key.code));
  const [found] = await db.select({ id: ledgerAccounts.id }).from(ledgerAccounts).where(where);
  if (found) return found.id;
  const [created] = await db
    .insert(ledgerAccounts)
    .values(key)
    .onConflictDoNothing({
      target:
        key.memberId === null
          ? [ledgerAccounts.kind, ledgerAccounts.code]
          : [ledgerAccounts.memberId, ledgerAccounts.kind, ledgerAccounts.code],
      where: sql.raw(key.memberId === null ? "member_id is null" : "member_id is not null"),
    })
    .returning({ id: ledgerAccounts.id });
  const id = created?.id ?? (await db.select({ id: ledgerAccounts.id }).from(ledgerAccounts).where(where))[0].id;
  // Every balance row the account will use exists from the start: ledger_post then only locks rows, in
  // account order. Creating a merchant's shard row inside ledger_post, while it held another account's
  // lock, deadlocked two deposits on PostgreSQL (a concurrent insert of the same shard waits for its owner).
  const shards = key.memberId === null ? MERCHANT_SHARDS : 1;
  await db
    .insert(ledgerBalances)
    .values(
      Array.from({ length: shards }, (_, shard) => ({ accountId: id, shard, mayGoNegative: key.memberId === null })),
    )
    .onConflictDoNothing();
  return id;
}

/** The member's main wallet, points or a vendor sub-wallet, created on first use. */
export async function memberAccount(db: Db | Tx, memberId: string, kind: MemberAccountKind): Promise<AccountId> {
  if (typeof kind === "string") return resolveAccount(db, { memberId, kind, code: "" });
  if (!vendorCodePattern.test(kind.vendor))
    throw new InvalidTransferError(`Bad vendor code ${JSON.stringify(kind.vendor)}`);
  return resolveAccount(db, { memberId, kind: "vendor", code: kind.vendor });
}

/** One of the merchant's accounts; payment_clearing takes the channel code, vendor_clearing the vendor code. */
export async function systemAccount(
  db: Db | Tx,
  kind: SystemAccountKind,
  channelOrVendor?: string,
): Promise<AccountId> {
  const coded = kind === "payment_clearing" || kind === "vendor_clearing";
  const wellCoded = coded
    ? channelOrVendor !== undefined && vendorCodePattern.test(channelOrVendor)
    : channelOrVendor === undefined;
  if (!wellCoded) {
    throw new InvalidTransferError(coded ? `${kind} needs a channel or vendor code` : `${kind} takes no code`);
  }
  return resolveAccount(db, { memberId: null, kind, code: channelOrVendor ?? "" });
}

// ---------------------------------------------------------------------------------------------------
// Posting

type Wanted = { kind: string; reverses: number | null; entries: { account: AccountId; amount: bigint }[] };

function validated(request: TransferRequest): Wanted {
  if (!request.idempotencyKey || request.idempotencyKey.length > 200)
    throw new InvalidTransferError("An idempotency key of 1 to 200 characters is required");
  if (!request.kind) throw new InvalidTransferError("A transfer kind is required");
  if (request.entries.length < 2) throw new InvalidTransferError("A transfer needs two or more entries");
  const entries = request.entries.map(({ account, amount }) => {
    if (!Number.isSafeInteger(account) || account <= 0) throw new InvalidTransferError(`Bad account id ${account}`);
    if (typeof amount === "number" && !Number.isSafeInteger(amount))
      throw new InvalidTransferError(`Amount ${amount} is not an integer of minor units`);
    const minor = BigInt(amount);
    if (minor === 0n) throw new InvalidTransferError(`Account ${account} has an amount of zero`);
    return { account, amount: minor };
  });
  // Sorted by account: the order rows are locked in, so that two transfers never wait on each other.
  entries.sort((a, b) => a.account - b.account);
  if (entries.some((e, i) => i > 0 && e.account === entries[i - 1].account)) {
    throw new InvalidTransferError("Each account appears once in a transfer; add its amounts together");
  }
  if (entries.reduce((sum, e) => sum + e.amount, 0n) !== 0n)
    throw new InvalidTransferError("The entries of a transfer must sum to zero");
  return { kind: request.kind, reverses: request.reverses ?? null, entries };
}

async function transferWhere(db: Db | Tx, where: SQL): Promise<Omit<PostedTransfer, "replayed"> | null> {
  const [transfer] = await db.select().from(ledgerTransfers).where(where);
  if (!transfer) return null;
  const entries = await db
    .select({
      accountId: ledgerEntries.accountId,
      amount: ledgerEntries.amount,
      balanceAfter: ledgerEntries.balanceAfter,
    })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.transferId, transfer.id))
    .orderBy(asc(ledgerEntries.accountId));
  return { ...transfer, entries };
}

/** The key's first transfer, when the request is the same movement; otherwise the caller has a bug. */
function replay(first: PostedTransfer, wanted: Wanted): PostedTransfer {
  const same =
    first.kind === wanted.kind &&
    first.reversesTransferId === wanted.reverses &&
    first.entries.length === wanted.entries.length &&
    first.entries.every((e, i) => e.accountId === wanted.entries[i].account && e.amount === wanted.entries[i].amount);
  if (!same) throw new IdempotencyConflictError(first.idempotencyKey, first.id);
  return first;
}

/** What ledger_post (migration 0012) answers: the transfer, or why nothing moved. */
type PostAnswer =
  | {
      status: "ok";
      replayed: boolean;
      id: number;
      idempotencyKey: string;
      kind: string;
      memo: string | null;
      metadata: Record<string, unknown>;
      reversesTransferId: number | null;
      createdAt: string;
      entries: { accountId: number; amount: string; balanceAfter: string | null }[];
    }
  | { status: "unknown_account"; accounts: number[] }
  | { status: "units_unbalanced" }
  | { status: "insufficient_funds"; accountId: number; balance: string; amount: string }
  | { status: "already_reversed" };

const bigintArray = (values: (number | bigint)[]) => `{${values.join(",")}}`;

/**
 * Moves money in one statement (ledger_post, migration 0012): it locks the balance rows in account order,
 * refuses to take a member account below zero, and writes the transfer, its entries and the new cached
 * balances together. Given a transaction, it runs inside it, so a caller can record its own rows in the
 * same commit; a refusal writes nothing and leaves the caller's transaction usable. `alongside` is a
 * data-modifying statement run in the same statement, as a CTE that may read `posted` (its column
 * `answer` is ledger_post's answer): a caller's one row needs neither a transaction nor another round trip.
 * Its name names the prepared statement (db/prepared.ts): one name per statement text.
 */
export async function postTransfer(
  db: Db | Tx,
  request: TransferRequest,
  options: { alongside?: { name: string; statement: SQL } } = {},
): Promise<PostedTransfer> {
  const wanted = validated(request);
  const metadata = JSON.stringify(request.metadata ?? {});
  const post = sql`select ledger_post(${request.idempotencyKey}, ${wanted.kind}, ${request.memo ?? null}, ${metadata}::jsonb, ${wanted.reverses}::bigint, ${bigintArray(wanted.entries.map((e) => e.account))}::bigint[], ${bigintArray(wanted.entries.map((e) => e.amount))}::bigint[]) as answer`;
  // A caller's own row written by the same statement (one round trip, and atomic without a transaction).
  const rows = options.alongside
    ? await preparedRows<{ answer: PostAnswer | string }>(
        db,
        `ledger_post+${options.alongside.name}`,
        sql`with posted as materialized (${post}), alongside as (${options.alongside.statement}) select answer from posted`,
      )
    : await preparedRows<{ answer: PostAnswer | string }>(db, "ledger_post", post);
  const raw = required(rows[0], "the answer of ledger_post").answer;
  const answer: PostAnswer = typeof raw === "string" ? JSON.parse(raw) : raw;
  switch (answer.status) {
    case "unknown_account":
      throw new InvalidTransferError(`Unknown account ${answer.accounts.join(", ")}`);
    case "units_unbalanced":
      throw new InvalidTransferError("Money and points must each sum to zero");
    case "insufficient_funds":
      throw new InsufficientFundsError(answer.accountId, BigInt(answer.balance), BigInt(answer.amount));
    case "already_reversed":
      throw new AlreadyReversedError(required(wanted.reverses, "the transfer being reversed"));
  }
  const posted: PostedTransfer = {
    id: Number(answer.id),
    idempotencyKey: answer.idempotencyKey,
    kind: answer.kind,
    memo: answer.memo,
    metadata: answer.metadata,
    reversesTransferId: answer.reversesTransferId === null ? null : Number(answer.reversesTransferId),
    createdAt: new Date(answer.createdAt),
    entries: answer.entries.map((e) => ({
      accountId: Number(e.accountId),
      amount: BigInt(e.amount),
      balanceAfter: e.balanceAfter === null ? null : BigInt(e.balanceAfter),
    })),
    replayed: answer.replayed,
  };
  return answer.replayed ? replay(posted, wanted) : posted;
}

/** Undoes a transfer with a new one of the opposite entries; a transfer is reversed once at most. */
export async function reverseTransfer(
  db: Db | Tx,
  transferId: number,
  idempotencyKey: string,
  memo?: string,
): Promise<PostedTransfer> {
  const original = await transferWhere(db, eq(ledgerTransfers.id, transferId));
  if (!original) throw new TransferNotFoundError(`No transfer ${transferId}`);
  return postTransfer(db, {
    idempotencyKey,
    kind: "reversal",
    memo,
    reverses: transferId,
    entries: original.entries.map((e) => ({ account: e.accountId, amount: -e.amount })),
  });
}

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
