import { describe, expect, it } from "vitest";
import type { Seeds } from "../../server/modules/games/fair/outcomes.js";
import { dice, diceOdds } from "../../server/modules/games/inhouse/rules/dice.js";
import { KENO_PAYTABLE, kenoHitChance, kenoRtp } from "../../server/modules/games/inhouse/rules/keno.js";
import { mines, minesMultiplier } from "../../server/modules/games/inhouse/rules/mines.js";
import {
  PLINKO_RISKS,
  PLINKO_ROWS,
  plinko,
  plinkoRtp,
  plinkoTable,
} from "../../server/modules/games/inhouse/rules/plinko.js";
import { payout } from "../../server/modules/games/inhouse/rules/types.js";
import { RTP_CASES, SUITE_ROUNDS, simulateRtp } from "../support/rtp.js";

const seeds = (nonce: number): Seeds => ({ serverSeed: "server seed", clientSeed: "client seed", nonce });

/** The short check of the in-house games' RTP (tests/support/rtp.ts; the million-round run is bench/rtp.ts). */
async function simulate(name: string) {
  const c = RTP_CASES.find((x) => x.name === name)!;
  const figure = await simulateRtp(c, SUITE_ROUNDS);
  expect(
    Math.abs(figure.mean - c.exact),
    `${name}: mean ${figure.mean.toFixed(5)} vs ${c.exact.toFixed(5)} ± ${figure.tolerance.toFixed(5)}`,
  ).toBeLessThan(figure.tolerance);
  expect(c.exact).toBeLessThanOrEqual(0.99);
  expect(c.exact).toBeGreaterThanOrEqual(c.documented - 0.0001);
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

  describe(`RTP over ${SUITE_ROUNDS.toLocaleString("en")} rounds, within 4 standard errors`, () => {
    for (const name of [
      "dice, under 50",
      "limbo, target 2",
      "mines, 3 mines and 2 tiles",
      "keno, 2 picks",
      "plinko, 16 rows, medium risk",
    ])
      it(name, () => simulate(name));
  });
});
