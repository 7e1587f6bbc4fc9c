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
import { memberKey } from "../accounts/index.js";
import type { TicketCorrection } from "../../../contract/answers/lottery.js";
import type { Prizes } from "./results.js";

// The lottery's tables (ADR 0055): the games and their bet types (versioned rows), the draws with
// their results, the house draws' hash chains, the operator's number rules and the exposure they bound, and
// the members' tickets with one row per draw a ticket follows. Money itself moves only through the seamless
// wallet and the ledger: each ticket draw is one round of the LOTTERY vendor (vendors/house-rounds.ts).

export const lotteryGames = pgTable(
  "lottery_games",
  {
    code: text("code").primaryKey(),
    family: text("family").notNull(),
    prizeMode: text("prize_mode").notNull(),
    area: text("area").notNull(),
    names: jsonb("names").$type<{ TY: string; EN: string; VI: string }>().notNull(),
    // house: drawn here from a hash chain every cadence_minutes; external: a schedule (region or SEA) and a feed.
    source: text("source").notNull(),
    cadenceMinutes: integer("cadence_minutes"),
    region: text("region"),
    closeLeadSeconds: integer("close_lead_seconds").notNull(),
    feed: text("feed").notNull().default("manual"),
    // The default liability cap of a new draw (minor units); null: none.
    liabilityCap: bigint("liability_cap", { mode: "bigint" }),
    enabled: boolean("enabled").notNull().default(true),
    sequence: integer("sequence").notNull().default(0),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("lottery_game_source", sql`${t.source} in ('house', 'external')`),
    check("lottery_game_feed", sql`${t.feed} in ('manual', 'sandbox')`),
    check("lottery_game_cadence", sql`(${t.source} = 'house') = (${t.cadenceMinutes} is not null)`),
  ],
);

/** One version of a bet type of a game: the whole definition (rule, price, pay, limits); a change is a new version. */
export const lotteryBetTypes = pgTable(
  "lottery_bet_types",
  {
    game: text("game")
      .notNull()
      .references(() => lotteryGames.code),
    code: text("code").notNull(),
    version: integer("version").notNull(),
    definition: jsonb("definition").$type<Record<string, unknown>>().notNull(),
    enabled: boolean("enabled").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    createdBy: text("created_by").notNull(),
  },
  (t) => [primaryKey({ columns: [t.game, t.code, t.version] })],
);

/** Days without external draws in an area (Tết), as the operator lists them. */
export const lotteryClosedDays = pgTable(
  "lottery_closed_days",
  {
    area: text("area").notNull(),
    day: text("day").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    createdBy: text("created_by").notNull(),
  },
  (t) => [primaryKey({ columns: [t.area, t.day] })],
);

/** A committed hash chain of a house game (draw-chain.ts): the seed stays secret, the commitment is public from its creation. */
export const lotteryChains = pgTable("lottery_chains", {
  id: serial("id").primaryKey(),
  game: text("game")
    .notNull()
    .references(() => lotteryGames.code),
  seed: text("seed").notNull(),
  length: integer("length").notNull(),
  commitment: text("commitment").notNull(),
  // The next link a new draw takes (1 … length).
  nextIndex: integer("next_index").notNull().default(1),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const lotteryDraws = pgTable(
  "lottery_draws",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    game: text("game")
      .notNull()
      .references(() => lotteryGames.code),
    issue: text("issue").notNull(),
    stationCode: text("station_code"),
    stationName: text("station_name"),
    opensAt: timestamp("opens_at", { withTimezone: true }).notNull(),
    closesAt: timestamp("closes_at", { withTimezone: true }).notNull(),
    drawAt: timestamp("draw_at", { withTimezone: true }).notNull(),
    status: text("status").notNull().default("open"),
    chainId: integer("chain_id").references(() => lotteryChains.id),
    chainIndex: integer("chain_index"),
    // The chain link, written when the draw gets its result (revealed from then on).
    link: text("link"),
    result: jsonb("result").$type<Prizes>(),
    resultVersion: integer("result_version").notNull().default(0),
    resultSource: text("result_source"),
    resultAt: timestamp("result_at", { withTimezone: true }),
    liabilityCap: bigint("liability_cap", { mode: "bigint" }),
    cancelReason: text("cancel_reason"),
    // The result version whose settlement has finished.
    settledVersion: integer("settled_version").notNull().default(0),
    settledAt: timestamp("settled_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("lottery_draws_game_issue").on(t.game, t.issue),
    index("lottery_draws_game_draw_at").on(t.game, t.drawAt),
    // The job's work: draws not yet settled or cancelled, by draw time.
    index("lottery_draws_pending")
      .on(t.drawAt)
      .where(sql`status in ('open', 'closed', 'drawn')`),
    check("lottery_draw_status", sql`${t.status} in ('open', 'closed', 'drawn', 'settled', 'cancelled')`),
    check("lottery_draw_times", sql`${t.opensAt} <= ${t.closesAt} and ${t.closesAt} <= ${t.drawAt}`),
    check("lottery_draw_result", sql`(${t.result} is null) = (${t.resultVersion} = 0)`),
  ],
);

/** Every result a draw was given, first and corrections, with its source and who entered it. */
export const lotteryResults = pgTable(
  "lottery_results",
  {
    drawId: bigint("draw_id", { mode: "number" })
      .notNull()
      .references(() => lotteryDraws.id),
    version: integer("version").notNull(),
    prizes: jsonb("prizes").$type<Prizes>().notNull(),
    source: text("source").notNull(),
    reason: text("reason"),
    enteredBy: text("entered_by").notNull(),
    enteredAt: timestamp("entered_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.drawId, t.version] })],
);

/** The operator's rule for a number in one draw: blocked (refused) or half pay. */
export const lotteryNumberRules = pgTable(
  "lottery_number_rules",
  {
    drawId: bigint("draw_id", { mode: "number" })
      .notNull()
      .references(() => lotteryDraws.id),
    number: text("number").notNull(),
    rule: text("rule").notNull(),
    setBy: text("set_by").notNull(),
    setAt: timestamp("set_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.drawId, t.number] }),
    check("lottery_number_rule", sql`${t.rule} in ('blocked', 'halfPay')`),
  ],
);

/** What a draw has taken per bet type and number (a combination: its numbers joined by +): points, and what one hit would pay. */
export const lotteryExposure = pgTable(
  "lottery_exposure",
  {
    drawId: bigint("draw_id", { mode: "number" })
      .notNull()
      .references(() => lotteryDraws.id),
    betType: text("bet_type").notNull(),
    key: text("key").notNull(),
    points: bigint("points", { mode: "bigint" }).notNull(),
    stake: bigint("stake", { mode: "bigint" }).notNull(),
    payout: bigint("payout", { mode: "bigint" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.drawId, t.betType, t.key] })],
);

export const lotteryTickets = pgTable(
  "lottery_tickets",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    memberId: uuid("member_id").notNull().references(memberKey),
    game: text("game")
      .notNull()
      .references(() => lotteryGames.code),
    playType: text("play_type").notNull(),
    betTypeVersion: integer("bet_type_version").notNull(),
    numbers: jsonb("numbers").$type<string[]>().notNull(),
    points: integer("points").notNull(),
    stake: bigint("stake", { mode: "bigint" }).notNull(),
    winStop: boolean("win_stop").notNull().default(false),
    requestKey: uuid("request_key").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("lottery_tickets_member_key").on(t.memberId, t.requestKey),
    index("lottery_tickets_member_created").on(t.memberId, t.createdAt),
    check("lottery_ticket_stake", sql`${t.stake} > 0`),
  ],
);

/** A ticket's part on one draw: the round the wallet knows (round id = this id), settled exactly once per result version. */
export const lotteryTicketDraws = pgTable(
  "lottery_ticket_draws",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    ticketId: uuid("ticket_id")
      .notNull()
      .references(() => lotteryTickets.id),
    drawId: bigint("draw_id", { mode: "number" })
      .notNull()
      .references(() => lotteryDraws.id),
    seq: integer("seq").notNull(),
    multiple: integer("multiple").notNull(),
    stake: bigint("stake", { mode: "bigint" }).notNull(),
    // Pay per point per hit of each number as taken on this draw (half for a half-pay number), minor units as strings.
    pays: jsonb("pays").$type<Record<string, string>>().notNull(),
    // The numbers taken at half pay by the draw's rules.
    halfPay: jsonb("half_pay").$type<string[]>().notNull(),
    status: text("status").notNull().default("open"),
    hits: integer("hits"),
    win: bigint("win", { mode: "bigint" }),
    // The settlement's rule trace: facts (contract SettlementLine); a settlement before ADR 0064 wrote English lines.
    trace: jsonb("trace").$type<unknown[]>(),
    resultVersion: integer("result_version"),
    // Each resettlement by a corrected result: the version, its reason, the win before and after (ADR 0064).
    corrections: jsonb("corrections").$type<TicketCorrection[]>().notNull().default([]),
    settledAt: timestamp("settled_at", { withTimezone: true }),
    refundReason: text("refund_reason"),
  },
  (t) => [
    uniqueIndex("lottery_ticket_draws_ticket_draw").on(t.ticketId, t.drawId),
    index("lottery_ticket_draws_draw").on(t.drawId, t.status),
    check("lottery_ticket_draw_status", sql`${t.status} in ('open', 'won', 'lost', 'refunded')`),
    check("lottery_ticket_draw_stake", sql`${t.stake} > 0 and ${t.multiple} > 0`),
  ],
);

/** SPEC §3 LOTTFAV: a member's favourite lottery games, kept per member (the site's username) on the platform. */
export const lotteryFavourites = pgTable(
  "lottery_favourites",
  {
    memberId: uuid("member_id").notNull().references(memberKey),
    game: text("game")
      .notNull()
      .references(() => lotteryGames.code),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.game] })],
);
