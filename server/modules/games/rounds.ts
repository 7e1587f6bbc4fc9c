import { and, desc, eq, gte, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/connect.js";
import { fairSeeds, inhousePlays } from "./inhouse/schema.js";
import { INHOUSE_VENDOR } from "./inhouse/games.js";
import { gameRounds } from "../vendors/schema.js";

// The betting record (personalHistoryCopy): the member's rounds with every vendor, newest first. An
// in-house round carries its fairness proof: the seeds and nonce that decided it, and the server seed
// once the member has rotated it out of use.

export type RoundQuery = { from?: Date; to?: Date; vendor?: string; status?: "open" | "completed" | "cancelled"; pageNo: number; pageSize: number };

export async function memberRounds(db: Db, memberId: string, query: RoundQuery) {
  const where = and(
    eq(gameRounds.memberId, memberId),
    query.from ? gte(gameRounds.createdAt, query.from) : undefined,
    query.to ? lt(gameRounds.createdAt, query.to) : undefined,
    query.vendor ? eq(gameRounds.vendor, query.vendor) : undefined,
    query.status ? eq(gameRounds.status, query.status) : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ round: gameRounds, play: inhousePlays, seed: fairSeeds })
      .from(gameRounds)
      .leftJoin(inhousePlays, and(eq(gameRounds.vendor, INHOUSE_VENDOR), sql`${inhousePlays.id}::text = ${gameRounds.roundId}`))
      .leftJoin(fairSeeds, eq(fairSeeds.id, inhousePlays.seedId))
      .where(where)
      .orderBy(desc(gameRounds.createdAt), desc(gameRounds.id))
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize),
    db.select({ total: sql<number>`count(*)::int` }).from(gameRounds).where(where),
  ]);
  const list = rows.map(({ round, play, seed }) => ({
    roundId: round.roundId,
    vendor: round.vendor,
    gameCode: round.gameCode,
    bet: round.betTotal.toString(),
    win: round.winTotal.toString(),
    profit: (round.winTotal - round.betTotal).toString(),
    status: round.status as "open" | "completed" | "cancelled",
    createdAt: round.createdAt.toISOString(),
    closedAt: round.closedAt?.toISOString() ?? null,
    proof:
      play && seed
        ? { game: play.game, bet: play.bet, nonce: play.nonce, clientSeed: seed.clientSeed, serverSeedHash: seed.serverSeedHash, serverSeed: seed.revealedAt ? seed.serverSeed : null }
        : null,
  }));
  return { list, total };
}
