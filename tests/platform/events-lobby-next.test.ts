import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nextSiteDay, siteDay, siteDayStart } from "../../contract/time-zone.js";
import { call, operatorHeaders, startPlatform, type Platform } from "./harness.js";

// An empty Today tab shows the next events to come (ADR 0061): a sport with nothing left to
// start today lists its next fixtures (after today), soonest first, rather than an empty page; one with events
// today lists those, and no "next".

let platform: Platform;
const tag = crypto.randomUUID().slice(0, 8);

beforeAll(async () => {
  platform = await startPlatform({ seed: true });
}, 60_000);

afterAll(async () => {
  await platform?.close();
});

const MARKETS = [{ type: "winner", odds: { home: "1.80", away: "2.00" } }];
async function fixture(name: string, startsAt: Date) {
  const answer = await call(platform.app, "POST", "/ops/events/feed", {
    headers: operatorHeaders,
    body: {
      type: "fixture",
      event: {
        ref: `${name}-${tag}`,
        sport: "volleyball",
        competition: "Next League",
        home: `${name} Home`,
        away: `${name} Away`,
        startsAt: startsAt.toISOString(),
        markets: MARKETS,
      },
    },
  });
  expect(answer.body.success, JSON.stringify(answer.body)).toBe(true);
}
const lobby = async (tab: string) =>
  (
    await platform.app.inject({ method: "GET", url: `/lgw/events/lobby?game=sports&tab=${tab}&sport=volleyball` })
  ).json().value;

describe("the lobby's Today tab", () => {
  it("with nothing left today, lists the next events to come, soonest first", async () => {
    const tomorrow = siteDayStart(nextSiteDay(siteDay(new Date())));
    await fixture("later", new Date(tomorrow.getTime() + 30 * 3_600_000));
    await fixture("sooner", new Date(tomorrow.getTime() + 10 * 3_600_000));
    const today = await lobby("today");
    expect(today.events).toEqual([]);
    expect(today.next.map((e: { home: string }) => e.home)).toEqual(["sooner Home", "later Home"]);
    // The Early tab lists them as ever, with no "next".
    const early = await lobby("early");
    expect(early.events.map((e: { home: string }) => e.home)).toEqual(["sooner Home", "later Home"]);
    expect(early.next).toEqual([]);
  });

  it("with an event still to start today, lists it and no next events", async () => {
    const end = siteDayStart(nextSiteDay(siteDay(new Date())));
    const at = new Date(Math.min(Date.now() + 3_600_000, end.getTime() - 60_000));
    // Too close to midnight to make a fixture of today that has not started: nothing to show here.
    if (at.getTime() <= Date.now() + 60_000) return;
    await fixture("today", at);
    const today = await lobby("today");
    expect(today.events.map((e: { home: string }) => e.home)).toEqual(["today Home"]);
    expect(today.next).toEqual([]);
  });
});
