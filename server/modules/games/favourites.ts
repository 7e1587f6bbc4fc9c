import { and, asc, desc, eq, notInArray, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/connect.js";
import { AppError } from "../errors.js";
import { gameView, findGame, visibleGame, type GameView } from "./catalogue.js";
import { gameFavourites, gameVendors, games, recentGames } from "./catalogue-schema.js";

// A member's favourite games and the games they opened last.

export const RECENT_GAMES_KEPT = 20;

type GameRef = { nodeId: string; vendor: string; gameType: string };

/** Favourite node ids, as strings (SPEC §3), newest first. */
export async function favouriteIds(db: Db, memberId: string): Promise<string[]> {
  const rows = await db
    .select({ nodeId: gameFavourites.nodeId })
    .from(gameFavourites)
    .where(eq(gameFavourites.memberId, memberId))
    .orderBy(desc(gameFavourites.createdAt), asc(gameFavourites.nodeId));
  return rows.map((r) => r.nodeId);
}

export async function favouriteGames(db: Db, memberId: string, gameType: string, pageNo: number, pageSize: number) {
  const where = and(eq(gameFavourites.memberId, memberId), eq(gameFavourites.gameType, gameType), visibleGame());
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ game: games, vendor: gameVendors })
      .from(gameFavourites)
      .innerJoin(games, eq(games.nodeId, gameFavourites.nodeId))
      .innerJoin(gameVendors, eq(gameVendors.code, games.vendor))
      .where(where)
      .orderBy(desc(gameFavourites.createdAt), asc(gameFavourites.nodeId))
      .limit(pageSize)
      .offset((pageNo - 1) * pageSize),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(gameFavourites)
      .innerJoin(games, eq(games.nodeId, gameFavourites.nodeId))
      .innerJoin(gameVendors, eq(gameVendors.code, games.vendor))
      .where(where),
  ]);
  return { list: rows.map((r) => gameView(r.game, r.vendor)), total };
}

// The vendor and game type sent with the node id must be the game's own: a stale or forged pair is refused.
async function knownGame(db: Db, ref: GameRef) {
  const found = await findGame(db, ref.nodeId);
  if (!found || found.game.vendor !== ref.vendor || found.game.gameType !== ref.gameType) {
    throw new AppError("NOT_FOUND", `No game ${ref.nodeId} of ${ref.vendor} (${ref.gameType})`);
  }
  return found;
}

/** Adding a favourite twice keeps the first one (and its place in the list). */
export async function addFavourite(db: Db, memberId: string, ref: GameRef) {
  await knownGame(db, ref);
  await db
    .insert(gameFavourites)
    .values({ memberId, ...ref })
    .onConflictDoNothing();
  return { nodeId: ref.nodeId, favourite: true };
}

/** Removing a game that is not a favourite is not an error: afterwards it is not one either way. */
export async function removeFavourite(db: Db, memberId: string, ref: GameRef) {
  await db
    .delete(gameFavourites)
    .where(and(eq(gameFavourites.memberId, memberId), eq(gameFavourites.nodeId, ref.nodeId)));
  return { nodeId: ref.nodeId, favourite: false };
}

/**
 * Notes that a member opened a game (called by launching), keeping only the newest
 * RECENT_GAMES_KEPT per member so that the table stays as small as the list it feeds.
 */
export async function recordRecentGame(db: Db | Tx, memberId: string, nodeId: string, at: Date = new Date()) {
  await db
    .insert(recentGames)
    .values({ memberId, nodeId, lastPlayedAt: at })
    .onConflictDoUpdate({
      target: [recentGames.memberId, recentGames.nodeId],
      set: { lastPlayedAt: sql`greatest(${recentGames.lastPlayedAt}, excluded.last_played_at)` },
    });
  const kept = db
    .select({ nodeId: recentGames.nodeId })
    .from(recentGames)
    .where(eq(recentGames.memberId, memberId))
    .orderBy(desc(recentGames.lastPlayedAt), asc(recentGames.nodeId))
    .limit(RECENT_GAMES_KEPT);
  await db.delete(recentGames).where(and(eq(recentGames.memberId, memberId), notInArray(recentGames.nodeId, kept)));
}

export async function recentGameList(db: Db, memberId: string): Promise<(GameView & { lastPlayedAt: string })[]> {
  const rows = await db
    .select({ game: games, vendor: gameVendors, lastPlayedAt: recentGames.lastPlayedAt })
    .from(recentGames)
    .innerJoin(games, eq(games.nodeId, recentGames.nodeId))
    .innerJoin(gameVendors, eq(gameVendors.code, games.vendor))
    .where(and(eq(recentGames.memberId, memberId), visibleGame()))
    .orderBy(desc(recentGames.lastPlayedAt), asc(recentGames.nodeId))
    .limit(RECENT_GAMES_KEPT);
  return rows.map((r) => ({ ...gameView(r.game, r.vendor), lastPlayedAt: r.lastPlayedAt.toISOString() }));
}
