// A draw's result (ADR 0055): kept with its source and version (a correction is a new version), drawn from a
// house game's committed hash chain, or brought by the sandbox feed for an external game.
import { and, asc, eq, inArray, lte } from "drizzle-orm";
import type { Db } from "../../db/connect.js";
import { AppError } from "../errors.js";
import { recordAudit } from "../system/index.js";
import { chainLinks, drawPrizes } from "./draw-chain.js";
import { feedOf } from "./games.js";
import { resultProblem, samePrizes, type Family, type Prizes } from "./results.js";
import { lotteryChains, lotteryDraws, lotteryGames, lotteryResults } from "./schema.js";
import { lockDraws, type DrawRow } from "./draws.js";

/** The sandbox feed has a result this long after a draw starts (a real draw takes about 20 minutes to reveal). */
const FEED_DELAY_MS = 20 * 60_000;

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
