// Draws ("numero"; ADR 0055): made ahead by the lottery-draws job from each game's schedule, open for
// bets until they close, then given a result — drawn here from the game's committed hash chain (a house game),
// or entered by the operator or brought by a feed (an external one) — and settled. A result is kept with its
// source and version; a correction is a new version (operator.ts), settled again by reversal and resettlement.
// Results are recorded in draw-results.ts, draws read in draw-views.ts.
import { and, desc, eq, inArray, lte, sql } from "drizzle-orm";
import { siteDay, siteDayStart, nextSiteDay } from "../../../contract/time-zone.js";
import type { Db, Tx } from "../../db/connect.js";
import { chainCommitment, newChainSeed } from "./draw-chain.js";
import { type GameRow } from "./games.js";
import { fastIssues, indochinaDay, seaDraw, vietnameseDraws, type Region } from "./schedule.js";
import { lotteryChains, lotteryClosedDays, lotteryDraws, lotteryGames } from "./schema.js";

export type DrawRow = typeof lotteryDraws.$inferSelect;

/**
 * House draws exist this far ahead (at least CHASE_MAX draws of every cadence up to 6 minutes); Vietnamese ones a
 * week of days; the Thai-style draw, twice a month, 17 days so that its next draw always takes tickets (with a
 * week, a player found none from the 2nd to the 9th and from the 17th to the 24th).
 */
const HOUSE_AHEAD_MS = 2 * 3_600_000;
const VIETNAMESE_AHEAD_DAYS = 7;
const SEA_AHEAD_DAYS = 17;
/** A chain's length: a week of one-minute draws. */
export const CHAIN_LENGTH = 10_080;

/** The first key of the draws' advisory locks (two-key form: this, then the draw's id). */
const DRAW_LOCK = 55;

/**
 * Locks draws, in id order, for the rest of the transaction. A ticket takes its draws shared, so tickets never
 * wait for each other; a change of a draw's state (a result, a cancellation, its rules or cap) takes it alone,
 * waiting for the tickets under way. Advisory locks queue fairly — a new shared request waits behind an
 * exclusive one already waiting — where a row's FOR SHARE would let a stream of tickets hold a cancellation
 * off for as long as it lasts.
 */
export async function lockDraws(tx: Db | Tx, drawIds: readonly number[], mode: "shared" | "exclusive"): Promise<void> {
  for (const id of [...new Set(drawIds)].sort((a, b) => a - b)) {
    await tx.execute(
      mode === "shared"
        ? sql`select pg_advisory_xact_lock_shared(${DRAW_LOCK}, ${id}::int)`
        : sql`select pg_advisory_xact_lock(${DRAW_LOCK}, ${id}::int)`,
    );
  }
}

type Planned = {
  issue: string;
  stationCode: string | null;
  stationName: string | null;
  opensAt: Date;
  closesAt: Date;
  drawAt: Date;
};

const DAY_MS = 86_400_000;

/** The draws a game's schedule has from now until its horizon. */
export async function plannedDraws(db: Db, game: GameRow, now: Date): Promise<Planned[]> {
  if (game.source === "house") {
    const minutes = game.cadenceMinutes ?? 1;
    const until = new Date(now.getTime() + HOUSE_AHEAD_MS);
    const days = [siteDay(now), nextSiteDay(siteDay(now))];
    return days
      .flatMap((day) => fastIssues(siteDayStart(day), day, minutes))
      .filter((d) => d.drawAt > now && d.drawAt <= until)
      .map((d) => ({
        issue: d.issue,
        stationCode: null,
        stationName: null,
        opensAt: d.opensAt,
        closesAt: new Date(d.drawAt.getTime() - game.closeLeadSeconds * 1000),
        drawAt: d.drawAt,
      }));
  }
  const closed = await closedDays(db, game.area);
  const days = Array.from({ length: game.region ? VIETNAMESE_AHEAD_DAYS : SEA_AHEAD_DAYS }, (_, i) =>
    indochinaDay(new Date(now.getTime() + i * DAY_MS)),
  );
  const compact = (day: string) => day.replaceAll("-", "");
  const planned: Planned[] = game.region
    ? days.flatMap((day) =>
        vietnameseDraws(day, closed)
          .filter((d) => d.region === (game.region as Region))
          .map((d) => ({
            issue: `${compact(day)}-${d.station.code}`,
            stationCode: d.station.code,
            stationName: d.station.name,
            opensAt: now,
            closesAt: d.closesAt,
            drawAt: d.drawAt,
          })),
      )
    : days.flatMap((day) => {
        const d = seaDraw(day, closed);
        return d
          ? [
              {
                issue: compact(day),
                stationCode: null,
                stationName: null,
                opensAt: now,
                closesAt: d.closesAt,
                drawAt: d.drawAt,
              },
            ]
          : [];
      });
  return planned.filter((d) => d.closesAt > now);
}

/** Links of the game's chains for `count` new draws, in order; a chain that runs out is followed by a new one, committed now. */
async function takeLinks(tx: Tx, game: string, count: number): Promise<{ chainId: number; chainIndex: number }[]> {
  const taken: { chainId: number; chainIndex: number }[] = [];
  let [chain] = await tx
    .select()
    .from(lotteryChains)
    .where(eq(lotteryChains.game, game))
    .orderBy(desc(lotteryChains.id))
    .limit(1)
    .for("update");
  while (taken.length < count) {
    if (!chain || chain.nextIndex > chain.length) {
      const seed = newChainSeed();
      [chain] = await tx
        .insert(lotteryChains)
        .values({ game, seed, length: CHAIN_LENGTH, commitment: chainCommitment(seed, CHAIN_LENGTH) })
        .returning();
    }
    const take = Math.min(count - taken.length, chain.length - chain.nextIndex + 1);
    for (let i = 0; i < take; i++) taken.push({ chainId: chain.id, chainIndex: chain.nextIndex + i });
    [chain] = await tx
      .update(lotteryChains)
      .set({ nextIndex: chain.nextIndex + take })
      .where(eq(lotteryChains.id, chain.id))
      .returning();
  }
  return taken;
}

/** Makes the draws each enabled game's schedule has up to its horizon and that do not exist yet; answers how many. */
export async function scheduleDraws(db: Db, now: Date): Promise<number> {
  const games = await db.select().from(lotteryGames).where(eq(lotteryGames.enabled, true));
  let made = 0;
  for (const game of games) {
    const planned = await plannedDraws(db, game, now);
    if (!planned.length) continue;
    made += await db.transaction(async (tx) => {
      // One scheduler per game at a time (several platform copies run the job): the chain's links stay in draw order.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`lottery-schedule:${game.code}`}, 0))`);
      const existing = new Set(
        (
          await tx
            .select({ issue: lotteryDraws.issue })
            .from(lotteryDraws)
            .where(
              and(
                eq(lotteryDraws.game, game.code),
                inArray(
                  lotteryDraws.issue,
                  planned.map((p) => p.issue),
                ),
              ),
            )
        ).map((r) => r.issue),
      );
      const missing = planned
        .filter((p) => !existing.has(p.issue))
        .sort((a, b) => a.drawAt.getTime() - b.drawAt.getTime());
      if (!missing.length) return 0;
      const links = game.source === "house" ? await takeLinks(tx, game.code, missing.length) : [];
      await tx.insert(lotteryDraws).values(
        missing.map((p, i) => ({
          game: game.code,
          ...p,
          liabilityCap: game.liabilityCap,
          chainId: links[i]?.chainId ?? null,
          chainIndex: links[i]?.chainIndex ?? null,
        })),
      );
      return missing.length;
    });
  }
  return made;
}

/** Draws whose bets have closed are marked closed (bets are refused by their close time whatever the status says). */
export async function markClosed(db: Db, now: Date): Promise<number> {
  const closed = await db
    .update(lotteryDraws)
    .set({ status: "closed" })
    .where(and(eq(lotteryDraws.status, "open"), lte(lotteryDraws.closesAt, now)))
    .returning({ id: lotteryDraws.id });
  return closed.length;
}

export async function closedDays(db: Db | Tx, area: string): Promise<Set<string>> {
  const rows = await db
    .select({ day: lotteryClosedDays.day })
    .from(lotteryClosedDays)
    .where(eq(lotteryClosedDays.area, area));
  return new Set(rows.map((r) => r.day));
}
