// Settlement (DESIGN §10 "Settlement exactly once, reversibly"; ADR 0055). A draw with a result is
// settled one ticket draw at a time, each in its own transaction: its status changes from open to won or lost
// in a statement only one caller can win, and the round is paid (0 for a loss) through the wallet in the same
// transaction, so a settlement run twice pays once and one killed mid-way is resumed where it stopped. A won
// ticket that stops its chase refunds its later draws still open. A corrected result (a new version) settles
// every ticket again: the old payment reversed, the new one paid, once per version. A cancelled draw refunds
// each of its tickets the same way (draw-cancellation.ts).
import { and, asc, eq, gt, inArray, lt, or, sql } from "drizzle-orm";
import type { TicketCorrection } from "../../../contract/answers/lottery.js";
import type { Db, Tx } from "../../db/connect.js";
import { AppError } from "../errors.js";
import { payRound, refundRound, resettleRound, type HouseRound } from "../vendors/index.js";
import { InsufficientFundsError } from "../wallet/index.js";
import { type DrawRow } from "./draws.js";
import { betTypeVersion, type GameRow, type OfferedBetType } from "./games.js";
import { exposureKeys } from "./limits.js";
import { settle } from "./settle.js";
import {
  lotteryDraws,
  lotteryExposure,
  lotteryGames,
  lotteryResults,
  lotteryTicketDraws,
  lotteryTickets,
} from "./schema.js";
import { LOTTERY_VENDOR, type TicketDrawRow } from "./tickets.js";

const BATCH = 200;

type Part = {
  part: TicketDrawRow;
  ticket: {
    memberId: string;
    game: string;
    playType: string;
    betTypeVersion: number;
    numbers: string[];
    points: number;
    winStop: boolean;
    id: string;
  };
};
export type SettlementCounts = {
  settled: number;
  resettled: number;
  refunded: number;
  stopped: number;
  waiting: number;
};

const roundOf = (part: Part): HouseRound => ({
  vendor: LOTTERY_VENDOR,
  roundId: part.part.id,
  memberId: part.ticket.memberId,
  gameCode: part.ticket.game,
});
const paysOf = (part: TicketDrawRow) => new Map(Object.entries(part.pays).map(([key, pay]) => [key, BigInt(pay)]));

const partColumns = {
  part: lotteryTicketDraws,
  ticket: {
    id: lotteryTickets.id,
    memberId: lotteryTickets.memberId,
    game: lotteryTickets.game,
    playType: lotteryTickets.playType,
    betTypeVersion: lotteryTickets.betTypeVersion,
    numbers: lotteryTickets.numbers,
    points: lotteryTickets.points,
    winStop: lotteryTickets.winStop,
  },
};

/** Takes a refunded or stopped part's points and payout off its draw's exposure, so the room is free again. */
async function releaseExposure(
  tx: Tx,
  part: TicketDrawRow,
  ticket: Part["ticket"],
  type: OfferedBetType,
): Promise<void> {
  const points = BigInt(ticket.points) * BigInt(part.multiple);
  const keys = exposureKeys(type, ticket.numbers);
  // Each number of a per-number type took an equal share of the stake; a combination took all of it.
  const keyStake = part.stake / BigInt(keys.length);
  for (const key of keys) {
    const pay = BigInt(part.pays[key] ?? "0");
    await tx
      .update(lotteryExposure)
      .set({
        points: sql`${lotteryExposure.points} - ${points}`,
        stake: sql`${lotteryExposure.stake} - ${keyStake}`,
        payout: sql`${lotteryExposure.payout} - ${points * pay}`,
      })
      .where(
        and(
          eq(lotteryExposure.drawId, part.drawId),
          eq(lotteryExposure.betType, ticket.playType),
          eq(lotteryExposure.key, key),
        ),
      );
  }
}

/** Refunds the parts returned by a status change (one caller wins it) through the wallet; answers how many. */
export async function refundParts(
  tx: Tx,
  parts: TicketDrawRow[],
  ticket: Part["ticket"],
  type: OfferedBetType,
): Promise<number> {
  for (const part of parts) {
    await refundRound(tx, {
      vendor: LOTTERY_VENDOR,
      roundId: part.id,
      memberId: ticket.memberId,
      gameCode: ticket.game,
    });
    await releaseExposure(tx, part, ticket, type);
  }
  return parts.length;
}

type Types = (ticket: Part["ticket"]) => Promise<OfferedBetType>;

export function typeCache(db: Db, game: GameRow): Types {
  const cache = new Map<string, Promise<OfferedBetType>>();
  return (ticket) => {
    const key = `${ticket.playType}:${ticket.betTypeVersion}`;
    let found = cache.get(key);
    if (!found) cache.set(key, (found = betTypeVersion(db, game, ticket.playType, ticket.betTypeVersion)));
    return found;
  };
}

const detailOf = (draw: DrawRow, part: Part, outcome: { hits: number; win: bigint }) => ({
  ticketId: part.ticket.id,
  game: part.ticket.game,
  issue: draw.issue,
  playType: part.ticket.playType,
  numbers: part.ticket.numbers,
  points: part.ticket.points,
  multiple: part.part.multiple,
  hits: outcome.hits,
  win: outcome.win.toString(),
  resultVersion: draw.resultVersion,
});

/** First settlement of one ticket draw; nothing when another caller settled it first. */
async function settlePart(
  db: Db,
  draw: DrawRow,
  part: Part,
  type: OfferedBetType,
  counts: SettlementCounts,
): Promise<void> {
  const outcome = settle(
    type,
    part.ticket.numbers,
    BigInt(part.ticket.points) * BigInt(part.part.multiple),
    draw.result ?? {},
    paysOf(part.part),
  );
  await db.transaction(async (tx) => {
    const [won] = await tx
      .update(lotteryTicketDraws)
      .set({
        status: outcome.win > 0n ? "won" : "lost",
        hits: outcome.hits,
        win: outcome.win,
        trace: outcome.trace,
        resultVersion: draw.resultVersion,
        settledAt: new Date(),
      })
      .where(and(eq(lotteryTicketDraws.id, part.part.id), eq(lotteryTicketDraws.status, "open")))
      .returning({ id: lotteryTicketDraws.id });
    if (!won) return;
    await payRound(tx, roundOf(part), outcome.win, detailOf(draw, part, outcome));
    counts.settled += 1;
    if (outcome.win > 0n && part.ticket.winStop) {
      const stopped = await tx
        .update(lotteryTicketDraws)
        .set({ status: "refunded", refundReason: "winStop", settledAt: new Date() })
        .where(
          and(
            eq(lotteryTicketDraws.ticketId, part.ticket.id),
            gt(lotteryTicketDraws.seq, part.part.seq),
            eq(lotteryTicketDraws.status, "open"),
          ),
        )
        .returning();
      counts.stopped += await refundParts(tx, stopped, part.ticket, type);
    }
  });
}

/** A settled ticket draw settled again by a newer result version: the old payment reversed, the new one paid. */
async function resettlePart(
  db: Db,
  draw: DrawRow,
  part: Part,
  type: OfferedBetType,
  counts: SettlementCounts,
): Promise<void> {
  const outcome = settle(
    type,
    part.ticket.numbers,
    BigInt(part.ticket.points) * BigInt(part.part.multiple),
    draw.result ?? {},
    paysOf(part.part),
  );
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: lotteryTicketDraws.id, win: lotteryTicketDraws.win })
      .from(lotteryTicketDraws)
      .where(
        and(
          eq(lotteryTicketDraws.id, part.part.id),
          inArray(lotteryTicketDraws.status, ["won", "lost"]),
          lt(lotteryTicketDraws.resultVersion, draw.resultVersion),
        ),
      )
      .for("update");
    if (!row) return;
    await resettleRound(tx, roundOf(part), outcome.win, draw.resultVersion, detailOf(draw, part, outcome));
    const [result] = await tx
      .select({ reason: lotteryResults.reason })
      .from(lotteryResults)
      .where(and(eq(lotteryResults.drawId, draw.id), eq(lotteryResults.version, draw.resultVersion)));
    const at = new Date();
    // What the member sees of the correction: the win before and after it, and the operator's reason (ADR 0064).
    const correction: TicketCorrection = {
      version: draw.resultVersion,
      reason: result?.reason ?? null,
      winBefore: (row.win ?? 0n).toString(),
      winAfter: outcome.win.toString(),
      at: at.toISOString(),
    };
    await tx
      .update(lotteryTicketDraws)
      .set({
        status: outcome.win > 0n ? "won" : "lost",
        hits: outcome.hits,
        win: outcome.win,
        trace: outcome.trace,
        resultVersion: draw.resultVersion,
        settledAt: at,
        corrections: sql`${lotteryTicketDraws.corrections} || ${JSON.stringify([correction])}::jsonb`,
      })
      .where(eq(lotteryTicketDraws.id, part.part.id));
    counts.resettled += 1;
  });
}

/** The next parts of a draw to settle: open ones, and settled ones of an older result version. */
export const pendingParts = (db: Db, draw: DrawRow, skip: string[]) =>
  db
    .select(partColumns)
    .from(lotteryTicketDraws)
    .innerJoin(lotteryTickets, eq(lotteryTickets.id, lotteryTicketDraws.ticketId))
    .where(
      and(
        eq(lotteryTicketDraws.drawId, draw.id),
        or(
          eq(lotteryTicketDraws.status, "open"),
          and(
            inArray(lotteryTicketDraws.status, ["won", "lost"]),
            lt(lotteryTicketDraws.resultVersion, draw.resultVersion),
          ),
        ),
        skip.length ? sql`${lotteryTicketDraws.id} not in ${skip}` : undefined,
      ),
    )
    .orderBy(asc(lotteryTicketDraws.id))
    .limit(BATCH);

export async function gameOf(db: Db, code: string): Promise<GameRow> {
  const [game] = await db.select().from(lotteryGames).where(eq(lotteryGames.code, code));
  return game;
}

/**
 * Settles every ticket of a draw under its result in force, and marks the draw settled once none is left. A
 * correction that a member cannot pay back yet (the win spent) waits for the next run and is counted.
 */
export async function settleDraw(db: Db, drawId: number): Promise<SettlementCounts> {
  const counts: SettlementCounts = { settled: 0, resettled: 0, refunded: 0, stopped: 0, waiting: 0 };
  const [draw] = await db.select().from(lotteryDraws).where(eq(lotteryDraws.id, drawId));
  if (!draw?.result || draw.status === "cancelled") return counts;
  const typeOf = typeCache(db, await gameOf(db, draw.game));
  const waiting: string[] = [];
  for (;;) {
    const parts = await pendingParts(db, draw, waiting);
    if (!parts.length) break;
    for (const part of parts) {
      const type = await typeOf(part.ticket);
      try {
        if (part.part.status === "open") await settlePart(db, draw, part, type, counts);
        else await resettlePart(db, draw, part, type, counts);
      } catch (error) {
        if (!(
          error instanceof InsufficientFundsError ||
          (error instanceof AppError && error.code === "INSUFFICIENT_FUNDS")
        ))
          throw error;
        waiting.push(part.part.id);
      }
    }
  }
  counts.waiting = waiting.length;
  if (!waiting.length) {
    await db
      .update(lotteryDraws)
      .set({ status: "settled", settledVersion: draw.resultVersion, settledAt: new Date() })
      .where(
        and(
          eq(lotteryDraws.id, draw.id),
          eq(lotteryDraws.resultVersion, draw.resultVersion),
          eq(lotteryDraws.status, "drawn"),
        ),
      );
  }
  return counts;
}

export async function drawsToSettle(
  db: Db,
): Promise<Pick<DrawRow, "id" | "game" | "issue" | "status" | "resultVersion">[]> {
  return db
    .select({
      id: lotteryDraws.id,
      game: lotteryDraws.game,
      issue: lotteryDraws.issue,
      status: lotteryDraws.status,
      resultVersion: lotteryDraws.resultVersion,
    })
    .from(lotteryDraws)
    .where(
      or(
        eq(lotteryDraws.status, "drawn"),
        and(eq(lotteryDraws.status, "cancelled"), sql`${lotteryDraws.settledAt} is null`),
      ),
    )
    .orderBy(asc(lotteryDraws.drawAt))
    .limit(500);
}
