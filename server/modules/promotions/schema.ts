import { bytea } from "../../db/bytea.js";
import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import { memberKey } from "../accounts/index.js";

export const promotions = pgTable(
  "promotions",
  {
    id: text("id").primaryKey(),
    category: text("category").notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }),
    endsAt: timestamp("ends_at", { withTimezone: true }),
    sequence: integer("sequence").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    // What it pays (ADR 0046): the rule in force, as of `rule_version` (promotion_rules keeps every version).
    // A promotion without a rule pays nothing and offers no action.
    rule: jsonb("rule").$type<Record<string, unknown>>(),
    ruleVersion: integer("rule_version").notNull().default(0),
    lifecycle: text("lifecycle").notNull().default("live"),
  },
  (t) => [
    index("promotions_category_order").on(t.category, t.sequence),
    check("promotion_lifecycle", sql`${t.lifecycle} in ('live', 'paused', 'ended')`),
  ],
);

/** What a player reads of a promotion, per site language (ADR 0062); a language left out reads the other one. */
export const promotionTexts = pgTable(
  "promotion_texts",
  {
    promotionId: text("promotion_id")
      .notNull()
      .references(() => promotions.id, { onDelete: "cascade" }),
    language: text("language").notNull(),
    title: text("title").notNull(),
    summary: text("summary").notNull(),
    // Operator-authored HTML; the web sanitizes it before rendering (DESIGN §8).
    content: text("content").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.promotionId, t.language] }),
    check("promotion_text_language", sql`${t.language} in ('TY', 'EN')`),
  ],
);

export const promotionImages = pgTable(
  "promotion_images",
  {
    promotionId: text("promotion_id")
      .notNull()
      .references(() => promotions.id, { onDelete: "cascade" }),
    sequence: integer("sequence").notNull(),
    url: text("url").notNull(),
  },
  (t) => [primaryKey({ columns: [t.promotionId, t.sequence] })],
);

/** Every version of a promotion's rule, with who wrote it: a bonus says which version granted it. */
export const promotionRules = pgTable(
  "promotion_rules",
  {
    promotionId: text("promotion_id")
      .notNull()
      .references(() => promotions.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    rule: jsonb("rule").$type<Record<string, unknown>>().notNull(),
    actor: text("actor").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.promotionId, t.version] })],
);

/** A member's part in a promotion it joined (deposit bonus) or applied for (manual): one per member and promotion. */
export const promotionEntries = pgTable(
  "promotion_entries",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    promotionId: text("promotion_id")
      .notNull()
      .references(() => promotions.id),
    memberId: uuid("member_id").notNull().references(memberKey),
    /** joined (waiting for a deposit), applying (waiting for review), issued (approved, paid), rejected. */
    state: text("state").notNull(),
    comment: text("comment"),
    reason: text("reason"),
    decidedBy: text("decided_by"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("promotion_entries_member").on(t.promotionId, t.memberId),
    index("promotion_entries_state").on(t.state, t.createdAt),
    check("promotion_entry_state", sql`${t.state} in ('joined', 'applying', 'issued', 'rejected')`),
  ],
);

/** An application's pictures (SPEC §5: up to 3, PNG or JPEG, re-encoded), read by the operator who reviews it. */
export const promotionEntryImages = pgTable(
  "promotion_entry_images",
  {
    entryId: bigint("entry_id", { mode: "number" })
      .notNull()
      .references(() => promotionEntries.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    type: text("type").notNull(),
    name: text("name").notNull(),
    bytes: bytea("bytes").notNull(),
  },
  (t) => [primaryKey({ columns: [t.entryId, t.position] })],
);

/**
 * A bonus granted to a member: held in its bonus account while wagering (`target` valid bet to see), or paid
 * straight to the main wallet (`pay_to` main, state paid). Each grant is keyed (`grant_key`) so an event seen
 * twice grants once.
 */
export const bonuses = pgTable(
  "bonuses",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    memberId: uuid("member_id").notNull().references(memberKey),
    promotionId: text("promotion_id")
      .notNull()
      .references(() => promotions.id),
    ruleVersion: integer("rule_version").notNull(),
    grantKey: text("grant_key").notNull(),
    amount: bigint("amount", { mode: "bigint" }).notNull(),
    deposit: bigint("deposit", { mode: "bigint" }),
    payTo: text("pay_to").notNull(),
    wagering: jsonb("wagering").$type<Record<string, unknown>>(),
    target: bigint("target", { mode: "bigint" }).notNull(),
    progress: bigint("progress", { mode: "bigint" })
      .notNull()
      .default(sql`0`),
    state: text("state").notNull(),
    grantedAt: timestamp("granted_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    endedAt: timestamp("ended_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("bonuses_grant_key").on(t.grantKey),
    index("bonuses_member").on(t.memberId, t.grantedAt),
    index("bonuses_wagering")
      .on(t.expiresAt)
      .where(sql`state = 'wagering'`),
    index("bonuses_promotion").on(t.promotionId),
    check("bonus_state", sql`${t.state} in ('wagering', 'completed', 'expired', 'forfeited', 'paid')`),
    check("bonus_pay_to", sql`${t.payTo} in ('bonus', 'main')`),
    check("bonus_amount", sql`${t.amount} > 0`),
  ],
);

/** One claim per person (reference P4): the first member to claim with a mobile, email, bank account or IP holds it. */
export const promotionIdentities = pgTable(
  "promotion_identities",
  {
    promotionId: text("promotion_id")
      .notNull()
      .references(() => promotions.id),
    kind: text("kind").notNull(),
    value: text("value").notNull(),
    memberId: uuid("member_id").notNull().references(memberKey),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.promotionId, t.kind, t.value] })],
);

/** A rebate paid: the member's valid bets per category over [from, to) at the promotion's rates. */
export const rebatePayments = pgTable(
  "rebate_payments",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    promotionId: text("promotion_id")
      .notNull()
      .references(() => promotions.id),
    memberId: uuid("member_id").notNull().references(memberKey),
    ruleVersion: integer("rule_version").notNull(),
    fromAt: timestamp("from_at", { withTimezone: true }).notNull(),
    toAt: timestamp("to_at", { withTimezone: true }).notNull(),
    lines: jsonb("lines")
      .$type<{ category: string; validBet: string; netLoss: string | null; rateBp: number; amount: string }[]>()
      .notNull(),
    amount: bigint("amount", { mode: "bigint" }).notNull(),
    transferId: bigint("transfer_id", { mode: "number" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("rebate_payments_period").on(t.promotionId, t.memberId, t.fromAt),
    index("rebate_payments_member").on(t.memberId, t.toAt),
  ],
);

/**
 * A member's free rounds of one promotion (ADR 0047): `rounds` at `stake` on `game`, played one by one as
 * in-house plays keyed `free:<id>:<n>`; what they win adds up in `won` and is paid once, as one bonus, when the
 * last is played or the time runs out.
 */
export const freeRoundSets = pgTable(
  "free_round_sets",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    promotionId: text("promotion_id")
      .notNull()
      .references(() => promotions.id),
    memberId: uuid("member_id").notNull().references(memberKey),
    ruleVersion: integer("rule_version").notNull(),
    game: text("game").notNull(),
    stake: bigint("stake", { mode: "bigint" }).notNull(),
    rounds: integer("rounds").notNull(),
    played: integer("played").notNull().default(0),
    won: bigint("won", { mode: "bigint" })
      .notNull()
      .default(sql`0`),
    /** The play of each round, in order (its outcome is recomputed from the seeds, never stored twice). */
    playIds: jsonb("play_ids").$type<string[]>().notNull().default([]),
    state: text("state").notNull().default("playing"),
    bonusId: bigint("bonus_id", { mode: "number" }).references(() => bonuses.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    endedAt: timestamp("ended_at", { withTimezone: true }),
  },
  (t) => [
    index("free_round_sets_member").on(t.memberId, t.promotionId),
    index("free_round_sets_playing")
      .on(t.expiresAt)
      .where(sql`state = 'playing'`),
    check("free_round_state", sql`${t.state} in ('playing', 'done', 'expired')`),
    check("free_round_played", sql`${t.played} between 0 and ${t.rounds}`),
  ],
);

/**
 * A lucky draw's commitment (ADR 0047): the seed is made with the promotion and only its hash is shown until
 * the draw, so the winners could not be chosen after the entries were seen.
 */
export const luckyDraws = pgTable("lucky_draws", {
  // The commitment belongs to its promotion and goes with it.
  promotionId: text("promotion_id")
    .primaryKey()
    .references(() => promotions.id, { onDelete: "cascade" }),
  serverSeed: text("server_seed").notNull(),
  serverSeedHash: text("server_seed_hash").notNull(),
  drawnAt: timestamp("drawn_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** An entry in a lucky draw: numbered 1, 2, … in the order they came; a winner's tier and bonus once drawn. */
export const drawEntries = pgTable(
  "draw_entries",
  {
    promotionId: text("promotion_id")
      .notNull()
      .references(() => promotions.id),
    entry: integer("entry").notNull(),
    memberId: uuid("member_id").notNull().references(memberKey),
    tier: integer("tier"),
    bonusId: bigint("bonus_id", { mode: "number" }).references(() => bonuses.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.promotionId, t.entry] }),
    uniqueIndex("draw_entries_member").on(t.promotionId, t.memberId),
  ],
);

/**
 * What the referral module's rewards point their foreign keys at (ADR 0020, 0074): the key columns only, handed
 * out through the face so that no module imports this file.
 */
export const promotionKey = (): AnyPgColumn => promotions.id;
export const bonusKey = (): AnyPgColumn => bonuses.id;
