import { and, asc, desc, eq, ilike, inArray, lte, gte, ne, sql, type SQL } from "drizzle-orm";
import { GAME_CATEGORIES, type GameCategory } from "../../../contract/game-categories.js";
import { allOf, anyOf } from "../../db/conditions.js";
import type { Db, Tx } from "../../db/connect.js";
import { roundsPerGameSince } from "../vendors/index.js";
import { connectedVendors } from "./adapters.js";
import { gameLaneCards, gameLanes, gameVendorGroups, gameVendors, games } from "./catalogue-schema.js";

// Reading the catalogue: what visitors and members see of vendors and games. Disabled
// vendors and games are hidden; a vendor under maintenance puts all of its games under maintenance.
// Only connected vendors (adapters.ts) are offered for play (ADR 0031): an outside vendor without its
// adapter is hidden whatever its status, unless the operator announces it as coming soon, which shows
// its card with that label and none of its games.

export { GAME_CATEGORIES, type GameCategory };

// The web page of each category (SPEC §2.1).
export const CATEGORY_PATHS: Record<GameCategory, string> = {
  RNG: "/rng",
  LIVE: "/live",
  FISH: "/fish",
  PVP: "/pvp",
  SPORTS: "/sports",
  ESPORTS: "/esports",
  ELOTT: "/elott",
  LOTT: "/lottery",
  COCKFIGHT: "/cockfight",
  INHOUSE: "/inhouse",
};

export const GAME_LIST_PAGE_SIZE = 42;
export const POPULAR_COUNT = 20;
// The most a popular list may ask for; the list is ranked once at this length and cut to the count asked.
export const POPULAR_MAX = 100;
// "Popular" is what players played lately: rounds of this many days count.
export const POPULAR_DAYS = 30;
// Hot games are a short showcase, not a second catalogue.
const HOT_GAMES_MAX = 60;

type VendorRow = typeof gameVendors.$inferSelect;
type GameRow = typeof games.$inferSelect;
export type PlayStatus = "active" | "maintenance";
export type CardStatus = PlayStatus | "coming_soon";

export type GameView = {
  nodeId: string;
  vassalage: string;
  vendorName: string;
  gameCode: string;
  gameType: string;
  gameClassify: string;
  name: string;
  image: string;
  minBet: string;
  lines: number | null;
  isHot: 0 | 1;
  isNew: 0 | 1;
  demo: boolean;
  walletMode: "seamless" | "transfer";
  status: PlayStatus;
};

export type VendorCard = {
  vassalage: string;
  name: string;
  logo: string;
  categories: string[];
  isHot: 0 | 1;
  isGame: "VASSALAGE" | "GAME";
  // For a GAME card: the lobby game a click launches.
  nodeId: string | null;
  walletMode: "seamless" | "transfer";
  status: CardStatus;
};

export type Lane = { title: string; gameClassify: string[]; cards: VendorCard[] };
export type VendorGroup = {
  gameCategory: string;
  sourceLane: string;
  afterLane: string;
  gameClassify: string[];
  vendors: VendorCard[];
};

const playStatus = (...statuses: string[]): PlayStatus => (statuses.includes("maintenance") ? "maintenance" : "active");

export function gameView(game: GameRow, vendor: VendorRow): GameView {
  return {
    nodeId: game.nodeId,
    vassalage: vendor.code,
    vendorName: vendor.name,
    gameCode: game.gameCode,
    gameType: game.gameType,
    gameClassify: game.gameClassify,
    name: game.name,
    image: game.image,
    minBet: game.minBet.toString(),
    lines: game.lines,
    isHot: game.isHot ? 1 : 0,
    isNew: game.isNew ? 1 : 0,
    demo: game.demo,
    walletMode: vendor.walletMode as GameView["walletMode"],
    status: playStatus(game.status, vendor.status),
  };
}

/** A vendor whose games can be played here: connected, and open or under maintenance. */
export const playableVendor = (): SQL =>
  allOf(inArray(gameVendors.code, connectedVendors()), inArray(gameVendors.status, ["active", "maintenance"]));

/** Games a visitor may see: the game not disabled, its vendor playable. */
export const visibleGame = (): SQL => allOf(ne(games.status, "disabled"), playableVendor());

/** Vendor cards a visitor may see: playable vendors and those announced as coming soon. */
const shownVendor = (): SQL => anyOf(playableVendor(), eq(gameVendors.status, "coming_soon"));

function selectGames(db: Db | Tx, where: SQL) {
  return db
    .select({ game: games, vendor: gameVendors })
    .from(games)
    .innerJoin(gameVendors, eq(gameVendors.code, games.vendor))
    .where(and(visibleGame(), where));
}

const catalogueOrder = [asc(gameVendors.sequence), asc(games.sequence), asc(games.nodeId)];

/** One game with its vendor, for launching and favourites; undefined when unknown or disabled. */
export async function findGame(db: Db | Tx, nodeId: string) {
  const [row] = await selectGames(db, eq(games.nodeId, nodeId));
  return row ? { ...row, view: gameView(row.game, row.vendor) } : undefined;
}

export type GameFilter = {
  vassalage?: string;
  gameType?: string;
  gameClassify?: string;
  gameName?: string;
  minBet?: bigint;
  minLineNum?: number;
  pageNo: number;
  pageSize: number;
};

// LIKE's own wildcards in a player's search are matched literally.
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The game list of a category page or a vendor's pop-up. minBet keeps games whose smallest stake is
 * at most that amount (what a player can afford); minLineNum keeps games with at least that many lines.
 */
export async function listGames(db: Db, filter: GameFilter) {
  const conditions = [
    filter.vassalage ? eq(games.vendor, filter.vassalage) : undefined,
    filter.gameType ? eq(games.gameType, filter.gameType) : undefined,
    filter.gameClassify ? eq(games.gameClassify, filter.gameClassify) : undefined,
    filter.gameName ? ilike(games.name, likePattern(filter.gameName)) : undefined,
    filter.minBet !== undefined ? lte(games.minBet, filter.minBet) : undefined,
    filter.minLineNum !== undefined ? gte(games.lines, filter.minLineNum) : undefined,
  ].filter((c): c is SQL => c !== undefined);
  const [first, ...more] = conditions;
  const where = first ? allOf(first, ...more) : sql`true`;
  const [rows, [{ total }]] = await Promise.all([
    selectGames(db, where)
      .orderBy(...catalogueOrder)
      .limit(filter.pageSize)
      .offset((filter.pageNo - 1) * filter.pageSize),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(games)
      .innerJoin(gameVendors, eq(gameVendors.code, games.vendor))
      .where(and(visibleGame(), where)),
  ]);
  return { list: rows.map((r) => gameView(r.game, r.vendor)), total };
}

export async function hotGames(db: Db, gameType?: string) {
  const rows = await selectGames(db, allOf(eq(games.isHot, true), gameType ? eq(games.gameType, gameType) : undefined))
    .orderBy(...catalogueOrder)
    .limit(HOT_GAMES_MAX);
  return rows.map((r) => gameView(r.game, r.vendor));
}

/**
 * The most played games: rounds of the last POPULAR_DAYS as the seamless wallet recorded them (a round
 * whose every bet was rolled back was not played), then hot games, then the catalogue's order, so that
 * a quiet site still shows a full, stable list. One query: the rounds are counted per game once.
 */
export async function popularGames(db: Db, count: number) {
  const since = new Date(Date.now() - POPULAR_DAYS * 24 * 60 * 60 * 1000);
  const played = roundsPerGameSince(db, since);
  const rows = await db
    .select({ game: games, vendor: gameVendors })
    .from(games)
    .innerJoin(gameVendors, eq(gameVendors.code, games.vendor))
    .leftJoin(played, and(eq(played.vendor, games.vendor), eq(played.gameCode, games.gameCode)))
    .where(visibleGame())
    .orderBy(sql`coalesce(${played.rounds}, 0) desc`, desc(games.isHot), ...catalogueOrder)
    .limit(count);
  return rows.map((r) => gameView(r.game, r.vendor));
}

/** SPEC §3 vendor lanes and the vendor map, as the operator configured them. */
export async function vendorLanes(db: Db): Promise<{ lanes: Lane[]; vendorGroups: VendorGroup[] }> {
  const [laneRows, cardRows, groupRows, lobbyGames] = await Promise.all([
    db.select().from(gameLanes).orderBy(asc(gameLanes.sequence), asc(gameLanes.title)),
    db
      .select({ lane: gameLaneCards.lane, vendor: gameVendors })
      .from(gameLaneCards)
      .innerJoin(gameVendors, eq(gameVendors.code, gameLaneCards.vendor))
      .where(shownVendor())
      .orderBy(asc(gameLaneCards.sequence), asc(gameVendors.sequence)),
    db.select().from(gameVendorGroups).orderBy(asc(gameVendorGroups.sequence), asc(gameVendorGroups.gameCategory)),
    // The first visible game of each vendor: what a GAME card launches.
    db
      .selectDistinctOn([games.vendor], { vendor: games.vendor, nodeId: games.nodeId })
      .from(games)
      .where(ne(games.status, "disabled"))
      .orderBy(asc(games.vendor), asc(games.sequence), asc(games.nodeId)),
  ]);
  const lobby = new Map(lobbyGames.map((g) => [g.vendor, g.nodeId]));
  const card = (v: VendorRow): VendorCard => ({
    vassalage: v.code,
    name: v.name,
    logo: v.logo,
    categories: v.categories,
    isHot: v.isHot ? 1 : 0,
    isGame: v.isGame as VendorCard["isGame"],
    nodeId: v.isGame === "GAME" ? (lobby.get(v.code) ?? null) : null,
    walletMode: v.walletMode as VendorCard["walletMode"],
    status: v.status === "coming_soon" ? "coming_soon" : playStatus(v.status),
  });
  const cards = new Map<string, VendorCard>();
  for (const row of cardRows) cards.set(row.vendor.code, card(row.vendor));
  const lanes = laneRows.map((lane) => ({
    title: lane.title,
    gameClassify: lane.gameClassify,
    cards: cardRows.filter((c) => c.lane === lane.title).flatMap((c) => cards.get(c.vendor.code) ?? []),
  }));
  const vendorGroups = groupRows.map((g) => ({
    gameCategory: g.gameCategory,
    sourceLane: g.sourceLane,
    afterLane: g.afterLane,
    gameClassify: g.gameClassify,
    vendors: g.vendors.flatMap((code) => cards.get(code) ?? []),
  }));
  return { lanes, vendorGroups };
}

/**
 * SPEC §4: each vendor group is split out of its source lane and inserted after its target lane
 * (groups after the same lane keep their own order). The web does the same with the lanes; the
 * game menu is this result, with the page of each category.
 */
export function applyVendorGroups(lanes: Lane[], groups: VendorGroup[]): Lane[] {
  const out = lanes.map((l) => ({ ...l, cards: [...l.cards] }));
  for (const group of [...groups].reverse()) {
    const codes = new Set(group.vendors.map((v) => v.vassalage));
    const source = out.find((l) => l.title === group.sourceLane);
    if (source) source.cards = source.cards.filter((c) => !codes.has(c.vassalage));
    const after = out.findIndex((l) => l.title === group.afterLane);
    out.splice(after < 0 ? out.length : after + 1, 0, {
      title: group.gameCategory,
      gameClassify: group.gameClassify,
      cards: group.vendors,
    });
  }
  return out.filter((l) => l.cards.length > 0);
}

/**
 * The categories with at least one game a player can launch now (the game shown, its vendor connected and
 * playing), in the catalogue's order: what the footer says the site offers (ADR 0063), never an empty lobby.
 */
export async function launchableCategories(db: Db): Promise<GameCategory[]> {
  const rows = await db
    .selectDistinct({ gameType: games.gameType })
    .from(games)
    .innerJoin(gameVendors, eq(gameVendors.code, games.vendor))
    .where(visibleGame());
  const types = new Set(rows.map((r) => r.gameType));
  return GAME_CATEGORIES.filter((category) => types.has(category));
}

export async function gameMenus(db: Db) {
  const { lanes, vendorGroups } = await vendorLanes(db);
  return applyVendorGroups(lanes, vendorGroups).map((lane) => ({
    gameCategory: lane.title,
    path: CATEGORY_PATHS[lane.title as GameCategory] ?? `/${lane.title.toLowerCase()}`,
    gameClassify: lane.gameClassify,
    vendors: lane.cards,
  }));
}
