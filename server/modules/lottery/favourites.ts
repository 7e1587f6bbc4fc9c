import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../../db/connect.js";
import { AppError } from "../errors.js";
import { lotteryCatalogue } from "./games.js";
import { lotteryFavourites } from "./schema.js";

// SPEC §3 LOTTFAV: a member's favourite lottery games. SPEC keeps them per username in the browser's storage; here
// the platform keeps them per member, so they follow the member to any browser and work without JavaScript.

export async function favouriteGames(db: Db, memberId: string): Promise<{ games: string[] }> {
  const rows = await db
    .select({ game: lotteryFavourites.game })
    .from(lotteryFavourites)
    .where(eq(lotteryFavourites.memberId, memberId))
    .orderBy(asc(lotteryFavourites.createdAt));
  return { games: rows.map((r) => r.game) };
}

/** Adds or removes a favourite; answers the member's favourites after the change. */
export async function setFavourite(
  db: Db,
  memberId: string,
  game: string,
  favourite: boolean,
): Promise<{ games: string[] }> {
  const { games } = await lotteryCatalogue(db);
  if (!games.some((g) => g.code === game)) throw new AppError("NOT_FOUND", `No lottery game ${game}`);
  if (favourite) await db.insert(lotteryFavourites).values({ memberId, game }).onConflictDoNothing();
  else
    await db
      .delete(lotteryFavourites)
      .where(and(eq(lotteryFavourites.memberId, memberId), eq(lotteryFavourites.game, game)));
  return favouriteGames(db, memberId);
}
