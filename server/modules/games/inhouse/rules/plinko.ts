import { z } from "zod";
import { plinkoPath } from "../../fair/outcomes.js";
import type { GameRules } from "./types.js";

// Plinko: a ball falls through 8, 12 or 16 rows of pins, going left or right at each (Stake-compatible
// path); the slot it lands in (the number of rights) pays by the table of the rows and the risk. The
// tables are symmetric; below, each row lists the slots from the edge to the centre. Exact RTP of
// each table (binomial, computed by `plinkoRtp`, checked by the tests):
//   8: low 0.9872, medium 0.9841, high 0.9875 · 12: low 0.9860, medium 0.9840, high 0.9859 ·
//   16: low 0.9848, medium 0.9880, high 0.9890

const HALF_TABLES: Record<string, number[]> = {
  "8-low": [2.74, 1.89, 1.3, 0.9, 0.62],
  "8-medium": [6.66, 3.17, 1.51, 0.71, 0.34],
  "8-high": [18.6, 6.23, 2.07, 0, 0],
  "12-low": [3.01, 2.35, 1.83, 1.43, 1.11, 0.87, 0.68],
  "12-medium": [8.38, 5.11, 3.11, 1.9, 1.15, 0.7, 0.43],
  "12-high": [43.6, 20.9, 10, 4.84, 0, 0, 0],
  "16-low": [3.17, 2.63, 2.19, 1.82, 1.51, 1.25, 1.04, 0.86, 0.71],
  "16-medium": [9.54, 6.58, 4.54, 3.13, 2.16, 1.49, 1.03, 0.71, 0.49],
  "16-high": [90, 51.9, 30, 17.3, 10, 0, 0, 0, 0],
};

export const PLINKO_ROWS = [8, 12, 16] as const;
export const PLINKO_RISKS = ["low", "medium", "high"] as const;

/** The whole table for rows and risk: slot 0 (all lefts) to slot rows (all rights). */
export function plinkoTable(rows: number, risk: string): number[] {
  const half = HALF_TABLES[`${rows}-${risk}`];
  return [...half, ...half.slice(0, -1).reverse()];
}

const comb = (n: number, k: number): number => {
  let result = 1;
  for (let i = 0; i < k; i++) result = (result * (n - i)) / (i + 1);
  return result;
};
export const plinkoRtp = (rows: number, risk: string) =>
  plinkoTable(rows, risk).reduce((sum, m, slot) => sum + (comb(rows, slot) / 2 ** rows) * m, 0);

const bet = z.object({
  rows: z.coerce
    .number()
    .pipe(
      z.union([z.literal(8), z.literal(12), z.literal(16)], { errorMap: () => ({ message: "rows: 8, 12 or 16" }) }),
    ),
  risk: z.enum(PLINKO_RISKS),
});
export type PlinkoBet = z.infer<typeof bet>;
export type PlinkoResult = { path: number[]; slot: number; rows: number; risk: string };

export const plinko: GameRules<PlinkoBet, PlinkoResult> = {
  code: "plinko",
  bet,
  play(seeds, { rows, risk }) {
    const path = plinkoPath(seeds, rows);
    const slot = path.reduce((sum, step) => sum + step, 0);
    return { result: { path, slot, rows, risk }, multiplier: plinkoTable(rows, risk)[slot] };
  },
  // The lowest table's.
  rtp: 0.984,
  minStake: 1_000n,
  maxStake: 5_000_000_000n,
  maxMultiplier: 90,
};
