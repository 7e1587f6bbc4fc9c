// A ticket (DESIGN §10 "Acceptance in one transaction"; ADR 0055): one bet type, its numbers and
// points, following one or more draws (a chase), each with a multiple of the points. It is accepted in one
// transaction that holds each draw's row (FOR SHARE: tickets do not wait for each other, a close, a result or a
// cancellation waits for them), checks the draw is open by its close time, checks the limits against the draw's
// exposure rows locked in one order, takes the stake of every draw through the seamless wallet (the
// responsible-play check included: vendors/house-rounds.ts) and raises the exposure — all of it, or nothing.
// ticket-views.ts reads tickets back.
import crypto from "node:crypto";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { type LotteryTicket, type TicketQuote } from "../../../contract/answers/lottery.js";
import type { TicketQuoteRequest, TicketRequest } from "../../../contract/lottery.js";
import type { Db, Tx } from "../../db/connect.js";
import { isUniqueViolation } from "../../db/unique-violation.js";
import { AppError } from "../errors.js";
import { required } from "../../required.js";
import { takeStake } from "../vendors/index.js";
import { readBalances } from "../wallet/index.js";
import { offeredBetType, type GameRow, type OfferedBetType } from "./games.js";
import { exposureKeys, takenPays, ticketRefusal, type NumberRule } from "./limits.js";
import { isCombination, selectionProblem, ticketStake } from "./settle.js";
import { lotteryDraws, lotteryExposure, lotteryNumberRules, lotteryTicketDraws, lotteryTickets } from "./schema.js";
import { lockDraws, type DrawRow } from "./draws.js";
import { ticketViews } from "./ticket-views.js";

/** The in-house lottery vendor: its tickets are rounds in the betting record like any game's. */
export const LOTTERY_VENDOR = "LOTTERY";

export type TicketRow = typeof lotteryTickets.$inferSelect;
export type TicketDrawRow = typeof lotteryTicketDraws.$inferSelect;

/** No cap: what a draw without a liability cap compares against. */
const UNCAPPED = 2n ** 62n;
/** The most a ticket may stake, or one hit of it pay, on one draw (minor units: ₫10,000,000,000,000). */
const MAX_AMOUNT = 10n ** 15n;

type PlannedDraw = {
  draw: DrawRow;
  multiple: number;
  points: bigint;
  stake: bigint;
  pays: Map<string, bigint>;
  halfPay: string[];
  keyStakes: Map<string, bigint>;
};
type Exposures = Map<number, Map<string, { points: bigint; payout: bigint }>>;

const refusal = (
  type: OfferedBetType,
  refused: NonNullable<ReturnType<typeof ticketRefusal>>,
  issue: string,
): AppError => {
  switch (refused.code) {
    case "POINTS_OUT_OF_RANGE":
      return new AppError("POINTS_OUT_OF_RANGE", `points: ${refused.min} to ${refused.max} a ticket for ${type.code}`, {
        min: Number(refused.min),
        max: Number(refused.max),
        issue,
      });
    case "NUMBER_BLOCKED":
      return new AppError("NUMBER_BLOCKED", `${refused.number} takes no bets in draw ${issue}`, {
        number: refused.number,
        issue,
      });
    case "NUMBER_LIMIT":
      return new AppError("NUMBER_LIMIT", `${refused.number} takes ${refused.left} more points in draw ${issue}`, {
        number: refused.number,
        left: Number(refused.left),
        issue,
      });
    case "LIABILITY_CAP":
      return new AppError("LIABILITY_CAP", `${refused.number} is full in draw ${issue}`, {
        number: refused.number,
        issue,
      });
  }
};

/** The ticket on each of its draws, or the refusal: the draw closed, the points, a number's rule, limit or cap. */
function plan(
  type: OfferedBetType,
  input: TicketQuoteRequest,
  draws: Map<string, DrawRow>,
  rules: Map<number, Map<string, NumberRule>>,
  exposures: Exposures,
  at: Date,
): PlannedDraw[] {
  return input.numero.map(({ numero, multiple }) => {
    const draw = draws.get(numero);
    if (!draw || draw.status !== "open" || at >= draw.closesAt) {
      throw new AppError(
        "DRAW_CLOSED",
        `Draw ${numero} takes no bets${draw ? ` since ${draw.closesAt.toISOString()}` : ""}`,
        { issue: numero, closesAt: draw?.closesAt.toISOString() ?? null },
      );
    }
    const points = BigInt(input.points) * BigInt(multiple);
    const drawRules = rules.get(draw.id) ?? new Map<string, NumberRule>();
    const refused = ticketRefusal(
      type,
      input.numbers,
      points,
      { ...type, liabilityCap: draw.liabilityCap ?? UNCAPPED },
      drawRules,
      exposures.get(draw.id) ?? new Map(),
    );
    if (refused) throw refusal(type, refused, numero);
    const stake = ticketStake(type, input.numbers, points);
    const keys = exposureKeys(type, input.numbers);
    const pays = takenPays(type, input.numbers, drawRules);
    // Far above any real ticket, far below what the ledger's integers hold: an operator's odd price or pay cannot overflow them.
    if (stake > MAX_AMOUNT || keys.some((key) => points * (pays.get(key) ?? 0n) > MAX_AMOUNT)) {
      throw new AppError(
        "AMOUNT_OUT_OF_RANGE",
        `A ticket's stake and what one hit pays stay within ${MAX_AMOUNT} minor units a draw`,
        { min: "1", max: MAX_AMOUNT.toString(), issue: numero },
      );
    }
    const keyStakes = new Map(keys.map((key) => [key, isCombination(type) ? stake : ticketStake(type, [key], points)]));
    const full = takenPays(type, input.numbers, new Map());
    return {
      draw,
      multiple,
      points,
      stake,
      pays,
      halfPay: keys.filter((key) => (pays.get(key) ?? 0n) < (full.get(key) ?? 0n)),
      keyStakes,
    };
  });
}

function checkSelection(type: OfferedBetType, input: TicketQuoteRequest): void {
  const problem = selectionProblem(type, input.numbers, type.maxNumbers);
  if (problem)
    throw new AppError("SELECTION_INVALID", `numbers: ${problem}`, {
      problem,
      pick: type.pick ?? null,
      maxNumbers: type.maxNumbers,
    });
}

/** The draws of these issues; `lock`: each taken shared first (lockDraws), then read as they stand after the lock. */
async function drawsOf(db: Db | Tx, game: string, issues: string[], lock: boolean): Promise<Map<string, DrawRow>> {
  const where = and(eq(lotteryDraws.game, game), inArray(lotteryDraws.issue, issues));
  if (lock) {
    const ids = await db.select({ id: lotteryDraws.id }).from(lotteryDraws).where(where);
    await lockDraws(
      db,
      ids.map((d) => d.id),
      "shared",
    );
  }
  const rows = await db.select().from(lotteryDraws).where(where).orderBy(asc(lotteryDraws.id));
  return new Map(rows.map((d) => [d.issue, d]));
}

async function rulesOf(db: Db | Tx, drawIds: number[]): Promise<Map<number, Map<string, NumberRule>>> {
  const rows = drawIds.length
    ? await db.select().from(lotteryNumberRules).where(inArray(lotteryNumberRules.drawId, drawIds))
    : [];
  const rules = new Map<number, Map<string, NumberRule>>();
  for (const r of rows) {
    if (!rules.has(r.drawId)) rules.set(r.drawId, new Map());
    rules.get(r.drawId)?.set(r.number, r.rule as NumberRule);
  }
  return rules;
}

/** The draws' exposure on these keys; `lock`: the rows made if missing and locked, in one order for every ticket. */
async function exposuresOf(
  db: Db | Tx,
  betType: string,
  drawIds: number[],
  keys: string[],
  lock: boolean,
): Promise<Exposures> {
  const exposures: Exposures = new Map(drawIds.map((id) => [id, new Map()]));
  if (!drawIds.length) return exposures;
  const wanted = drawIds.flatMap((drawId) =>
    [...new Set(keys)].sort().map((key) => ({ drawId, betType, key, points: 0n, stake: 0n, payout: 0n })),
  );
  if (lock) await db.insert(lotteryExposure).values(wanted).onConflictDoNothing();
  const query = db
    .select()
    .from(lotteryExposure)
    .where(
      and(
        inArray(lotteryExposure.drawId, drawIds),
        eq(lotteryExposure.betType, betType),
        inArray(lotteryExposure.key, keys),
      ),
    )
    .orderBy(asc(lotteryExposure.drawId), asc(lotteryExposure.key));
  for (const row of lock ? await query.for("update") : await query)
    exposures.get(row.drawId)?.set(row.key, { points: row.points, payout: row.payout });
  return exposures;
}

/** The check before a confirmation: the same plan as a purchase, without locks or money; and the balance. */
export async function quoteTicket(db: Db, memberId: string, input: TicketQuoteRequest): Promise<TicketQuote> {
  const { game, type } = await offeredBetType(db, input.gameCode, input.playType);
  checkSelection(type, input);
  const draws = await drawsOf(
    db,
    game.code,
    input.numero.map((n) => n.numero),
    false,
  );
  const ids = [...draws.values()].map((d) => d.id);
  const [rules, exposures, balances] = await Promise.all([
    rulesOf(db, ids),
    exposuresOf(db, type.code, ids, exposureKeys(type, input.numbers), false),
    readBalances(db, memberId),
  ]);
  const planned = plan(type, input, draws, rules, exposures, new Date());
  const stake = planned.reduce((sum, p) => sum + p.stake, 0n);
  // Per number, the least it pays on any of the draws (a half-pay rule on one of them).
  const pays = new Map<string, bigint>();
  for (const p of planned)
    for (const [key, pay] of p.pays) if (!pays.has(key) || pay < (pays.get(key) ?? pay)) pays.set(key, pay);
  const half = new Set(planned.flatMap((p) => p.halfPay));
  return {
    draws: planned.map((p) => ({ issue: p.draw.issue, multiple: p.multiple, stake: p.stake.toString() })),
    stake: stake.toString(),
    pays: [...pays].map(([key, pay]) => ({ key, pay: pay.toString(), halfPay: half.has(key) })),
    balance: balances.main.toString(),
  };
}

const sameTicket = (row: TicketRow, input: TicketRequest) =>
  row.game === input.gameCode &&
  row.playType === input.playType &&
  row.points === input.points &&
  JSON.stringify(row.numbers) === JSON.stringify(input.numbers);

/** Buys a ticket; a resend of the same form (requestKey) answers the ticket it made. */
export async function buyTicket(db: Db, memberId: string, input: TicketRequest): Promise<LotteryTicket> {
  const { game, type } = await offeredBetType(db, input.gameCode, input.playType);
  checkSelection(type, input);
  const earlier = async (tx: Db | Tx) =>
    (
      await tx
        .select()
        .from(lotteryTickets)
        .where(and(eq(lotteryTickets.memberId, memberId), eq(lotteryTickets.requestKey, input.requestKey)))
    )[0];
  const replay = (row: TicketRow) => {
    if (!sameTicket(row, input))
      throw new AppError("CONFLICT", "This requestKey already bought another ticket; reload the form for a new one");
    return row.id;
  };
  let ticketId: string;
  try {
    ticketId = await db.transaction(async (tx) => {
      const before = await earlier(tx);
      if (before) return replay(before);
      const accepted = await accept(tx, memberId, game, type, input, earlier);
      return typeof accepted === "string" ? accepted : replay(accepted.replayed);
    });
  } catch (error) {
    if (!isUniqueViolation(error, "lottery_tickets_member_key")) throw error;
    ticketId = replay(required(await earlier(db), "the ticket bought with this requestKey"));
  }
  return required((await ticketViews(db, [ticketId]))[0], "the ticket just bought");
}

/** Accepts the ticket, or answers the one this form already bought (`replayed`). */
async function accept(
  tx: Tx,
  memberId: string,
  game: GameRow,
  type: OfferedBetType,
  input: TicketRequest,
  earlier: (tx: Tx) => Promise<TicketRow | undefined>,
): Promise<string | { replayed: TicketRow }> {
  const draws = await drawsOf(
    tx,
    game.code,
    input.numero.map((n) => n.numero),
    true,
  );
  const ids = [...draws.values()].map((d) => d.id);
  const keys = exposureKeys(type, input.numbers);
  const exposures = await exposuresOf(tx, type.code, ids, keys, true);
  // A copy of this form that waited on the locks finds the ticket the first one bought, whatever room is left.
  const before = await earlier(tx);
  if (before) return { replayed: before };
  const rules = await rulesOf(tx, ids);
  // Judged after the locks: a close, a cancellation or another ticket's points cannot slip in between.
  const planned = plan(type, input, draws, rules, exposures, new Date());
  const stake = planned.reduce((sum, p) => sum + p.stake, 0n);
  const [ticket] = await tx
    .insert(lotteryTickets)
    .values({
      memberId,
      game: game.code,
      playType: type.code,
      betTypeVersion: type.version,
      numbers: input.numbers,
      points: input.points,
      stake,
      winStop: input.winStop,
      requestKey: input.requestKey,
    })
    .returning({ id: lotteryTickets.id });
  const parts = planned.map((p, i) => ({
    id: crypto.randomUUID(),
    ticketId: ticket.id,
    drawId: p.draw.id,
    seq: i + 1,
    multiple: p.multiple,
    stake: p.stake,
    pays: Object.fromEntries([...p.pays].map(([key, pay]) => [key, pay.toString()])),
    halfPay: p.halfPay,
  }));
  await tx.insert(lotteryTicketDraws).values(parts);
  for (const p of planned) {
    for (const key of keys) {
      const pay = required(p.pays.get(key), `the pay of ${key}`);
      await tx
        .update(lotteryExposure)
        .set({
          points: sql`${lotteryExposure.points} + ${p.points}`,
          stake: sql`${lotteryExposure.stake} + ${required(p.keyStakes.get(key), "a key's stake")}`,
          payout: sql`${lotteryExposure.payout} + ${p.points * pay}`,
        })
        .where(
          and(
            eq(lotteryExposure.drawId, p.draw.id),
            eq(lotteryExposure.betType, type.code),
            eq(lotteryExposure.key, key),
          ),
        );
    }
  }
  for (const part of parts)
    await takeStake(tx, { vendor: LOTTERY_VENDOR, roundId: part.id, memberId, gameCode: game.code }, part.stake);
  return ticket.id;
}
