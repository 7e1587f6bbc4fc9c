import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { bonuses, members, promotionRules, whitelabelNodes } from "../../server/db/schema.js";
import { refreshWagering } from "../../server/modules/promotions/index.js";
import { call, type Platform } from "./harness.js";
import {
  asMember,
  balanceOf,
  createPromotion,
  deposit,
  gameOf,
  ops,
  promoMember,
  promotionsPlatform,
  round,
} from "./promotions-support.js";

// Promotions that pay (ADR 0046), on hand-computed cases: each type grants what its rule says,
// wagering counts valid bets at their category's weight and shows every exclusion with its reason, a
// completed bonus turns into cash, an expired or forfeited one goes back, and every movement is in the ledger.

let platform: Platform;
promotionsPlatform((started) => (platform = started));

const VND = 100n;
const wagering = (extra: Record<string, unknown> = {}) => ({
  multiple: 5,
  base: "bonus",
  weights: { RNG: 50, LIVE: 0 },
  maxBet: String(500_000n * VND),
  days: 7,
  ...extra,
});
const later = (ms = 5_000) => new Date(Date.now() + ms);
const statusOf = async (m: Awaited<ReturnType<typeof promoMember>>, id: string) =>
  (
    (await asMember(platform, m, "GET", "/wps/member/promotions")).body.value as {
      promotionId: string;
      status: string;
      action: string | null;
      reason: string | null;
    }[]
  ).find((v) => v.promotionId === id);

describe("a deposit bonus, percent with a cap, joined first", () => {
  it("grants 100 % of the deposit up to the cap into the held bonus, with wagering of 5× the bonus", async () => {
    await createPromotion(platform, "welcome-100", {
      type: "deposit",
      claimMode: "claim",
      reward: { kind: "percent", rateBp: 10_000, cap: String(500_000n * VND) },
      deposit: { which: "first", minAmount: String(100_000n * VND) },
      wagering: wagering(),
    });
    const m = await promoMember(platform);
    expect(await statusOf(m, "welcome-100")).toMatchObject({ status: "join", action: "join" });
    // Not joined: the deposit earns nothing.
    const other = await promoMember(platform);
    await deposit(platform, other, String(300_000n * VND));
    expect(await balanceOf(platform, other, "bonus")).toBe(0n);

    const joined = await asMember(platform, m, "POST", "/wps/member/promotions/welcome-100/join", {});
    expect(joined.body.value).toMatchObject({ status: "joined", action: null });
    await deposit(platform, m, String(300_000n * VND));
    expect(await balanceOf(platform, m, "bonus")).toBe(300_000n * VND);
    expect(await balanceOf(platform, m, "main")).toBe(300_000n * VND);
    expect(await statusOf(m, "welcome-100")).toMatchObject({ status: "process" });
    const summary = (await asMember(platform, m, "GET", "/wps/member/bonuses")).body.value;
    expect(summary.held).toBe(String(300_000n * VND));
    expect(summary.page.list[0]).toMatchObject({
      promotionId: "welcome-100",
      amount: String(300_000n * VND),
      deposit: String(300_000n * VND),
      target: String(1_500_000n * VND),
      progress: "0",
      state: "wagering",
      multiple: 5,
    });

    // A second member's larger deposit meets the cap: 500,000, not 800,000.
    const big = await promoMember(platform);
    await asMember(platform, big, "POST", "/wps/member/promotions/welcome-100/join", {});
    await deposit(platform, big, String(800_000n * VND));
    expect(await balanceOf(platform, big, "bonus")).toBe(500_000n * VND);
  });
});

describe("wagering", () => {
  it("counts valid bets placed after the grant at their category's weight, and says why the others count nothing", async () => {
    await createPromotion(platform, "wager-test", {
      type: "deposit",
      claimMode: "automatic",
      reward: { kind: "fixed", amount: String(100_000n * VND) },
      deposit: { which: "first" },
      wagering: wagering({ multiple: 2 }),
    });
    const m = await promoMember(platform);
    const [dice, slot, live] = [
      await gameOf(platform, "INHOUSE"),
      await gameOf(platform, "RNG"),
      await gameOf(platform, "LIVE"),
    ];
    // Before the grant: not counted, not listed.
    await round(platform, m, dice, 50_000n * VND, 0n, { at: new Date(Date.now() - 60_000) });
    await deposit(platform, m, String(200_000n * VND));
    expect(await balanceOf(platform, m, "bonus")).toBe(100_000n * VND);
    await round(platform, m, dice, 30_000n * VND, 0n); // counted 30,000 (weight 100, the default)
    await round(platform, m, slot, 40_000n * VND, 10_000n * VND); // counted 20,000 (weight 50)
    await round(platform, m, dice, 10_000n * VND, 10_000n * VND); // a tie: TIED
    await round(platform, m, dice, 10_000n * VND, 0n, { status: "cancelled" }); // CANCELLED
    await round(platform, m, live, 10_000n * VND, 0n); // weight 0: WEIGHT_ZERO
    await round(platform, m, dice, 600_000n * VND, 0n); // above the 500,000 maximum bet: OVER_MAX_BET
    await refreshWagering(platform.database.db, later());
    const [bonus] = (await asMember(platform, m, "GET", "/wps/member/bonuses")).body.value.page.list;
    expect(bonus).toMatchObject({ target: String(200_000n * VND), progress: String(50_000n * VND), state: "wagering" });
    const bets = (await asMember(platform, m, "GET", `/wps/member/bonuses/${bonus.id}/bets?pageSize=20`)).body.value;
    expect(bets.total).toBe(6);
    expect(bets.list.map((b: { counted: string; reason: string | null }) => [b.counted, b.reason])).toEqual([
      ["0", "OVER_MAX_BET"],
      ["0", "WEIGHT_ZERO"],
      ["0", "CANCELLED"],
      ["0", "TIED"],
      [String(20_000n * VND), null],
      [String(30_000n * VND), null],
    ]);

    // Reaching the target turns the bonus into cash in one transfer.
    const main = await balanceOf(platform, m, "main");
    await round(platform, m, dice, 150_000n * VND, 0n);
    const counts = await refreshWagering(platform.database.db, later());
    expect(counts.completed).toBeGreaterThanOrEqual(1);
    const [done] = (await asMember(platform, m, "GET", "/wps/member/bonuses")).body.value.page.list;
    expect(done).toMatchObject({ state: "completed", progress: String(200_000n * VND) });
    expect(await balanceOf(platform, m, "bonus")).toBe(0n);
    expect(await balanceOf(platform, m, "main")).toBe(main + 100_000n * VND);
    // A second run changes nothing.
    await refreshWagering(platform.database.db, later());
    expect(await balanceOf(platform, m, "main")).toBe(main + 100_000n * VND);
    await ops(platform, "POST", "/promotions/wager-test/end");
  });

  it("takes an expired bonus back to the promotion account, exactly its amount", async () => {
    await createPromotion(platform, "short-bonus", {
      type: "deposit",
      claimMode: "automatic",
      reward: { kind: "fixed", amount: String(20_000n * VND) },
      deposit: { which: "nth", n: 2 },
      wagering: wagering({ days: 1 }),
    });
    const m = await promoMember(platform);
    await deposit(platform, m, String(100_000n * VND));
    expect(await balanceOf(platform, m, "bonus")).toBe(0n); // the first deposit is not the 2nd
    await deposit(platform, m, String(100_000n * VND));
    expect(await balanceOf(platform, m, "bonus")).toBe(20_000n * VND);
    await refreshWagering(platform.database.db, later(2 * 86_400_000));
    expect(await balanceOf(platform, m, "bonus")).toBe(0n);
    expect(await balanceOf(platform, m, "main")).toBe(200_000n * VND);
    const [bonus] = await platform.database.db.select().from(bonuses).where(eq(bonuses.memberId, m.id));
    expect(bonus).toMatchObject({ state: "expired", amount: 20_000n * VND });
    await ops(platform, "POST", "/promotions/short-bonus/end");
  });

  it("asks before a withdrawal forfeits a wagering bonus, then forfeits it in the withdrawal's transaction", async () => {
    await createPromotion(platform, "forfeit-test", {
      type: "deposit",
      claimMode: "automatic",
      reward: { kind: "fixed", amount: String(50_000n * VND) },
      deposit: { which: "first" },
      wagering: wagering(),
      eligibility: { memberTypes: [0] },
    });
    const m = await promoMember(platform, { pin: "246810" });
    await deposit(platform, m, String(200_000n * VND));
    const account = await asMember(platform, m, "POST", "/wps/member/bankAccounts", {
      bankName: "ACB",
      accountNumber: "55667788",
      holderName: "Promo Player",
      paymentPassword: "246810",
    });
    expect(account.body.success, JSON.stringify(account.body)).toBe(true);
    const ask = (extra: Record<string, unknown>) =>
      asMember(platform, m, "POST", "/wps/v2/withdraw", {
        bankAccountId: account.body.value.id,
        amount: String(100_000n * VND),
        paymentPassword: "246810",
        requestKey: crypto.randomUUID(),
        ...extra,
      });
    const refused = await ask({});
    expect(refused.body).toMatchObject({
      code: "BONUS_WAGERING",
      value: { amount: String(50_000n * VND), progress: "0", target: String(250_000n * VND) },
    });
    expect(await balanceOf(platform, m, "main")).toBe(200_000n * VND);
    const confirmed = await ask({ forfeitBonus: true });
    expect(confirmed.body.success, JSON.stringify(confirmed.body)).toBe(true);
    expect(await balanceOf(platform, m, "bonus")).toBe(0n);
    expect(await balanceOf(platform, m, "main")).toBe(100_000n * VND);
    const [bonus] = await platform.database.db.select().from(bonuses).where(eq(bonuses.promotionId, "forfeit-test"));
    expect(bonus.state).toBe("forfeited");
    await ops(platform, "POST", "/promotions/forfeit-test/end");
  });
});

describe("bonuses side by side", () => {
  it("a non-exclusive sign-up bonus runs beside a deposit bonus; a second exclusive one is refused at the join, before any deposit", async () => {
    await createPromotion(platform, "signup-side", {
      type: "registration",
      claimMode: "claim",
      reward: { kind: "fixed", amount: String(1_000n * VND) },
      wagering: wagering({ multiple: 1, exclusive: false }),
    });
    await createPromotion(platform, "first-side", {
      type: "deposit",
      claimMode: "claim",
      reward: { kind: "fixed", amount: String(10_000n * VND) },
      deposit: { which: "first" },
      wagering: wagering(),
    });
    await createPromotion(platform, "second-side", {
      type: "deposit",
      claimMode: "claim",
      reward: { kind: "fixed", amount: String(10_000n * VND) },
      deposit: { which: "reload" },
      wagering: wagering(),
    });
    const m = await promoMember(platform);
    expect((await asMember(platform, m, "POST", "/wps/member/promotions/signup-side/claim", {})).body.success).toBe(
      true,
    );
    expect((await asMember(platform, m, "POST", "/wps/member/promotions/first-side/join", {})).body.success).toBe(true);
    await deposit(platform, m, String(100_000n * VND));
    expect(await balanceOf(platform, m, "bonus")).toBe(11_000n * VND);
    const refused = await asMember(platform, m, "POST", "/wps/member/promotions/second-side/join", {});
    expect(refused.body).toMatchObject({ code: "ONE_ACTIVE_BONUS" });
    // One bet counts toward both bonuses.
    await round(platform, m, await gameOf(platform, "INHOUSE"), 1_000n * VND, 0n);
    await refreshWagering(platform.database.db, later());
    const list = (await asMember(platform, m, "GET", "/wps/member/bonuses")).body.value.page.list as {
      promotionId: string;
      state: string;
      progress: string;
    }[];
    expect(list.find((b) => b.promotionId === "signup-side")).toMatchObject({ state: "completed" });
    expect(list.find((b) => b.promotionId === "first-side")).toMatchObject({
      state: "wagering",
      progress: String(1_000n * VND),
    });
    for (const id of ["signup-side", "first-side", "second-side"]) await ops(platform, "POST", `/promotions/${id}/end`);
  });
});

describe("a no-deposit bonus for binding Zalo", () => {
  it("asks for the bind first, pays once per Zalo account, straight to the main wallet", async () => {
    await createPromotion(platform, "zalo-test", {
      type: "noDeposit",
      claimMode: "claim",
      bind: "zalo",
      reward: { kind: "fixed", amount: String(131_000n * VND) },
    });
    const unbound = await promoMember(platform);
    expect(await statusOf(unbound, "zalo-test")).toMatchObject({ status: "close", action: null, reason: "BIND_ZALO" });
    expect((await asMember(platform, unbound, "POST", "/wps/member/promotions/zalo-test/claim", {})).body.code).toBe(
      "BIND_REQUIRED",
    );
    await platform.database.db.update(members).set({ zalo: "0912345678" }).where(eq(members.id, unbound.id));
    const paid = await asMember(platform, unbound, "POST", "/wps/member/promotions/zalo-test/claim", {});
    expect(paid.body.value).toMatchObject({ amount: String(131_000n * VND), status: { status: "claimed" } });
    expect(await balanceOf(platform, unbound, "main")).toBe(131_000n * VND);
    // Claimed again: the same grant answers (a retried claim pays nothing more).
    expect(
      (await asMember(platform, unbound, "POST", "/wps/member/promotions/zalo-test/claim", {})).body.value.amount,
    ).toBe(String(131_000n * VND));
    expect(await balanceOf(platform, unbound, "main")).toBe(131_000n * VND);
    const same = await promoMember(platform, { zalo: "0912345678" });
    expect((await asMember(platform, same, "POST", "/wps/member/promotions/zalo-test/claim", {})).body).toMatchObject({
      code: "IDENTITY_USED",
      value: { identity: "zalo" },
    });
    expect(await balanceOf(platform, same, "main")).toBe(0n);
  });
});

describe("eligibility by country", () => {
  it("offers a promotion limited to dialling codes only to members with a mobile number of those countries", async () => {
    await createPromotion(platform, "vn-only", {
      type: "registration",
      claimMode: "claim",
      reward: { kind: "fixed", amount: String(2_000n * VND) },
      eligibility: { countries: ["84"] },
    });
    const vietnamese = await promoMember(platform);
    const other = await promoMember(platform);
    await platform.database.db
      .update(members)
      .set({ countryDialingCode: "+84", mobileNum: "912000111" })
      .where(eq(members.id, vietnamese.id));
    await platform.database.db
      .update(members)
      .set({ countryDialingCode: "+63", mobileNum: "917000111" })
      .where(eq(members.id, other.id));
    expect(await statusOf(other, "vn-only")).toMatchObject({ status: "close", reason: "NOT_ELIGIBLE" });
    expect((await asMember(platform, other, "POST", "/wps/member/promotions/vn-only/claim", {})).body).toMatchObject({
      code: "NOT_ELIGIBLE",
      value: { reason: "COUNTRY" },
    });
    expect(
      (await asMember(platform, vietnamese, "POST", "/wps/member/promotions/vn-only/claim", {})).body.value.amount,
    ).toBe(String(2_000n * VND));
  });
});

describe("the available promotions count (SPEC §3)", () => {
  it("counts the promotions that offer the member a step now, and says whether REFERRAL is on", async () => {
    const m = await promoMember(platform);
    const available = async () =>
      (await asMember(platform, m, "GET", "/wps/member/promotions/available")).body.value as {
        count: number;
        referral: { enabled: boolean };
      };
    const before = await available();
    const steps = (
      (await asMember(platform, m, "GET", "/wps/member/promotions")).body.value as { action: string | null }[]
    ).filter((v) => v.action !== null).length;
    expect(before.count).toBe(steps);
    await createPromotion(platform, "count-test", {
      type: "registration",
      claimMode: "claim",
      reward: { kind: "fixed", amount: String(1_000n * VND) },
    });
    expect((await available()).count).toBe(before.count + 1);
    await asMember(platform, m, "POST", "/wps/member/promotions/count-test/claim", {});
    expect((await available()).count).toBe(before.count);
    const [referral] = await platform.database.db
      .select()
      .from(whitelabelNodes)
      .where(eq(whitelabelNodes.modId, "REFERRAL"));
    expect(before.referral.enabled).toBe(referral?.enabled === "1");
  });
});

describe("one claim per device", () => {
  it("refuses a second account claiming from the browser that claimed already, named by the web's device cookie", async () => {
    await createPromotion(platform, "device-test", {
      type: "registration",
      claimMode: "claim",
      reward: { kind: "fixed", amount: String(5_000n * VND) },
    });
    const device = "dev_0123456789abcdef";
    const claim = (m: Awaited<ReturnType<typeof promoMember>>, headers: Record<string, string>) =>
      call(platform.app, "POST", "/wps/member/promotions/device-test/claim", {
        headers: { authorization: `Bearer ${m.token}`, ...headers },
        body: {},
      });
    const first = await promoMember(platform);
    expect((await claim(first, { "x-laro-device": device })).body.value.amount).toBe(String(5_000n * VND));
    const second = await promoMember(platform);
    expect((await claim(second, { "x-laro-device": device })).body).toMatchObject({
      code: "IDENTITY_USED",
      value: { identity: "device" },
    });
    // Another browser is another device; a malformed name is no name at all.
    expect((await claim(second, { "x-laro-device": "not a token!" })).body.value.amount).toBe(String(5_000n * VND));
  });
});

describe("a rebate per category", () => {
  it("accrues on valid bets at each category's rate, is claimed once, and starts again from the claim", async () => {
    await createPromotion(
      platform,
      "daily-rebate",
      { type: "rebate", claimMode: "claim", rates: { INHOUSE: 100, RNG: 50 } },
      { startsAt: new Date(Date.now() - 60_000).toISOString() },
    );
    const m = await promoMember(platform);
    const [dice, slot, live] = [
      await gameOf(platform, "INHOUSE"),
      await gameOf(platform, "RNG"),
      await gameOf(platform, "LIVE"),
    ];
    await round(platform, m, dice, 20_000n * VND, 0n, { at: new Date(Date.now() - 1000) }); // 1 % → 200
    await round(platform, m, slot, 10_000n * VND, 30_000n * VND, { at: new Date(Date.now() - 1000) }); // 0.5 % → 50
    await round(platform, m, dice, 5_000n * VND, 5_000n * VND, { at: new Date(Date.now() - 1000) }); // a tie: nothing
    await round(platform, m, live, 10_000n * VND, 0n, { at: new Date(Date.now() - 1000) }); // no rate: nothing
    const [rebate] = (await asMember(platform, m, "GET", "/wps/member/rebates")).body.value.filter(
      (r: { promotionId: string }) => r.promotionId === "daily-rebate",
    );
    expect(rebate.amount).toBe(String(250n * VND));
    expect(rebate.lines).toEqual(
      expect.arrayContaining([
        {
          category: "INHOUSE",
          validBet: String(20_000n * VND),
          netLoss: null,
          rateBp: 100,
          amount: String(200n * VND),
        },
        { category: "RNG", validBet: String(10_000n * VND), netLoss: null, rateBp: 50, amount: String(50n * VND) },
      ]),
    );
    expect(await statusOf(m, "daily-rebate")).toMatchObject({ status: "claim", action: "claim" });
    const claimed = await asMember(platform, m, "POST", "/wps/member/promotions/daily-rebate/claim", {});
    expect(claimed.body.value.amount).toBe(String(250n * VND));
    expect(await balanceOf(platform, m, "main")).toBe(250n * VND);
    // Once a day by default (limits.perMember counts a rebate's claims per site day).
    expect((await asMember(platform, m, "POST", "/wps/member/promotions/daily-rebate/claim", {})).body.code).toBe(
      "LIMIT_REACHED",
    );
    expect(await balanceOf(platform, m, "main")).toBe(250n * VND);
    await ops(platform, "PUT", "/promotions/daily-rebate", {
      rule: { type: "rebate", claimMode: "claim", rates: { INHOUSE: 100, RNG: 50 }, limits: { perMember: 5 } },
    });
    expect((await asMember(platform, m, "POST", "/wps/member/promotions/daily-rebate/claim", {})).body.code).toBe(
      "NOTHING_TO_CLAIM",
    );
  });
});

describe("a cashback on net losses per category", () => {
  it("pays the rate on each category's stakes less its wins; a category that is up earns nothing and offsets nothing", async () => {
    await createPromotion(
      platform,
      "cashback",
      { type: "rebate", basis: "netLoss", claimMode: "claim", rates: { INHOUSE: 1_000, LIVE: 1_000 } },
      { startsAt: new Date(Date.now() - 60_000).toISOString() },
    );
    const m = await promoMember(platform);
    const [dice, live] = [await gameOf(platform, "INHOUSE"), await gameOf(platform, "LIVE")];
    const at = { at: new Date(Date.now() - 1000) };
    await round(platform, m, dice, 100_000n * VND, 0n, at); // lost 100,000
    await round(platform, m, dice, 50_000n * VND, 80_000n * VND, at); // won 30,000 back: down 70,000
    await round(platform, m, dice, 10_000n * VND, 10_000n * VND, at); // a tie: not a valid bet
    await round(platform, m, live, 20_000n * VND, 60_000n * VND, at); // up 40,000: nothing, and no offset
    const [cashback] = (await asMember(platform, m, "GET", "/wps/member/rebates")).body.value.filter(
      (r: { promotionId: string }) => r.promotionId === "cashback",
    );
    expect(cashback).toMatchObject({ basis: "netLoss", amount: String(7_000n * VND) });
    expect(cashback.lines).toEqual(
      expect.arrayContaining([
        {
          category: "INHOUSE",
          validBet: String(150_000n * VND),
          netLoss: String(70_000n * VND),
          rateBp: 1_000,
          amount: String(7_000n * VND),
        },
        { category: "LIVE", validBet: String(20_000n * VND), netLoss: "0", rateBp: 1_000, amount: "0" },
      ]),
    );
    expect((await asMember(platform, m, "POST", "/wps/member/promotions/cashback/claim", {})).body.value.amount).toBe(
      String(7_000n * VND),
    );
    expect(await balanceOf(platform, m, "main")).toBe(7_000n * VND);
  });
});

describe("a manual promotion", () => {
  const png = async (shade: number) =>
    (
      await sharp({ create: { width: 8, height: 8, channels: 3, background: { r: shade * 40, g: 90, b: 160 } } })
        .png()
        .toBuffer()
    ).toString("base64");

  it("takes an application with a comment and pictures, checked, and grants on the operator's approval", async () => {
    await createPromotion(platform, "vip-apply", {
      type: "manual",
      claimMode: "apply",
      reward: { kind: "fixed", amount: String(88_000n * VND) },
    });
    const m = await promoMember(platform);
    const apply = (body: Record<string, unknown>) =>
      asMember(platform, m, "POST", "/wps/member/promotions/vip-apply/apply", body);
    expect((await apply({ comment: "x".repeat(141) })).body.code).toBe("VALIDATION");
    expect(
      (await apply({ comment: "four", images: [await png(1), await png(2), await png(3), await png(4)] })).body.code,
    ).toBe("VALIDATION");
    expect(
      (await apply({ comment: "a gif", images: [Buffer.from("GIF89a-not-allowed").toString("base64")] })).body.code,
    ).toBe("VALIDATION");
    const applied = await apply({ comment: "My play this month", images: [await png(1), await png(2)] });
    expect(applied.body.value, JSON.stringify(applied.body)).toMatchObject({
      state: "applying",
      comment: "My play this month",
    });
    expect(applied.body.value.images).toHaveLength(2);
    expect(await statusOf(m, "vip-apply")).toMatchObject({ status: "applying" });
    expect((await apply({ comment: "again" })).body.code).toBe("LIMIT_REACHED");

    const queue = (await ops(platform, "GET", "/promotions/applications?state=applying")).body.value.list;
    const mine = queue.find((a: { username: string }) => a.username === m.username);
    expect(mine).toBeTruthy();
    expect((await ops(platform, "POST", `/promotions/applications/${mine.id}/reject`, {})).body.code).toBe(
      "VALIDATION",
    );
    const approved = await ops(platform, "POST", `/promotions/applications/${mine.id}/approve`, {});
    expect(approved.body.value).toMatchObject({ state: "issued" });
    expect(await balanceOf(platform, m, "main")).toBe(88_000n * VND);
    expect(await statusOf(m, "vip-apply")).toMatchObject({ status: "issued" });
    expect((await ops(platform, "POST", `/promotions/applications/${mine.id}/approve`, {})).body.code).toBe(
      "STATE_CONFLICT",
    );
    expect(await balanceOf(platform, m, "main")).toBe(88_000n * VND);
  });
});

describe("the operator's promotion", () => {
  it("is paused, resumed, edited as a new rule version and ended; its cost is counted", async () => {
    await createPromotion(platform, "ops-bonus", {
      type: "registration",
      claimMode: "claim",
      reward: { kind: "fixed", amount: String(1_000n * VND) },
    });
    const m = await promoMember(platform);
    expect((await ops(platform, "POST", "/promotions/ops-bonus/pause")).body.value.lifecycle).toBe("paused");
    expect((await asMember(platform, m, "POST", "/wps/member/promotions/ops-bonus/claim", {})).body.code).toBe(
      "PROMOTION_NOT_OPEN",
    );
    expect((await ops(platform, "POST", "/promotions/ops-bonus/pause")).body.code).toBe("STATE_CONFLICT");
    await ops(platform, "POST", "/promotions/ops-bonus/resume");
    const edited = await ops(platform, "PUT", "/promotions/ops-bonus", {
      rule: { type: "registration", claimMode: "claim", reward: { kind: "fixed", amount: String(2_000n * VND) } },
    });
    expect(edited.body.value.ruleVersion).toBe(2);
    expect(
      (
        await ops(platform, "PUT", "/promotions/ops-bonus", {
          rule: { type: "rebate", claimMode: "claim", rates: { RNG: 10 } },
        })
      ).body.code,
    ).toBe("VALIDATION");
    expect(
      (
        await ops(platform, "PUT", "/promotions/ops-bonus", {
          rule: {
            type: "registration",
            claimMode: "claim",
            reward: { kind: "fixed", amount: "1" },
            wagering: { multiple: 11, base: "bonus", days: 7 },
          },
        })
      ).body.code,
    ).toBe("VALIDATION");
    const claimed = await asMember(platform, m, "POST", "/wps/member/promotions/ops-bonus/claim", {});
    expect(claimed.body.value.amount).toBe(String(2_000n * VND));
    const [bonus] = await platform.database.db.select().from(bonuses).where(eq(bonuses.promotionId, "ops-bonus"));
    expect(bonus.ruleVersion).toBe(2);
    expect(
      await platform.database.db.select().from(promotionRules).where(eq(promotionRules.promotionId, "ops-bonus")),
    ).toHaveLength(2);
    const cost = (await ops(platform, "GET", "/promotions")).body.value.find(
      (p: { id: string }) => p.id === "ops-bonus",
    );
    expect(cost).toMatchObject({ grants: 1, granted: String(2_000n * VND), lifecycle: "live", ruleVersion: 2 });
    await ops(platform, "POST", "/promotions/ops-bonus/end");
    expect((await ops(platform, "POST", "/promotions/ops-bonus/resume")).body.code).toBe("STATE_CONFLICT");
  });

  it("offers nothing to a member under a time-out", async () => {
    await createPromotion(platform, "care-bonus", {
      type: "registration",
      claimMode: "claim",
      reward: { kind: "fixed", amount: String(1_000n * VND) },
    });
    const m = await promoMember(platform);
    const timeout = await asMember(platform, m, "POST", "/wps/care/exclusion", { kind: "timeout", period: "24h" });
    expect(timeout.body.success, JSON.stringify(timeout.body)).toBe(true);
    expect((await asMember(platform, m, "POST", "/wps/member/promotions/care-bonus/claim", {})).body.code).toBe(
      "TIMED_OUT",
    );
    expect(await balanceOf(platform, m, "main")).toBe(0n);
  });
});

describe("a member's bonuses in the member's language (ADR 0062)", () => {
  it("names the promotion of each bonus in TY by default and in EN when asked, the other language when one is missing", async () => {
    const rule = {
      type: "deposit",
      claimMode: "claim",
      reward: { kind: "percent", rateBp: 1_000, cap: String(50_000n * VND) },
      deposit: { which: "first", minAmount: String(100_000n * VND) },
    };
    await createPromotion(platform, "lang-deposit", rule, { title: "Bonus sa deposito", titleEn: "Deposit bonus" });
    await createPromotion(platform, "lang-deposit-en", rule, { title: undefined, titleEn: "English only bonus" });
    const titles = async (m: Awaited<ReturnType<typeof promoMember>>, query: string) =>
      (
        (await asMember(platform, m, "GET", `/wps/member/bonuses${query}`)).body.value.page.list as {
          promotionId: string;
          title: string;
        }[]
      ).map((b) => [b.promotionId, b.title]);
    const m = await promoMember(platform);
    await asMember(platform, m, "POST", "/wps/member/promotions/lang-deposit/join", {});
    await asMember(platform, m, "POST", "/wps/member/promotions/lang-deposit-en/join", {});
    await deposit(platform, m, String(200_000n * VND));
    expect(await titles(m, "")).toEqual(
      expect.arrayContaining([
        ["lang-deposit", "Bonus sa deposito"],
        ["lang-deposit-en", "English only bonus"],
      ]),
    );
    expect(await titles(m, "?language=EN")).toEqual(
      expect.arrayContaining([
        ["lang-deposit", "Deposit bonus"],
        ["lang-deposit-en", "English only bonus"],
      ]),
    );
  });
});
