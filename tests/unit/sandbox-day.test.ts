import { describe, expect, it } from "vitest";
import { nextSiteDay, siteDay, siteDayStart } from "../../contract/time-zone.js";
import { SANDBOX_SEED, sandboxDay } from "../../server/sandbox/events/index.js";

// The sandbox feed schedules each site day's fixtures inside that site day (ADR 0061): on a
// demo install in the site's evening (21:00 in Asia/Manila), today's fixtures are today's, not tomorrow's, so the
// sports pages' Today tab has them.

const starts = (day: string) =>
  sandboxDay(day, SANDBOX_SEED).map((m) => (m.type === "fixture" ? new Date(m.event.startsAt) : null));

describe("the sandbox's day of fixtures", () => {
  it("starts every fixture of site day D within D in Asia/Manila, over several days", () => {
    let day = "2026-11-28";
    for (let i = 0; i < 14; i++, day = nextSiteDay(day)) {
      const all = starts(day);
      expect(all.length).toBeGreaterThan(20);
      for (const at of all) {
        expect(at).not.toBeNull();
        expect(siteDay(at as Date)).toBe(day);
        expect((at as Date) >= siteDayStart(day) && (at as Date) < siteDayStart(nextSiteDay(day))).toBe(true);
      }
    }
  });

  it("at 21:00 Manila, the site day's fixtures are all of that day, some still to come or running", () => {
    // 2026-12-02 21:00 in Manila (UTC+8) is 13:00 UTC.
    const evening = new Date("2026-12-02T13:00:00Z");
    const today = siteDay(evening);
    expect(today).toBe("2026-12-02");
    const all = starts(today) as Date[];
    expect(all.every((at) => siteDay(at) === today)).toBe(true);
    // Nothing of today's feed starts on the next day: before the change, most of them did (09:00 of D to 23:00 of D+1).
    expect(all.filter((at) => siteDay(at) === nextSiteDay(today))).toEqual([]);
    // Some of today's start at 21:00 or later, or are still running (every sport lasts at least 100 minutes).
    expect(all.some((at) => at.getTime() + 100 * 60_000 > evening.getTime())).toBe(true);
  });
});
