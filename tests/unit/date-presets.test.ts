import { describe, expect, it } from "vitest";
import { DATE_PRESETS, presetRange } from "../../app/lib/member/wallet";

// The records' periods are past periods: a history has nothing in the next 7 or 30 days.
describe("record date presets", () => {
  const now = new Date("2026-11-24T03:00:00Z"); // 11:00 in Manila, 24 November

  it("offers only periods that end by the end of today", () => {
    expect(DATE_PRESETS).toEqual(["today", "yesterday", "previous7", "previous30", "previous90"]);
    for (const preset of DATE_PRESETS)
      expect(new Date(presetRange(preset, now).to).getTime()).toBeLessThanOrEqual(Date.parse("2026-11-24T16:00:00Z"));
  });

  it("counts days in the site's zone", () => {
    expect(presetRange("today", now)).toEqual({ from: "2026-11-23T16:00:00.000Z", to: "2026-11-24T16:00:00.000Z" });
    expect(presetRange("yesterday", now)).toEqual({ from: "2026-11-22T16:00:00.000Z", to: "2026-11-23T16:00:00.000Z" });
    expect(presetRange("previous7", now).from).toBe("2026-11-17T16:00:00.000Z");
    expect(presetRange("previous90", now).from).toBe("2026-08-26T16:00:00.000Z");
  });
});
