import { and, desc, eq, gte, lt, ne, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/connect.js";
import { gameRounds } from "./schema.js";

// Read models of the rounds the seamless wallet records (ADR 0020): games shows the betting record and
// ranks popular games from them without reading this module's tables.

export type RoundStatus = "open" | "completed" | "cancelled";
export type RoundQuery = { from?: Date; to?: Date; vendor?: string; status?: RoundStatus; pageNo: number; pageSize: number };
export type RoundRecord = {
  vendor: string;
  roundId: string;
  gameCode: string;
  betTotal: bigint;
  winTotal: bigint;
  status: RoundStatus;
  createdAt: Date;
  closedAt: Date | null;
};

/** One page of a member's rounds with every vendor, newest first, and how many there are. */
export async function memberRoundPage(db: Db, memberId: string, query: RoundQuery): Promise<{ list: RoundRecord[]; total: number }> {
  const where = and(
    eq(gameRounds.memberId, memberId),
    query.from ? gte(gameRounds.createdAt, query.from) : undefined,
    query.to ? lt(gameRounds.createdAt, query.to) : undefined,
    query.vendor ? eq(gameRounds.vendor, query.vendor) : undefined,
    query.status ? eq(gameRounds.status, query.status) : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(gameRounds)
      .where(where)
      .orderBy(desc(gameRounds.createdAt), desc(gameRounds.id))
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(gameRounds)
      .where(where),
  ]);
  return { list: rows.map((round) => ({ ...round, status: round.status as RoundStatus })), total };
}

/** The round ids of a vendor still open since before `before`: plays that were never settled. */
export async function openRoundIds(db: Db | Tx, vendor: string, before: Date): Promise<string[]> {
  const rows = await db
    .select({ roundId: gameRounds.roundId })
    .from(gameRounds)
    .where(and(eq(gameRounds.vendor, vendor), eq(gameRounds.status, "open"), lt(gameRounds.createdAt, before)));
  return rows.map((row) => row.roundId);
}

/**
 * Rounds played per game since a moment (a round whose every bet was rolled back was not played), as a
 * subquery named "played" (vendor, gameCode, rounds), so the catalogue ranks its games in one query.
 */
export function roundsPerGameSince(db: Db, since: Date) {
  return db
    .select({ vendor: gameRounds.vendor, gameCode: gameRounds.gameCode, rounds: sql<number>`count(*)`.as("rounds") })
    .from(gameRounds)
    .where(and(gte(gameRounds.createdAt, since), ne(gameRounds.status, "cancelled")))
    .groupBy(gameRounds.vendor, gameRounds.gameCode)
    .as("played");
}

/** A member's stakes and wins in the rounds begun since a moment (the session's net position, RTS 2E/13). */
export async function positionSince(db: Db | Tx, memberId: string, since: Date): Promise<{ bets: bigint; wins: bigint }> {
  const [row] = await db
    .select({ bets: sql<string>`coalesce(sum(${gameRounds.betTotal}), 0)::text`, wins: sql<string>`coalesce(sum(${gameRounds.winTotal}), 0)::text` })
    .from(gameRounds)
    .where(and(eq(gameRounds.memberId, memberId), gte(gameRounds.createdAt, since)));
  return { bets: BigInt(row?.bets ?? "0"), wins: BigInt(row?.wins ?? "0") };
}
