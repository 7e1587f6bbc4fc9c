import { describe, expect, it } from "vitest";
import { MARKET_TYPES } from "../../contract/events.js";
import { oddsMilli } from "../../contract/odds.js";
import { gradeMarket } from "../../server/modules/events/grade.js";
import {
  betReturn,
  combinedOdds,
  formatFactor,
  inCancelWindow,
  legFactor,
  legState,
  potentialReturn,
  type LegSettlement,
} from "../../server/modules/events/settle.js";
import { GOLDEN_CASES, type GoldenLeg } from "./events-golden.js";

// Event betting's golden corpus (reference/sportsbook.md §2.2–2.4): every expected return in
// events-golden.ts was worked out by hand (the arithmetic is beside each group); gradeMarket() and betReturn() must
// agree with all of them, end to end from the final score to the minor unit.

const settlementOf = (leg: GoldenLeg): LegSettlement => {
  if (leg.settlement) return leg.settlement;
  const g = leg.graded!;
  return gradeMarket({ type: g.type, line: g.line, map: g.map }, g.outcomes, g.score).get(g.outcome)!;
};

describe("the golden corpus", () => {
  it("has at least 100 cases, each named once, and covers every market type", () => {
    expect(GOLDEN_CASES.length).toBeGreaterThanOrEqual(100);
    expect(new Set(GOLDEN_CASES.map((c) => c.name)).size).toBe(GOLDEN_CASES.length);
    const covered = new Set(
      GOLDEN_CASES.flatMap((c) => c.legs.flatMap((leg) => (leg.graded ? [leg.graded.type] : []))),
    );
    expect(MARKET_TYPES.filter((type) => !covered.has(type))).toEqual([]);
  });

  for (const c of GOLDEN_CASES) {
    it(`${c.name}: returns ${c.returned}`, () => {
      const stake = BigInt(c.stake);
      const settled = betReturn(
        stake,
        c.legs.map((leg) => ({ oddsMilli: oddsMilli(leg.odds), settlement: settlementOf(leg) })),
      );
      expect(settled.states).toEqual(c.legs.map((leg) => leg.state));
      if (c.factors) expect(settled.factors).toEqual(c.factors);
      expect(settled.allVoid).toBe(c.legs.every((leg) => leg.state === "void"));
      const window = c.cancel && {
        from: c.cancel.from === null ? null : new Date(c.cancel.from),
        to: c.cancel.to === null ? null : new Date(c.cancel.to),
      };
      const refunded = c.cancel !== undefined && inCancelWindow(new Date(c.cancel.placedAt), window!);
      expect((refunded ? stake : settled.amount).toString()).toBe(c.returned);
    });
  }
});

describe("leg factors", () => {
  const WIN: LegSettlement = { result: "win", voidFactor: "0", deadHeatFactor: "1" };
  it("is win share × odds + refund share, exactly", () => {
    // Half win at 1.90: 0.5 × 1.90 + 0.5 = 1.45 = 29/20.
    expect(legFactor(1900n, { ...WIN, voidFactor: "0.5" })).toEqual({ num: 29n, den: 20n });
    // Half loss: 0.5; refund: 1; loss: 0.
    expect(legFactor(1900n, { ...WIN, result: "lose", voidFactor: "0.5" })).toEqual({ num: 1n, den: 2n });
    expect(legFactor(1900n, { ...WIN, result: "lose", voidFactor: "1" })).toEqual({ num: 1n, den: 1n });
    expect(legFactor(1900n, { ...WIN, voidFactor: "1" })).toEqual({ num: 1n, den: 1n });
    expect(legFactor(1900n, { ...WIN, result: "lose" }).num).toBe(0n);
    // Three-way dead heat at 4.50: 0.3333 × 4.5 = 1.49985 = 29997/20000.
    expect(legFactor(4500n, { ...WIN, deadHeatFactor: "0.3333" })).toEqual({ num: 29997n, den: 20000n });
  });

  it("names the leg's state", () => {
    expect(legState(WIN)).toBe("won");
    expect(legState({ ...WIN, voidFactor: "0.5" })).toBe("half_won");
    expect(legState({ ...WIN, result: "lose" })).toBe("lost");
    expect(legState({ ...WIN, result: "lose", voidFactor: "0.5" })).toBe("half_lost");
    expect(legState({ ...WIN, result: "lose", voidFactor: "1" })).toBe("void");
    expect(legState({ ...WIN, voidFactor: "1" })).toBe("void");
    expect(legState({ ...WIN, deadHeatFactor: "0.5" })).toBe("dead_heat");
  });

  it("shows a factor rounded down to six decimals, with at least two", () => {
    expect(formatFactor({ num: 39n, den: 20n })).toBe("1.95");
    expect(formatFactor({ num: 59n, den: 40n })).toBe("1.475");
    expect(formatFactor({ num: 1n, den: 2n })).toBe("0.50");
    expect(formatFactor({ num: 1n, den: 1n })).toBe("1.00");
    expect(formatFactor({ num: 0n, den: 1n })).toBe("0.00");
    // 2/3 = 0.666666… → 0.666666, never 0.666667.
    expect(formatFactor({ num: 2n, den: 3n })).toBe("0.666666");
  });

  it("refuses what the feed cannot send", () => {
    expect(() => legFactor(1900n, { ...WIN, voidFactor: "0.25" as "0.5" })).toThrow(/void factor/);
    expect(() => legFactor(1900n, { ...WIN, deadHeatFactor: "0" })).toThrow(/dead-heat/);
    expect(() => legFactor(1900n, { ...WIN, deadHeatFactor: "0.0000" })).toThrow(/dead-heat/);
    expect(() => legFactor(1900n, { ...WIN, deadHeatFactor: "1.5" })).toThrow(/dead-heat/);
    expect(() => legFactor(1900n, { ...WIN, deadHeatFactor: "0.33333" })).toThrow(/dead-heat/);
    expect(() => legFactor(999n, WIN)).toThrow(/at least 1/);
    expect(() => betReturn(100n, [])).toThrow(/at least one leg/);
    expect(() => betReturn(-1n, [{ oddsMilli: 1900n, settlement: WIN }])).toThrow(/below zero/);
  });
});

describe("potential return and combined odds", () => {
  it("multiplies the odds taken and rounds down", () => {
    // 100000 × 1.90 = 190000; 10000 × 1.95 × 1.85 × 2.10 = 75757.5 → 75757; 33 × 1.95 = 64.35 → 64.
    expect(potentialReturn(100000n, [1900n])).toBe(190000n);
    expect(potentialReturn(10000n, [1950n, 1850n, 2100n])).toBe(75757n);
    expect(potentialReturn(33n, [1950n])).toBe(64n);
    // 1.95 × 1.85 = 3.6075 → 3607; × 2.10 = 7.57575 → 7575 (thousandths, rounded down).
    expect(combinedOdds([1950n])).toBe(1950n);
    expect(combinedOdds([1950n, 1850n])).toBe(3607n);
    expect(combinedOdds([1950n, 1850n, 2100n])).toBe(7575n);
    expect(() => combinedOdds([])).toThrow();
  });
});

describe("grading refuses what a market does not have", () => {
  const at = { home: 1, away: 0, periods: [] };
  it("names the outcome and the market", () => {
    expect(() => gradeMarket({ type: "1x2", line: null, map: null }, ["home", "over"], at)).toThrow(
      /1x2: no outcome "over"/,
    );
    expect(() => gradeMarket({ type: "winner", line: null, map: null }, ["draw"], at)).toThrow(
      /winner: no outcome "draw"/,
    );
    expect(() => gradeMarket({ type: "ah", line: "-0.75", map: null }, ["over"], at)).toThrow(
      /ah -0.75: no outcome "over"/,
    );
    expect(() => gradeMarket({ type: "ou", line: "2.5", map: null }, ["home"], at)).toThrow(
      /ou 2.5: no outcome "home"/,
    );
    expect(() => gradeMarket({ type: "cs", line: null, map: null }, ["1-0"], at)).toThrow(/cs: no outcome "1-0"/);
    expect(() => gradeMarket({ type: "map_winner", line: null, map: 1 }, ["draw"], at)).toThrow(
      /map_winner map 1: no outcome "draw"/,
    );
  });
  it("needs a line in quarters, and a map", () => {
    expect(() => gradeMarket({ type: "ah", line: null, map: null }, ["home"], at)).toThrow(/line/);
    expect(() => gradeMarket({ type: "ah", line: "-0.3", map: null }, ["home"], at)).toThrow(/line/);
    expect(() => gradeMarket({ type: "ou", line: "-2.5", map: null }, ["over"], at)).toThrow(/total/);
    expect(() => gradeMarket({ type: "map_winner", line: null, map: null }, ["home"], at)).toThrow(/map/);
  });
  it("grades only the outcomes asked for, and a drawn map refunds both", () => {
    const graded = gradeMarket({ type: "map_winner", line: null, map: 1 }, ["home", "away"], {
      home: 0,
      away: 0,
      periods: [{ home: 15, away: 15 }],
    });
    expect([...graded.values()].map(legState)).toEqual(["void", "void"]);
    expect([...gradeMarket({ type: "1x2", line: null, map: null }, ["draw"], at).keys()]).toEqual(["draw"]);
  });
});
