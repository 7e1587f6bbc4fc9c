// The ledger's accounts (DESIGN §5): a member's main, points, bonus and vendor accounts and the system's,
// opened on first use and their ids remembered, since an id never changes once its row is committed.
import { and, eq, isNull, sql } from "drizzle-orm";
import { PgTransaction } from "drizzle-orm/pg-core";
import type { Db, Tx } from "../../db/connect.js";
import { ledgerAccounts, ledgerBalances } from "./schema.js";
import { InvalidTransferError, type AccountId, type MemberAccountKind, type SystemAccountKind } from "./ledger.js";

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
