import { describe, expect, it } from "vitest";
import {
  balanceOf,
  asMember,
  createPromotion,
  deposit,
  promoMember,
  promotionsPlatform,
  type PromoMember,
} from "./promotions-support.js";
import type { Platform } from "./harness.js";

// Standing is one decision (ADR 0060): the status a member reads and the step offered come
// from the same function, a join that could pay nothing is refused with its reason, and a timed-out member
// can neither join nor apply, as it cannot claim.

let platform: Platform;
promotionsPlatform((started) => (platform = started));

const VND = 100n;
type View = { promotionId: string; status: string; action: string | null; reason: string | null };
const standingOf = async (m: PromoMember, id: string) =>
  ((await asMember(platform, m, "GET", "/wps/member/promotions")).body.value as View[]).find(
    (v) => v.promotionId === id,
  );
const firstDeposit = {
  type: "deposit",
  claimMode: "claim",
  reward: { kind: "fixed", amount: String(50_000n * VND) },
  deposit: { which: "first", minAmount: String(100_000n * VND) },
};

describe("a first-deposit bonus after the first deposit", () => {
  it("is no longer offered, and a join is refused with the reason (nothing is accepted that can never pay)", async () => {
    await createPromotion(platform, "first-only", firstDeposit);
    const m = await promoMember(platform);
    await deposit(platform, m, String(200_000n * VND));
    expect(await standingOf(m, "first-only")).toMatchObject({
      status: "close",
      action: null,
      reason: "DEPOSIT_PASSED",
    });
    const join = await asMember(platform, m, "POST", "/wps/member/promotions/first-only/join", {});
    expect(join.body).toMatchObject({
      success: false,
      code: "PROMOTION_NOT_OPEN",
      value: { reason: "DEPOSIT_PASSED" },
    });
    // A member who has not deposited yet joins it, and the first deposit pays it.
    const fresh = await promoMember(platform);
    expect(await standingOf(fresh, "first-only")).toMatchObject({ status: "join", action: "join" });
    expect(
      (await asMember(platform, fresh, "POST", "/wps/member/promotions/first-only/join", {})).body.value,
    ).toMatchObject({ status: "joined" });
    await deposit(platform, fresh, String(200_000n * VND));
    expect(await balanceOf(platform, fresh, "main")).toBe(250_000n * VND);
  });
});

describe("a member on a time-out", () => {
  it("is offered no step, and its join and application are refused by the care check", async () => {
    await createPromotion(platform, "care-join", firstDeposit);
    await createPromotion(platform, "care-apply", {
      type: "manual",
      claimMode: "apply",
      reward: { kind: "fixed", amount: String(1_000n * VND) },
    });
    const m = await promoMember(platform);
    expect(await standingOf(m, "care-join")).toMatchObject({ action: "join" });
    const timeout = await asMember(platform, m, "POST", "/wps/care/exclusion", { kind: "timeout", period: "24h" });
    expect(timeout.body.success, JSON.stringify(timeout.body)).toBe(true);
    expect(await standingOf(m, "care-join")).toMatchObject({ status: "close", action: null, reason: "TIMED_OUT" });
    expect(await standingOf(m, "care-apply")).toMatchObject({ status: "close", action: null, reason: "TIMED_OUT" });
    expect((await asMember(platform, m, "POST", "/wps/member/promotions/care-join/join", {})).body.code).toBe(
      "TIMED_OUT",
    );
    expect(
      (await asMember(platform, m, "POST", "/wps/member/promotions/care-apply/apply", { comment: "please" })).body.code,
    ).toBe("TIMED_OUT");
    const available = (await asMember(platform, m, "GET", "/wps/member/promotions/available")).body.value;
    expect(available.count).toBe(0);
  });
});

describe("a status never says ready beside a refusal", () => {
  it("a Zalo bonus without Zalo bound says to bind it and offers no Claim", async () => {
    await createPromotion(platform, "zalo-standing", {
      type: "noDeposit",
      claimMode: "claim",
      bind: "zalo",
      reward: { kind: "fixed", amount: String(10_000n * VND) },
    });
    const m = await promoMember(platform);
    expect(await standingOf(m, "zalo-standing")).toEqual({
      promotionId: "zalo-standing",
      status: "close",
      action: null,
      reason: "BIND_ZALO",
      claimable: null,
    });
    const bound = await promoMember(platform, { zalo: "0987654321" });
    expect(await standingOf(bound, "zalo-standing")).toMatchObject({ status: "claim", action: "claim", reason: null });
  });

  it("a lucky draw without enough valid bets is not ready to enter", async () => {
    const rule = {
      type: "luckyDraw",
      claimMode: "claim",
      drawAt: new Date(Date.now() + 3_600_000).toISOString(),
      minValidBet: String(10_000n * VND),
      prizes: [{ amount: String(1_000n * VND), count: 1 }],
    };
    await createPromotion(platform, "draw-standing", rule);
    const m = await promoMember(platform);
    const seen = await standingOf(m, "draw-standing");
    expect(seen).toMatchObject({ action: null, reason: "NOT_ENOUGH_PLAY" });
    expect(seen?.status).not.toBe("claim");
  });
});
