import { bytea } from "../../db/bytea.js";
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { memberKey } from "../accounts/index.js";

// Money in and out of the site: deposit channels, deposits, members' bank accounts and
// withdrawals. These tables hold the requests and their states; the money itself moves only through
// the ledger (wallet/ledger.ts), and each row names the ledger transfers that moved it.
// Amounts are integer minor units of the merchant's currency (VND × 100), as in the ledger.

// Operator-configured ways to deposit. "bank": the member transfers to the account shown and
// submits amount and reference; the operator approves. "gateway": an online payment adapter
// (the built-in sandbox gateway) that confirms by a signed callback.
export const depositChannels = pgTable(
  "deposit_channels",
  {
    code: text("code").primaryKey(),
    kind: text("kind").notNull(),
    name: text("name").notNull(),
    // Gateway adapter name ("sandbox") for kind gateway; null for bank.
    adapter: text("adapter"),
    // What the member transfers to (kind bank): shown on the deposit form.
    bankName: text("bank_name"),
    accountName: text("account_name"),
    accountNumber: text("account_number"),
    minAmount: bigint("min_amount", { mode: "bigint" }).notNull(),
    maxAmount: bigint("max_amount", { mode: "bigint" }).notNull(),
    enabled: boolean("enabled").notNull().default(true),
    sequence: integer("sequence").notNull().default(0),
  },
  (t) => [
    check("deposit_channel_kind", sql`${t.kind} in ('bank', 'gateway')`),
    check("deposit_channel_bounds", sql`${t.minAmount} > 0 and ${t.maxAmount} >= ${t.minAmount}`),
  ],
);

// statuses: pending (bank: waiting for the operator; gateway: waiting for the callback),
// approved (money credited), rejected (by the operator), failed (gateway said no), expired.
export const deposits = pgTable(
  "deposits",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    memberId: uuid("member_id").notNull().references(memberKey),
    channelCode: text("channel_code")
      .notNull()
      .references(() => depositChannels.code),
    amount: bigint("amount", { mode: "bigint" }).notNull(),
    // The member's own transfer reference (bank) or the gateway's order id (gateway).
    reference: text("reference"),
    status: text("status").notNull().default("pending"),
    // The key of the form render that asked for it: a resubmitted form creates one deposit.
    requestKey: text("request_key").notNull(),
    // The ledger transfer that credited the member; set once, with status approved.
    transferId: bigint("transfer_id", { mode: "number" }),
    decidedBy: text("decided_by"),
    decisionNote: text("decision_note"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("deposits_request_key").on(t.memberId, t.requestKey),
    index("deposits_member").on(t.memberId, t.createdAt),
    index("deposits_status").on(t.status, t.createdAt),
    // The operator's queue of every status, oldest first (bench/explain.ts).
    index("deposits_created").on(t.createdAt, t.id),
    check("deposit_amount", sql`${t.amount} > 0`),
    check("deposit_status", sql`${t.status} in ('pending', 'approved', 'rejected', 'failed', 'expired')`),
  ],
);

// Every callback the gateway sent, kept whole: a replayed event id is answered and moves nothing.
export const gatewayEvents = pgTable(
  "gateway_events",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    adapter: text("adapter").notNull(),
    eventId: text("event_id").notNull(),
    depositId: uuid("deposit_id").references(() => deposits.id),
    payload: jsonb("payload").notNull(),
    outcome: text("outcome").notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("gateway_events_event").on(t.adapter, t.eventId)],
);

// A member's payout accounts. The holder name must equal the member's payeeName (checked on add).
export const bankAccounts = pgTable(
  "bank_accounts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    memberId: uuid("member_id").notNull().references(memberKey),
    bankName: text("bank_name").notNull(),
    accountNumber: text("account_number").notNull(),
    holderName: text("holder_name").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    // Removed accounts stay for the withdrawals that name them.
    removedAt: timestamp("removed_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("bank_accounts_member_number")
      .on(t.memberId, t.bankName, t.accountNumber)
      .where(sql`removed_at is null`),
  ],
);

// statuses: pending (funds held) → approved → disbursed → received | partly_received | not_received
// | auto_received (no answer in time: a forced receipt, never refunded); pending or approved →
// rejected (funds released). refunded: a not_received withdrawal the operator paid back.
export const withdrawals = pgTable(
  "withdrawals",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    memberId: uuid("member_id").notNull().references(memberKey),
    bankAccountId: uuid("bank_account_id")
      .notNull()
      .references(() => bankAccounts.id),
    amount: bigint("amount", { mode: "bigint" }).notNull(),
    status: text("status").notNull().default("pending"),
    requestKey: text("request_key").notNull(),
    // member: asked for by the member; selfExclusion: the balance paid out by the platform when a
    // self-exclusion closed the account for play (ADR 0038).
    origin: text("origin").notNull().default("member"),
    // The ledger transfers: the hold at request time, its release on rejection or refund.
    holdTransferId: bigint("hold_transfer_id", { mode: "number" }).notNull(),
    releaseTransferId: bigint("release_transfer_id", { mode: "number" }),
    decidedBy: text("decided_by"),
    decisionNote: text("decision_note"),
    // The member's answer after disbursement, and the proof image (png or jpg, ≤ 5 MB): decoded and
    // re-encoded, metadata stripped, under a random name (receipt-proof.ts, ADR 0017).
    receiptNote: text("receipt_note"),
    proofType: text("proof_type"),
    proof: bytea("proof"),
    proofName: text("proof_name"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    disbursedAt: timestamp("disbursed_at", { withTimezone: true }),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("withdrawals_request_key").on(t.memberId, t.requestKey),
    index("withdrawals_member").on(t.memberId, t.createdAt),
    index("withdrawals_status").on(t.status, t.disbursedAt),
    // The operator's queue, of a status or of all, oldest first (bench/explain.ts).
    index("withdrawals_status_created").on(t.status, t.createdAt, t.id),
    index("withdrawals_created").on(t.createdAt, t.id),
    check("withdrawal_amount", sql`${t.amount} > 0`),
    check(
      "withdrawal_status",
      sql`${t.status} in ('pending', 'approved', 'rejected', 'disbursed', 'received', 'partly_received', 'not_received', 'auto_received', 'refunded')`,
    ),
  ],
);
