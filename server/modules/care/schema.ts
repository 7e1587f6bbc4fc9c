import { sql } from "drizzle-orm";
import { bigint, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";

// Responsible play (ADR 0029). The care module owns these tables; the one check that reads
// them (care_check, migrations 0018 and 0019) is called by every deposit, transfer, bet and launch.

/**
 * A member's limit of one kind for one period: deposit and loss limits per day, week and month (minor
 * units), the session limit for the period "session" (minutes, ADR 0034). `amount` is what binds now (null: no limit); a raise (or a
 * removal) waits in `pendingAmount` until `pendingFrom`, and applies only once the member confirms after it.
 */
export const careLimits = pgTable(
  "care_limits",
  {
    memberId: uuid("member_id").notNull(),
    kind: text("kind").notNull(),
    period: text("period").notNull(),
    amount: bigint("amount", { mode: "bigint" }),
    pendingAmount: bigint("pending_amount", { mode: "bigint" }),
    pendingFrom: timestamp("pending_from", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.kind, t.period] }),
    // The care-notices job looks for raises whose 24 hours have just passed.
    index("care_limits_pending")
      .on(t.pendingFrom)
      .where(sql`${t.pendingFrom} is not null`),
  ],
);

/** A time-out or a self-exclusion: never shortened, never deleted; the furthest end binds. */
export const careExclusions = pgTable(
  "care_exclusions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    memberId: uuid("member_id").notNull(),
    kind: text("kind").notNull(),
    period: text("period").notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("care_exclusions_member_end").on(t.memberId, t.endsAt)],
);

/**
 * The deposits counted against the member's deposit limits (a gross count: every deposit asked for, whatever
 * comes of it, until a rejection releases it). `reference` is the deposit's id.
 */
export const careDeposits = pgTable(
  "care_deposits",
  {
    reference: text("reference").primaryKey(),
    memberId: uuid("member_id").notNull(),
    amount: bigint("amount", { mode: "bigint" }).notNull(),
    at: timestamp("at", { withTimezone: true }).notNull(),
  },
  (t) => [index("care_deposits_member_at").on(t.memberId, t.at)],
);

/**
 * The reality check (ADR 0034): every `intervalMinutes` of a login session the member acknowledges a
 * reminder of the session's time and net position; until then play is refused. `acknowledgedAt` is the
 * last acknowledgement (or the moment the interval was chosen), from which the next interval counts.
 */
export const careReality = pgTable("care_reality", {
  memberId: uuid("member_id").primaryKey(),
  intervalMinutes: integer("interval_minutes"),
  acknowledgedAt: timestamp("acknowledged_at", { withTimezone: true }),
});

/**
 * What the member is told about their limits (ADR 0038), written in the same transaction as the change and
 * sent as a message by the care-notices job (messages sits above care, so care cannot send it itself):
 * limitChangeEffective when a limit binds (a decrease, a confirmed raise), limitRaiseReady when a raise's
 * 24 hours have passed. `eventKey` makes each notice once; `sentAt` marks it sent.
 */
export const careNotices = pgTable(
  "care_notices",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    memberId: uuid("member_id").notNull(),
    template: text("template").notNull(),
    params: jsonb("params").$type<Record<string, string>>().notNull(),
    eventKey: text("event_key").notNull().unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [
    index("care_notices_unsent")
      .on(t.createdAt)
      .where(sql`${t.sentAt} is null`),
  ],
);

/**
 * A freeze another module puts on a member (ADR 0044: an agent that owes its downlines a settlement): while a
 * row stands, care_check refuses bets, launches, transfers and withdrawals with FROZEN. Deposits stay open, so
 * the member can bring the money that lifts it.
 */
export const careFreezes = pgTable(
  "care_freezes",
  {
    memberId: uuid("member_id").notNull(),
    reason: text("reason").notNull(),
    since: timestamp("since", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.reason] })],
);
