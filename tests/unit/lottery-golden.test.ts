import { describe, expect, it } from "vitest";
import { DEFAULT_BET_TYPES, betType } from "../../server/modules/lottery/bet-types.js";
import { resultProblem, type Family } from "../../server/modules/lottery/results.js";
import { settle, ticketStake } from "../../server/modules/lottery/settle.js";
import {
  DICE_1,
  DICE_2,
  DICE_3,
  DICE_4,
  DICE_5,
  DICE_6,
  GOLDEN_CASES,
  NORTH_1,
  NORTH_2,
  NORTH_3,
  SEA_1,
  SEA_2,
  SOUTH_1,
  SOUTH_2,
  SOUTH_3,
  STAKE_CASES,
} from "./lottery-golden-cases.js";

// The lottery's golden corpus (ADR 0054): hand-checked tickets on real-format results. Every
// expected hit count and win in lottery-golden-cases.ts was worked out by hand (the arithmetic is beside each
// case); settle() and ticketStake() must agree with all of them.

const typeOf = (family: Family, code: string) => {
  const type = betType(family, code);
  if (!type) throw new Error(`no bet type ${family}/${code}`);
  return type;
};

describe("the golden results have the real shapes", () => {
  const results: [string, Family, Record<string, string[]>, number][] = [
    ["NORTH_1", "vnNorth", NORTH_1, 27],
    ["NORTH_2", "vnNorth", NORTH_2, 27],
    ["NORTH_3", "vnNorth", NORTH_3, 27],
    ["SOUTH_1", "vnSouth", SOUTH_1, 18],
    ["SOUTH_2", "vnSouth", SOUTH_2, 18],
    ["SOUTH_3", "vnSouth", SOUTH_3, 18],
    ["SEA_1", "sea", SEA_1, 6],
    ["SEA_2", "sea", SEA_2, 6],
    ["DICE_1", "dice", DICE_1, 3],
    ["DICE_2", "dice", DICE_2, 3],
    ["DICE_3", "dice", DICE_3, 3],
    ["DICE_4", "dice", DICE_4, 3],
    ["DICE_5", "dice", DICE_5, 3],
    ["DICE_6", "dice", DICE_6, 3],
  ];
  for (const [name, family, prizes, numbers] of results) {
    it(`${name} is a whole ${family} result of ${numbers} numbers`, () => {
      expect(resultProblem(family, prizes)).toBeNull();
      expect(Object.values(prizes).flat()).toHaveLength(numbers);
    });
  }
  it("the corpus has at least 45 cases and covers every bet type of every family", () => {
    expect(GOLDEN_CASES.length).toBeGreaterThanOrEqual(45);
    const covered = new Set(GOLDEN_CASES.map((c) => `${c.family}/${c.code}`));
    const missing = DEFAULT_BET_TYPES.map((t) => `${t.family}/${t.code}`).filter((key) => !covered.has(key));
    expect(missing).toEqual([]);
    expect(new Set(GOLDEN_CASES.map((c) => c.name)).size).toBe(GOLDEN_CASES.length);
  });
});

describe("golden settlements, worked out by hand", () => {
  for (const c of GOLDEN_CASES) {
    it(`${c.name}: ${c.hits} hit${c.hits === 1 ? "" : "s"}, win ${c.win}`, () => {
      const settled = settle(typeOf(c.family, c.code), c.selection, c.points, c.prizes);
      expect({ hits: settled.hits, win: settled.win }).toEqual({ hits: c.hits, win: c.win });
      expect(settled.trace).toHaveLength(
        c.code.startsWith("xien") || c.code.startsWith("truot") ? 1 : c.selection.length,
      );
      const numbers = settled.trace.flatMap((line) =>
        "numbers" in line ? line.numbers : "hits" in line ? [line] : [],
      );
      const hits = new Set(numbers.flatMap((n) => n.hits.map((hit) => `${hit.tier} ${hit.number}`)));
      for (const fragment of c.matched ?? []) expect([...hits]).toContain(fragment);
      if (c.unmatched) expect(numbers.filter((n) => !n.hits.length).map((n) => n.chosen)).toEqual(c.unmatched);
      if (c.dice) for (const line of settled.trace) expect(line).toMatchObject(c.dice);
      // What counted is what was paid for.
      expect(settled.trace.reduce((sum, line) => sum + line.counted, 0)).toBe(c.hits);
    });
  }
});

describe("golden stakes, worked out by hand", () => {
  for (const c of STAKE_CASES) {
    it(`${c.name}: ${c.stake}`, () => {
      expect(ticketStake(typeOf(c.family, c.code), c.selection, c.points)).toBe(c.stake);
    });
  }
});
