import { and, desc, eq, gt, gte, lt } from "drizzle-orm";
import type { Db, Tx } from "../../db/connect.js";
import { ofMembers, type MemberIds } from "./round-book.js";
import { gameRounds } from "./schema.js";

// Read models for leaderboards and the winners board (ADR 0052): single rounds that won big, of chosen members
// or of all. Every figure comes from the rounds themselves. (Missions' sums per day are round-book's
// settledRoundsByDay, narrowed to the member.)

/**
 * Each member's biggest winning round (paid more than its stake) per game closed in [from, to): the payout and
 * when it closed; of two equal payouts, the earlier.
 */
export async function biggestWinsOfMembers(db: Db | Tx, members: MemberIds, from: Date, to: Date) {
  const rows = await db
    .selectDistinctOn([gameRounds.memberId, gameRounds.vendor, gameRounds.gameCode], {
      memberId: gameRounds.memberId,
      vendor: gameRounds.vendor,
      gameCode: gameRounds.gameCode,
      win: gameRounds.winTotal,
      closedAt: gameRounds.closedAt,
    })
    .from(gameRounds)
    .where(
      and(
        ofMembers(members),
        eq(gameRounds.status, "completed"),
        gt(gameRounds.betTotal, 0n),
        gt(gameRounds.winTotal, gameRounds.betTotal),
        gte(gameRounds.closedAt, from),
        lt(gameRounds.closedAt, to),
      ),
    )
    .orderBy(
      gameRounds.memberId,
      gameRounds.vendor,
      gameRounds.gameCode,
      desc(gameRounds.winTotal),
      gameRounds.closedAt,
    );
  return rows.map((row) => ({ ...row, closedAt: row.closedAt ?? to }));
}

/** The newest settled rounds since `since` that paid at least `floor` and more than their stake: the winners board. */
export async function bigWinsSince(db: Db | Tx, members: MemberIds, since: Date, floor: bigint, limit: number) {
  const rows = await db
    .select({
      memberId: gameRounds.memberId,
      vendor: gameRounds.vendor,
      gameCode: gameRounds.gameCode,
      bet: gameRounds.betTotal,
      win: gameRounds.winTotal,
      closedAt: gameRounds.closedAt,
    })
    .from(gameRounds)
    .where(
      and(
        ofMembers(members),
        eq(gameRounds.status, "completed"),
        gt(gameRounds.betTotal, 0n),
        gte(gameRounds.winTotal, floor),
        gt(gameRounds.winTotal, gameRounds.betTotal),
        gte(gameRounds.closedAt, since),
      ),
    )
    .orderBy(desc(gameRounds.closedAt))
    .limit(limit);
  return rows.map((row) => ({ ...row, closedAt: row.closedAt ?? since }));
}
