import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import { memberKey } from "../accounts/index.js";

// The double-entry ledger (DESIGN §5). Only ledger.ts writes these tables: every movement of money is
// one transfer whose entries sum to zero, and a cached balance per account kept in the same transaction.
// Amounts are integer minor units of the merchant's one currency (VND × 100); points are their own unit.

// A member's accounts: the main wallet, points, one sub-wallet per transfer-mode game vendor, and the bonus
// account that holds a bonus while it is wagered (ADR 0046: not playable; it turns into cash in one transfer).
export const memberAccountKinds = ["main", "points", "vendor", "bonus"] as const;
// The merchant's own accounts. They may go negative: the house pays out more than it takes on a bad day,
// and a clearing account is negative while the money it stands for is still on its way.
export const systemAccountKinds = [
  "house",
  "payment_clearing",
  "vendor_clearing",
  "promotion",
  "salary",
  "dividend",
  "adjustment",
  // Where member points come from and go back to, so that points balance among themselves.
  "points_pool",
  // Play money for trial (free play) accounts: it is given at sign-in and never leaves trial accounts.
  "demo",
] as const;
// Kinds that exist once per payment channel or game vendor, named by `code`.
const codedKinds = ["vendor", "payment_clearing", "vendor_clearing"];

const quoted = (kinds: readonly string[]) => sql.raw(kinds.map((k) => `'${k}'`).join(", "));

export const ledgerAccounts = pgTable(
  "ledger_accounts",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    // Null for the merchant's system accounts.
    memberId: uuid("member_id").references(memberKey),
    kind: text("kind").notNull(),
    // Vendor code or payment channel code; empty for the kinds that exist once.
    code: text("code").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("ledger_accounts_member")
      .on(t.memberId, t.kind, t.code)
      .where(sql`member_id is not null`),
    uniqueIndex("ledger_accounts_system")
      .on(t.kind, t.code)
      .where(sql`member_id is null`),
    check(
      "ledger_account_kind",
      sql`(${t.memberId} is not null and ${t.kind} in (${quoted(memberAccountKinds)})) or (${t.memberId} is null and ${t.kind} in (${quoted(systemAccountKinds)}))`,
    ),
    check("ledger_account_code", sql`(${t.code} <> '') = (${t.kind} in (${quoted(codedKinds)}))`),
  ],
);

// The cached balance of an account, and the row a transfer locks before it moves money. A member account
// has one row (shard 0): its floor is checked against the one locked balance. A merchant account, which
// every deposit, bet or adjustment moves, has 16 rows (shards 0 to 15, made with it) and its balance is their sum: each
// database connection posts to its own shard, so two transfers of different members never queue on the
// house's one row (ADR 0028). Such an account may go negative, so no check needs its whole balance.
export const ledgerBalances = pgTable(
  "ledger_balances",
  {
    accountId: bigint("account_id", { mode: "number" })
      .notNull()
      .references(() => ledgerAccounts.id),
    shard: smallint("shard").notNull().default(0),
    balance: bigint("balance", { mode: "bigint" })
      .notNull()
      .default(sql`0`),
    // False for member accounts: the database itself refuses a member balance below zero, should the
    // check in ledger.ts ever be bypassed.
    mayGoNegative: boolean("may_go_negative").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.shard] }),
    check("ledger_balance_floor", sql`${t.mayGoNegative} or ${t.balance} >= 0`),
    check("ledger_balance_shard", sql`${t.shard} = 0 or (${t.mayGoNegative} and ${t.shard} between 1 and 15)`),
  ],
);

// One movement of money; immutable. A correction is a new transfer that reverses it.
export const ledgerTransfers = pgTable(
  "ledger_transfers",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    // The caller's name for this movement (vendor transaction id, payment reference, job period …):
    // a retry with the same key gets the first result and moves nothing.
    idempotencyKey: text("idempotency_key").notNull(),
    kind: text("kind").notNull(),
    memo: text("memo"),
    metadata: jsonb("metadata").$type<Record<string, unknown>>().notNull().default({}),
    reversesTransferId: bigint("reverses_transfer_id", { mode: "number" }).references(
      (): AnyPgColumn => ledgerTransfers.id,
    ),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("ledger_transfers_idempotency_key").on(t.idempotencyKey),
    // A transfer is reversed at most once.
    uniqueIndex("ledger_transfers_reverses")
      .on(t.reversesTransferId)
      .where(sql`reverses_transfer_id is not null`),
  ],
);

export const ledgerEntries = pgTable(
  "ledger_entries",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    // No foreign keys (ADR 0041): ledger_post, the one writer, checks both in the same statement, the
    // referenced rows can never be deleted (migration 0027's triggers), and the ledger's proof counts any
    // entry without its transfer or account. A key's check locked the shared merchant account's row for
    // every entry (FOR KEY SHARE), which cost a ledger transfer a fifth of its database time.
    transferId: bigint("transfer_id", { mode: "number" }).notNull(),
    accountId: bigint("account_id", { mode: "number" }).notNull(),
    // Signed: positive credits the account, negative debits it.
    amount: bigint("amount", { mode: "bigint" }).notNull(),
    // A member account's balance after this entry. Null on a merchant account, whose balance is the sum of
    // its shards (ADR 0028): no single running balance is kept for it.
    balanceAfter: bigint("balance_after", { mode: "bigint" }),
  },
  (t) => [
    check("ledger_entry_amount", sql`${t.amount} <> 0`),
    // One entry per account per transfer, so that balance_after is unambiguous.
    uniqueIndex("ledger_entries_transfer_account").on(t.transferId, t.accountId),
    // An account's statement, newest first.
    index("ledger_entries_account").on(t.accountId, t.id),
  ],
);
