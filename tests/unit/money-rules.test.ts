// The money rules written once (ADR 0070): over a golden corpus of hand-computed cases, what the web shows before a
// bet is settled (the slip's potential return and combined price, the cockfight estimate) equals what the
// platform's settlement pays, and both equal the figure worked out by hand.
import { describe, expect, it } from "vitest";
import { returnAt } from "../../app/lib/cockfight/forms";
import { combinedOdds as shownCombined, potentialReturn as shownReturn } from "../../app/lib/sports/odds";
import { formatMinor, parseAmount } from "../../contract/money";
import { formatOdds, oddsMilli } from "../../contract/odds";
import { closeVerdict, fightReturn, formatPer100 } from "../../server/modules/events/sabong";
import { betReturn, combinedOdds, potentialReturn } from "../../server/modules/events/settle";
import type { FightResult, FightSide } from "../../contract/events";

const won = { result: "win", voidFactor: "0", deadHeatFactor: "1" } as const;

/** Stake as typed, the legs' decimal odds, then by hand: the return if every leg wins and the combined price. */
const PARLAYS: { stake: string; odds: string[]; returns: string; combined: string }[] = [
  // 10.00 × 1.85 × 2.10 = 38.85 exactly.
  { stake: "10", odds: ["1.85", "2.10"], returns: "38.85", combined: "3.885" },
  // 10.00 × 3.333² = 111.08889 → 111.08 (down); 11.108889 → 11.108.
  { stake: "10", odds: ["3.333", "3.333"], returns: "111.08", combined: "11.108" },
  // 99.99 × 1.85 × 2.10 × 3.333 = 99.99 × 12.948705 = 1,294.74101295 → 1,294.74.
  { stake: "99.99", odds: ["1.85", "2.10", "3.333"], returns: "1,294.74", combined: "12.948" },
  // 1,000 × 1.5 × 1.85 × 2.1 × 1.95 = 1,000 × 11.363625 = 11,363.625 → 11,363.62.
  { stake: "1000", odds: ["1.50", "1.85", "2.10", "1.95"], returns: "11,363.62", combined: "11.363" },
  // 99.99 × 3.333 × 3.333 × 2.10 × 1.85 × 1.01 = 99.99 × 43.58961410265 = 4,358.5255… → 4,358.52.
  { stake: "99.99", odds: ["3.333", "3.333", "2.10", "1.85", "1.01"], returns: "4,358.52", combined: "43.589" },
  // A single: 99.99 × 1.85 = 184.9815 → 184.98.
  { stake: "99.99", odds: ["1.85"], returns: "184.98", combined: "1.85" },
];

describe("a sports bet's potential return", () => {
  it.each(PARLAYS)("$stake at $odds returns $returns", ({ stake, odds, returns, combined }) => {
    const minor = parseAmount(stake) ?? -1n;
    const milli = odds.map(oddsMilli);
    const shown = shownReturn(minor, odds);
    const settled = betReturn(
      minor,
      milli.map((oddsMilli) => ({ oddsMilli, settlement: won })),
    );
    expect(formatMinor(shown)).toBe(returns);
    expect(settled.amount).toBe(shown);
    expect(potentialReturn(minor, milli)).toBe(shown);
    expect(shownCombined(odds)).toBe(combined);
    expect(formatOdds(combinedOdds(milli))).toBe(combined);
  });

  it("an empty slip shows the stake at evens; the platform takes no bet without a leg", () => {
    expect(shownReturn(1000n, [])).toBe(1000n);
    expect(shownCombined([])).toBe("1.00");
    expect(() => potentialReturn(1000n, [])).toThrow();
  });
});

/** Two pools by hand: (M + W) × (10000 − plasada) / side, in hundredths per 100, rounded down. */
const POOLS = [
  // 1,000,000 × 9,500 / 600,000 = 15,833.3 → 158.33; / 400,000 = 23,750 → 237.50.
  { pool: { meron: 600000n, wala: 400000n, draw: 10000n }, plasadaBps: 500, meron: "158.33", wala: "237.50" },
  // 2,222,221 × 9,450 = 20,999,988,450; / 1,234,567 → 170.10; / 987,654 → 212.62.
  { pool: { meron: 1234567n, wala: 987654n, draw: 0n }, plasadaBps: 550, meron: "170.10", wala: "212.62" },
];

/** Pool, result, side and stake, then what the bet returns by hand. */
const FIGHTS: { pool: number; result: FightResult; side: FightSide; stake: string; returns: string }[] = [
  // 99.99 × 158.33 / 100 = 158.3141… → 158.31.
  { pool: 0, result: "meron", side: "meron", stake: "99.99", returns: "158.31" },
  // 1,000 × 237.50 / 100 = 2,375.00.
  { pool: 0, result: "wala", side: "wala", stake: "1000", returns: "2,375.00" },
  // Draw pays 900 per 100: 10 × 9 = 90.00.
  { pool: 0, result: "draw", side: "draw", stake: "10", returns: "90.00" },
  // 99.99 × 212.62 / 100 = 212.5987… → 212.59.
  { pool: 1, result: "wala", side: "wala", stake: "99.99", returns: "212.59" },
  // 1,000 × 170.10 / 100 = 1,701.00.
  { pool: 1, result: "meron", side: "meron", stake: "1000", returns: "1,701.00" },
  // 99.99 on Draw at 900 per 100 = 899.91.
  { pool: 1, result: "draw", side: "draw", stake: "99.99", returns: "899.91" },
];

describe("a cockfight bet's return", () => {
  it.each(POOLS)("the payouts per 100 of pool $pool.meron / $pool.wala", ({ pool, plasadaBps, meron, wala }) => {
    const { per100, cancel } = closeVerdict(pool, plasadaBps);
    expect(cancel).toBeNull();
    expect([formatPer100(per100.meron), formatPer100(per100.wala)]).toEqual([meron, wala]);
  });

  it.each(FIGHTS)("$stake on $side, result $result, returns $returns", ({ pool, result, side, stake, returns }) => {
    const { pool: staked, plasadaBps } = POOLS[pool];
    const { per100 } = closeVerdict(staked, plasadaBps);
    const minor = parseAmount(stake) ?? -1n;
    // The web reads the figure as the platform writes it (fights.ts: the fight's payoutPer100, draw "900.00").
    const written = side === "draw" ? "900.00" : formatPer100(per100[side]);
    const shown = returnAt(minor, written);
    expect(shown === null ? null : formatMinor(shown)).toBe(returns);
    expect(fightReturn(result, side, minor, per100)).toBe(shown);
  });

  it("the sides that did not win: a Draw returns Meron's and Wala's stakes, a loss nothing, a cancel every stake", () => {
    const { per100 } = closeVerdict(POOLS[0].pool, POOLS[0].plasadaBps);
    expect(fightReturn("draw", "meron", 9999n, per100)).toBe(9999n);
    expect(fightReturn("draw", "wala", 100000n, per100)).toBe(100000n);
    expect(fightReturn("meron", "wala", 100000n, per100)).toBe(0n);
    expect(fightReturn("wala", "draw", 1000n, per100)).toBe(0n);
    expect(fightReturn("cancelled", "draw", 1000n, per100)).toBe(1000n);
  });
});
