import { z } from "zod";
import { limboMultiplier } from "../../fair/outcomes.js";
import type { GameRules } from "./types.js";

// Limbo: the round draws a multiplier (at least 1.00, Stake's formula with a 1% edge); the member wins
// the target multiplier when the draw reaches it. P(draw ≥ t) = 0.99 / t, so RTP = 0.99 for any target.

const bet = z.object({
  target: z.coerce
    .number()
    .min(1.01, "target: 1.01 to 1,000,000")
    .max(1_000_000, "target: 1.01 to 1,000,000")
    .refine((t) => Math.abs(t * 100 - Math.round(t * 100)) < 1e-9, "target: at most two decimals"),
});
export type LimboBet = z.infer<typeof bet>;
export type LimboResult = { drawn: number; target: number; won: boolean };

export const limbo: GameRules<LimboBet, LimboResult> = {
  code: "limbo",
  bet,
  play(seeds, { target }) {
    const drawn = limboMultiplier(seeds);
    const won = drawn >= target;
    return { result: { drawn, target, won }, multiplier: won ? target : 0 };
  },
  rtp: 0.99,
  minStake: 1_000n,
  maxStake: 5_000_000_000n,
  maxMultiplier: 1_000_000,
};
