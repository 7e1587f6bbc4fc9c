import { describe, expect, it } from "vitest";
import {
  DRAW_RETURN_PER100,
  MIN_PAYOUT_PER100,
  closeVerdict,
  fightReturn,
  formatPer100,
  payoutPer100,
  type Pool,
} from "../../server/modules/events/sabong.js";

// The cockfight pool (reference/sportsbook.md §2.7): per 100 on a side = (Meron + Wala) × (1 − plasada) / pool(side)
// × 100, rounded down to the hundredth; Draw pays 8:1; a figure of 107.00 or less cancels the fight. Every figure
// below was worked out by hand. Pools are minor units (1 peso = 100).

const pool = (meron: bigint, wala: bigint, draw = 0n): Pool => ({ meron, wala, draw });
const shown = (p: { meron: bigint | null; wala: bigint | null }) => ({
  meron: formatPer100(p.meron),
  wala: formatPer100(p.wala),
});

describe("payout per 100", () => {
  it("Meron 10,000 / Wala 8,000 at 5 %", () => {
    // 18,000 × 0.95 = 17,100 to share. Meron: 17,100 / 10,000 × 100 = 171.00; Wala: 17,100 / 8,000 × 100 = 213.75.
    const per100 = payoutPer100(pool(1_000_000n, 800_000n, 50_000n), 500);
    expect(per100).toEqual({ meron: 17100n, wala: 21375n });
    expect(shown(per100)).toEqual({ meron: "171.00", wala: "213.75" });
  });

  it("rounds down to the hundredth", () => {
    // 10,000 × 0.95 = 9,500. Meron: 9,500 / 3,000 × 100 = 316.666… → 316.66; Wala: 9,500 / 7,000 × 100 = 135.714… → 135.71.
    expect(shown(payoutPer100(pool(300_000n, 700_000n), 500))).toEqual({ meron: "316.66", wala: "135.71" });
  });

  it("without plasada the pool is shared whole", () => {
    // 10,000 / 5,000 × 100 = 200.00 each side.
    expect(shown(payoutPer100(pool(500_000n, 500_000n), 0))).toEqual({ meron: "200.00", wala: "200.00" });
  });

  it("the Draw pool takes no part in it", () => {
    expect(payoutPer100(pool(1_000_000n, 800_000n, 9_999_999n), 500)).toEqual(
      payoutPer100(pool(1_000_000n, 800_000n, 0n), 500),
    );
  });

  it("has no figure for an empty side", () => {
    // Meron alone: 5,000 × 0.95 / 5,000 × 100 = 95.00 (its backers would lose 5 %); Wala: none.
    expect(shown(payoutPer100(pool(500_000n, 0n), 500))).toEqual({ meron: "95.00", wala: null });
    expect(shown(payoutPer100(pool(0n, 0n), 500))).toEqual({ meron: null, wala: null });
  });

  it("refuses a plasada outside 0–100 % and a negative pool", () => {
    expect(() => payoutPer100(pool(1n, 1n), -1)).toThrow(/plasada/);
    expect(() => payoutPer100(pool(1n, 1n), 10_001)).toThrow(/plasada/);
    expect(() => payoutPer100(pool(1n, 1n), 2.5)).toThrow(/plasada/);
    expect(() => payoutPer100(pool(-1n, 1n), 500)).toThrow(/below zero/);
  });

  it("shows hundredths", () => {
    expect(formatPer100(18645n)).toBe("186.45");
    expect(formatPer100(5n)).toBe("0.05");
    expect(formatPer100(null)).toBeNull();
    expect(formatPer100(DRAW_RETURN_PER100)).toBe("900.00");
    expect(formatPer100(MIN_PAYOUT_PER100)).toBe("107.00");
  });
});

describe("the verdict at close", () => {
  it("a fair fight runs", () => {
    expect(closeVerdict(pool(1_000_000n, 800_000n), 500)).toEqual({
      per100: { meron: 17100n, wala: 21375n },
      cancel: null,
    });
  });

  it("107.01 runs", () => {
    // Meron 9,500 / Wala 1,201: 10,701 × 0.95 / 9,500 × 100 = 107.01; Wala 10,165.95 / 1,201 × 100 = 846.457… → 846.45.
    expect(closeVerdict(pool(950_000n, 120_100n), 500)).toEqual({
      per100: { meron: 10701n, wala: 84645n },
      cancel: null,
    });
  });

  it("107.00 is too one-sided", () => {
    // Meron 9,500 / Wala 1,200: 10,700 × 0.95 / 9,500 × 100 = 107.00 → cancelled.
    expect(closeVerdict(pool(950_000n, 120_000n), 500).cancel).toBe("ONE_SIDED");
    // Meron 9,500 / Wala 1,200.01: 107.0001… shows 107.00, so it is cancelled too (the figure members saw).
    expect(closeVerdict(pool(950_000n, 120_001n), 500)).toMatchObject({
      per100: { meron: 10700n },
      cancel: "ONE_SIDED",
    });
    // The mirror: Wala the heavy side.
    expect(closeVerdict(pool(120_000n, 950_000n), 500)).toMatchObject({
      per100: { wala: 10700n },
      cancel: "ONE_SIDED",
    });
  });

  it("a side with no stake cancels", () => {
    expect(closeVerdict(pool(500_000n, 0n, 10_000n), 500).cancel).toBe("EMPTY_SIDE");
    expect(closeVerdict(pool(0n, 500_000n), 500).cancel).toBe("EMPTY_SIDE");
    expect(closeVerdict(pool(0n, 0n), 500)).toEqual({ per100: { meron: null, wala: null }, cancel: "EMPTY_SIDE" });
  });
});

describe("what a bet returns", () => {
  const per100 = { meron: 17100n, wala: 21375n };

  it("Meron wins", () => {
    // 500.00 × 171.00 / 100 = 855.00.
    expect(fightReturn("meron", "meron", 50_000n, per100)).toBe(85_500n);
    expect(fightReturn("meron", "wala", 50_000n, per100)).toBe(0n);
    expect(fightReturn("meron", "draw", 50_000n, per100)).toBe(0n);
  });

  it("Wala wins", () => {
    // 200.00 × 213.75 / 100 = 427.50.
    expect(fightReturn("wala", "wala", 20_000n, per100)).toBe(42_750n);
    expect(fightReturn("wala", "meron", 20_000n, per100)).toBe(0n);
    expect(fightReturn("wala", "draw", 20_000n, per100)).toBe(0n);
  });

  it("rounds a win down to the minor unit", () => {
    // 0.33 × 316.66 / 100 = 1.044978 → 1.04; 0.07 × 135.71 / 100 = 0.094997 → 0.09.
    expect(fightReturn("meron", "meron", 33n, { meron: 31666n, wala: 13571n })).toBe(104n);
    expect(fightReturn("wala", "wala", 7n, { meron: 31666n, wala: 13571n })).toBe(9n);
  });

  it("a Draw returns Meron and Wala stakes whole and pays Draw 8:1", () => {
    expect(fightReturn("draw", "meron", 50_000n, per100)).toBe(50_000n);
    expect(fightReturn("draw", "wala", 33n, per100)).toBe(33n);
    // 100.00 + 8 × 100.00 = 900.00; 0.33 × 9 = 2.97.
    expect(fightReturn("draw", "draw", 10_000n, per100)).toBe(90_000n);
    expect(fightReturn("draw", "draw", 33n, per100)).toBe(297n);
  });

  it("a cancelled fight returns every stake, even when a side was empty", () => {
    const empty = { meron: 9500n, wala: null };
    for (const side of ["meron", "wala", "draw"] as const)
      expect(fightReturn("cancelled", side, 12_345n, empty)).toBe(12_345n);
  });

  it("a winning side without a figure is a mistake, not a payout", () => {
    expect(() => fightReturn("wala", "wala", 100n, { meron: 9500n, wala: null })).toThrow(/no wala payout/);
  });
});

describe("the house never pays out more than the pool less plasada", () => {
  it("on the hand-worked pool", () => {
    // Meron bets 0.33 + 7.77 + 123.45 + 9,868.45 = 10,000.00; Wala 8,000.00; 171.00 per 100:
    //   33 × 1.71 = 56.43 → 56; 777 × 1.71 = 1,328.67 → 1,328; 12,345 × 1.71 = 21,109.95 → 21,109;
    //   986,845 × 1.71 = 1,687,504.95 → 1,687,504. Paid 1,709,997 ≤ 18,000.00 × 0.95 = 1,710,000.
    const bets = [33n, 777n, 12_345n, 986_845n];
    const { per100 } = closeVerdict(pool(1_000_000n, 800_000n), 500);
    const paid = bets.map((stake) => fightReturn("meron", "meron", stake, per100));
    expect(paid).toEqual([56n, 1_328n, 21_109n, 1_687_504n]);
    const total = paid.reduce((a, b) => a + b, 0n);
    expect(total).toBe(1_709_997n);
    // The pool less 5 % plasada, from the pool itself: (10,000.00 + 8,000.00) × 9,500 / 10,000.
    const p = pool(1_000_000n, 800_000n);
    expect(total).toBeLessThanOrEqual(((p.meron + p.wala) * (10_000n - 500n)) / 10_000n);
  });

  it("on many pools and plasadas", () => {
    // A fixed sequence (no randomness in a test): whatever the split, Σ paid × 10000 ≤ (M + W) × (10000 − plasada).
    let seed = 12_345n;
    const next = (max: bigint) => {
      seed = (seed * 6_364_136_223_846_793_005n + 1_442_695_040_888_963_407n) % 2n ** 64n;
      return 1n + (seed % max);
    };
    for (let round = 0; round < 200; round++) {
      const meronBets = Array.from({ length: 1 + Number(next(8n)) }, () => next(5_000_000n));
      const walaBets = Array.from({ length: 1 + Number(next(8n)) }, () => next(5_000_000n));
      const plasadaBps = Number(next(2_000n)) - 1;
      const p = pool(
        meronBets.reduce((a, b) => a + b, 0n),
        walaBets.reduce((a, b) => a + b, 0n),
      );
      const { per100 } = closeVerdict(p, plasadaBps);
      const cap = (p.meron + p.wala) * BigInt(10_000 - plasadaBps);
      for (const [result, bets] of [
        ["meron", meronBets],
        ["wala", walaBets],
      ] as const) {
        const paid = bets.reduce((sum, stake) => sum + fightReturn(result, result, stake, per100), 0n);
        expect(paid * 10_000n).toBeLessThanOrEqual(cap);
      }
    }
  });
});
