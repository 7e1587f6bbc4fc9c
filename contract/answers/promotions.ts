// What the promotion calls answer (docs/platform-calls.md, "Promotions"; ADR 0046): a member's status and
// action per promotion, its bonuses with their wagering, the bets each counted or left out and why, the
// rebate accrued, and an application's state.
import { z } from "zod";
import { ledgerId, minorUnits, pageOf } from "./common.js";
import { BONUS_STATES, EXCLUSION_REASONS, PROMOTION_ACTIONS, PROMOTION_STATUSES } from "../promotions.js";

/** One promotion as the member stands with it. `reason` says why a `close` promotion is not for the member. */
export const memberPromotion = z.object({
  promotionId: z.string(),
  status: z.enum(PROMOTION_STATUSES),
  action: z.enum(PROMOTION_ACTIONS).nullable(),
  reason: z.string().nullable(),
  /** A rebate's amount claimable now (minor units); null for other types. */
  claimable: minorUnits.nullable(),
});

/**
 * SPEC §3: the promotions offering the member a step now, and the REFERRAL entry with its switch; with them the
 * missions not yet claimed this period (SPEC §2.6: the mission activity badge).
 */
export const availablePromotions = z.object({
  count: z.number().int().min(0),
  referral: z.object({ enabled: z.boolean() }),
  missions: z.number().int().min(0),
});
export type AvailablePromotions = z.infer<typeof availablePromotions>;

/** A claim's answer: the amount paid (the grant, or a rebate since the last claim) and the standing after (null once the promotion no longer shows). */
export const claimed = z.object({ amount: minorUnits, status: memberPromotion.nullable() });

export const bonus = z.object({
  id: ledgerId,
  promotionId: z.string(),
  title: z.string(),
  amount: minorUnits,
  /** The deposit the bonus was for, when a deposit bonus. */
  deposit: minorUnits.nullable(),
  /** "0" when the bonus went straight to the main wallet. */
  target: minorUnits,
  progress: minorUnits,
  state: z.enum(BONUS_STATES),
  grantedAt: z.string(),
  expiresAt: z.string().nullable(),
  endedAt: z.string().nullable(),
  multiple: z.number().nullable(),
  maxBet: minorUnits.nullable(),
  weights: z.record(z.number()),
  otherWeight: z.number().nullable(),
});

export const bonusBet = z.object({
  roundId: z.string(),
  vendor: z.string(),
  gameCode: z.string(),
  category: z.string(),
  closedAt: z.string(),
  stake: minorUnits,
  validBet: minorUnits,
  counted: minorUnits,
  reason: z.enum(EXCLUSION_REASONS).nullable(),
});

export const bonusSummary = z.object({
  /** The held bonus balance (wagering bonuses not yet converted). */
  held: minorUnits,
  page: pageOf(bonus),
});

/** `netLoss` is what a cashback's rate is paid on (stakes less wins of the valid bets, never below 0); null for a rebate on valid bets. */
export const rebateLine = z.object({
  category: z.string(),
  validBet: minorUnits,
  netLoss: minorUnits.nullable().default(null),
  rateBp: z.number(),
  amount: minorUnits,
});
export const rebate = z.object({
  promotionId: z.string(),
  title: z.string(),
  claimMode: z.enum(["automatic", "claim"]),
  basis: z.enum(["validBet", "netLoss"]).default("validBet"),
  since: z.string(),
  lines: z.array(rebateLine),
  amount: minorUnits,
  lastClaim: z.object({ at: z.string(), amount: minorUnits }).nullable(),
});

export const application = z.object({
  id: ledgerId,
  promotionId: z.string(),
  title: z.string(),
  username: z.string(),
  comment: z.string(),
  images: z.array(z.string()),
  state: z.enum(["applying", "issued", "rejected"]),
  reason: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});

/** One free round played: the in-house slot's result, decided by the member's own seeds and nonce (verifiable). */
export const freeRound = z.object({
  round: z.number(),
  playId: z.string(),
  /** The game's result as its page shows it (for the slot: `reels` and `lines`). */
  result: z.unknown(),
  multiplier: z.number(),
  paid: minorUnits,
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  nonce: z.number(),
  playedAt: z.string(),
});

/** A member's free rounds of one promotion: played so far, won so far, and the bonus the winnings became. */
export const freeRounds = z.object({
  id: ledgerId,
  promotionId: z.string(),
  game: z.string(),
  stake: minorUnits,
  rounds: z.number(),
  played: z.number(),
  won: minorUnits,
  /** playing: rounds left; done: all played; expired: the time ran out (the winnings were paid all the same). */
  state: z.enum(["playing", "done", "expired"]),
  expiresAt: z.string(),
  /** The bonus the winnings were paid as, once done or expired with a win. */
  bonusId: ledgerId.nullable(),
  spins: z.array(freeRound),
});

/** The answer to a free round: the round and the set after it. */
export const freeRoundPlayed = z.object({ spin: freeRound, freeRounds });

/**
 * A lucky draw, public: its committed seed hash before the draw; after it the seed, so anyone can recompute the
 * winners from the entry numbers (ADR 0047). `mine` is the signed-in member's entry.
 */
export const luckyDraw = z.object({
  promotionId: z.string(),
  drawAt: z.string(),
  serverSeedHash: z.string(),
  serverSeed: z.string().nullable(),
  drawnAt: z.string().nullable(),
  entries: z.number(),
  minValidBet: minorUnits,
  prizes: z.array(z.object({ tier: z.number(), amount: minorUnits, count: z.number() })),
  winners: z.array(z.object({ entry: z.number(), username: z.string(), tier: z.number(), amount: minorUnits })),
  mine: z.object({ entry: z.number(), tier: z.number().nullable(), amount: minorUnits.nullable() }).nullable(),
});

export type MemberPromotion = z.infer<typeof memberPromotion>;
export type Claimed = z.infer<typeof claimed>;
export type Bonus = z.infer<typeof bonus>;
export type BonusBet = z.infer<typeof bonusBet>;
export type BonusSummary = z.infer<typeof bonusSummary>;
export type Rebate = z.infer<typeof rebate>;
export type Application = z.infer<typeof application>;
export type FreeRound = z.infer<typeof freeRound>;
export type FreeRounds = z.infer<typeof freeRounds>;
export type FreeRoundPlayed = z.infer<typeof freeRoundPlayed>;
export type LuckyDraw = z.infer<typeof luckyDraw>;
