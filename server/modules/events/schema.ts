import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { BetChange, LegFacts } from "../../../contract/answers/events.js";
import type { MarketChange } from "../../../contract/events.js";
import { memberKey } from "../accounts/index.js";

// Event betting's tables (ADR 0056): events with their markets and outcomes (odds in thousandths, each
// outcome's settlement as the feed gave it), the cancel windows, the members' bets with one row per leg and the
// odds it took, every feed message as received, and the cockfight fights with their pari-mutuel bets. Money moves
// only through the seamless wallet and the ledger: each bet is one round of the EVENTS vendor (house-rounds.ts).

export const sportsEvents = pgTable(
  "events_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    // The feed's own id of the fixture: a second fixture message with it updates the first.
    ref: text("ref").notNull(),
    game: text("game").notNull(),
    sport: text("sport").notNull(),
    competition: text("competition").notNull(),
    home: text("home").notNull(),
    away: text("away").notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    status: text("status").notNull().default("not_started"),
    score: jsonb("score").$type<{ home: number; away: number; periods: { home: number; away: number }[] }>(),
    sandbox: boolean("sandbox").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("events_events_ref").on(t.ref),
    // The lobby's lists: a game's events by start time, and its live ones.
    index("events_events_game_start").on(t.game, t.startsAt),
    check("events_event_status", sql`${t.status} in ('not_started', 'live', 'ended', 'cancelled')`),
    check("events_event_game", sql`${t.game} in ('sports', 'esports')`),
  ],
);

export const eventMarkets = pgTable(
  "events_markets",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    eventId: uuid("event_id")
      .notNull()
      .references(() => sportsEvents.id),
    type: text("type").notNull(),
    line: text("line"),
    map: integer("map"),
    phase: text("phase").notNull().default("prematch"),
    // type|line|map|phase: one market per specifier and phase of an event.
    key: text("key").notNull(),
    status: text("status").notNull().default("active"),
    minStake: bigint("min_stake", { mode: "bigint" }).notNull(),
    maxStake: bigint("max_stake", { mode: "bigint" }).notNull(),
    maxPerMember: bigint("max_per_member", { mode: "bigint" }).notNull(),
    // Raised by every settlement, rollback and cancel: the market's bets are evaluated again up to it.
    version: integer("version").notNull().default(0),
    // The version whose bets have all been evaluated (settlePending finishes the rest).
    doneVersion: integer("done_version").notNull().default(0),
    // The status before a settlement or a cancel, to go back to on their rollback.
    statusBefore: text("status_before"),
    // The last message that raised the version, with its reason: what a bet's history says changed it (ADR 0064).
    change: jsonb("change").$type<{ kind: MarketChange; reason: string; at: string }>(),
    sequence: integer("sequence").notNull().default(0),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("events_markets_event_key").on(t.eventId, t.key),
    index("events_markets_pending")
      .on(t.id)
      .where(sql`done_version < version`),
    check("events_market_status", sql`${t.status} in ('active', 'suspended', 'closed', 'settled', 'cancelled')`),
    check("events_market_phase", sql`${t.phase} in ('prematch', 'live')`),
    check(
      "events_market_stakes",
      sql`${t.minStake} > 0 and ${t.minStake} <= ${t.maxStake} and ${t.maxStake} <= ${t.maxPerMember}`,
    ),
  ],
);

export const eventOutcomes = pgTable(
  "events_outcomes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    marketId: uuid("market_id")
      .notNull()
      .references(() => eventMarkets.id),
    code: text("code").notNull(),
    oddsMilli: bigint("odds_milli", { mode: "bigint" }).notNull(),
    active: boolean("active").notNull().default(true),
    // The settlement as the feed gave it (null until settled, and again after a rollback).
    result: text("result"),
    voidFactor: text("void_factor"),
    deadHeatFactor: text("dead_heat_factor"),
    sequence: integer("sequence").notNull().default(0),
  },
  (t) => [
    uniqueIndex("events_outcomes_market_code").on(t.marketId, t.code),
    check("events_outcome_odds", sql`${t.oddsMilli} > 1000`),
    check("events_outcome_result", sql`${t.result} is null or ${t.result} in ('win', 'lose')`),
  ],
);

/** A BetCancel (S1): the market's bets placed in [from, to) are void (null ends: open); a rollback makes it inactive. */
export const eventCancels = pgTable(
  "events_cancels",
  {
    id: serial("id").primaryKey(),
    marketId: uuid("market_id")
      .notNull()
      .references(() => eventMarkets.id),
    from: timestamp("from_at", { withTimezone: true }),
    to: timestamp("to_at", { withTimezone: true }),
    reason: text("reason").notNull().default(""),
    active: boolean("active").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("events_cancels_market").on(t.marketId)],
);

export const eventBets = pgTable(
  "events_bets",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    memberId: uuid("member_id").notNull().references(memberKey),
    game: text("game").notNull(),
    kind: text("kind").notNull(),
    stake: bigint("stake", { mode: "bigint" }).notNull(),
    oddsMilli: bigint("odds_milli", { mode: "bigint" }).notNull(),
    potential: bigint("potential", { mode: "bigint" }).notNull(),
    status: text("status").notNull().default("open"),
    returned: bigint("returned", { mode: "bigint" }),
    // 0 until first settled; each settlement, resettlement or reopening raises it (the wallet's key per version).
    version: integer("version").notNull().default(0),
    requestKey: uuid("request_key").notNull(),
    // The time the bet was taken (clock time inside its transaction): what a cancel window is judged by.
    placedAt: timestamp("placed_at", { withTimezone: true }).notNull(),
    settledAt: timestamp("settled_at", { withTimezone: true }),
    // Every settlement, resettlement and reopening with what it returned before and after, and why (ADR 0064).
    history: jsonb("history").$type<BetChange[]>().notNull().default([]),
  },
  (t) => [
    uniqueIndex("events_bets_member_key").on(t.memberId, t.requestKey),
    index("events_bets_member_placed").on(t.memberId, t.placedAt),
    check("events_bet_status", sql`${t.status} in ('open', 'won', 'lost', 'void')`),
    check("events_bet_kind", sql`${t.kind} in ('single', 'parlay')`),
    check("events_bet_stake", sql`${t.stake} > 0`),
  ],
);

export const eventBetLegs = pgTable(
  "events_bet_legs",
  {
    betId: uuid("bet_id")
      .notNull()
      .references(() => eventBets.id),
    seq: integer("seq").notNull(),
    eventId: uuid("event_id")
      .notNull()
      .references(() => sportsEvents.id),
    marketId: uuid("market_id")
      .notNull()
      .references(() => eventMarkets.id),
    outcomeId: uuid("outcome_id")
      .notNull()
      .references(() => eventOutcomes.id),
    // The odds taken (the ones the member saw).
    oddsMilli: bigint("odds_milli", { mode: "bigint" }).notNull(),
    state: text("state").notNull().default("open"),
    factor: text("factor"),
    // What decided the leg when it was last evaluated: the score, the outcome's settlement, a void's cause (ADR 0064).
    facts: jsonb("facts").$type<LegFacts>(),
  },
  (t) => [primaryKey({ columns: [t.betId, t.seq] }), index("events_bet_legs_market").on(t.marketId, t.betId)],
);

/** What a member has staked on a market in all (the per-member limit). */
export const eventMemberStakes = pgTable(
  "events_member_stakes",
  {
    marketId: uuid("market_id")
      .notNull()
      .references(() => eventMarkets.id),
    memberId: uuid("member_id").notNull().references(memberKey),
    stake: bigint("stake", { mode: "bigint" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.marketId, t.memberId] })],
);

/** Every feed or operator message as it came, with who sent it: the audit trail of odds, stops and results. */
export const eventFeedLog = pgTable(
  "events_feed_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    source: text("source").notNull(),
    actor: text("actor").notNull(),
    type: text("type").notNull(),
    ref: text("ref").notNull(),
    message: jsonb("message").$type<Record<string, unknown>>().notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("events_feed_log_ref").on(t.ref, t.id)],
);

export const eventMemberSettings = pgTable("events_member_settings", {
  memberId: uuid("member_id").primaryKey().references(memberKey),
  oddsFormat: text("odds_format").notNull().default("decimal"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

// ---- cockfight ----------------------------------------------------------------------------------------------

export const fights = pgTable(
  "events_fights",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    number: serial("number").notNull(),
    meron: text("meron").notNull(),
    wala: text("wala").notNull(),
    status: text("status").notNull().default("open"),
    result: text("result"),
    plasadaBps: integer("plasada_bps").notNull(),
    minStake: bigint("min_stake", { mode: "bigint" }).notNull(),
    maxStake: bigint("max_stake", { mode: "bigint" }).notNull(),
    // The pool per side, kept with each accepted bet under the fight's row lock (the bets' stakes are in the ledger).
    poolMeron: bigint("pool_meron", { mode: "bigint" })
      .notNull()
      .default(sql`0`),
    poolWala: bigint("pool_wala", { mode: "bigint" })
      .notNull()
      .default(sql`0`),
    poolDraw: bigint("pool_draw", { mode: "bigint" })
      .notNull()
      .default(sql`0`),
    // Payout per 100 in hundredths, fixed at close.
    per100Meron: bigint("per100_meron", { mode: "bigint" }),
    per100Wala: bigint("per100_wala", { mode: "bigint" }),
    sandbox: boolean("sandbox").notNull().default(false),
    opensAt: timestamp("opens_at", { withTimezone: true }).notNull().defaultNow(),
    lastCallAt: timestamp("last_call_at", { withTimezone: true }).notNull(),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    settledAt: timestamp("settled_at", { withTimezone: true }),
    cancelReason: text("cancel_reason"),
    createdBy: text("created_by").notNull(),
  },
  (t) => [
    uniqueIndex("events_fights_number").on(t.number),
    index("events_fights_active")
      .on(t.number)
      .where(sql`status in ('open', 'last_call', 'closed')`),
    check("events_fight_status", sql`${t.status} in ('open', 'last_call', 'closed', 'settled', 'cancelled')`),
    check("events_fight_result", sql`${t.result} is null or ${t.result} in ('meron', 'wala', 'draw', 'cancelled')`),
  ],
);

export const fightBets = pgTable(
  "events_fight_bets",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    fightId: uuid("fight_id")
      .notNull()
      .references(() => fights.id),
    memberId: uuid("member_id").notNull().references(memberKey),
    side: text("side").notNull(),
    stake: bigint("stake", { mode: "bigint" }).notNull(),
    status: text("status").notNull().default("open"),
    returned: bigint("returned", { mode: "bigint" }),
    requestKey: uuid("request_key").notNull(),
    placedAt: timestamp("placed_at", { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp("settled_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("events_fight_bets_member_key").on(t.memberId, t.requestKey),
    index("events_fight_bets_fight").on(t.fightId, t.status),
    index("events_fight_bets_member").on(t.memberId, t.placedAt),
    check("events_fight_bet_side", sql`${t.side} in ('meron', 'wala', 'draw')`),
    check("events_fight_bet_status", sql`${t.status} in ('open', 'won', 'lost', 'refunded')`),
    check("events_fight_bet_stake", sql`${t.stake} > 0`),
  ],
);
