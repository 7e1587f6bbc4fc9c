import { inArray } from "drizzle-orm";
import type { Db, Tx } from "../../db/connect.js";
import { bigWinsSince, biggestWinsOfMembers, settledRoundsByDay, type MemberIds } from "../vendors/index.js";
import { games } from "./catalogue-schema.js";

// Play figures of chosen members (missions, leaderboards, the winners board; ADR 0052), by the one valid-bet rule
// (valid-bet.ts): a round counts when it was settled as a win or a loss — a cancelled, tied or stake-less round
// counts neither its stake nor as a round played.

export type DayFigures = {
  memberId: string;
  day: string;
  category: string;
  validBet: bigint;
  validRounds: number;
  payout: bigint;
  lastValidAt: Date | null;
};

type GameRef = { vendor: string; gameCode: string };

async function catalogueOf(db: Db | Tx, refs: readonly GameRef[]) {
  const vendors = [...new Set(refs.map((r) => r.vendor))];
  const rows = vendors.length
    ? await db
        .select({
          vendor: games.vendor,
          gameCode: games.gameCode,
          gameType: games.gameType,
          name: games.name,
          nodeId: games.nodeId,
        })
        .from(games)
        .where(inArray(games.vendor, vendors))
    : [];
  return new Map(rows.map((row) => [`${row.vendor}:${row.gameCode}`, row]));
}

/** Each member's valid bet, valid rounds and payouts per site day and game category over rounds closed in [from, to). */
export async function memberDayFigures(db: Db | Tx, members: MemberIds, from: Date, to: Date): Promise<DayFigures[]> {
  const groups = await settledRoundsByDay(db, from, to, members);
  const catalogue = await catalogueOf(db, groups);
  const days = new Map<string, DayFigures>();
  for (const g of groups) {
    if (g.status === "cancelled") continue;
    const category = catalogue.get(`${g.vendor}:${g.gameCode}`)?.gameType ?? "OTHER";
    const key = `${g.memberId}|${g.day}|${category}`;
    let row = days.get(key);
    if (!row)
      days.set(
        key,
        (row = {
          memberId: g.memberId,
          day: g.day,
          category,
          validBet: 0n,
          validRounds: 0,
          payout: 0n,
          lastValidAt: null,
        }),
      );
    row.payout += g.win;
    // The same test as validBetOf, for a group of rounds of one status and outcome.
    if (g.status !== "completed" || g.outcome !== "play") continue;
    row.validBet += g.bet;
    row.validRounds += g.rounds;
    if (!row.lastValidAt || g.lastClosedAt > row.lastValidAt) row.lastValidAt = g.lastClosedAt;
  }
  return [...days.values()];
}

/** Each member's biggest winning round per game category over [from, to): its payout and when it closed. */
export async function biggestWins(
  db: Db | Tx,
  members: MemberIds,
  from: Date,
  to: Date,
): Promise<{ memberId: string; category: string; win: bigint; closedAt: Date }[]> {
  const rows = await biggestWinsOfMembers(db, members, from, to);
  const catalogue = await catalogueOf(db, rows);
  return rows.map((row) => ({
    memberId: row.memberId,
    category: catalogue.get(`${row.vendor}:${row.gameCode}`)?.gameType ?? "OTHER",
    win: row.win,
    closedAt: row.closedAt,
  }));
}

export type BigWin = {
  memberId: string;
  gameName: string;
  nodeId: string | null;
  category: string;
  bet: bigint;
  win: bigint;
  closedAt: Date;
};

/** The newest rounds since `since` that paid at least `floor` and more than their stake, with the game's name. */
export async function recentBigWins(
  db: Db | Tx,
  members: MemberIds,
  since: Date,
  floor: bigint,
  limit: number,
): Promise<BigWin[]> {
  const rows = await bigWinsSince(db, members, since, floor, limit);
  const catalogue = await catalogueOf(db, rows);
  return rows.map((row) => {
    const game = catalogue.get(`${row.vendor}:${row.gameCode}`);
    return {
      memberId: row.memberId,
      gameName: game?.name ?? row.gameCode,
      nodeId: game?.nodeId ?? null,
      category: game?.gameType ?? "OTHER",
      bet: row.bet,
      win: row.win,
      closedAt: row.closedAt,
    };
  });
}
