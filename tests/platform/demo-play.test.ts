import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { previousSiteDay, siteDay } from "../../contract/time-zone.js";
import { findMemberByUsername } from "../../server/modules/accounts/index.js";
import { contractFeatureList, listSettlements, settle, teamOverview } from "../../server/modules/agents/index.js";
import { minuteOf } from "../../server/jobs/periods.js";
import { seedDemoContracts } from "../../server/seed/demo-contracts.js";
import { verifyLedger } from "../../server/modules/wallet/ledger-proof.js";
import { seedDemoPlay } from "../../server/seed/demo-play.js";
import { startPlatform, type Platform } from "./harness.js";

// A demo install's agent tree: four levels, whose players played real in-house rounds on the
// first start, over the last seven days, so the agent centre shows figures of real play; a second start plays
// nothing more.

let platform: Platform;
beforeAll(async () => {
  platform = await startPlatform();
});
afterAll(() => platform.close());

describe("the demo agent tree", () => {
  it("signs contracts of every kind down the tree once", async () => {
    const db = platform.database.db;
    expect(await seedDemoContracts(db, platform.config)).toBe(8);
    expect(await seedDemoContracts(db, platform.config)).toBe(0);
    const features = await contractFeatureList(db);
    expect(features.every((f) => f.enabled)).toBe(true);
  });

  it("plays real rounds over the last seven days once, and agent1 sees its four-level team's figures for each day", async () => {
    const db = platform.database.db;
    const played = await seedDemoPlay(db, platform.config);
    expect(played).toBe(56);
    expect(await seedDemoPlay(db, platform.config)).toBe(0);
    const agent1 = (await findMemberByUsername(db, "agent1"))!;
    const days = [siteDay(new Date())];
    while (days.length < 7) days.unshift(previousSiteDay(days[0]));
    // agent2, agent3, player1, player2, player3 under agent1; player3 is three levels below it.
    for (const day of days) {
      const overview = await teamOverview(db, agent1.id, day, day);
      expect(overview.team).toEqual({ direct: 2, total: 5 });
      expect(overview.betCount, day).toBe(8);
      expect(BigInt(overview.validBet)).toBeGreaterThan(0n);
      expect(overview.activeMembers).toBe(4);
    }
    expect((await teamOverview(db, agent1.id, previousSiteDay(days[0]), previousSiteDay(days[0]))).betCount).toBe(0);
    // The six days that have ended were settled as the midnight job would have: agent1 paid by the platform,
    // agent2 by agent1, once per day each.
    const daily = (await listSettlements(db, { kind: "dailySalary" })).filter((r) => r.state === "paid");
    expect(daily.filter((r) => r.payee === "agent1")).toHaveLength(6);
    expect(daily.filter((r) => r.payee === "agent2" && r.payer === "agent1")).toHaveLength(6);
    expect((await verifyLedger(db)).ok).toBe(true);
  });

  it("pays the real-time salary on today's rounds", async () => {
    const db = platform.database.db;
    // The window the rounds above were played in, settled as if it had ended (the job waits for the end).
    const now = Date.now();
    const later = new Date(now + 600_000);
    const window = minuteOf(new Date(Math.floor(now / 300_000) * 300_000));
    const earlier = minuteOf(new Date(Math.floor(now / 300_000) * 300_000 - 300_000));
    const rounds =
      (await settle(db, "realtimeSalary", earlier, { now: later })).written +
      (await settle(db, "realtimeSalary", window, { now: later })).written;
    expect(rounds).toBeGreaterThanOrEqual(2);
    const rows = await listSettlements(db, { kind: "realtimeSalary" });
    const paid = rows.filter((r) => r.state === "paid");
    expect(paid.map((r) => r.payee).sort()).toEqual(expect.arrayContaining(["agent1", "agent2"]));
    expect(paid.find((r) => r.payee === "agent2")?.payer).toBe("agent1");
    expect((await verifyLedger(db)).ok).toBe(true);
  });
});
