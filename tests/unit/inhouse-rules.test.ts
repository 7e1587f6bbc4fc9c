import { describe, expect, it } from "vitest";
import type { Seeds } from "../../server/modules/games/fair/outcomes.js";
import { dice, diceOdds } from "../../server/modules/games/inhouse/rules/dice.js";
import { KENO_PAYTABLE, keno, kenoHitChance, kenoRtp } from "../../server/modules/games/inhouse/rules/keno.js";
import { limbo } from "../../server/modules/games/inhouse/rules/limbo.js";
import { mines, minesMultiplier } from "../../server/modules/games/inhouse/rules/mines.js";
import {
  PLINKO_RISKS,
  PLINKO_ROWS,
  plinko,
  plinkoRtp,
  plinkoTable,
} from "../../server/modules/games/inhouse/rules/plinko.js";
import { payout, type GameRules } from "../../server/modules/games/inhouse/rules/types.js";

const seeds = (nonce: number): Seeds => ({ serverSeed: "server seed", clientSeed: "client seed", nonce });

/**
 * Plays `rounds` rounds and checks the mean multiplier against the exact RTP within 4 standard errors
 * (the standard deviation measured from the same rounds): a wrong paytable or derivation lands outside.
 */
async function simulate<B extends Record<string, unknown>>(
  rules: GameRules<B, unknown>,
  bet: B,
  exactRtp: number,
  rounds = 1_000_000,
) {
  let sum = 0;
  let squares = 0;
  const server = { serverSeed: "rtp simulation server seed", clientSeed: `rtp-${rules.code}` };
  for (let nonce = 1; nonce <= rounds; nonce++) {
    const { multiplier } = rules.play({ ...server, nonce }, bet);
    sum += multiplier;
    squares += multiplier * multiplier;
    // Seconds of pure work: let the worker answer vitest's calls now and then (else "Timeout calling onTaskUpdate").
    if (nonce % 50_000 === 0) await new Promise((resolve) => setImmediate(resolve));
  }
  const mean = sum / rounds;
  const sd = Math.sqrt(squares / rounds - mean * mean);
  const tolerance = (4 * sd) / Math.sqrt(rounds);
  expect(
    Math.abs(mean - exactRtp),
    `${rules.code}: mean ${mean.toFixed(5)} vs ${exactRtp.toFixed(5)} ± ${tolerance.toFixed(5)}`,
  ).toBeLessThan(tolerance);
  expect(exactRtp).toBeLessThanOrEqual(0.99);
  expect(exactRtp).toBeGreaterThanOrEqual(rules.rtp - 0.0001);
}

describe("in-house game rules", () => {
  it("dice: the known roll decides, and pays 99 / chance", () => {
    // 74.67 at nonce 1 (the published vector).
    expect(dice.play(seeds(1), { target: 50, direction: "over" })).toEqual({
      result: { roll: 74.67, target: 50, direction: "over", won: true },
      multiplier: 1.98,
    });
    expect(dice.play(seeds(1), { target: 74.67, direction: "under" }).multiplier).toBe(0);
    expect(diceOdds({ target: 2, direction: "under" }).multiplier).toBe(49.5);
    expect(dice.bet.safeParse({ target: "50.123", direction: "over" }).success).toBe(false);
    expect(dice.bet.safeParse({ target: "99", direction: "over" }).success).toBe(false);
  });

  it("mines: 0.99 of the fair odds; a chosen mine loses", () => {
    expect(minesMultiplier(3, 2)).toBe(1.2857);
    expect(minesMultiplier(1, 1)).toBe(1.0312);
    const placed = mines.play(seeds(5), { mines: 3, tiles: [0] }).result.mines;
    expect(mines.play(seeds(5), { mines: 3, tiles: [placed[0]!] })).toMatchObject({
      multiplier: 0,
      result: { hit: placed[0] },
    });
    expect(mines.bet.safeParse({ mines: 24, tiles: [1, 2] }).success).toBe(false);
    expect(mines.bet.safeParse({ mines: 3, tiles: [4, 4] }).success).toBe(false);
    expect(mines.maxMultiplier).toBeGreaterThan(5_000_000);
  });

  it("keno and plinko: the documented RTP of every table is its exact value", () => {
    const documentedKeno = [0.97, 0.971, 0.9697, 0.97, 0.9703, 0.9693, 0.9702, 0.9701, 0.97, 0.9699];
    for (let picks = 1; picks <= 10; picks++) {
      expect(kenoRtp(picks)).toBeCloseTo(documentedKeno[picks - 1]!, 4);
      expect(Object.keys(KENO_PAYTABLE[picks]!).reduce((s, h) => s + kenoHitChance(picks, Number(h)), 0)).toBeLessThan(
        1,
      );
    }
    expect(Array.from({ length: 11 }, (_, h) => kenoHitChance(10, h)).reduce((a, b) => a + b)).toBeCloseTo(1, 12);
    const documentedPlinko: Record<string, number> = {
      "8-low": 0.9872,
      "8-medium": 0.9841,
      "8-high": 0.9875,
      "12-low": 0.986,
      "12-medium": 0.984,
      "12-high": 0.9859,
      "16-low": 0.9848,
      "16-medium": 0.988,
      "16-high": 0.989,
    };
    for (const rows of PLINKO_ROWS) {
      for (const risk of PLINKO_RISKS) {
        expect(plinkoTable(rows, risk)).toHaveLength(rows + 1);
        expect(plinkoRtp(rows, risk)).toBeCloseTo(documentedPlinko[`${rows}-${risk}`]!, 4);
        expect(plinkoRtp(rows, risk)).toBeGreaterThanOrEqual(plinko.rtp);
      }
    }
  });

  it("pays stake × multiplier in minor units, rounded down", () => {
    expect(payout(1_000_000n, 1.98)).toBe(1_980_000n);
    expect(payout(333n, 1.2857)).toBe(428n);
    expect(payout(5_000_000_000n, 10_000)).toBe(50_000_000_000_000n);
  });

  describe("RTP over 10^6 rounds", () => {
    it("dice, under 50", () => simulate(dice, { target: 50, direction: "under" }, (5000 / 10001) * 1.98), 60_000);
    it("limbo, target 2", () => simulate(limbo, { target: 2 }, 0.495 * 2), 60_000);
    it("mines, 3 mines and 2 tiles", () => simulate(mines, { mines: 3, tiles: [6, 18] }, (231 / 300) * 1.2857), 60_000);
    it("keno, 2 picks", () => simulate(keno, { picks: [7, 33] }, kenoRtp(2)), 60_000);
    it(
      "plinko, 16 rows, medium risk",
      () => simulate(plinko, { rows: 16, risk: "medium" }, plinkoRtp(16, "medium")),
      60_000,
    );
  });
});
