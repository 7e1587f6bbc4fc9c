import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { memberKey } from "../accounts/index.js";

// The games catalogue: outside vendors and the in-house one, their games, the vendor lanes
// the home page and category pages are built from, and each member's favourites and recent games.
// Categories are SPEC §1's, as game types: RNG (slots), LIVE, FISH, PVP, SPORTS, ESPORTS, ELOTT,
// LOTT, COCKFIGHT, and INHOUSE for our own games.

// active: shown and launchable; maintenance: shown, launching says 'game under maintenance';
// disabled: hidden everywhere (kept for the favourites and rounds that name it). A vendor (not a game)
// may also be coming_soon: its card shows with that label, none of its games (ADR 0031).
const statusCheck = (column: unknown) => sql`${column} in ('active', 'maintenance', 'disabled')`;

export const gameVendors = pgTable(
  "game_vendors",
  {
    // The vassalage code every call uses (PG, EVO, DS88 …).
    code: text("code").primaryKey(),
    name: text("name").notNull(),
    categories: text("categories").array().notNull(),
    isHot: boolean("is_hot").notNull().default(false),
    // seamless: the vendor calls our wallet per bet; transfer: money moves into its sub-wallet first.
    walletMode: text("wallet_mode").notNull(),
    // What a click on the vendor's card does (SPEC §2.5): VASSALAGE opens its game list in a pop-up,
    // GAME launches its one lobby game (sportsbooks, cockfight arenas) straight away.
    isGame: text("is_game").notNull().default("VASSALAGE"),
    logo: text("logo").notNull(),
    status: text("status").notNull().default("active"),
    sequence: integer("sequence").notNull().default(0),
  },
  (t) => [
    check("game_vendor_wallet_mode", sql`${t.walletMode} in ('seamless', 'transfer')`),
    check("game_vendor_is_game", sql`${t.isGame} in ('VASSALAGE', 'GAME')`),
    check("game_vendor_status", sql`${t.status} in ('active', 'maintenance', 'coming_soon', 'disabled')`),
  ],
);

export const games = pgTable(
  "games",
  {
    // Stable across seeds and vendors' re-listings: favourites, recent games and rounds name it.
    nodeId: text("node_id").primaryKey(),
    vendor: text("vendor")
      .notNull()
      .references(() => gameVendors.code),
    // The vendor's own id for the game, sent to its launch API.
    gameCode: text("game_code").notNull(),
    gameType: text("game_type").notNull(),
    // The kind of game within its type (SLOT, BACCARAT, FISHING …): the lobby's sub-tabs.
    gameClassify: text("game_classify").notNull(),
    name: text("name").notNull(),
    image: text("image").notNull(),
    // Smallest stake, integer minor units (VND × 100), as every amount in the ledger.
    minBet: bigint("min_bet", { mode: "bigint" }).notNull(),
    // Pay lines (or ways) of a slot; null where the idea does not apply.
    lines: integer("lines"),
    isHot: boolean("is_hot").notNull().default(false),
    isNew: boolean("is_new").notNull().default(false),
    // May be played by a trial member, with play money.
    demo: boolean("demo").notNull().default(false),
    status: text("status").notNull().default("active"),
    sequence: integer("sequence").notNull().default(0),
  },
  (t) => [
    uniqueIndex("games_vendor_code").on(t.vendor, t.gameCode),
    index("games_vendor_order").on(t.vendor, t.sequence),
    index("games_type_order").on(t.gameType, t.sequence),
    check("game_status", statusCheck(t.status)),
    check("game_min_bet", sql`${t.minBet} > 0`),
  ],
);

// SPEC §3 vendor lanes: one per category (title), each with vendor cards in order.
export const gameLanes = pgTable("game_lanes", {
  title: text("title").primaryKey(),
  // The game classifications the lane's page offers as tabs, in order.
  gameClassify: text("game_classify").array().notNull(),
  sequence: integer("sequence").notNull().default(0),
});

export const gameLaneCards = pgTable(
  "game_lane_cards",
  {
    lane: text("lane")
      .notNull()
      .references(() => gameLanes.title),
    vendor: text("vendor")
      .notNull()
      .references(() => gameVendors.code),
    sequence: integer("sequence").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.lane, t.vendor] })],
);

// SPEC §3 vendor map: a group's vendors are split out of sourceLane and shown as their own lane
// (gameCategory) right after afterLane — COCKFIGHT (DS88) and ESPORTS (TF) out of SPORTS.
export const gameVendorGroups = pgTable("game_vendor_groups", {
  gameCategory: text("game_category").primaryKey(),
  sourceLane: text("source_lane")
    .notNull()
    .references(() => gameLanes.title),
  afterLane: text("after_lane")
    .notNull()
    .references(() => gameLanes.title),
  vendors: text("vendors").array().notNull(),
  gameClassify: text("game_classify").array().notNull(),
  sequence: integer("sequence").notNull().default(0),
});

export const gameFavourites = pgTable(
  "game_favourites",
  {
    memberId: uuid("member_id").notNull().references(memberKey),
    nodeId: text("node_id")
      .notNull()
      .references(() => games.nodeId),
    vendor: text("vendor").notNull(),
    gameType: text("game_type").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.nodeId] }),
    index("game_favourites_member").on(t.memberId, t.gameType, t.createdAt),
  ],
);

// The last games a member opened (at most RECENT_GAMES_KEPT per member; older rows are pruned).
export const recentGames = pgTable(
  "recent_games",
  {
    memberId: uuid("member_id").notNull().references(memberKey),
    nodeId: text("node_id")
      .notNull()
      .references(() => games.nodeId),
    lastPlayedAt: timestamp("last_played_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.nodeId] }), index("recent_games_member").on(t.memberId, t.lastPlayedAt)],
);
