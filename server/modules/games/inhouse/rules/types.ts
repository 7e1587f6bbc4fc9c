import type { z } from "zod";
import type { Seeds } from "../../fair/outcomes.js";

// One in-house game's rules: what a bet is, how the round's provably fair numbers decide it, and what it
// pays. Pure: no money, no database. The play service debits the stake through the seamless wallet,
// asks `play`, and credits stake × multiplier.

export type Outcome<Result> = {
  /** What the member sees and the verify page recomputes (the roll, the tiles, the cards …). */
  result: Result;
  /** Paid = stake × multiplier, rounded down to the minor unit; 0 when the bet is lost. At most 4 decimals. */
  multiplier: number;
};

export type GameRules<Bet extends Record<string, unknown>, Result> = {
  code: "dice" | "limbo" | "mines" | "plinko" | "keno" | "slot" | "baccarat";
  /** The bet's own choices (target, mines, picks …), checked; the stake is not part of it. */
  bet: z.ZodType<Bet, z.ZodTypeDef, unknown>;
  play(seeds: Seeds, bet: Bet): Outcome<Result>;
  /** The documented return to player (e.g. 0.99), which a simulation of 10^6 rounds must confirm. */
  rtp: number;
  /** Bet limits in minor units (VND × 100). */
  minStake: bigint;
  maxStake: bigint;
  /** The largest multiplier the game can pay; the house's exposure per bet. */
  maxMultiplier: number;
};

/** Stake × multiplier in minor units, rounded down, without floating-point error on the stake. */
export function payout(stake: bigint, multiplier: number): bigint {
  return (stake * BigInt(Math.round(multiplier * 10_000))) / 10_000n;
}
