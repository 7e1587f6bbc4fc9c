import crypto from "node:crypto";
import { asc, eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { siteDayStart } from "../../contract/time-zone.js";
import { formatMinor } from "../../contract/money.js";
import { loginHistory, ledgerTransfers } from "../../server/db/schema.js";
import { findMemberById, updateMember } from "../../server/modules/accounts/index.js";
import { inhouseContext, playInhouse } from "../../server/modules/games/index.js";
import { claimMission, memberMissions, unclaimedMissionCount } from "../../server/modules/loyalty/missions-claim.js";
import { openVendorSession } from "../../server/modules/vendors/index.js";
import { accountBalance, memberAccount } from "../../server/modules/wallet/index.js";
import { DEMO_MISSIONS } from "../../server/seed/missions.js";
import { login } from "./accounts.js";
import type { Platform } from "./harness.js";
import {
  asMember,
  awayFromMidnight,
  balanceOf,
  deposit,
  gameOf,
  ops,
  promoMember,
  type PromoMember,
  promotionsPlatform,
  round,
} from "./promotions-support.js";

// Missions (ADR 0052): progress read from the real rounds, deposits, logins and profile of the current
// period — a cancelled or tied round counts nothing —, a reward claimed once per period through the ledger, and
// a new period that starts fresh.

let platform: Platform;
promotionsPlatform((started) => (platform = started));

const VND = 100n;
const vnd = (amount: bigint) => String(amount * VND);
const title = (text: string) => ({ TY: text, EN: text });

async function addMission(body: Record<string, unknown>): Promise<number> {
  const res = await ops(platform, "POST", "/missions", { title: title("A mission"), ...body });
  expect(res.body.success, JSON.stringify(res.body)).toBe(true);
  return res.body.value.id as number;
}

const missionsOf = async (m: PromoMember) =>
  (await asMember(platform, m, "GET", "/wps/member/missions")).body.value as {
    id: number;
    progress: string;
    target: string;
    done: boolean;
    claimed: boolean;
  }[];
const mission = async (m: PromoMember, id: number) => (await missionsOf(m)).find((x) => x.id === id);
const claim = (m: PromoMember, id: number) => asMember(platform, m, "POST", `/wps/member/missions/${id}/claim`, {});
const pointsOf = async (m: PromoMember) =>
  accountBalance(platform.database.db, await memberAccount(platform.database.db, m.id, "points"));
const member = async (m: PromoMember) => (await findMemberById(platform.database.db, m.id))!;
const transfersKeyed = (prefix: string) =>
  platform.database.db
    .select()
    .from(ledgerTransfers)
    .where(like(ledgerTransfers.idempotencyKey, `${prefix}%`));

describe("missions", () => {
  it("refuses a mission that could not be done as written", async () => {
    const bad = async (body: Record<string, unknown>) =>
      (await ops(platform, "POST", "/missions", { title: title("x"), ...body })).body.code;
    expect(
      await bad({
        period: "daily",
        goal: { kind: "validBet", category: "CARDS", amount: "100" },
        reward: { kind: "points", points: 1 },
      }),
    ).toBe("VALIDATION");
    expect(
      await bad({ period: "daily", goal: { kind: "loginStreak", days: 3 }, reward: { kind: "points", points: 1 } }),
    ).toBe("VALIDATION");
    expect(
      await bad({
        period: "weekly",
        goal: { kind: "profile", fields: ["email"] },
        reward: { kind: "points", points: 1 },
      }),
    ).toBe("VALIDATION");
    expect(
      await bad({
        period: "daily",
        goal: { kind: "rounds", category: "ANY", count: "3" },
        reward: { kind: "points", points: 1 },
      }),
    ).toBe("VALIDATION");
  });

  it(
    "counts valid bets and rounds from real rounds, pays a claim once, and starts the next day fresh",
    { timeout: 120_000 },
    async () => {
      await awayFromMidnight();
      const validBet = await addMission({
        period: "daily",
        goal: { kind: "validBet", category: "INHOUSE", amount: vnd(3_000n) },
        reward: { kind: "points", points: 7 },
      });
      const rounds = await addMission({
        period: "daily",
        goal: { kind: "rounds", category: "INHOUSE", count: 3 },
        reward: { kind: "bonus", amount: vnd(1_000n) },
      });
      const m = await promoMember(platform, { funds: vnd(100_000n) });
      const [dice, slot] = [await gameOf(platform, "INHOUSE"), await gameOf(platform, "RNG")];
      // A real in-house round through the games' seamless wallet: its stake counts whether it won or lost.
      const token = await openVendorSession(platform.database.db, {
        memberId: m.id,
        vendor: "INHOUSE",
        gameCode: "dice",
      });
      await playInhouse(inhouseContext(platform.app), {
        token,
        game: "dice",
        stake: 1_000n * VND,
        bet: { target: 50, direction: "over" },
        requestKey: crypto.randomUUID(),
      });
      await round(platform, m, dice, 1_000n * VND, 1_000n * VND); // a tie: no valid bet, not a round played
      await round(platform, m, dice, 5_000n * VND, 0n, { status: "cancelled" }); // cancelled: nothing
      await round(platform, m, slot, 9_000n * VND, 0n); // another category: not this mission's
      expect(await mission(m, validBet)).toMatchObject({
        progress: vnd(1_000n),
        target: vnd(3_000n),
        done: false,
        claimed: false,
      });
      expect(await mission(m, rounds)).toMatchObject({ progress: "1", target: "3", done: false });

      const early = await claim(m, validBet);
      expect(early.body).toMatchObject({
        success: false,
        code: "NOT_DONE",
        value: { progress: vnd(1_000n), target: vnd(3_000n) },
      });
      expect(await pointsOf(m)).toBe(0n);

      await round(platform, m, dice, 1_500n * VND, 0n);
      await round(platform, m, dice, 500n * VND, 2_000n * VND);
      expect(await mission(m, validBet)).toMatchObject({ progress: vnd(3_000n), done: true });
      expect((await asMember(platform, m, "GET", "/wps/member/missions/summary")).body.value).toMatchObject({
        claimable: 2,
      });

      const [first, second] = await Promise.all([claim(m, validBet), claim(m, validBet)]);
      expect([first.body.code, second.body.code].sort()).toEqual(["ALREADY_CLAIMED", "OK"]);
      expect(await pointsOf(m)).toBe(7n);
      expect(await transfersKeyed(`mission:${validBet}:${m.id}:`)).toHaveLength(1);
      expect(await mission(m, validBet)).toMatchObject({ done: true, claimed: true });

      const before = await balanceOf(platform, m, "main");
      expect((await claim(m, rounds)).body).toMatchObject({
        success: true,
        value: { missionId: rounds, reward: { kind: "bonus", amount: vnd(1_000n) } },
      });
      expect(await balanceOf(platform, m, "main")).toBe(before + 1_000n * VND);
      const summary = (await asMember(platform, m, "GET", "/wps/member/missions/summary")).body.value;
      expect(summary.claimable).toBe(0);
      expect(summary.open).toBe(summary.total - 2);
      // The member centre's badge counts the same without reading progress.
      expect((await asMember(platform, m, "GET", "/wps/member/promotions/available")).body.value.missions).toBe(
        summary.open,
      );
      expect(
        await unclaimedMissionCount(platform.database.db, await member(m), new Date(Date.now() + 86_400_000)),
      ).toBe(summary.total);

      // Tomorrow is a new period: nothing counted yet, nothing claimed.
      const tomorrow = new Date(Date.now() + 86_400_000);
      const next = (await memberMissions(platform.database.db, await member(m), tomorrow)).find(
        (x) => x.id === validBet,
      );
      expect(next).toMatchObject({ progress: "0", done: false, claimed: false });
      await expect(claimMission(platform.database.db, await member(m), validBet, tomorrow)).rejects.toMatchObject({
        code: "NOT_DONE",
      });
    },
  );

  it("offers no claim to a member under a time-out, and the claim is refused the same (ADR 0060)", async () => {
    const profile = await addMission({
      period: "once",
      goal: { kind: "profile", fields: ["email"] },
      reward: { kind: "points", points: 3 },
    });
    const m = await promoMember(platform);
    await updateMember(platform.database.db, m.id, { email: `${m.username}@example.com` });
    expect(await mission(m, profile)).toMatchObject({ done: true, claimed: false, action: "claim", reason: null });
    const claimableBefore = (await asMember(platform, m, "GET", "/wps/member/missions/summary")).body.value
      .claimable as number;
    expect(
      (await asMember(platform, m, "POST", "/wps/care/exclusion", { kind: "timeout", period: "24h" })).body.success,
    ).toBe(true);
    expect(await mission(m, profile)).toMatchObject({ done: true, claimed: false, action: null, reason: "TIMED_OUT" });
    expect((await asMember(platform, m, "GET", "/wps/member/missions/summary")).body.value.claimable).toBe(
      claimableBefore - 1,
    );
    expect((await claim(m, profile)).body.code).toBe("TIMED_OUT");
    expect(await pointsOf(m)).toBe(0n);
  });

  it("counts logins on consecutive site days of the week from the login history", async () => {
    const streak = await addMission({
      period: "weekly",
      goal: { kind: "loginStreak", days: 3 },
      reward: { kind: "bonus", amount: vnd(2_000n) },
    });
    const m = await promoMember(platform);
    await login(platform.app, m.username, "Fresh1234");
    await login(platform.app, m.username, "Fresh1234");
    const rows = await platform.database.db
      .select({ id: loginHistory.id })
      .from(loginHistory)
      .where(eq(loginHistory.memberId, m.id))
      .orderBy(asc(loginHistory.id));
    expect(rows).toHaveLength(3);
    // The three real logins, as if made on Monday, Wednesday and Thursday of one week (2030-01-03 is a Thursday).
    const at = (day: string) => new Date(siteDayStart(day).getTime() + 10 * 3_600_000);
    const days = ["2029-12-31", "2030-01-02", "2030-01-03"];
    for (const [i, row] of rows.entries())
      await platform.database.db
        .update(loginHistory)
        .set({ at: at(days[i]!) })
        .where(eq(loginHistory.id, row.id));
    const thursday = at("2030-01-03");
    const view = async () =>
      (await memberMissions(platform.database.db, await member(m), thursday)).find((x) => x.id === streak);
    expect(await view()).toMatchObject({ progress: "2", target: "3", done: false });
    await expect(claimMission(platform.database.db, await member(m), streak, thursday)).rejects.toMatchObject({
      code: "NOT_DONE",
      value: { progress: "2", target: "3" },
    });
    // Tuesday's login closes the gap.
    await login(platform.app, m.username, "Fresh1234");
    const [last] = await platform.database.db
      .select({ id: loginHistory.id })
      .from(loginHistory)
      .where(eq(loginHistory.memberId, m.id))
      .orderBy(asc(loginHistory.id))
      .offset(3);
    await platform.database.db
      .update(loginHistory)
      .set({ at: at("2030-01-01") })
      .where(eq(loginHistory.id, last!.id));
    expect(await view()).toMatchObject({ progress: "4", done: true });
    const before = await balanceOf(platform, m, "main");
    await claimMission(platform.database.db, await member(m), streak, thursday);
    await expect(claimMission(platform.database.db, await member(m), streak, thursday)).rejects.toMatchObject({
      code: "ALREADY_CLAIMED",
    });
    expect(await balanceOf(platform, m, "main")).toBe(before + 2_000n * VND);
  });

  it("counts a profile's filled fields from the member row, once", async () => {
    const profile = await addMission({
      period: "once",
      goal: { kind: "profile", fields: ["payeeName", "email", "mobileNum", "birthday"] },
      reward: { kind: "points", points: 50 },
    });
    const m = await promoMember(platform, { email: `p${Date.now()}@laro.example` });
    expect(await mission(m, profile)).toMatchObject({ progress: "2", target: "4", done: false, periodEndsAt: null });
    expect((await claim(m, profile)).body.code).toBe("NOT_DONE");
    await updateMember(platform.database.db, m.id, {
      mobileNum: `917${Date.now().toString().slice(-7)}`,
      countryDialingCode: "+63",
      birthday: "1990-05-01",
    });
    expect((await claim(m, profile)).body.success).toBe(true);
    expect((await claim(m, profile)).body.code).toBe("ALREADY_CLAIMED");
    expect(await pointsOf(m)).toBe(50n);
    expect((await claim(m, 999_999)).body.code).toBe("NOT_FOUND");
  });

  it("counts credited deposits of the period", async () => {
    const deposits = await addMission({
      period: "daily",
      goal: { kind: "deposits", amount: vnd(150_000n) },
      reward: { kind: "points", points: 3 },
    });
    const m = await promoMember(platform);
    expect(await mission(m, deposits)).toMatchObject({ progress: "0", done: false });
    await deposit(platform, m, vnd(100_000n));
    expect(await mission(m, deposits)).toMatchObject({ progress: vnd(100_000n), done: false });
    await deposit(platform, m, vnd(100_000n));
    expect(await mission(m, deposits)).toMatchObject({ progress: vnd(200_000n), done: true });
  });

  it("seeds demo missions whose titles say their goal and reward", () => {
    for (const m of DEMO_MISSIONS) {
      const figure =
        m.goal.kind === "validBet" || m.goal.kind === "deposits"
          ? `₫${formatMinor(m.goal.amount).replace(/\.00$/, "")}`
          : m.goal.kind === "rounds"
            ? String(m.goal.count)
            : m.goal.kind === "loginStreak"
              ? String(m.goal.days)
              : "profile";
      const reward =
        m.reward.kind === "points"
          ? `${m.reward.points} points`
          : `₫${formatMinor(m.reward.amount).replace(/\.00$/, "")} bonus`;
      expect(m.title.EN, m.title.EN).toContain(figure);
      expect(m.title.EN, m.title.EN).toContain(reward);
      expect(m.title.TY).toContain(
        m.reward.kind === "points"
          ? `${m.reward.points} puntos`
          : `₫${formatMinor(m.reward.amount).replace(/\.00$/, "")}`,
      );
    }
  });
});
