import { z } from "zod";
import { reelStops, type Seeds } from "../../fair/outcomes.js";
import type { GameRules } from "./types.js";

// A 5-reel, 3-row slot with 10 fixed paylines. The stake is spread evenly over the lines, so the round's
// multiplier is the sum of the line wins divided by 10. Each reel stops at floor(f × strip length) (the
// round's first five floats); the window shows the stop and the two symbols after it, wrapping round.
//
// RTP. A line reads one row per reel, and every row of a reel shows a uniformly random strip position,
// so every line has the same win distribution: the reels' symbol counts alone decide it. The exact RTP
// is therefore the expected win of one line, enumerated over the 6^5 symbol combinations weighted by
// the counts (`exactRtp`): 5,681,344 / 5,888,828 = 0.964766… (documented as 0.9648). The test also
// enumerates all 22 × 23 × 23 × 23 × 22 = 5,888,828 stop combinations with all 10 lines, which gives
// the same mean, the standard deviation of the round's multiplier (2.3258, so a simulation of 10^6
// rounds lands within 4 × 2.3258 / 1000 ≈ 0.0093 of the RTP), a win on 66.8% of rounds (most of them
// below the stake) and the true maximum, 68.5 (`maxMultiplier`).

export const SYMBOLS = ["cherry", "lemon", "bell", "bar", "seven", "wild"] as const;
export type SlotSymbol = (typeof SYMBOLS)[number];

/** What 3, 4 and 5 of a kind, left to right from the first reel, pay per line (× the line's stake). */
export const PAYTABLE: Record<Exclude<SlotSymbol, "wild">, readonly [number, number, number]> = {
  cherry: [2, 5, 15],
  lemon: [3, 10, 30],
  bell: [5, 20, 60],
  bar: [10, 40, 150],
  seven: [25, 100, 500],
};
const PAYING = ["cherry", "lemon", "bell", "bar", "seven"] as const;

/**
 * The reel strips. Reels 1 and 5 hold one wild, the middle three two; sevens and wilds sit far enough
 * apart that a reel never shows two of them at once. Counts per reel (cherry, lemon, bell, bar, seven,
 * wild): 7, 5, 4, 3, 2, and 1 or 2.
 */
export const REELS: readonly (readonly SlotSymbol[])[] = [
  [
    "cherry",
    "lemon",
    "bell",
    "cherry",
    "bar",
    "lemon",
    "cherry",
    "seven",
    "bell",
    "cherry",
    "lemon",
    "wild",
    "cherry",
    "bar",
    "bell",
    "lemon",
    "cherry",
    "seven",
    "bar",
    "cherry",
    "bell",
    "lemon",
  ],
  [
    "lemon",
    "cherry",
    "bar",
    "bell",
    "cherry",
    "wild",
    "lemon",
    "cherry",
    "seven",
    "bell",
    "cherry",
    "lemon",
    "bar",
    "cherry",
    "wild",
    "bell",
    "lemon",
    "cherry",
    "seven",
    "bar",
    "cherry",
    "bell",
    "lemon",
  ],
  [
    "bell",
    "cherry",
    "lemon",
    "seven",
    "cherry",
    "bar",
    "wild",
    "lemon",
    "cherry",
    "bell",
    "cherry",
    "lemon",
    "bar",
    "cherry",
    "seven",
    "bell",
    "wild",
    "lemon",
    "cherry",
    "bar",
    "bell",
    "cherry",
    "lemon",
  ],
  [
    "cherry",
    "bar",
    "lemon",
    "cherry",
    "bell",
    "wild",
    "cherry",
    "lemon",
    "seven",
    "cherry",
    "bell",
    "bar",
    "lemon",
    "cherry",
    "wild",
    "bell",
    "cherry",
    "lemon",
    "seven",
    "bar",
    "cherry",
    "bell",
    "lemon",
  ],
  [
    "lemon",
    "cherry",
    "bell",
    "bar",
    "cherry",
    "lemon",
    "seven",
    "cherry",
    "bell",
    "lemon",
    "cherry",
    "wild",
    "bar",
    "cherry",
    "bell",
    "lemon",
    "seven",
    "cherry",
    "bar",
    "bell",
    "cherry",
    "lemon",
  ],
];
export const REEL_LENGTHS = REELS.map((reel) => reel.length);

/** The paylines: the row (0 top, 1 middle, 2 bottom) read on each reel. */
export const PAYLINES: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [1, 0, 1, 2, 1],
];

export type LineWin = { line: number; symbol: Exclude<SlotSymbol, "wild">; count: 3 | 4 | 5; multiplier: number };
export type SlotResult = {
  stops: number[];
  /** window[row][reel], 3 rows × 5 reels. */
  window: SlotSymbol[][];
  wins: LineWin[];
};

/**
 * One line's win: for each paying symbol, the run from the first reel of that symbol or wilds; the line
 * pays its best such run (so five wilds pay as five sevens), or nothing below three.
 */
export function lineWin(symbols: readonly SlotSymbol[]): Omit<LineWin, "line"> | null {
  let best: Omit<LineWin, "line"> | null = null;
  for (const symbol of PAYING) {
    let count = 0;
    while (count < symbols.length && (symbols[count] === symbol || symbols[count] === "wild")) count++;
    if (count < 3) continue;
    const multiplier = PAYTABLE[symbol][count - 3];
    if (!best || multiplier > best.multiplier) best = { symbol, count: count as 3 | 4 | 5, multiplier };
  }
  return best;
}

/** The visible 3 × 5 window for the given stops: each reel shows stop, stop + 1, stop + 2, wrapping. */
export function slotWindow(stops: readonly number[]): SlotSymbol[][] {
  return [0, 1, 2].map((row) => REELS.map((reel, i) => reel[(stops[i] + row) % reel.length]));
}

/** The round's result for the given stops; the multiplier is the total of the line wins over the 10 lines. */
export function spin(stops: readonly number[]): { result: SlotResult; multiplier: number } {
  const window = slotWindow(stops);
  const wins: LineWin[] = [];
  PAYLINES.forEach((rows, line) => {
    const win = lineWin(rows.map((row, reel) => window[row][reel]));
    if (win) wins.push({ line, ...win });
  });
  // Line pays are whole numbers, so the total over 10 lines has one decimal and no rounding is needed.
  const multiplier = wins.reduce((sum, win) => sum + win.multiplier, 0) / PAYLINES.length;
  return { result: { stops: [...stops], window, wins }, multiplier };
}

/**
 * The exact RTP as a fraction: one line's expected win, over every combination of symbols, each weighted
 * by how many positions of its reel carry it. The denominator is the number of stop combinations.
 */
export function exactRtp(): { numerator: number; denominator: number; rtp: number } {
  const counts = REELS.map((reel) => SYMBOLS.map((symbol) => reel.filter((s) => s === symbol).length));
  const denominator = REEL_LENGTHS.reduce((product, length) => product * length, 1);
  let numerator = 0;
  const picked: SlotSymbol[] = [];
  const visit = (reel: number, weight: number): void => {
    if (reel === REELS.length) {
      numerator += weight * (lineWin(picked)?.multiplier ?? 0);
      return;
    }
    SYMBOLS.forEach((symbol, s) => {
      if (!counts[reel][s]) return;
      picked[reel] = symbol;
      visit(reel + 1, weight * counts[reel][s]);
    });
  };
  visit(0, 1);
  return { numerator, denominator, rtp: numerator / denominator };
}

// Ten fixed lines and nothing to choose: the stake is the whole bet.
const slotBet = z.object({}).strict();
export type SlotBet = z.infer<typeof slotBet>;

export const slot: GameRules<SlotBet, SlotResult> = {
  code: "slot",
  bet: slotBet,
  play: (seeds: Seeds) => spin(reelStops(seeds, REEL_LENGTHS)),
  rtp: 0.9648,
  minStake: 1_000n,
  maxStake: 5_000_000_000n,
  maxMultiplier: 68.5,
};
