// What the lottery's calls answer (contract/lottery.ts; docs/platform-calls.md "Lottery"): games with
// their bet types, draws ("numero") with their structured results, tickets with each draw they follow, and the
// proof of a house draw. Money is minor units as strings; times are ISO strings.
import { z } from "zod";
import { minorUnits, pageOf } from "./common.js";
import {
  BET_RULES,
  DRAW_STATUSES,
  LOTTERY_FAMILIES,
  LOTTERY_REGIONS,
  LOTTO_AREAS,
  NUMBER_RULES,
  PRIZE_MODES,
  TICKET_DRAW_STATUSES,
  TICKET_STATUSES,
} from "../lottery.js";

const names = z.object({ TY: z.string(), EN: z.string(), VI: z.string() });
export type LotteryNames = z.infer<typeof names>;

export const lotteryGame = z.object({
  code: z.string(),
  family: z.enum(LOTTERY_FAMILIES),
  prizeMode: z.enum(PRIZE_MODES),
  area: z.enum(LOTTO_AREAS),
  name: names,
  /** house: drawn by the platform from a committed hash chain; external: results entered or fed. */
  source: z.enum(["house", "external"]),
  /** A house game draws every this many minutes. */
  cadenceMinutes: z.number().int().nullable(),
  region: z.enum(LOTTERY_REGIONS).nullable(),
  enabled: z.boolean(),
  /** An external game's results feed; `sandbox` results are made up and the screens say so. */
  feed: z.object({ name: z.string(), sandbox: z.boolean() }).nullable(),
});
export type LotteryGame = z.infer<typeof lotteryGame>;

export const betTypeView = z.object({
  code: z.string(),
  version: z.number().int(),
  rule: z.enum(BET_RULES),
  tiers: z.union([z.array(z.string()), z.literal("all")]),
  last: z.number().int(),
  digit: z.enum(["tens", "units"]).nullable(),
  /** A combination chooses exactly this many numbers. */
  pick: z.number().int().nullable(),
  /** Digits of a chosen number, or the values to choose among. */
  digits: z.number().int().nullable(),
  values: z.array(z.string()).nullable(),
  repeatPays: z.boolean(),
  pricePerPoint: minorUnits,
  payPerPoint: z.union([minorUnits, z.record(z.string(), minorUnits)]),
  minPoints: z.number().int(),
  maxPointsPerTicket: z.number().int(),
  maxPointsPerNumber: z.number().int(),
  maxNumbers: z.number().int(),
});
export type BetTypeView = z.infer<typeof betTypeView>;

export const prizes = z.record(z.string(), z.array(z.string()));
export type PrizesView = z.infer<typeof prizes>;

export const lotteryDraw = z.object({
  game: z.string(),
  issue: z.string(),
  station: z.object({ code: z.string(), name: z.string() }).nullable(),
  opensAt: z.string(),
  closesAt: z.string(),
  drawAt: z.string(),
  status: z.enum(DRAW_STATUSES),
  /** The structured prizes in the family's reveal order, once drawn. */
  result: prizes.nullable(),
  resultVersion: z.number().int(),
  resultSource: z.string().nullable(),
  /** Made up by the sandbox feed: not a real draw. */
  sandbox: z.boolean(),
  /** A house draw's place in its committed chain; the link is shown once the draw has its result. */
  chain: z
    .object({ id: z.number().int(), index: z.number().int(), commitment: z.string(), link: z.string().nullable() })
    .nullable(),
  numberRules: z.array(z.object({ number: z.string(), rule: z.enum(NUMBER_RULES) })),
  cancelReason: z.string().nullable(),
  /** A house draw's number in its day (draw 20260101-0042 is 42); null for a draw named by its station or date. */
  number: z.number().int().nullable(),
  /** Why the result in force corrected an earlier one (null for a first result). */
  correctionReason: z.string().nullable(),
});
export type LotteryDraw = z.infer<typeof lotteryDraw>;

/** A game with the draws open for bets (soonest first; the first to close is the current one) and the last result. */
export const gameBoard = z.object({
  game: lotteryGame,
  open: z.array(lotteryDraw),
  last: lotteryDraw.nullable(),
});
export type GameBoard = z.infer<typeof gameBoard>;

/** SPEC §7 lottery lobby: the games of an area or prize mode; with lottoView betting and a game, its bet types too. */
export const lotteryLobby = z.object({
  now: z.string(),
  games: z.array(gameBoard),
  selected: gameBoard.extend({ betTypes: z.array(betTypeView) }).nullable(),
});
export type LotteryLobby = z.infer<typeof lotteryLobby>;

/** SPEC §7 VN lottery menu (GET /lgw/vn/games/game_menu): the games of a prize mode with their bet types. */
export const lotteryMenu = z.array(lotteryGame.extend({ betTypes: z.array(betTypeView) }));
export type LotteryMenu = z.infer<typeof lotteryMenu>;

/** SPEC §7 current draw (numero near). */
export const numeroNear = z.object({
  now: z.string(),
  currentNumero: lotteryDraw.nullable(),
  next: z.array(lotteryDraw),
  last: lotteryDraw.nullable(),
});
export type NumeroNear = z.infer<typeof numeroNear>;

/** SPEC §7 VN numero (GET /lgw/vn/numeros/opened/game): a game's last opened draws, newest first. */
export const openedNumeros = z.object({ game: lotteryGame, list: z.array(lotteryDraw) });
export type OpenedNumeros = z.infer<typeof openedNumeros>;

/** A prize number that a chosen number matched: its tier and the whole number as drawn. */
export const prizeHit = z.object({ tier: z.string(), number: z.string() });
export type PrizeHit = z.infer<typeof prizeHit>;
const countedHits = z.number().int();
const matchedNumber = z.object({ chosen: z.string(), hits: z.array(prizeHit) });

/**
 * One line of a settlement's rule trace (DESIGN §10, ADR 0064), stored with the settlement and answered as facts, never
 * as a sentence: the web says them in the member's language. Per chosen number (count, any order, digit in), the prize
 * numbers it matched; for a combination (all: xiên, none: trượt), each of its numbers with the prize numbers it came
 * as; for the dice, the faces and their total. `counted` is how many hits it paid for (a combination: 1 or 0).
 */
export const settlementLine = z.union([
  z.object({
    rule: z.enum(["count", "anyOrder", "digitIn"]),
    chosen: z.string(),
    hits: z.array(prizeHit),
    counted: countedHits,
  }),
  z.object({ rule: z.enum(["all", "none"]), numbers: z.array(matchedNumber), counted: countedHits }),
  z.object({
    rule: z.enum(["size", "parity", "sum"]),
    chosen: z.string(),
    faces: z.array(z.number().int()),
    total: z.number().int(),
    triple: z.boolean(),
    counted: countedHits,
  }),
]);
export type SettlementLine = z.infer<typeof settlementLine>;

/** A corrected result settled the ticket again: what it had won under the older result and what it wins now, and why. */
export const ticketCorrection = z.object({
  version: z.number().int(),
  reason: z.string().nullable(),
  winBefore: minorUnits,
  winAfter: minorUnits,
  at: z.string(),
});
export type TicketCorrection = z.infer<typeof ticketCorrection>;

export const ticketDraw = z.object({
  issue: z.string(),
  station: z.object({ code: z.string(), name: z.string() }).nullable(),
  /** A house draw's number in its day (draw 20260101-0042 is 42); null for a draw named by its station or date. */
  number: z.number().int().nullable(),
  drawAt: z.string(),
  multiple: z.number().int(),
  stake: minorUnits,
  status: z.enum(TICKET_DRAW_STATUSES),
  hits: z.number().int().nullable(),
  win: minorUnits.nullable(),
  /** What decided it: per chosen number, the prize numbers it matched (the settlement's rule trace). */
  trace: z.array(settlementLine),
  /** The prizes the settlement read (the result version it used), in reveal order; null until settled. */
  prizes: prizes.nullable(),
  resultVersion: z.number().int().nullable(),
  /** Each corrected result that settled it again, oldest first. */
  corrections: z.array(ticketCorrection),
  settledAt: z.string().nullable(),
  refundReason: z.enum(["cancelled", "winStop"]).nullable(),
  /** The operator's reason when the draw was cancelled. */
  cancelReason: z.string().nullable(),
});
export type TicketDraw = z.infer<typeof ticketDraw>;

export const lotteryTicket = z.object({
  id: z.string(),
  game: z.string(),
  gameName: names,
  playType: z.string(),
  numbers: z.array(z.string()),
  points: z.number().int(),
  winStop: z.boolean(),
  /** Numbers (a combination: joined by +) taken at half pay by the draw's rules. */
  halfPay: z.array(z.string()),
  stake: minorUnits,
  win: minorUnits,
  status: z.enum(TICKET_STATUSES),
  createdAt: z.string(),
  draws: z.array(ticketDraw),
});
export type LotteryTicket = z.infer<typeof lotteryTicket>;
export const ticketPage = pageOf(lotteryTicket);

/** The check before a confirmation: what the ticket costs on each draw, what it may win per hit, and the balance. */
export const ticketQuote = z.object({
  draws: z.array(z.object({ issue: z.string(), multiple: z.number().int(), stake: minorUnits })),
  stake: minorUnits,
  /** Pay per point per hit, per number (a combination: joined by +), as the ticket would be taken now. */
  pays: z.array(z.object({ key: z.string(), pay: minorUnits, halfPay: z.boolean() })),
  balance: minorUnits,
});
export type TicketQuote = z.infer<typeof ticketQuote>;

/** SPEC §7 recent lottery: the games the member bought tickets on lately, newest first. */
export const recentLottery = z.array(z.object({ game: z.string(), name: names, lastPlayedAt: z.string() }));
export type RecentLottery = z.infer<typeof recentLottery>;

/** SPEC §3 LOTTFAV: the member's favourite lottery games. */
export const lotteryFavourites = z.object({ games: z.array(z.string()) });

/** A house draw recomputed from published values only (the verify page). */
export const drawProof = z.object({
  game: lotteryGame,
  draw: lotteryDraw,
  chain: z.object({ id: z.number().int(), commitment: z.string(), length: z.number().int(), createdAt: z.string() }),
  /** HMAC-SHA-256 message of the draw: `${game}:${issue}`. */
  message: z.string(),
  /** null until the draw has its result. */
  link: z.string().nullable(),
  linkLeadsToCommitment: z.boolean().nullable(),
  recomputed: prizes.nullable(),
  matches: z.boolean().nullable(),
});
export type DrawProof = z.infer<typeof drawProof>;
