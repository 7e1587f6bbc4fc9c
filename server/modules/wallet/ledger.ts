// The one way money moves (DESIGN §5). Other modules resolve accounts with memberAccount/systemAccount
// (ledger-accounts.ts), move money with postTransfer/reverseTransfer (here) and read with
// readBalances/accountBalance/listEntries (ledger-balances.ts); nothing else writes the ledger tables
// (ledger-proof.ts only reads them, to prove the invariants). The posting itself is the SQL function ledger_post
// (migration 0012): one round trip per transfer (ADR 0026).
import { asc, eq, sql, type SQL } from "drizzle-orm";
import type { Db, Tx } from "../../db/connect.js";
import { preparedRows } from "../../db/prepared.js";
import { required } from "../../required.js";
import { ledgerEntries, ledgerTransfers, systemAccountKinds } from "./schema.js";

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
