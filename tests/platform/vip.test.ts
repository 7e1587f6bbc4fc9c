import crypto from "node:crypto";
import { eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { siteDayStart } from "../../contract/time-zone.js";
import { ledgerTransfers, members, vipBonuses, vipMembers } from "../../server/db/schema.js";
import { MEMBER_TYPE, createMember, updateMember } from "../../server/modules/accounts/index.js";
import { inhouseContext, playInhouse } from "../../server/modules/games/index.js";
import { recomputeVip } from "../../server/modules/loyalty/index.js";
import { openVendorSession } from "../../server/modules/vendors/index.js";
import { parseVipCommand } from "../../server/ops/vip-commands.js";
import type { Platform } from "./harness.js";
import {
  asMember,
  balanceOf,
  createPromotion,
  deposit,
  ops,
  promoMember,
  promotionsPlatform,
  type PromoMember,
} from "./promotions-support.js";

// VIP levels (ADR 0050) on real play: in-house dice rounds through the seamless wallet and bank
// deposits the operator approves. Levels reached on the period's figures, every level passed paid its upgrade
// bonus once, the keep check a period later, the member row's club label and withdrawals a day, the level's
// rebate rates and the promotions for some levels only.

let platform: Platform;
promotionsPlatform((started) => (platform = started));

const VND = 100n;
const DAY = 86_400_000;
const PIN = "246810";
const db = () => platform.database.db;
/** A ranking a moment after the rounds and deposits: one in their very millisecond might not see them yet. */
const recompute = (at = new Date(Date.now() + 1_000)) => recomputeVip(db(), at);

const level = (rankLevel: number, EN: string, extra: Record<string, unknown> = {}) => ({
  rankLevel,
  name: { EN, TY: `${EN} TY` },
  color: "#112233",
  color2: "#445566",
  validBet: "0",
  deposits: "0",
  keepValidBet: "0",
  ...extra,
});

/** The test's table: small thresholds real play reaches in a few rounds (₫10,000 of valid bet, ₫100,000 of deposits a level). */
const TABLE = {
  periodDays: 7,
  levels: [
    level(1, "Base"),
    level(2, "Two", {
      validBet: String(10_000n * VND),
      deposits: String(100_000n * VND),
      keepValidBet: String(5_000n * VND),
      upgradeBonus: String(2_000n * VND),
      rebateRates: { INHOUSE: 100 },
    }),
    level(3, "Three", {
      validBet: String(20_000n * VND),
      deposits: String(200_000n * VND),
      keepValidBet: String(10_000n * VND),
      upgradeBonus: String(3_000n * VND),
      withdrawalsPerDay: 1,
      rebateRates: { INHOUSE: 200 },
    }),
    level(4, "Four", {
      validBet: String(30_000n * VND),
      deposits: String(300_000n * VND),
      keepValidBet: String(30_000n * VND),
      upgradeBonus: String(5_000n * VND),
      withdrawalsPerDay: 1,
      rebateRates: { INHOUSE: 300 },
    }),
    level(5, "Five", {
      validBet: String(1_000_000_000n * VND),
      deposits: String(1_000_000_000n * VND),
      upgradeBonus: String(9_000n * VND),
    }),
  ],
};
const UPGRADES = (2_000n + 3_000n + 5_000n) * VND;

/** Real dice rounds of `stake` each (target 50, over: a win pays 1.98×, so every round is a valid bet). */
async function play(m: PromoMember, rounds: number, stake: bigint) {
  const token = await openVendorSession(db(), { memberId: m.id, vendor: "INHOUSE", gameCode: "dice" });
  for (let i = 0; i < rounds; i++)
    await playInhouse(inhouseContext(platform.app), {
      token,
      game: "dice",
      stake,
      bet: { target: 50, direction: "over" },
      requestKey: crypto.randomUUID(),
    });
}

const vipTransfers = (m: PromoMember) =>
  db()
    .select()
    .from(ledgerTransfers)
    .where(like(ledgerTransfers.idempotencyKey, `vip:${m.id}:%`));
const info = async (m: PromoMember) => (await asMember(platform, m, "GET", "/wps/member/info")).body.value;

let player: PromoMember;

describe("the VIP table", () => {
  it("refuses a table whose levels are out of order, shrink, pay at level 1 or are not minor units; keeps each version", async () => {
    const [one, two, three] = TABLE.levels;
    for (const bad of [
      { periodDays: 7, levels: [one, three, two] },
      { periodDays: 7, levels: [one, { ...two, validBet: "1" }, { ...three, validBet: "0" }] },
      { periodDays: 7, levels: [{ ...one, weeklyBonus: "100" }] },
      { periodDays: 7, levels: [one, { ...two, deposits: "1.5" }] },
      { periodDays: 3, levels: [one] },
    ]) {
      const refused = await ops(platform, "PUT", "/vip/levels", bad);
      expect(refused.body.code, JSON.stringify(bad)).toBe("VALIDATION");
    }
    // The demo's table is version 1; the public call answers it, then the operator's new one at once.
    expect((await platform.app.inject({ method: "GET", url: "/wps/vip/levels" })).json().value).toMatchObject({
      version: 1,
      periodDays: 30,
      levels: [{ name: { EN: "Bronze", TY: "Tanso" } }, {}, {}, {}, {}, {}],
    });
    const set = await ops(platform, "PUT", "/vip/levels", TABLE);
    expect(set.body.value).toMatchObject({
      version: 2,
      periodDays: 7,
      levels: [
        { rankLevel: 1, upgradeBonus: "0", withdrawalsPerDay: null, rebateRates: {} },
        { rankLevel: 2 },
        {},
        {},
        {},
      ],
    });
    expect((await platform.app.inject({ method: "GET", url: "/wps/vip/levels" })).json().value).toMatchObject({
      version: 2,
      levels: [{ name: { EN: "Base" } }, {}, {}, {}, {}],
    });
    expect((await ops(platform, "GET", "/vip/levels")).body.value.version).toBe(2);
  });

  it("reads the CLI's forms, and refuses the wrong ones before contacting anything", () => {
    expect(parseVipCommand([])).toEqual({ action: "vip.show" });
    expect(parseVipCommand(["member", "demo"])).toEqual({ action: "vip.member", username: "demo" });
    expect(parseVipCommand(["recompute"])).toEqual({ action: "vip.recompute" });
    expect(parseVipCommand(["levels", '{"periodDays":30}'])).toEqual({
      action: "vip.levels",
      body: { periodDays: 30 },
    });
    for (const wrong of [
      ["levels"],
      ["levels", "{not json"],
      ["levels", "[]"],
      ["member"],
      ["recompute", "now"],
      ["maybe"],
    ])
      expect(() => parseVipCommand(wrong), wrong.join(" ")).toThrow();
  });
});

describe("reaching levels on real play", () => {
  it("takes a member from level 1 to 4 at once, paying the upgrade bonuses of levels 2, 3 and 4 once each", async () => {
    player = await promoMember(platform, { pin: PIN });
    await deposit(platform, player, String(300_000n * VND));
    await play(player, 3, 10_000n * VND);
    const before = await balanceOf(platform, player, "main");
    const first = await recompute();
    expect(first.up).toBeGreaterThanOrEqual(1);
    await recompute();
    expect(await balanceOf(platform, player, "main")).toBe(before + UPGRADES);
    const transfers = await vipTransfers(player);
    expect(transfers.map((t) => [t.kind, t.metadata.rankLevel]).sort()).toEqual([
      ["bonus", 2],
      ["bonus", 3],
      ["bonus", 4],
    ]);
    const [row] = await db().select().from(vipMembers).where(eq(vipMembers.memberId, player.id));
    expect(row).toMatchObject({ rankLevel: 4, settingsVersion: 2 });
    // Member info's club label (SPEC §3) and the withdrawals a day are written on the member row.
    expect((await info(player)).clubLabel).toEqual({
      labelName: "Four",
      color: "#112233",
      color2: "#445566",
      rankLevel: 4,
    });
  });

  it("answers the member's standing with the real figures of its period", async () => {
    const vip = (await asMember(platform, player, "GET", "/wps/member/vip")).body.value;
    expect(vip).toMatchObject({
      rankLevel: 4,
      period: { validBet: String(30_000n * VND), deposits: String(300_000n * VND) },
      next: { rankLevel: 5, validBet: String(1_000_000_000n * VND), deposits: String(1_000_000_000n * VND) },
    });
    expect(new Date(vip.keepCheckAt).getTime() - new Date(vip.since).getTime()).toBe(7 * DAY);
    expect(new Date(vip.since).getTime() - new Date(vip.period.from).getTime()).toBeLessThan(8 * DAY);
    expect(
      vip.bonuses.map((b: { kind: string; rankLevel: number; amount: string }) => [b.kind, b.rankLevel, b.amount]),
    ).toEqual([
      ["upgrade", 4, String(5_000n * VND)],
      ["upgrade", 3, String(3_000n * VND)],
      ["upgrade", 2, String(2_000n * VND)],
    ]);
    const seen = (await ops(platform, "GET", `/vip/members/${player.username}`)).body.value;
    expect(seen).toMatchObject({
      username: player.username,
      settingsVersion: 2,
      vip: { rankLevel: 4, period: { validBet: vip.period.validBet, deposits: vip.period.deposits } },
    });
    expect((await ops(platform, "GET", "/vip/members/nobody-here")).body.code).toBe("NOT_FOUND");
    expect((await ops(platform, "POST", "/vip/recompute")).body.value).toMatchObject({ bonuses: 0 });
  });

  it("gives nothing to a member on a time-out, and does not owe it later", async () => {
    const resting = await promoMember(platform);
    await deposit(platform, resting, String(100_000n * VND));
    await play(resting, 1, 10_000n * VND);
    expect(
      (await asMember(platform, resting, "POST", "/wps/care/exclusion", { kind: "timeout", period: "7d" })).body.code,
    ).toBe("OK");
    const before = await balanceOf(platform, resting, "main");
    await recompute();
    await recompute();
    expect((await info(resting)).clubLabel).toMatchObject({ rankLevel: 2 });
    expect(await balanceOf(platform, resting, "main")).toBe(before);
    expect(await db().select().from(vipBonuses).where(eq(vipBonuses.memberId, resting.id))).toMatchObject([
      { kind: "upgrade", rankLevel: 2, refusal: "TIMED_OUT", transferId: null },
    ]);
    expect((await asMember(platform, resting, "GET", "/wps/member/vip")).body.value).toMatchObject({
      rankLevel: 2,
      bonuses: [],
    });
  });

  it("never ranks a trial account, and labels a member it has not moved at level 1", async () => {
    const trial = await createMember(db(), { username: `viptrial${Date.now().toString(36)}`, type: MEMBER_TYPE.trial });
    const fresh = await promoMember(platform);
    await recompute();
    const [trialRow] = await db().select().from(members).where(eq(members.id, trial.id));
    expect(trialRow?.clubLabel).toBeNull();
    expect((await info(fresh)).clubLabel).toMatchObject({ labelName: "Base", rankLevel: 1 });
    expect((await asMember(platform, fresh, "GET", "/wps/member/vip")).body.value).toMatchObject({
      rankLevel: 1,
      keepCheckAt: null,
      next: { rankLevel: 2 },
      bonuses: [],
    });
  });
});

describe("what a level gives", () => {
  it("allows the level's withdrawals a site day, and refuses one more with the limit and the count", async () => {
    const account = await asMember(platform, player, "POST", "/wps/member/bankAccounts", {
      bankName: "Vietcombank",
      accountNumber: "0099887766",
      holderName: "Promo Player",
      paymentPassword: PIN,
    });
    expect(account.body.code, JSON.stringify(account.body)).toBe("OK");
    expect((await asMember(platform, player, "GET", "/wps/v2/withdraw/settings")).body.value).toMatchObject({
      dailyCount: 1,
      usedToday: 0,
    });
    const withdraw = () =>
      asMember(platform, player, "POST", "/wps/v2/withdraw", {
        bankAccountId: account.body.value.id,
        amount: String(100_000n * VND),
        paymentPassword: PIN,
        requestKey: crypto.randomUUID(),
      });
    expect((await withdraw()).body.code).toBe("OK");
    expect((await withdraw()).body).toMatchObject({ code: "WITHDRAWAL_COUNT_LIMIT", value: { limit: 1, used: 1 } });
    expect((await asMember(platform, player, "GET", "/wps/v2/withdraw/settings")).body.value).toMatchObject({
      dailyCount: 1,
      usedToday: 1,
    });
  });

  it("pays a vipRates rebate at the member's level's rate", async () => {
    const startsAt = new Date(Date.now() - DAY).toISOString();
    await createPromotion(
      platform,
      "vip-rates",
      { type: "rebate", claimMode: "claim", vipRates: true, limits: { perMember: 5 } },
      { startsAt },
    );
    const before = await balanceOf(platform, player, "main");
    const claimed = await asMember(platform, player, "POST", "/wps/member/promotions/vip-rates/claim", {});
    // Level 4: 3% of ₫30,000 of valid bets.
    expect(claimed.body.value.amount).toBe(String(900n * VND));
    expect(await balanceOf(platform, player, "main")).toBe(before + 900n * VND);
    // A rule without vipRates still needs a rate of its own.
    expect(
      (
        await ops(platform, "POST", "/promotions", {
          id: "no-rates",
          category: "all",
          title: "No rates",
          rule: { type: "rebate", claimMode: "claim" },
        })
      ).body.code,
    ).toBe("VALIDATION");
  });

  it("offers a promotion for some VIP levels only to members of those levels, saying why to the others", async () => {
    await createPromotion(platform, "level-four", {
      type: "registration",
      claimMode: "claim",
      reward: { kind: "fixed", amount: String(1_000n * VND) },
      eligibility: { vipLevels: [4, 5] },
    });
    const other = await promoMember(platform);
    const statusOf = async (m: PromoMember) =>
      ((await asMember(platform, m, "GET", "/wps/member/promotions")).body.value as { promotionId: string }[]).find(
        (v) => v.promotionId === "level-four",
      );
    expect(await statusOf(other)).toMatchObject({ status: "close", reason: "VIP_LEVEL" });
    expect((await asMember(platform, other, "POST", "/wps/member/promotions/level-four/claim", {})).body).toMatchObject(
      { code: "NOT_ELIGIBLE", value: { reason: "VIP_LEVEL" } },
    );
    expect(await statusOf(player)).toMatchObject({ status: "claim", action: "claim" });
    expect(
      (await asMember(platform, player, "POST", "/wps/member/promotions/level-four/claim", {})).body.value.amount,
    ).toBe(String(1_000n * VND));
  });

  it("pays the weekly, monthly and birthday bonuses of the member's level once in their period", async () => {
    const four = {
      ...TABLE.levels[3],
      weeklyBonus: String(100n * VND),
      monthlyBonus: String(200n * VND),
      birthdayBonus: String(300n * VND),
    };
    expect(
      (
        await ops(platform, "PUT", "/vip/levels", {
          ...TABLE,
          levels: [...TABLE.levels.slice(0, 3), four, TABLE.levels[4]],
        })
      ).body.value.version,
    ).toBe(3);
    await updateMember(db(), player.id, { birthday: "06-01-1990" });
    // Monday 1 June 2026, the member's birthday: before its level was reached, so no keep check is due.
    const monday = new Date(siteDayStart("2026-06-01").getTime() + 12 * 3_600_000);
    const before = await balanceOf(platform, player, "main");
    await recompute(monday);
    await recompute(monday);
    expect(await balanceOf(platform, player, "main")).toBe(before + 600n * VND);
    const periodic = await db().select().from(vipBonuses).where(eq(vipBonuses.memberId, player.id));
    expect(
      periodic
        .filter((b) => b.kind !== "upgrade")
        .map((b) => [b.kind, b.period, b.rankLevel, b.settingsVersion])
        .sort(),
    ).toEqual([
      ["birthday", "2026", 4, 3],
      ["monthly", "2026-06", 4, 3],
      ["weekly", "2026-W23", 4, 3],
    ]);
    expect((await ops(platform, "PUT", "/vip/levels", TABLE)).body.value.version).toBe(4);
  });
});

describe("keeping a level", () => {
  it("goes down one level at the keep check when the period's valid bet is short, and pays nothing again on the way back up", async () => {
    const since =
      (await db().select().from(vipMembers).where(eq(vipMembers.memberId, player.id)))[0]?.since ?? new Date();
    // A period after the level was reached: its rounds and deposits were before the period, so nothing kept it.
    const check = new Date(since.getTime() + 7 * DAY + 60_000);
    expect((await recompute(check)).down).toBeGreaterThanOrEqual(1);
    expect((await info(player)).clubLabel).toMatchObject({ labelName: "Three", rankLevel: 3 });
    const [down] = await db().select().from(vipMembers).where(eq(vipMembers.memberId, player.id));
    expect(down).toMatchObject({ rankLevel: 3, since: check });
    // The same moment again: the keep check is a period away now.
    await recompute(check);
    expect((await info(player)).clubLabel).toMatchObject({ rankLevel: 3 });
    // Play again now: the real figures reach level 4 again; its upgrade bonus was paid once, ever.
    await play(player, 1, 1_000n * VND);
    const afterPlay = await balanceOf(platform, player, "main");
    await recompute();
    expect((await info(player)).clubLabel).toMatchObject({ rankLevel: 4 });
    expect(await balanceOf(platform, player, "main")).toBe(afterPlay);
    expect((await vipTransfers(player)).filter((t) => t.metadata.vip === "upgrade")).toHaveLength(3);
  });
});
