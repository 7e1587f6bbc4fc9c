import type { MarketInput } from "../../../contract/events.js";
import { formatOdds } from "../../../contract/odds.js";
import { MARGIN } from "./source.js";

// ---- odds ---------------------------------------------------------------------------------------------------

/** Thousandths per step of the grid prices are quoted on: 1.835 and 2.76 and 12.5, as bookmakers show them. */
const gridStep = (milli: number) =>
  milli < 2_000 ? 5 : milli < 5_000 ? 10 : milli < 10_000 ? 50 : milli < 30_000 ? 250 : milli < 100_000 ? 1_000 : 5_000;

/** Decimal odds (a float) on the grid, 1.01 to 500. */
export function onGrid(odds: number): string {
  const raw = Math.max(1_010, Math.min(500_000, odds * 1000));
  const step = gridStep(raw);
  return formatOdds(BigInt(Math.max(1_010, Math.round(raw / step) * step)));
}

/** A market's odds from each outcome's fair probability (they sum to 1), with the margin on top. */
export function priced(fair: Record<string, number>): Record<string, string> {
  const total = Object.values(fair).reduce((a, b) => a + b, 0);
  return Object.fromEntries(
    Object.entries(fair).map(([code, p]) => [code, onGrid(1 / (Math.max(p / total, 0.0015) * (1 + MARGIN)))]),
  );
}

/** A distribution of a whole number (a goal margin, a total): value → probability. */
export type Dist = [value: number, p: number][];

/**
 * The fair probability of a line bet: it wins when value × 4 + quarters > 0 and is refunded at 0, a quarter line putting
 * half the stake on each neighbouring line (reference/sportsbook.md §2.4). Refunds are taken out: win / (1 − refund).
 */
function lineChance(dist: Dist, quarters: number): number {
  const halves = quarters % 2 === 0 ? [quarters, quarters] : [quarters - 1, quarters + 1];
  let win = 0;
  let refund = 0;
  for (const [value, p] of dist)
    for (const half of halves) {
      const margin = value * 4 + half;
      if (margin > 0) win += p / 2;
      else if (margin === 0) refund += p / 2;
    }
  return refund >= 1 ? 0.5 : win / (1 - refund);
}

/** A two-way line market: the first code backs value + line, the second the mirror. */
export function lineMarket(
  type: "ah" | "ou" | "map_hcp",
  dist: Dist,
  line: number,
  codes: [string, string],
  sign: 1 | -1,
): MarketInput {
  // ah/map_hcp: home wins when margin + hcp > 0; ou: over wins when total − line > 0.
  const quarters = Math.round(line * 4) * sign;
  const first = lineChance(dist, quarters);
  const second = lineChance(
    dist.map(([v, p]) => [-v, p]),
    -quarters,
  );
  return market(type, priced({ [codes[0]]: first, [codes[1]]: second }), { line: String(line) });
}

export function market(
  type: MarketInput["type"],
  odds: Record<string, string>,
  extra: { line?: string; map?: number } = {},
): MarketInput {
  return { type, ...extra, phase: "prematch", odds };
}

export const logistic = (x: number) => 1 / (1 + Math.exp(-x));
/** The standard normal's distribution function (Abramowitz–Stegun 7.1.26). */
function phi(x: number): number {
  const t = 1 / (1 + (0.3275911 * Math.abs(x)) / Math.SQRT2);
  const erf =
    1 -
    ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) *
      t *
      Math.exp(-(x * x) / 2);
  return x >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}
/** A normal distribution over whole numbers, mean ± 5 sd. */
export function discreteNormal(mean: number, sd: number): Dist {
  const out: Dist = [];
  for (let v = Math.floor(mean - 5 * sd); v <= Math.ceil(mean + 5 * sd); v++)
    out.push([v, phi((v + 0.5 - mean) / sd) - phi((v - 0.5 - mean) / sd)]);
  return out;
}
/** The x.5 line nearest a value; the x.25/x.75 one. */
export const halfLine = (x: number) => Math.round(x - 0.5) + 0.5;
export const quarterLine = (x: number) => Math.round((x - 0.25) * 2) / 2 + 0.25;

// ---- the sports -------------------------------------------------------------------------------------------
