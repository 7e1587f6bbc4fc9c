import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { exceedsUpline, floorToUnit, rateAt, termsSchema, wage, type SalaryTerms } from "../../contract/contracts";
import { dividendPeriodEnding } from "../../server/modules/agents/settlement-periods.js";

// The rule that keeps every path of the agent tree paying out no more than it receives (ADR 0044): whenever
// exceedsUpline passes a downline's terms, the upline — whose team holds the downline's, so it reaches at
// least the same valid bet and active members — is owed at least as much at every possible figure.

const tierArb = fc.record({
  minValidBet: fc.bigInt({ min: 0n, max: 10_000_000n }),
  minActive: fc.integer({ min: 0, max: 20 }),
  rateBp: fc.integer({ min: 1, max: 500 }),
});
const termsArb: fc.Arbitrary<SalaryTerms> = fc
  .tuple(fc.array(tierArb, { minLength: 1, maxLength: 6 }), fc.bigInt({ min: 1n, max: 10_000n }))
  .map(([tiers, activeMinBet]) => {
    // Sorted low to high with rising rates, as the schema asks.
    const sorted = [...tiers].sort((a, b) => Number(a.minValidBet - b.minValidBet) || a.minActive - b.minActive);
    let rate = 0;
    let active = 0;
    return {
      tiers: sorted.map((t) => {
        rate = Math.max(rate + 1, t.rateBp);
        active = Math.max(active, t.minActive);
        return { minValidBet: t.minValidBet.toString(), minActive: active, rateBp: rate };
      }),
      activeMinBet: activeMinBet.toString(),
    };
  });

describe("the rate invariant", () => {
  it("never lets a downline's salary exceed its upline's for the same (or a larger) team", () => {
    fc.assert(
      fc.property(
        termsArb,
        termsArb,
        fc.bigInt({ min: 0n, max: 20_000_000n }),
        fc.bigInt({ min: 0n, max: 5_000_000n }),
        fc.integer({ min: 0, max: 30 }),
        fc.integer({ min: 0, max: 10 }),
        (up, down, vb, extraVb, active, extraActive) => {
          expect(termsSchema.dailySalary.safeParse(up).success).toBe(true);
          if (exceedsUpline("dailySalary", up, down) !== null) return;
          const downRate = rateAt(down, vb, active);
          const upRate = rateAt(up, vb + extraVb, active + extraActive);
          expect(upRate).toBeGreaterThanOrEqual(downRate);
          expect(wage(vb + extraVb, upRate)).toBeGreaterThanOrEqual(wage(vb, downRate));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it("refuses terms that would pay more somewhere, and passes the upline's own terms", () => {
    fc.assert(
      fc.property(termsArb, (terms) => {
        expect(exceedsUpline("dailySalary", terms, terms)).toBeNull();
        const richer = { ...terms, tiers: terms.tiers.map((t) => ({ ...t, rateBp: t.rateBp + 1 })) };
        expect(exceedsUpline("dailySalary", terms, richer)).not.toBeNull();
      }),
    );
  });

  it("compares real-time rates and the single-bet minimum, and dividend periods", () => {
    const up = { profitRateBp: 50, lossRateBp: 100, minSingleBet: "1000" };
    expect(exceedsUpline("realtimeSalary", up, { ...up, profitRateBp: 51 })).toMatch(/profit-wage/);
    expect(exceedsUpline("realtimeSalary", up, { ...up, lossRateBp: 101 })).toMatch(/loss-wage/);
    expect(exceedsUpline("realtimeSalary", up, { ...up, minSingleBet: "999" })).toMatch(/single-bet/);
    expect(exceedsUpline("realtimeSalary", up, { profitRateBp: 0, lossRateBp: 100, minSingleBet: "5000" })).toBeNull();
    const dividend = {
      period: "Weekly" as const,
      tiers: [{ minValidBet: "0", minActive: 0, rateBp: 1000 }],
      activeMinBet: "1",
    };
    expect(exceedsUpline("dividend", dividend, { ...dividend, period: "Monthly" })).toMatch(/period/);
  });

  it("floors to whole VND and never below zero", () => {
    expect(floorToUnit(150_999n)).toBe(150_900n);
    expect(floorToUnit(-5n)).toBe(0n);
    expect(wage(110_000_000n, 120)).toBe(1_320_000n);
    expect(wage(99n, 10_000)).toBe(0n);
  });

  it("reads tiers as the schema words them: low to high, rising rates, at most six", () => {
    const tier = (minValidBet: string, minActive: number, rateBp: number) => ({ minValidBet, minActive, rateBp });
    expect(
      termsSchema.dailySalary.safeParse({ tiers: [tier("100", 1, 50), tier("50", 1, 60)], activeMinBet: "1" }).success,
    ).toBe(false);
    expect(
      termsSchema.dailySalary.safeParse({ tiers: [tier("0", 0, 50), tier("50", 1, 50)], activeMinBet: "1" }).success,
    ).toBe(false);
    expect(
      termsSchema.dailySalary.safeParse({
        tiers: Array.from({ length: 7 }, (_, i) => tier(String(i), i, i + 1)),
        activeMinBet: "1",
      }).success,
    ).toBe(false);
    expect(termsSchema.dailySalary.safeParse({ tiers: [tier("0", 0, 10_001)], activeMinBet: "1" }).success).toBe(false);
    expect(
      termsSchema.dividend.safeParse({ period: "Yearly", tiers: [tier("0", 0, 10)], activeMinBet: "1" }).success,
    ).toBe(false);
  });
});

describe("dividend periods", () => {
  it("ends a day, a week on Sunday, a half month on the 15th and the month's last day, a month on its last day", () => {
    expect(dividendPeriodEnding("Daily", "2026-11-24")?.key).toBe("2026-11-24");
    expect(dividendPeriodEnding("Weekly", "2026-11-24")).toBeNull();
    expect(dividendPeriodEnding("Weekly", "2026-11-29")?.key).toBe("2026-11-23..2026-11-29");
    expect(dividendPeriodEnding("Semimonthly", "2026-11-15")?.key).toBe("2026-11-01..2026-11-15");
    expect(dividendPeriodEnding("Semimonthly", "2026-11-30")?.key).toBe("2026-11-16..2026-11-30");
    expect(dividendPeriodEnding("Semimonthly", "2026-02-28")?.key).toBe("2026-02-16..2026-02-28");
    expect(dividendPeriodEnding("Semimonthly", "2026-11-16")).toBeNull();
    expect(dividendPeriodEnding("Monthly", "2026-12-31")?.key).toBe("2026-12-01..2026-12-31");
    expect(dividendPeriodEnding("Monthly", "2026-12-30")).toBeNull();
    const week = dividendPeriodEnding("Weekly", "2026-11-29");
    // Site days are Manila's: the week starts at 16:00 UTC the day before its first day.
    expect(week?.start.toISOString()).toBe("2026-11-22T16:00:00.000Z");
    expect(week?.end.toISOString()).toBe("2026-11-29T16:00:00.000Z");
  });
});
