import { sql } from "drizzle-orm";
import { bigint, check, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { memberKey } from "../accounts/index.js";

// The seamless wallet that game vendors call (DESIGN §1): who may call (a secret per vendor),
// for whom (a session made at launch), and what they asked (rounds and their transactions). The money
// itself moves only through the ledger; each transaction names the ledger transfer it made.

// The HMAC-SHA256 key a vendor signs its wallet calls with. Made once per vendor, kept secret.
export const vendorWalletKeys = pgTable("vendor_wallet_keys", {
  vendor: text("vendor").primaryKey(),
  secret: text("secret").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

// A game session handed to the vendor at launch: the vendor names the player by this token only.
// Only the token's hash is kept. Bets need a live session; wins and rollbacks are taken after it ends.
export const vendorSessions = pgTable(
  "vendor_sessions",
  {
    tokenHash: text("token_hash").primaryKey(),
    memberId: uuid("member_id").notNull().references(memberKey),
    vendor: text("vendor").notNull(),
    gameCode: text("game_code").notNull(),
    // The member wallet the session plays from: main for a seamless vendor, the vendor's sub-wallet
    // (filled at launch) for a transfer-mode one.
    wallet: text("wallet").notNull().default("main"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    index("vendor_sessions_member").on(t.memberId),
    check("vendor_sessions_wallet", sql`${t.wallet} in ('main', 'vendor')`),
  ],
);

// One round of a game as the vendor names it: open until its last credit (completed) or until every
// bet in it is rolled back (cancelled).
export const gameRounds = pgTable(
  "game_rounds",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    vendor: text("vendor").notNull(),
    roundId: text("round_id").notNull(),
    memberId: uuid("member_id").notNull().references(memberKey),
    gameCode: text("game_code").notNull(),
    status: text("status").notNull().default("open"),
    betTotal: bigint("bet_total", { mode: "bigint" })
      .notNull()
      .default(sql`0`),
    winTotal: bigint("win_total", { mode: "bigint" })
      .notNull()
      .default(sql`0`),
    // What the game reports about the round (its result, the seeds' hash and nonce …) for the record.
    detail: jsonb("detail").$type<Record<string, unknown>>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp("closed_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("game_rounds_vendor_round").on(t.vendor, t.roundId),
    index("game_rounds_member_created").on(t.memberId, t.createdAt),
    // The recovery job's open rounds of a vendor, and the popular lane's rounds since a day (bench/explain.ts).
    index("game_rounds_open")
      .on(t.vendor, t.createdAt)
      .where(sql`status = 'open'`),
    index("game_rounds_created").on(t.createdAt),
    check("game_round_status", sql`${t.status} in ('open', 'completed', 'cancelled')`),
  ],
);

// Every wallet call that moved (or was refused nothing to move) money, by the vendor's transaction id:
// a repeated id answers `answer`, the first answer, and moves nothing.
export const gameTransactions = pgTable(
  "game_transactions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    vendor: text("vendor").notNull(),
    transactionId: text("transaction_id").notNull(),
    roundId: uuid("round_id")
      .notNull()
      .references(() => gameRounds.id),
    type: text("type").notNull(),
    amount: bigint("amount", { mode: "bigint" }).notNull(),
    // The debit a rollback undoes (the vendor's transaction id).
    rollsBack: text("rolls_back"),
    ledgerTransferId: bigint("ledger_transfer_id", { mode: "number" }),
    answer: jsonb("answer").$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("game_transactions_vendor_tx").on(t.vendor, t.transactionId),
    index("game_transactions_round").on(t.roundId),
    check("game_transaction_type", sql`${t.type} in ('debit', 'credit', 'rollback')`),
    check("game_transaction_amount", sql`${t.amount} >= 0`),
  ],
);
