import { z } from "zod";
import { kenoDraw } from "../../fair/outcomes.js";
import type { GameRules } from "./types.js";

// Keno: the member picks 1 to 10 numbers of 40; the round draws 10 (without replacement, Stake-
// compatible) and pays by the number of hits. P(h hits of p picks) = C(p,h) C(40−p, 10−h) / C(40,10).
// The paytable was set for an RTP of about 0.97 per pick count, capped at 10,000×; the exact RTP of
// each row (computed from the table by `kenoRtp`, checked by the tests):
//   1: 0.9700  2: 0.9710  3: 0.9697  4: 0.9700  5: 0.9703  6: 0.9693  7: 0.9702  8: 0.9701  9: 0.9700  10: 0.9699

/** PAYTABLE[picks][hits] = multiplier (missing = 0). */
export const KENO_PAYTABLE: Record<number, Record<number, number>> = {
  1: { 1: 3.88 },
  2: { 1: 1.5, 2: 6.83 },
  3: { 2: 4.39, 3: 30.45 },
  4: { 2: 2.14, 3: 8.29, 4: 80.53 },
  5: { 3: 6.12, 4: 33.2, 5: 435.99 },
  6: { 3: 3.23, 4: 12.34, 5: 90.62, 6: 1593.1 },
  7: { 4: 9.72, 5: 50.14, 6: 492.73, 7: 10000 },
  8: { 4: 5.43, 5: 21.62, 6: 149.34, 7: 1984.73, 8: 10000 },
  9: { 5: 17.91, 6: 95.47, 7: 891.91, 8: 10000, 9: 10000 },
  10: { 5: 9.75, 6: 42.2, 7: 304.2, 8: 3980.73, 9: 10000, 10: 10000 },
};

const comb = (n: number, k: number): number => {
  if (k < 0 || k > n) return 0;
  let result = 1;
  for (let i = 0; i < k; i++) result = (result * (n - i)) / (i + 1);
  return result;
};
export const kenoHitChance = (picks: number, hits: number) =>
  (comb(picks, hits) * comb(40 - picks, 10 - hits)) / comb(40, 10);
export const kenoRtp = (picks: number) =>
  Object.entries(KENO_PAYTABLE[picks]).reduce((sum, [hits, m]) => sum + kenoHitChance(picks, Number(hits)) * m, 0);

const bet = z.object({
  picks: z
    .array(z.coerce.number().int().min(1, "picks: numbers 1 to 40").max(40, "picks: numbers 1 to 40"))
    .min(1, "picks: 1 to 10 numbers")
    .max(10, "picks: 1 to 10 numbers")
    .refine((picks) => new Set(picks).size === picks.length, "picks: each number once"),
});
export type KenoBet = z.infer<typeof bet>;
export type KenoResult = { drawn: number[]; picks: number[]; hits: number[] };

export const keno: GameRules<KenoBet, KenoResult> = {
  code: "keno",
  bet,
  play(seeds, { picks }) {
    const drawn = kenoDraw(seeds);
    const hits = picks.filter((n) => drawn.includes(n));
    return { result: { drawn, picks, hits }, multiplier: KENO_PAYTABLE[picks.length][hits.length] ?? 0 };
  },
  // The lowest row's.
  rtp: 0.9693,
  minStake: 1_000n,
  maxStake: 1_000_000_000n,
  maxMultiplier: 10_000,
};
