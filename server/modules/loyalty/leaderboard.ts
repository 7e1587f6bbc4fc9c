import { and, asc, desc, eq } from "drizzle-orm";
import {
  LEADERBOARD_SIZE,
  leaderboardSchema,
  periodAt,
  prizeOf,
  type Leaderboard,
  type SitePeriod,
} from "../../../contract/missions.js";
import type { PlatformConfig } from "../../config.js";
import type { Db, Tx } from "../../db/connect.js";
import { forgetReads } from "../../db/read-cache.js";
import { AppError } from "../errors.js";
import { clubMembersQuery, usernamesOf } from "../accounts/index.js";
import { biggestWins, memberDayFigures } from "../games/index.js";
import { bumpSiteVersion, recordAudit } from "../system/index.js";
import { readBody } from "./missions.js";
import { leaderboardResults, leaderboards } from "./missions-schema.js";

// Leaderboards of real members (ADR 0052): ranked by the period's valid bet or by the biggest payout of
// one winning round, from the settled rounds of members only — no trial accounts, no agents, never an invented
// entry (reference P3's bots are what we do not do). Names are masked. Of two equal figures the member who
// reached it first ranks higher (the close of the round that completed it), then the lower member id.

export type BoardRow = typeof leaderboards.$inferSelect;
export type StoredBoard = Leaderboard & { id: number; createdAt: Date };
export type Standing = { memberId: string; rank: number; figure: bigint; validBet: bigint };

/** Who is ranked: members of the member site, not trial accounts (play money) and not agents. */
export const rankedTypes = (config: PlatformConfig): number[] =>
  config.MEMBER_SITE_TYPES.filter((type) => !config.TRIAL_TYPES.includes(type) && !config.AGENT_TYPES.includes(type));

/** A username as the winners' tables show it (lucky draws, leaderboards, the winners board): its first two letters, then stars. */
export const masked = (username: string) => `${username.slice(0, 2)}***`;

export const readLeaderboard = (raw: unknown): Leaderboard => readBody(leaderboardSchema, raw, "a leaderboard");

export function storedBoard(row: BoardRow): StoredBoard {
  return {
    id: row.id,
    title: row.title,
    metric: row.metric as Leaderboard["metric"],
    period: row.period as Leaderboard["period"],
    category: row.category as Leaderboard["category"],
    prizes: row.prizes,
    minValidBet: row.minValidBet.toString(),
    active: row.active,
    sequence: row.sequence,
    createdAt: row.createdAt,
  };
}

const columns = (board: Leaderboard) => ({
  title: board.title,
  metric: board.metric,
  period: board.period,
  category: board.category,
  prizes: board.prizes,
  minValidBet: BigInt(board.minValidBet),
  active: board.active,
  sequence: board.sequence,
});

/**
 * The period's full ranking of a board: each ranked member's figure and valid bet in the board's category, best
 * first. A member needs a figure above 0 and at least the board's minimum valid bet.
 */
export async function rankingOf(
  db: Db | Tx,
  board: StoredBoard,
  period: SitePeriod,
  types: readonly number[],
): Promise<Standing[]> {
  const members = clubMembersQuery(db, types);
  const inCategory = (category: string) => board.category === "ANY" || category === board.category;
  const play = new Map<string, { validBet: bigint; reachedAt: number }>();
  for (const row of await memberDayFigures(db, members, period.from, period.to)) {
    if (!inCategory(row.category) || row.validBet === 0n) continue;
    const seen = play.get(row.memberId) ?? { validBet: 0n, reachedAt: 0 };
    play.set(row.memberId, {
      validBet: seen.validBet + row.validBet,
      reachedAt: Math.max(seen.reachedAt, row.lastValidAt?.getTime() ?? 0),
    });
  }
  const figures = new Map<string, { figure: bigint; reachedAt: number }>();
  if (board.metric === "validBet") {
    for (const [memberId, p] of play) figures.set(memberId, { figure: p.validBet, reachedAt: p.reachedAt });
  } else {
    for (const win of await biggestWins(db, members, period.from, period.to)) {
      if (!inCategory(win.category)) continue;
      const seen = figures.get(win.memberId);
      const at = win.closedAt.getTime();
      if (!seen || win.win > seen.figure || (win.win === seen.figure && at < seen.reachedAt))
        figures.set(win.memberId, { figure: win.win, reachedAt: at });
    }
  }
  const minimum = BigInt(board.minValidBet);
  const ranked = [...figures]
    .map(([memberId, f]) => ({ memberId, ...f, validBet: play.get(memberId)?.validBet ?? 0n }))
    .filter((s) => s.figure > 0n && s.validBet >= minimum)
    .sort((a, b) =>
      a.figure === b.figure
        ? a.reachedAt - b.reachedAt || (a.memberId < b.memberId ? -1 : 1)
        : a.figure > b.figure
          ? -1
          : 1,
    );
  return ranked.map((s, i) => ({ memberId: s.memberId, rank: i + 1, figure: s.figure, validBet: s.validBet }));
}

const boardHead = (board: StoredBoard) => ({
  id: board.id,
  title: board.title,
  metric: board.metric,
  period: board.period,
  category: board.category,
  prizes: board.prizes,
  minValidBet: board.minValidBet,
});

/** Each active board with its current period's top entries and its last settled period's winners; `memberId` adds that member's own standing. */
export async function leaderboardViews(db: Db, types: readonly number[], now = new Date(), memberId?: string) {
  const rows = await db
    .select()
    .from(leaderboards)
    .where(eq(leaderboards.active, true))
    .orderBy(asc(leaderboards.sequence), asc(leaderboards.id));
  const boards = rows.map(storedBoard);
  const rankings = await Promise.all(boards.map((board) => rankingOf(db, board, periodAt(board.period, now), types)));
  const settled = await Promise.all(boards.map((board) => lastResults(db, board.id)));
  const shown = new Set<string>();
  rankings.forEach((r) => r.slice(0, LEADERBOARD_SIZE).forEach((s) => shown.add(s.memberId)));
  settled.forEach((r) => r?.results.forEach((s) => shown.add(s.memberId)));
  const names = await usernamesOf(db, [...shown]);
  const name = (id: string) => masked(names.get(id) ?? "");
  return boards.map((board, i) => {
    const period = periodAt(board.period, now);
    const ranking = rankings[i] ?? [];
    const last = settled[i];
    const mine = memberId ? ranking.find((s) => s.memberId === memberId) : undefined;
    return {
      ...boardHead(board),
      periodKey: period.key,
      periodEndsAt: period.to.toISOString(),
      entries: ranking.slice(0, LEADERBOARD_SIZE).map((s) => ({
        rank: s.rank,
        username: name(s.memberId),
        figure: s.figure.toString(),
        prize: prizeOf(board, s.rank),
      })),
      lastPeriod: last
        ? {
            periodKey: last.periodKey,
            winners: last.results.map((r) => ({
              rank: r.rank,
              username: name(r.memberId),
              figure: r.figure.toString(),
              prize: r.prize?.toString() ?? null,
            })),
          }
        : null,
      ...(memberId
        ? {
            mine: mine ? { rank: mine.rank, figure: mine.figure.toString(), validBet: mine.validBet.toString() } : null,
          }
        : {}),
    };
  });
}

async function lastResults(db: Db, leaderboardId: number) {
  const [last] = await db
    .select({ periodKey: leaderboardResults.periodKey })
    .from(leaderboardResults)
    .where(eq(leaderboardResults.leaderboardId, leaderboardId))
    .orderBy(desc(leaderboardResults.periodKey))
    .limit(1);
  if (!last) return null;
  const results = await db
    .select()
    .from(leaderboardResults)
    .where(and(eq(leaderboardResults.leaderboardId, leaderboardId), eq(leaderboardResults.periodKey, last.periodKey)))
    .orderBy(asc(leaderboardResults.rank))
    .limit(LEADERBOARD_SIZE);
  return { periodKey: last.periodKey, results };
}

const view = (row: BoardRow) => ({ ...storedBoard(row), createdAt: row.createdAt.toISOString() });

export async function allLeaderboards(db: Db) {
  return (await db.select().from(leaderboards).orderBy(asc(leaderboards.sequence), asc(leaderboards.id))).map(view);
}

export async function addLeaderboard(db: Db, board: Leaderboard, actor: string) {
  return db
    .transaction(async (tx) => {
      const [row] = await tx.insert(leaderboards).values(columns(board)).returning();
      if (!row) throw new Error("leaderboard not written");
      await recordAudit(tx, { action: "leaderboards.add", detail: { source: actor, id: row.id, board } });
      await bumpSiteVersion(tx);
      return view(row);
    })
    .finally(() => forgetReads(db));
}

/** Rewrites a board whole; periods settled already keep their results. */
export async function setLeaderboard(db: Db, id: number, board: Leaderboard, actor: string) {
  return db
    .transaction(async (tx) => {
      const [row] = await tx
        .update(leaderboards)
        .set({ ...columns(board), updatedAt: new Date() })
        .where(eq(leaderboards.id, id))
        .returning();
      if (!row) throw new AppError("NOT_FOUND", `No leaderboard ${id}`);
      await recordAudit(tx, { action: "leaderboards.set", detail: { source: actor, id, board } });
      await bumpSiteVersion(tx);
      return view(row);
    })
    .finally(() => forgetReads(db));
}
