import { z } from "zod";
import { diceRoll } from "../../fair/outcomes.js";
import type { GameRules } from "./types.js";

// Dice: a roll from 0.00 to 100.00 (10,001 values); the member wins when it lands under (or over) the
// target. Multiplier 99 / chance%, cut to 4 decimals: a 1% house edge. Stake-compatible roll.
// RTP: the roll is strictly under T with probability 100T/10001, so RTP = 0.99 × 10000/10001 ≈ 0.9899
// (for "over" the same by symmetry), a hair under 0.99 because of the 10,001st value.

const bet = z.object({
  target: z.coerce
    .number()
    .min(2, "target: 2 to 98")
    .max(98, "target: 2 to 98")
    .refine(
      (t) => Number.isInteger(Math.round(t * 100)) && Math.abs(t * 100 - Math.round(t * 100)) < 1e-9,
      "target: at most two decimals",
    ),
  direction: z.enum(["under", "over"]),
});
export type DiceBet = z.infer<typeof bet>;
export type DiceResult = { roll: number; target: number; direction: "under" | "over"; won: boolean };

/** The win chance in percent and its multiplier: 99 / chance, cut to 4 decimals. */
export function diceOdds({ target, direction }: DiceBet) {
  const chance = direction === "under" ? target : 100 - target;
  return { chance, multiplier: Math.floor((99 / chance) * 10_000) / 10_000 };
}

export const dice: GameRules<DiceBet, DiceResult> = {
  code: "dice",
  bet,
  play(seeds, choice) {
    const roll = diceRoll(seeds);
    const won = choice.direction === "under" ? roll < choice.target : roll > choice.target;
    return {
      result: { roll, target: choice.target, direction: choice.direction, won },
      multiplier: won ? diceOdds(choice).multiplier : 0,
    };
  },
  rtp: 0.9899,
  minStake: 1_000n,
  maxStake: 5_000_000_000n,
  maxMultiplier: 49.5,
};
