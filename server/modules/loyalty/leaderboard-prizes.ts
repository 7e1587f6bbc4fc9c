import { and, asc, eq } from "drizzle-orm";
import {
  LEADERBOARD_SIZE,
  periodAt,
  periodOfKey,
  prizeOf,
  previousPeriod,
  type SitePeriod,
} from "../../../contract/missions.js";
import type { Db, Tx } from "../../db/connect.js";
import { forgetReads } from "../../db/read-cache.js";
import { AppError } from "../errors.js";
import { checkCare } from "../care/index.js";
import { bumpSiteVersion, recordAudit } from "../system/index.js";
import { memberAccount, postTransfer, systemAccount } from "../wallet/index.js";
import { rankingOf, storedBoard, type StoredBoard } from "./leaderboard.js";
import { leaderboardResults, leaderboardSettlements, leaderboards } from "./missions-schema.js";

// Leaderboard prizes (ADR 0052): once a period has ended its final ranking is computed once — the settlement row's
// key lets one run through — stored rank by rank, and each prize paid from the promotion account to the winner's
// main wallet (ledger kind bonus, as VIP bonuses), keyed by board, period and rank so a rerun pays nothing more.
// A timed-out or self-excluded winner is given nothing and not owed it later; the refusal is kept with the rank.

export type SettleRun = { settled: number; paid: number; refused: number };

/** How many ended periods the job looks back over for one a stopped platform missed. */
const CATCH_UP: Record<StoredBoard["period"], number> = { daily: 7, weekly: 2 };

/** Settles one ended period of one board; answers its results (those stored already when it was settled before). */
export async function settlePeriod(
  db: Db,
  board: StoredBoard,
  period: SitePeriod,
  types: readonly number[],
  actor: string,
  now = new Date(),
) {
  const outcome = await db.transaction(async (tx) => {
    const [done] = await tx
      .select({ at: leaderboardSettlements.settledAt })
      .from(leaderboardSettlements)
      .where(and(eq(leaderboardSettlements.leaderboardId, board.id), eq(leaderboardSettlements.periodKey, period.key)));
    if (done) return { settled: false, paid: 0, refused: 0 };
    if (period.to > now)
      throw new AppError("CONFLICT", `The period ${period.key} has not ended`, {
        periodEndsAt: period.to.toISOString(),
      });
    const [first] = await tx
      .insert(leaderboardSettlements)
      .values({ leaderboardId: board.id, periodKey: period.key, settledAt: now, actor })
      .onConflictDoNothing()
      .returning();
    if (!first) return { settled: false, paid: 0, refused: 0 };
    const ranking = await rankingOf(tx, board, period, types);
    const lastPrizeRank = Math.max(0, ...board.prizes.map((p) => p.to));
    let paid = 0;
    let refused = 0;
    for (const standing of ranking.slice(0, Math.max(LEADERBOARD_SIZE, lastPrizeRank))) {
      const prize = prizeOf(board, standing.rank);
      const result = {
        leaderboardId: board.id,
        periodKey: period.key,
        rank: standing.rank,
        memberId: standing.memberId,
        figure: standing.figure,
        prize: prize ? BigInt(prize) : null,
      };
      if (!prize) {
        await tx.insert(leaderboardResults).values(result);
        continue;
      }
      const refusal = await careRefusal(tx, standing.memberId, now);
      if (refusal) {
        refused += 1;
        await tx.insert(leaderboardResults).values({ ...result, refusal });
        continue;
      }
      const posted = await postTransfer(tx, {
        idempotencyKey: `leaderboard:${board.id}:${period.key}:${standing.rank}`,
        kind: "bonus",
        memo: `${board.title.EN} #${standing.rank}`,
        metadata: { leaderboardId: board.id, periodKey: period.key, rank: standing.rank },
        entries: [
          { account: await systemAccount(tx, "promotion"), amount: -BigInt(prize) },
          { account: await memberAccount(tx, standing.memberId, "main"), amount: BigInt(prize) },
        ],
      });
      paid += 1;
      await tx.insert(leaderboardResults).values({ ...result, transferId: posted.id });
    }
    await recordAudit(tx, {
      action: "leaderboards.settle",
      detail: { source: actor, id: board.id, periodKey: period.key, ranked: ranking.length, paid, refused },
    });
    await bumpSiteVersion(tx);
    return { settled: true, paid, refused };
  });
  if (outcome.settled) forgetReads(db);
  const results = await db
    .select()
    .from(leaderboardResults)
    .where(and(eq(leaderboardResults.leaderboardId, board.id), eq(leaderboardResults.periodKey, period.key)))
    .orderBy(asc(leaderboardResults.rank));
  return {
    ...outcome,
    periodKey: period.key,
    results: results.map((r) => ({ ...r, figure: r.figure.toString(), prize: r.prize?.toString() ?? null })),
  };
}

/** The care state's refusal code, or null: in a savepoint, so a refusal leaves the settlement's transaction usable. */
async function careRefusal(tx: Tx, memberId: string, now: Date): Promise<string | null> {
  try {
    await tx.transaction((inner) => checkCare(inner, memberId, "transfer", undefined, now));
    return null;
  } catch (error) {
    if (error instanceof AppError) return error.code;
    throw error;
  }
}

/** The operator's settle: one board's period named by its key (the last ended one by default). */
export async function settleLeaderboard(
  db: Db,
  id: number,
  periodKey: string | undefined,
  types: readonly number[],
  actor: string,
  now = new Date(),
) {
  const [row] = await db.select().from(leaderboards).where(eq(leaderboards.id, id));
  if (!row) throw new AppError("NOT_FOUND", `No leaderboard ${id}`);
  const board = storedBoard(row);
  const period = periodKey ? periodOfKey(board.period, periodKey) : previousPeriod(board.period, now);
  if (!period) throw new AppError("VALIDATION", `${periodKey ?? ""} is not the first day of a ${board.period} period`);
  return settlePeriod(db, board, period, types, actor, now);
}

/** The `leaderboard-prizes` job: every active board's ended periods not settled yet (a few back, for a stopped platform). */
export async function payLeaderboardPrizes(db: Db, types: readonly number[], now = new Date()): Promise<SettleRun> {
  const run: SettleRun = { settled: 0, paid: 0, refused: 0 };
  const boards = (await db.select().from(leaderboards).where(eq(leaderboards.active, true))).map(storedBoard);
  for (const board of boards) {
    let period = previousPeriod(board.period, now);
    const periods: SitePeriod[] = [];
    // A period that ended before the board existed had no board to rank.
    for (let i = 0; i < CATCH_UP[board.period] && period.to > board.createdAt; i += 1) {
      periods.unshift(period);
      period = periodAt(board.period, new Date(period.from.getTime() - 1));
    }
    for (const ended of periods) {
      const outcome = await settlePeriod(db, board, ended, types, "job", now);
      if (!outcome.settled) continue;
      run.settled += 1;
      run.paid += outcome.paid;
      run.refused += outcome.refused;
    }
  }
  return run;
}
