import { and, asc, desc, eq, gt, inArray, lte, or, sql } from "drizzle-orm";
import type { LotteryDraw } from "../../../contract/answers/lottery.js";
import { siteDay, siteDayStart, nextSiteDay } from "../../../contract/time-zone.js";
import type { Db, Tx } from "../../db/connect.js";
import { AppError } from "../errors.js";
import { recordAudit } from "../system/index.js";
import { chainCommitment, chainLinks, drawPrizes, newChainSeed } from "./draw-chain.js";
import { feedOf, lotteryCatalogue, type GameRow } from "./games.js";
import { inRevealOrder, resultProblem, samePrizes, type Family, type Prizes } from "./results.js";
import { drawNumber, fastIssues, indochinaDay, seaDraw, vietnameseDraws, type Region } from "./schedule.js";
import {
  lotteryChains,
  lotteryClosedDays,
  lotteryDraws,
  lotteryGames,
  lotteryNumberRules,
  lotteryResults,
} from "./schema.js";

// Draws ("numero"; ADR 0055): made ahead by the lottery-draws job from each game's schedule, open for
// bets until they close, then given a result — drawn here from the game's committed hash chain (a house game),
// or entered by the operator or brought by a feed (an external one) — and settled. A result is kept with its
// source and version; a correction is a new version (operator.ts), settled again by reversal and resettlement.

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
/** The sandbox feed has a result this long after a draw starts (a real draw takes about 20 minutes to reveal). */
const FEED_DELAY_MS = 20 * 60_000;

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

// ---- results ------------------------------------------------------------------------------------------

type ResultInput = { drawId: number; prizes: Prizes; source: string; actor: string; reason?: string; link?: string };

/**
 * Gives a draw its result: the first (status drawn) or a correction (a new version, whose settlement reverses
 * and resettles every ticket). A result equal to the one in force changes nothing, so a feed or a second copy of
 * the job delivering it again is harmless. Refused while the draw still takes bets, once it is cancelled, and
 * for a house draw, whose result only its chain decides.
 */
export async function recordResult(db: Db, input: ResultInput, now = new Date()): Promise<DrawRow> {
  return db.transaction(async (tx) => {
    // After the tickets under way: one that checked the close a moment before it still belongs to this result's settlement.
    await lockDraws(tx, [input.drawId], "exclusive");
    const [draw] = await tx.select().from(lotteryDraws).where(eq(lotteryDraws.id, input.drawId)).for("update");
    if (!draw) throw new AppError("NOT_FOUND", `No draw ${input.drawId}`);
    const [game] = await tx.select().from(lotteryGames).where(eq(lotteryGames.code, draw.game));
    const problem = resultProblem(game.family as Family, input.prizes);
    if (problem) throw new AppError("RESULT_INVALID", `prizes: ${problem}`, { problem });
    if (draw.status === "cancelled")
      throw new AppError("STATE_CONFLICT", `Draw ${draw.game} ${draw.issue} was cancelled`);
    if (now < draw.closesAt)
      throw new AppError(
        "STATE_CONFLICT",
        `Draw ${draw.game} ${draw.issue} takes bets until ${draw.closesAt.toISOString()}: its result comes after`,
      );
    if (draw.result && samePrizes(draw.result, input.prizes)) return draw;
    if (draw.result && game.source === "house")
      throw new AppError(
        "STATE_CONFLICT",
        `Draw ${draw.game} ${draw.issue} is drawn from its committed chain: it cannot be corrected`,
      );
    if (draw.result && !input.reason)
      throw new AppError("VALIDATION", "reason: a correction of a result needs the reason, which is audited");
    const version = draw.resultVersion + 1;
    const [updated] = await tx
      .update(lotteryDraws)
      .set({
        result: input.prizes,
        resultVersion: version,
        resultSource: input.source,
        resultAt: now,
        status: "drawn",
        ...(input.link ? { link: input.link } : {}),
      })
      .where(eq(lotteryDraws.id, draw.id))
      .returning();
    await tx.insert(lotteryResults).values({
      drawId: draw.id,
      version,
      prizes: input.prizes,
      source: input.source,
      reason: input.reason ?? null,
      enteredBy: input.actor,
    });
    if (input.source === "operator")
      await recordAudit(tx, {
        action: version === 1 ? "lottery.result" : "lottery.correction",
        detail: { game: draw.game, issue: draw.issue, version, reason: input.reason ?? null, actor: input.actor },
      });
    return updated;
  });
}

/** The link of draw k of its chain: the secret seed hashed length − k times. */
async function linkOf(db: Db, draw: DrawRow): Promise<string> {
  const [chain] = await db
    .select()
    .from(lotteryChains)
    .where(eq(lotteryChains.id, draw.chainId as number));
  return chainLinks(chain.seed, chain.length)[draw.chainIndex as number];
}

/** Draws the house draws whose time has come, from their chains; answers how many. */
export async function drawHouseDraws(db: Db, now: Date): Promise<number> {
  const due = await db
    .select({ draw: lotteryDraws, family: lotteryGames.family })
    .from(lotteryDraws)
    .innerJoin(lotteryGames, eq(lotteryGames.code, lotteryDraws.game))
    .where(
      and(
        eq(lotteryGames.source, "house"),
        inArray(lotteryDraws.status, ["open", "closed"]),
        lte(lotteryDraws.drawAt, now),
      ),
    )
    .orderBy(asc(lotteryDraws.drawAt))
    .limit(500);
  for (const { draw, family } of due) {
    const link = await linkOf(db, draw);
    await recordResult(
      db,
      {
        drawId: draw.id,
        prizes: drawPrizes(family as Family, link, draw.game, draw.issue),
        source: "house",
        actor: "lottery-draws",
        link,
      },
      now,
    );
  }
  return due.length;
}

/** Asks the feed of each external game for the results of its draws that are due; answers how many arrived. */
export async function fetchFeedResults(db: Db, now: Date): Promise<number> {
  const due = await db
    .select({ draw: lotteryDraws, game: lotteryGames })
    .from(lotteryDraws)
    .innerJoin(lotteryGames, eq(lotteryGames.code, lotteryDraws.game))
    .where(
      and(
        eq(lotteryGames.source, "external"),
        inArray(lotteryDraws.status, ["open", "closed"]),
        lte(lotteryDraws.drawAt, new Date(now.getTime() - FEED_DELAY_MS)),
      ),
    )
    .orderBy(asc(lotteryDraws.drawAt))
    .limit(200);
  let arrived = 0;
  for (const { draw, game } of due) {
    const feed = feedOf(game);
    if (!feed) continue;
    const prizes = await feed.resultFor({ family: game.family as Family, game: game.code, issue: draw.issue });
    if (!prizes) continue;
    await recordResult(db, { drawId: draw.id, prizes, source: `feed:${feed.name}`, actor: `feed:${feed.name}` }, now);
    arrived += 1;
  }
  return arrived;
}

// ---- reading ------------------------------------------------------------------------------------------

export async function findDraw(db: Db | Tx, game: string, issue: string): Promise<DrawRow> {
  const [draw] = await db
    .select()
    .from(lotteryDraws)
    .where(and(eq(lotteryDraws.game, game), eq(lotteryDraws.issue, issue)));
  if (!draw) throw new AppError("NOT_FOUND", `No draw ${issue} of ${game}`);
  return draw;
}

/** Draws as the screens show them: the chain's commitment always, its link only once drawn, and the number rules. */
export async function drawViews(db: Db, draws: DrawRow[]): Promise<LotteryDraw[]> {
  if (!draws.length) return [];
  const { games } = await lotteryCatalogue(db);
  const familyOf = new Map(games.map((g) => [g.code, g.family as Family]));
  const ids = draws.map((d) => d.id);
  const chainIds = [...new Set(draws.flatMap((d) => (d.chainId === null ? [] : [d.chainId])))];
  const corrected = draws.filter((d) => d.resultVersion > 1);
  const [rules, chains, corrections] = await Promise.all([
    db.select().from(lotteryNumberRules).where(inArray(lotteryNumberRules.drawId, ids)),
    chainIds.length
      ? db
          .select({ id: lotteryChains.id, commitment: lotteryChains.commitment })
          .from(lotteryChains)
          .where(inArray(lotteryChains.id, chainIds))
      : Promise.resolve([]),
    corrected.length ? resultReasons(db, corrected) : Promise.resolve(new Map<number, string | null>()),
  ]);
  const commitments = new Map(chains.map((c) => [c.id, c.commitment]));
  return draws.map((d) => ({
    game: d.game,
    issue: d.issue,
    station: d.stationCode ? { code: d.stationCode, name: d.stationName ?? d.stationCode } : null,
    opensAt: d.opensAt.toISOString(),
    closesAt: d.closesAt.toISOString(),
    drawAt: d.drawAt.toISOString(),
    status: d.status as LotteryDraw["status"],
    result: d.result && inRevealOrder(familyOf.get(d.game) ?? "dice", d.result),
    resultVersion: d.resultVersion,
    resultSource: d.resultSource,
    sandbox: d.resultSource === "feed:sandbox",
    chain:
      d.chainId === null
        ? null
        : {
            id: d.chainId,
            index: d.chainIndex as number,
            commitment: commitments.get(d.chainId) ?? "",
            link: d.result ? d.link : null,
          },
    numberRules: rules
      .filter((r) => r.drawId === d.id)
      .map((r) => ({ number: r.number, rule: r.rule as "blocked" | "halfPay" }))
      .sort((a, b) => a.number.localeCompare(b.number)),
    cancelReason: d.cancelReason,
    number: drawNumber(d.issue),
    correctionReason: d.resultVersion > 1 ? (corrections.get(d.id) ?? null) : null,
  }));
}

/** The reason each draw's result in force was entered with (a correction's), by draw id. */
async function resultReasons(
  db: Db,
  draws: Pick<DrawRow, "id" | "resultVersion">[],
): Promise<Map<number, string | null>> {
  const rows = await db
    .select({ drawId: lotteryResults.drawId, reason: lotteryResults.reason })
    .from(lotteryResults)
    .where(or(...draws.map((d) => and(eq(lotteryResults.drawId, d.id), eq(lotteryResults.version, d.resultVersion)))));
  return new Map(rows.map((r) => [r.drawId, r.reason]));
}

/** The draws of these games open for bets now, soonest first (up to `perGame` each), and each game's last result. */
export async function boards(
  db: Db,
  games: string[],
  now: Date,
  perGame: number,
): Promise<Map<string, { open: DrawRow[]; last: DrawRow | null }>> {
  // Two short reads per game along (game, draw_at): a game's draws close in the order they draw.
  const read = await Promise.all(
    games.map(async (game) => {
      const [open, last] = await Promise.all([
        db
          .select()
          .from(lotteryDraws)
          .where(and(eq(lotteryDraws.game, game), eq(lotteryDraws.status, "open"), gt(lotteryDraws.closesAt, now)))
          .orderBy(asc(lotteryDraws.drawAt), asc(lotteryDraws.issue))
          .limit(perGame),
        db
          .select()
          .from(lotteryDraws)
          .where(and(eq(lotteryDraws.game, game), sql`${lotteryDraws.result} is not null`))
          .orderBy(desc(lotteryDraws.drawAt), desc(lotteryDraws.issue))
          .limit(1),
      ]);
      return [game, { open, last: last[0] ?? null }] as const;
    }),
  );
  return new Map(read);
}

/** A game's last `count` draws with a result or cancelled, newest first (SPEC §9: VN numero count 100). */
export async function openedDraws(db: Db, game: string, count: number, now: Date): Promise<DrawRow[]> {
  return db
    .select()
    .from(lotteryDraws)
    .where(
      and(
        eq(lotteryDraws.game, game),
        inArray(lotteryDraws.status, ["drawn", "settled", "cancelled"]),
        lte(lotteryDraws.closesAt, now),
      ),
    )
    .orderBy(desc(lotteryDraws.drawAt), desc(lotteryDraws.issue))
    .limit(count);
}

/** Draws of a game for the operator, newest first, optionally of one status. */
export async function gameDraws(
  db: Db,
  game: string,
  status: string | undefined,
  limit: number,
  after?: Date,
): Promise<DrawRow[]> {
  return db
    .select()
    .from(lotteryDraws)
    .where(
      and(
        eq(lotteryDraws.game, game),
        status ? eq(lotteryDraws.status, status) : undefined,
        after ? gt(lotteryDraws.drawAt, after) : undefined,
      ),
    )
    .orderBy(desc(lotteryDraws.drawAt), desc(lotteryDraws.issue))
    .limit(limit);
}
