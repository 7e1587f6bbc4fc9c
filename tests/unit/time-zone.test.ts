import { describe, expect, it } from "vitest";
import { nextSiteDay, siteDay, siteDayStart } from "../../contract/time-zone.js";

// The site's days (Asia/Manila, UTC+8): what the agents' periods, the jobs' keys and the announcements' dates use.
describe("site days", () => {
  it("names the site's day of an instant, which starts at 16:00 UTC the day before", () => {
    expect(siteDay(new Date("2026-11-23T15:59:59.999Z"))).toBe("2026-11-23");
    expect(siteDay(new Date("2026-11-23T16:00:00Z"))).toBe("2026-11-24");
    expect(siteDayStart("2026-11-24").toISOString()).toBe("2026-11-23T16:00:00.000Z");
    expect(siteDay(siteDayStart("2026-03-01"))).toBe("2026-03-01");
  });

  it("steps over months, leap days and years", () => {
    expect(nextSiteDay("2026-11-30")).toBe("2026-12-01");
    expect(nextSiteDay("2028-02-28")).toBe("2028-02-29");
    expect(nextSiteDay("2027-02-28")).toBe("2027-03-01");
    expect(nextSiteDay("2026-12-31")).toBe("2027-01-01");
  });
});
