import { and, asc, count, desc, eq, inArray, like, lte, sql } from "drizzle-orm";
import type { DrawProof, LotteryDraw } from "../../../contract/answers/lottery.js";
import type { Db } from "../../db/connect.js";
import { forgetReads } from "../../db/read-cache.js";
import { AppError } from "../errors.js";
import { recordAudit } from "../system/index.js";
import { drawPrizes, linkLeadsTo } from "./draw-chain.js";
import { drawViews, findDraw } from "./draw-views.js";
import { lockDraws, type DrawRow } from "./draws.js";
import { recordResult } from "./draw-results.js";
import { gameView, lotteryCatalogue } from "./games.js";
import type { NumberRule } from "./limits.js";
import { samePrizes, type Family, type Prizes } from "./results.js";
import { cancelDraw } from "./draw-cancellation.js";
import { settleDraw, type SettlementCounts } from "./settlement.js";
import {
  lotteryChains,
  lotteryClosedDays,
  lotteryDraws,
  lotteryExposure,
  lotteryGames,
  lotteryNumberRules,
  lotteryResults,
  lotteryTicketDraws,
} from "./schema.js";

// What the operator decides about draws (API /ops/lottery, CLI `lottery …`; ADR 0055): results
// entered and corrected (a correction needs its reason and settles every ticket again), draws cancelled (their
// tickets refunded), number rules and liability caps while a draw takes bets, closed days, and what a draw
// stands to pay. Every change is audited; every money movement goes through settlement.ts.

async function gameRow(db: Db, code: string) {
  const { games } = await lotteryCatalogue(db);
  const game = games.find((g) => g.code === code);
  if (!game) throw new AppError("NOT_FOUND", `No lottery game ${code}`);
  return game;
}

/** Enters (or corrects, with a reason) an external draw's result and settles its tickets at once. */
export async function enterResult(
  db: Db,
  input: { game: string; issue: string; prizes: Prizes; reason?: string; actor: string },
): Promise<{ draw: LotteryDraw; counts: SettlementCounts }> {
  const game = await gameRow(db, input.game);
  if (game.source === "house")
    throw new AppError(
      "STATE_CONFLICT",
      `${game.code} is drawn by the platform from its committed chain: no result is entered for it`,
    );
  const draw = await findDraw(db, input.game, input.issue);
  const recorded = await recordResult(db, {
    drawId: draw.id,
    prizes: input.prizes,
    source: "operator",
    actor: input.actor,
    reason: input.reason,
  });
  const counts = await settleDraw(db, recorded.id);
  return { draw: (await drawViews(db, [await findDraw(db, input.game, input.issue)]))[0], counts };
}

export async function cancelDrawByOperator(
  db: Db,
  input: { game: string; issue: string; reason: string; actor: string },
): Promise<{ draw: LotteryDraw; counts: SettlementCounts }> {
  const { draw, counts } = await cancelDraw(db, input);
  return { draw: (await drawViews(db, [draw]))[0], counts };
}

/** A draw still taking bets: what number rules and caps may change. */
async function openDraw(db: Db, game: string, issue: string): Promise<DrawRow> {
  const draw = await findDraw(db, game, issue);
  if (draw.status !== "open" || draw.closesAt <= new Date())
    throw new AppError("STATE_CONFLICT", `Draw ${game} ${issue} takes no more bets: its rules are fixed`);
  return draw;
}

/** Blocks a number, halves its pay, or (rule null) lifts its rule, for tickets taken from now on; audited. */
export async function setNumberRule(
  db: Db,
  input: { game: string; issue: string; number: string; rule: NumberRule | null; actor: string },
): Promise<LotteryDraw> {
  const draw = await openDraw(db, input.game, input.issue);
  await db.transaction(async (tx) => {
    await lockDraws(tx, [draw.id], "exclusive");
    if (input.rule === null)
      await tx
        .delete(lotteryNumberRules)
        .where(and(eq(lotteryNumberRules.drawId, draw.id), eq(lotteryNumberRules.number, input.number)));
    else
      await tx
        .insert(lotteryNumberRules)
        .values({ drawId: draw.id, number: input.number, rule: input.rule, setBy: input.actor })
        .onConflictDoUpdate({
          target: [lotteryNumberRules.drawId, lotteryNumberRules.number],
          set: { rule: input.rule, setBy: input.actor, setAt: new Date() },
        });
    await recordAudit(tx, {
      action: "lottery.numberRule",
      detail: { game: input.game, issue: input.issue, number: input.number, rule: input.rule, actor: input.actor },
    });
  });
  return (await drawViews(db, [draw]))[0];
}

/** Sets (or with null lifts) one draw's liability cap; tickets already taken stay; audited. */
export async function setDrawCap(
  db: Db,
  input: { game: string; issue: string; liabilityCap: bigint | null; actor: string },
): Promise<{ issue: string; liabilityCap: string | null }> {
  const draw = await openDraw(db, input.game, input.issue);
  await db.transaction(async (tx) => {
    await lockDraws(tx, [draw.id], "exclusive");
    await tx.update(lotteryDraws).set({ liabilityCap: input.liabilityCap }).where(eq(lotteryDraws.id, draw.id));
    await recordAudit(tx, {
      action: "lottery.cap",
      detail: {
        game: input.game,
        issue: input.issue,
        liabilityCap: input.liabilityCap?.toString() ?? null,
        actor: input.actor,
      },
    });
  });
  return { issue: draw.issue, liabilityCap: input.liabilityCap?.toString() ?? null };
}

/** What a draw stands to pay: per bet type and number, the points, stakes and what one hit pays, the largest first; and its tickets by status. */
export async function drawExposure(db: Db, game: string, issue: string) {
  const draw = await findDraw(db, game, issue);
  const [rows, parts] = await Promise.all([
    db
      .select()
      .from(lotteryExposure)
      .where(and(eq(lotteryExposure.drawId, draw.id), sql`${lotteryExposure.points} > 0`))
      .orderBy(desc(lotteryExposure.payout), asc(lotteryExposure.betType), asc(lotteryExposure.key))
      .limit(500),
    db
      .select({
        status: lotteryTicketDraws.status,
        n: count(),
        stake: sql<string>`sum(${lotteryTicketDraws.stake})::text`,
        win: sql<string>`coalesce(sum(${lotteryTicketDraws.win}), 0)::text`,
      })
      .from(lotteryTicketDraws)
      .where(eq(lotteryTicketDraws.drawId, draw.id))
      .groupBy(lotteryTicketDraws.status),
  ]);
  return {
    game,
    issue,
    status: draw.status,
    liabilityCap: draw.liabilityCap?.toString() ?? null,
    tickets: Object.fromEntries(parts.map((p) => [p.status, { count: p.n, stake: p.stake, win: p.win }])),
    numbers: rows.map((r) => ({
      betType: r.betType,
      number: r.key,
      points: r.points.toString(),
      stake: r.stake.toString(),
      payout: r.payout.toString(),
    })),
  };
}

/** One draw for the operator: as players see it, with every result version entered and its tickets by status. */
export async function operatorDraw(db: Db, game: string, issue: string) {
  const draw = await findDraw(db, game, issue);
  const [results, exposure] = await Promise.all([
    db.select().from(lotteryResults).where(eq(lotteryResults.drawId, draw.id)).orderBy(asc(lotteryResults.version)),
    drawExposure(db, game, issue),
  ]);
  return {
    ...(await drawViews(db, [draw]))[0],
    settledVersion: draw.settledVersion,
    results: results.map((r) => ({
      version: r.version,
      prizes: r.prizes,
      source: r.source,
      reason: r.reason,
      enteredBy: r.enteredBy,
      enteredAt: r.enteredAt.toISOString(),
    })),
    tickets: exposure.tickets,
  };
}

/** Each external game's feed: where its results come from, the draws past their time still waiting for one, and the last result. */
export async function feedStatus(db: Db, now = new Date()) {
  const games = await db
    .select()
    .from(lotteryGames)
    .where(eq(lotteryGames.source, "external"))
    .orderBy(asc(lotteryGames.sequence));
  return Promise.all(
    games.map(async (game) => {
      const [waiting, [last]] = await Promise.all([
        db
          .select({ issue: lotteryDraws.issue })
          .from(lotteryDraws)
          .where(
            and(
              eq(lotteryDraws.game, game.code),
              inArray(lotteryDraws.status, ["open", "closed"]),
              lte(lotteryDraws.drawAt, now),
            ),
          )
          .orderBy(asc(lotteryDraws.drawAt)),
        db
          .select({ issue: lotteryDraws.issue, at: lotteryDraws.resultAt, source: lotteryDraws.resultSource })
          .from(lotteryDraws)
          .where(and(eq(lotteryDraws.game, game.code), sql`${lotteryDraws.result} is not null`))
          .orderBy(desc(lotteryDraws.resultAt))
          .limit(1),
      ]);
      return {
        game: game.code,
        enabled: game.enabled,
        feed: game.feed,
        sandbox: game.feed === "sandbox",
        waitingForResult: waiting.map((w) => w.issue),
        lastResult: last ? { issue: last.issue, at: last.at?.toISOString() ?? null, source: last.source } : null,
      };
    }),
  );
}

/** Adds and removes days without external draws in an area (Tết); the added days' draws are cancelled and refunded; audited. */
export async function setClosedDays(db: Db, input: { area: string; add: string[]; remove: string[]; actor: string }) {
  await db.transaction(async (tx) => {
    if (input.add.length)
      await tx
        .insert(lotteryClosedDays)
        .values(input.add.map((day) => ({ area: input.area, day, createdBy: input.actor })))
        .onConflictDoNothing();
    if (input.remove.length)
      await tx
        .delete(lotteryClosedDays)
        .where(and(eq(lotteryClosedDays.area, input.area), inArray(lotteryClosedDays.day, input.remove)));
    await recordAudit(tx, { action: "lottery.closedDays", detail: { ...input } });
  });
  const cancelled: string[] = [];
  for (const day of input.add) {
    const draws = await db
      .select({ game: lotteryDraws.game, issue: lotteryDraws.issue })
      .from(lotteryDraws)
      .innerJoin(lotteryGames, eq(lotteryGames.code, lotteryDraws.game))
      .where(
        and(
          eq(lotteryGames.area, input.area),
          eq(lotteryGames.source, "external"),
          like(lotteryDraws.issue, `${day.replaceAll("-", "")}%`),
          inArray(lotteryDraws.status, ["open", "closed"]),
        ),
      );
    for (const d of draws) {
      await cancelDraw(db, { ...d, reason: `closed day ${day}`, actor: input.actor });
      cancelled.push(`${d.game} ${d.issue}`);
    }
  }
  forgetReads(db);
  const days = await db
    .select({ day: lotteryClosedDays.day })
    .from(lotteryClosedDays)
    .where(eq(lotteryClosedDays.area, input.area))
    .orderBy(asc(lotteryClosedDays.day));
  return { area: input.area, closedDays: days.map((d) => d.day), cancelled };
}

// ---- the verify page ----------------------------------------------------------------------------------

/** A house draw recomputed from what is published: the link hashes back to the chain's commitment, and the link's HMAC gives the prizes shown. */
export async function drawProof(db: Db, gameCode: string, issue: string): Promise<DrawProof> {
  const game = await gameRow(db, gameCode);
  if (game.source !== "house")
    throw new AppError(
      "NOT_FOUND",
      `${gameCode} is an external draw: its results come from ${game.feed === "sandbox" ? "the sandbox feed" : "the operator"}, not a chain`,
    );
  const draw = await findDraw(db, gameCode, issue);
  const [chain] = await db
    .select()
    .from(lotteryChains)
    .where(eq(lotteryChains.id, draw.chainId as number));
  const [view] = await drawViews(db, [draw]);
  const link = draw.result ? draw.link : null;
  const recomputed = link ? drawPrizes(game.family as Family, link, gameCode, issue) : null;
  return {
    game: gameView(game),
    draw: view,
    chain: {
      id: chain.id,
      commitment: chain.commitment,
      length: chain.length,
      createdAt: chain.createdAt.toISOString(),
    },
    message: `${gameCode}:${issue}`,
    link,
    linkLeadsToCommitment: link ? linkLeadsTo(link, draw.chainIndex as number, chain.commitment) : null,
    recomputed,
    matches: recomputed && draw.result ? samePrizes(recomputed, draw.result) : null,
  };
}
