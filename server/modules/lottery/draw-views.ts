// Draws as the web and the operator read them (ADR 0055): a draw found by its issue, the boards of results,
// the draws taking bets and a game's draws with their results and the reasons of corrections.
import { and, asc, desc, eq, gt, inArray, lte, or, sql } from "drizzle-orm";
import type { LotteryDraw } from "../../../contract/answers/lottery.js";
import type { Db, Tx } from "../../db/connect.js";
import { AppError } from "../errors.js";
import { lotteryCatalogue } from "./games.js";
import { inRevealOrder, type Family } from "./results.js";
import { drawNumber } from "./schedule.js";
import { lotteryChains, lotteryDraws, lotteryNumberRules, lotteryResults } from "./schema.js";
import type { DrawRow } from "./draws.js";

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
