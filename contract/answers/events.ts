// What event betting's calls answer (contract/events.ts; docs/platform-calls.md "Event betting"): events
// with their markets and outcomes, bets with each leg and its return factor, the cockfight arena with its pool.
// Money is minor units as strings; odds decimal strings; times ISO strings.
import { z } from "zod";
import { minorUnits, pageOf } from "./common.js";
import {
  EVENT_BET_STATUSES,
  EVENT_GAMES,
  EVENT_SPORTS,
  EVENT_STATUSES,
  FIGHT_RESULTS,
  FIGHT_SIDES,
  FIGHT_STATUSES,
  MARKET_CHANGES,
  MARKET_PHASES,
  MARKET_STATUSES,
  MARKET_TYPES,
  ODDS_FORMATS,
  VOID_CAUSES,
} from "../events.js";

/** An outcome's settlement as the feed gave it (or the grader made it): win or lose, the share refunded, the dead-heat share. */
export const outcomeResult = z.object({
  result: z.enum(["win", "lose"]),
  voidFactor: z.string(),
  deadHeatFactor: z.string(),
});
export type OutcomeResult = z.infer<typeof outcomeResult>;

export const eventOutcome = z.object({
  id: z.string(),
  code: z.string(),
  odds: z.string(),
  active: z.boolean(),
  /** After settlement: win or lose, the void and dead-heat factors. */
  result: outcomeResult.nullable(),
});
export type EventOutcome = z.infer<typeof eventOutcome>;

export const eventMarket = z.object({
  id: z.string(),
  type: z.enum(MARKET_TYPES),
  /** The handicap or total ("-0.75", "2.5"), or the map number; null for markets without one. */
  line: z.string().nullable(),
  map: z.number().int().nullable(),
  phase: z.enum(MARKET_PHASES),
  status: z.enum(MARKET_STATUSES),
  /** Takes a bet now: active, and the event not started (pre-match) or live (live). */
  open: z.boolean(),
  minStake: minorUnits,
  maxStake: minorUnits,
  outcomes: z.array(eventOutcome),
});
export type EventMarket = z.infer<typeof eventMarket>;

const scoreView = z.object({
  home: z.number(),
  away: z.number(),
  periods: z.array(z.object({ home: z.number(), away: z.number() })),
});
export type ScoreView = z.infer<typeof scoreView>;

export const sportsEvent = z.object({
  id: z.string(),
  ref: z.string(),
  game: z.enum(EVENT_GAMES),
  sport: z.enum(EVENT_SPORTS),
  competition: z.string(),
  home: z.string(),
  away: z.string(),
  startsAt: z.string(),
  status: z.enum(EVENT_STATUSES),
  score: scoreView.nullable(),
  /** Made up by the sandbox feed (development only): the screens say so. */
  sandbox: z.boolean(),
  /** The lobby lists an event's main markets; the event page all of them. */
  markets: z.array(eventMarket),
  marketCount: z.number().int(),
});
export type SportsEvent = z.infer<typeof sportsEvent>;

export const eventsLobby = z.object({
  now: z.string(),
  game: z.enum(EVENT_GAMES),
  tab: z.enum(["today", "early", "live"]),
  /** Each sport with its competitions and how many events each lists (for the menu). */
  sports: z.array(
    z.object({
      sport: z.enum(EVENT_SPORTS),
      count: z.number().int(),
      competitions: z.array(z.object({ name: z.string(), count: z.number().int() })),
    }),
  ),
  events: z.array(sportsEvent),
  /** Today's tab with nothing left to start today: the next events to come (after today), soonest first; else empty. */
  next: z.array(sportsEvent).default([]),
  sandbox: z.boolean(),
});
export type EventsLobby = z.infer<typeof eventsLobby>;

export const betLeg = z.object({
  eventId: z.string(),
  event: z.object({
    home: z.string(),
    away: z.string(),
    sport: z.enum(EVENT_SPORTS),
    competition: z.string(),
    startsAt: z.string(),
  }),
  marketId: z.string(),
  marketType: z.enum(MARKET_TYPES),
  line: z.string().nullable(),
  map: z.number().int().nullable(),
  outcomeId: z.string(),
  outcome: z.string(),
  /** The odds taken. */
  odds: z.string(),
  status: z.enum(["open", "won", "half_won", "lost", "half_lost", "void", "dead_heat"]),
  /** The leg's return factor (win share × odds + refund share), once settled. */
  factor: z.string().nullable(),
  /** What decided the leg, stored when it was settled (ADR 0064); null while it is open. */
  facts: z
    .object({
      /** The event's final score (each map or period too) the leg was settled on; null when the feed settled it by outcome. */
      score: scoreView.nullable(),
      /** The outcome's settlement; null when the leg was void without a result. */
      settlement: outcomeResult.nullable(),
      /** Why it was void without a result, with the operator's or the feed's reason and a cancel window's times. */
      voided: z
        .object({
          cause: z.enum(VOID_CAUSES),
          reason: z.string(),
          from: z.string().nullable(),
          to: z.string().nullable(),
        })
        .nullable(),
    })
    .nullable(),
});
export type BetLeg = z.infer<typeof betLeg>;
export type LegFacts = NonNullable<BetLeg["facts"]>;

/**
 * One change of what a bet returns (ADR 0064): its first settlement, a resettlement (a corrected result, a cancel or its
 * rollback), or a reopening (a settlement rolled back: what it paid taken back until the new result). `before` is what
 * it had returned, `returned` what it returns now (null while reopened); `cause` the message and its reason.
 */
export const betChange = z.object({
  version: z.number().int(),
  change: z.enum(["settled", "resettled", "reopened"]),
  status: z.enum(EVENT_BET_STATUSES),
  returned: minorUnits.nullable(),
  before: minorUnits.nullable(),
  cause: z.object({ kind: z.enum(MARKET_CHANGES), reason: z.string() }).nullable(),
  at: z.string(),
});
export type BetChange = z.infer<typeof betChange>;

export const eventBet = z.object({
  id: z.string(),
  game: z.enum(EVENT_GAMES),
  kind: z.enum(["single", "parlay"]),
  stake: minorUnits,
  /** Stake × the product of the legs' odds taken. */
  potentialReturn: minorUnits,
  odds: z.string(),
  status: z.enum(EVENT_BET_STATUSES),
  /** What it paid, once settled (a void bet its stake). */
  returned: minorUnits.nullable(),
  settlementVersion: z.number().int(),
  placedAt: z.string(),
  settledAt: z.string().nullable(),
  legs: z.array(betLeg),
  /** Every settlement, resettlement and reopening, oldest first. */
  history: z.array(betChange),
});
export type EventBet = z.infer<typeof eventBet>;
export const eventBetPage = pageOf(eventBet);

/** A refused bet's value when the odds moved: the current odds of each selection, to accept or not. */
export const oddsChanged = z.object({
  changes: z.array(z.object({ outcomeId: z.string(), odds: z.string(), open: z.boolean() })),
});
export type OddsChanged = z.infer<typeof oddsChanged>;

export const memberSettings = z.object({ oddsFormat: z.enum(ODDS_FORMATS) });

// ---- cockfight ----------------------------------------------------------------------------------------------

export const fightView = z.object({
  id: z.string(),
  number: z.number().int(),
  meron: z.string(),
  wala: z.string(),
  status: z.enum(FIGHT_STATUSES),
  result: z.enum(FIGHT_RESULTS).nullable(),
  plasadaBps: z.number().int(),
  pool: z.object({ meron: minorUnits, wala: minorUnits, draw: minorUnits }),
  /** Payout per 100 staked on each side: live while open, fixed at close; null while a side is empty. */
  payoutPer100: z.object({ meron: z.string().nullable(), wala: z.string().nullable(), draw: z.string() }),
  minStake: minorUnits,
  maxStake: minorUnits,
  opensAt: z.string(),
  /** When last call is due (the countdown). */
  lastCallAt: z.string(),
  closedAt: z.string().nullable(),
  settledAt: z.string().nullable(),
  cancelReason: z.string().nullable(),
  /** Run by the sandbox arena (development only): the screens say so. */
  sandbox: z.boolean(),
});
export type FightView = z.infer<typeof fightView>;

export const fightBet = z.object({
  id: z.string(),
  fightId: z.string(),
  fightNumber: z.number().int(),
  /** The fight's two entries. */
  meron: z.string(),
  wala: z.string(),
  side: z.enum(FIGHT_SIDES),
  stake: minorUnits,
  status: z.enum(["open", "won", "lost", "refunded"]),
  returned: minorUnits.nullable(),
  placedAt: z.string(),
  settledAt: z.string().nullable(),
  /** What decided it (ADR 0064): the fight's result, a cancellation's reason, and the payout per 100 fixed for this side at close. */
  result: z.enum(FIGHT_RESULTS).nullable(),
  cancelReason: z.string().nullable(),
  per100: z.string().nullable(),
});
export type FightBet = z.infer<typeof fightBet>;

export const arenaView = z.object({
  now: z.string(),
  current: fightView.nullable(),
  /** The member's bets on the current fight (empty for a visitor). */
  myBets: z.array(fightBet),
  history: z.array(fightView),
  sandbox: z.boolean(),
});
export type ArenaView = z.infer<typeof arenaView>;

/** A selection on the member's slip as it stands now: its odds and whether it still takes a bet. */
export const slipSelection = betLeg
  .omit({ status: true, factor: true, facts: true })
  .extend({ open: z.boolean(), minStake: minorUnits, maxStake: minorUnits });
export type SlipSelection = z.infer<typeof slipSelection>;
