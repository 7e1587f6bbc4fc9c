import { describe, expect, it } from "vitest";
import { vipSettingsSchema } from "../../contract/vip.js";
import { isBirthday, isoWeek, levelReached, nextStanding, periodsOf } from "../../server/modules/loyalty/vip-levels.js";

// The VIP rules worked by hand (ADR 0050): the level a period's figures reach (both thresholds), where a member
// goes from where it stands, and the days that bring the periodic bonuses.

const level = (rankLevel: number, validBet: number, deposits: number, keepValidBet: number) => ({
  rankLevel,
  name: { EN: `L${rankLevel}`, TY: `L${rankLevel}` },
  color: "#000000",
  color2: "#ffffff",
  validBet: String(validBet),
  deposits: String(deposits),
  keepValidBet: String(keepValidBet),
});
const settings = vipSettingsSchema.parse({
  periodDays: 30,
  levels: [level(1, 0, 0, 0), level(2, 100, 50, 60), level(3, 300, 100, 200), level(4, 1000, 500, 700)],
});
const DAY = 86_400_000;
const t0 = new Date("2026-11-01T00:00:00Z");
const at = (days: number) => new Date(t0.getTime() + days * DAY);
const figures = (validBet: number, deposits: number) => ({ validBet: BigInt(validBet), deposits: BigInt(deposits) });

describe("VIP levels", () => {
  it("reaches the highest level whose valid bet and deposits are both reached", () => {
    expect(levelReached(settings.levels, figures(0, 0))).toBe(1);
    expect(levelReached(settings.levels, figures(300, 99))).toBe(2);
    expect(levelReached(settings.levels, figures(300, 100))).toBe(3);
    expect(levelReached(settings.levels, figures(5000, 5000))).toBe(4);
  });

  it("goes up at once past every level reached, with each level passed", () => {
    expect(nextStanding(settings, { rankLevel: 1, since: t0 }, figures(1000, 500), at(1))).toEqual({
      rankLevel: 4,
      since: at(1),
      change: "up",
      passed: [2, 3, 4],
    });
    expect(nextStanding(settings, { rankLevel: 2, since: t0 }, figures(300, 100), at(1))).toMatchObject({
      rankLevel: 3,
      passed: [3],
    });
  });

  it("looks at the keep check only a period after the level was reached or kept", () => {
    expect(nextStanding(settings, { rankLevel: 3, since: t0 }, figures(0, 0), at(29))).toEqual({
      rankLevel: 3,
      since: t0,
      change: null,
      passed: [],
    });
    expect(nextStanding(settings, { rankLevel: 3, since: t0 }, figures(200, 0), at(30))).toEqual({
      rankLevel: 3,
      since: at(30),
      change: "kept",
      passed: [],
    });
    expect(nextStanding(settings, { rankLevel: 3, since: t0 }, figures(199, 0), at(30))).toEqual({
      rankLevel: 2,
      since: at(30),
      change: "down",
      passed: [],
    });
    // Down one only, and never below what the figures reach.
    expect(nextStanding(settings, { rankLevel: 4, since: t0 }, figures(0, 0), at(31))).toMatchObject({
      rankLevel: 3,
      change: "down",
    });
    expect(nextStanding(settings, { rankLevel: 4, since: t0 }, figures(300, 100), at(31))).toMatchObject({
      rankLevel: 3,
      change: "down",
    });
    expect(nextStanding(settings, { rankLevel: 1, since: t0 }, figures(0, 0), at(400))).toMatchObject({
      rankLevel: 1,
      change: null,
    });
  });

  it("counts a level the table no longer has as its top level", () => {
    expect(nextStanding(settings, { rankLevel: 6, since: t0 }, figures(5000, 5000), at(1))).toEqual({
      rankLevel: 4,
      since: t0,
      change: "down",
      passed: [],
    });
  });

  it("names ISO weeks by the year of their Thursday, and finds birthdays as members type them", () => {
    expect(isoWeek("2026-11-23")).toBe("2026-W48");
    expect(isoWeek("2027-01-01")).toBe("2026-W53");
    expect(isoWeek("2024-12-30")).toBe("2025-W01");
    expect(isBirthday("1990-06-01", "2026-06-01")).toBe(true);
    expect(isBirthday("06-01-1990", "2026-06-01")).toBe(true);
    expect(isBirthday("1990-06-02", "2026-06-01")).toBe(false);
    expect(isBirthday("2000-02-29", "2027-02-28")).toBe(true);
    expect(isBirthday("2000-02-29", "2028-02-28")).toBe(false);
    expect(isBirthday("not a date", "2026-06-01")).toBe(false);
    expect(isBirthday(null, "2026-06-01")).toBe(false);
    expect(periodsOf("2026-06-01", "1990-06-01")).toEqual([
      { kind: "weekly", period: "2026-W23" },
      { kind: "monthly", period: "2026-06" },
      { kind: "birthday", period: "2026" },
    ]);
    expect(periodsOf("2026-06-02", null)).toEqual([]);
  });
});
