import { describe, expect, it } from "vitest";
import { reelStops } from "../../server/modules/games/fair/outcomes.js";
import {
  PAYLINES,
  REEL_LENGTHS,
  REELS,
  exactRtp,
  lineWin,
  slot,
  spin,
  type SlotSymbol,
} from "../../server/modules/games/inhouse/rules/slot.js";
import { RTP_CASES, SUITE_ROUNDS, simulateRtp } from "../support/rtp.js";

const seeds = (nonce: number) => ({ serverSeed: "server seed", clientSeed: "client seed", nonce });

// The standard deviation of the round's multiplier, from the full enumeration below; a simulation of
// n rounds lands within 4 standard errors (4 × 2.3258 / √n) of the RTP except about once in 16,000 seeds
// (tests/support/rtp.ts, where the simulation takes it from; bench/rtp.ts plays 10^6 rounds).
const SD = 2.3258;

describe("slot", () => {
  it("plays the fixed seeds to the same rounds: stops from reelStops, window stop … stop + 2", () => {
    const expected = [
      {
        stops: [16, 14, 5, 20, 12],
        top: ["cherry", "wild", "bar", "cherry", "bar"],
        wins: [
          { line: 5, symbol: "cherry", count: 3, multiplier: 2 },
          { line: 9, symbol: "seven", count: 3, multiplier: 25 },
        ],
        multiplier: 2.7,
      },
      {
        stops: [11, 14, 4, 1, 1],
        top: ["wild", "wild", "cherry", "bar", "cherry"],
        wins: [
          { line: 1, symbol: "cherry", count: 3, multiplier: 2 },
          { line: 3, symbol: "bell", count: 3, multiplier: 5 },
          { line: 5, symbol: "bar", count: 3, multiplier: 10 },
          { line: 7, symbol: "cherry", count: 3, multiplier: 2 },
        ],
        multiplier: 1.9,
      },
      {
        stops: [5, 20, 10, 9, 17],
        top: ["lemon", "cherry", "cherry", "cherry", "cherry"],
        wins: [{ line: 7, symbol: "cherry", count: 4, multiplier: 5 }],
        multiplier: 0.5,
      },
    ];
    expected.forEach((round, i) => {
      const { result, multiplier } = slot.play(seeds(i + 1), {});
      expect(result.stops).toEqual(reelStops(seeds(i + 1), REEL_LENGTHS));
      expect(result.stops).toEqual(round.stops);
      expect(result.window[0]).toEqual(round.top);
      for (let row = 0; row < 3; row++) {
        for (let reel = 0; reel < 5; reel++) {
          expect(result.window[row]![reel]).toBe(REELS[reel]![(round.stops[reel]! + row) % REEL_LENGTHS[reel]!]);
        }
      }
      expect(result.wins).toEqual(round.wins);
      expect(multiplier).toBe(round.multiplier);
    });
    // Nonce 1 by hand: line 9 reads rows 1,0,1,2,1 = seven, wild, wild, lemon, cherry → three sevens.
    expect(slot.play(seeds(1), {}).result.window.map((row) => row.join(" "))).toEqual([
      "cherry wild bar cherry bar",
      "seven bell wild bell cherry",
      "bar lemon lemon lemon bell",
    ]);
  });

  it("pays a line left to right, wilds substituting, the best symbol when several fit", () => {
    const line = (s: string) => s.split(" ") as SlotSymbol[];
    expect(lineWin(line("cherry cherry cherry lemon lemon"))).toEqual({ symbol: "cherry", count: 3, multiplier: 2 });
    expect(lineWin(line("cherry cherry lemon cherry cherry"))).toBeNull();
    expect(lineWin(line("lemon cherry cherry cherry cherry"))).toBeNull(); // from the first reel only
    expect(lineWin(line("bar wild bar bar bell"))).toEqual({ symbol: "bar", count: 4, multiplier: 40 });
    expect(lineWin(line("wild wild bell bell bell"))).toEqual({ symbol: "bell", count: 5, multiplier: 60 });
    // wild wild wild seven cherry: four sevens (100) beat three of anything else.
    expect(lineWin(line("wild wild wild seven cherry"))).toEqual({ symbol: "seven", count: 4, multiplier: 100 });
    // wild wild wild cherry seven: three sevens (25) beat four cherries (5).
    expect(lineWin(line("wild wild wild cherry seven"))).toEqual({ symbol: "seven", count: 3, multiplier: 25 });
    expect(lineWin(line("wild wild wild wild wild"))).toEqual({ symbol: "seven", count: 5, multiplier: 500 });
    const { result, multiplier } = spin([0, 0, 0, 0, 0]);
    expect(multiplier).toBe(result.wins.reduce((sum, win) => sum + win.multiplier, 0) / 10);
  });

  it("has 5 reels, 10 distinct lines, and never shows two sevens or two wilds on one reel", () => {
    expect(REELS).toHaveLength(5);
    expect(PAYLINES).toHaveLength(10);
    expect(new Set(PAYLINES.map((rows) => rows.join())).size).toBe(10);
    expect(PAYLINES.every((rows) => rows.length === 5 && rows.every((row) => row >= 0 && row <= 2))).toBe(true);
    for (const reel of REELS) {
      for (let stop = 0; stop < reel.length; stop++) {
        const shown = [0, 1, 2].map((row) => reel[(stop + row) % reel.length]);
        expect(shown.filter((s) => s === "seven").length).toBeLessThanOrEqual(1);
        expect(shown.filter((s) => s === "wild").length).toBeLessThanOrEqual(1);
      }
    }
  });

  it("takes no choices in the bet and has its limits", () => {
    expect(slot.bet.safeParse({}).success).toBe(true);
    expect(slot.bet.safeParse({ lines: 5 }).success).toBe(false);
    expect(slot.minStake).toBe(1_000n);
    expect(slot.maxStake).toBe(5_000_000_000n);
  });

  it("the exact RTP is 5,681,344 / 5,888,828 = 0.96477, documented as 0.9648", () => {
    const exact = exactRtp();
    expect(exact.numerator).toBe(5_681_344);
    expect(exact.denominator).toBe(5_888_828);
    expect(Math.round(exact.rtp * 10_000) / 10_000).toBe(slot.rtp);
    expect(slot.rtp).toBeGreaterThanOrEqual(0.95);
    expect(slot.rtp).toBeLessThanOrEqual(0.97);
  });

  it("every stop combination with all 10 lines: the same mean, the stated deviation, the true maximum", async () => {
    let rounds = 0;
    let sum = 0; // in tenths, exact
    let squares = 0;
    let max = 0;
    const [a, b, c, d, e] = REEL_LENGTHS as [number, number, number, number, number];
    for (let i = 0; i < a; i++) {
      // Seconds of pure work: let the worker answer vitest's calls now and then (else "Timeout calling onTaskUpdate").
      await new Promise((resolve) => setImmediate(resolve));
      for (let j = 0; j < b; j++)
        for (let k = 0; k < c; k++)
          for (let l = 0; l < d; l++)
            for (let m = 0; m < e; m++) {
              const tenths = Math.round(spin([i, j, k, l, m]).multiplier * 10);
              rounds++;
              sum += tenths;
              squares += tenths * tenths;
              max = Math.max(max, tenths);
            }
    }
    const exact = exactRtp();
    expect(rounds).toBe(exact.denominator);
    expect(sum).toBe(exact.numerator * 10);
    const sd = Math.sqrt(squares / rounds - (sum / rounds) ** 2) / 10;
    expect(sd).toBeCloseTo(SD, 4);
    expect(max / 10).toBe(slot.maxMultiplier);
  }, 60_000);

  it(`a simulation of ${SUITE_ROUNDS.toLocaleString("en")} rounds returns the RTP within 4 standard errors`, async () => {
    const c = RTP_CASES.find((x) => x.name === "slot, 10 lines")!;
    expect([c.exact, c.sd]).toEqual([slot.rtp, SD]);
    const figure = await simulateRtp(c, SUITE_ROUNDS);
    expect(Math.abs(figure.mean - slot.rtp)).toBeLessThan(figure.tolerance);
  });
});
