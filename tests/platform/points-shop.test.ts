import crypto from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { messageRecipients, messages, pointsGoods, pointsRedemptions } from "../../server/db/schema.js";
import { MEMBER_TYPE, createMember, hashPassword } from "../../server/modules/accounts/index.js";
import { issueSession } from "../../server/modules/accounts/sessions.js";
import { redeemGoods } from "../../server/modules/loyalty/shop-redeem.js";
import { required } from "../../server/required.js";
import { accountBalance, memberAccount, postTransfer, systemAccount } from "../../server/modules/wallet/index.js";
import { verifyLedger } from "../../server/modules/wallet/ledger-proof.js";
import { withToken } from "./accounts.js";
import { concurrentPostgres, type Platform } from "./harness.js";
import { ops, promotionsPlatform } from "./promotions-support.js";
import { withPostgres } from "../support/services.js";

// The points shop (ADR 0049) through the platform's HTTP calls: redeeming goods with points and the
// payment password (each refusal with its details, a resend answered once), the operator's decision (a rejection
// gives points and stock back, a voucher is paid once), converting points to cash at the rules' ratio, and 50
// members racing for 10 items. On PGlite, or on a fresh PostgreSQL database when DATABASE_URL is set.

let platform: Platform;
promotionsPlatform((started) => (platform = started));

const PIN = "246810";
const VND = 100n;
let pinHash: string;
let serial = 0;
beforeAll(async () => {
  pinHash = await hashPassword(platform.config, PIN);
});

type Shopper = { id: string; token: string };

/** A member with a payment password, signed in, holding `points`. */
async function shopper(points = 0): Promise<Shopper> {
  const db = platform.database.db;
  const username = `shop${Date.now().toString(36)}${serial++}`;
  const member = await createMember(db, {
    username,
    type: MEMBER_TYPE.member,
    passwordHash: pinHash,
    paymentPasswordHash: pinHash,
    firstLoginAt: new Date(),
    payeeName: "Shop Player",
  });
  const { token } = await issueSession(db, platform.config, {
    memberId: member.id,
    accountKey: username,
    method: "username",
    ip: "127.0.0.1",
    userAgent: null,
  });
  if (points > 0) await givePoints(member.id, points);
  return { id: member.id, token };
}

async function givePoints(memberId: string, points: number) {
  const db = platform.database.db;
  await postTransfer(db, {
    idempotencyKey: `test-points:${crypto.randomUUID()}`,
    kind: "points",
    entries: [
      { account: await systemAccount(db, "points_pool"), amount: -points },
      { account: await memberAccount(db, memberId, "points"), amount: points },
    ],
  });
}

const pointsOf = async (m: Shopper) =>
  Number(await accountBalance(platform.database.db, await memberAccount(platform.database.db, m.id, "points")));
const mainOf = async (m: Shopper) =>
  accountBalance(platform.database.db, await memberAccount(platform.database.db, m.id, "main"));
const poolPoints = async () =>
  accountBalance(platform.database.db, await systemAccount(platform.database.db, "points_pool"));
const stockOf = async (id: number) =>
  (await platform.database.db.select({ stock: pointsGoods.stock }).from(pointsGoods).where(eq(pointsGoods.id, id)))[0]
    ?.stock;
const as = (m: Shopper, method: string, url: string, body?: unknown) =>
  withToken(platform.app, method, url, m.token, { body });

const ADDRESS = "12 Rizal St, Makati City";
type Redeem = {
  goodsId: number;
  quantity?: number;
  address?: string | null;
  paymentPassword?: string;
  requestId?: string;
};
const redeem = (m: Shopper, r: Redeem) =>
  as(m, "POST", "/wps/member/points/redeem", {
    quantity: 1,
    address: null,
    paymentPassword: PIN,
    requestId: crypto.randomUUID(),
    ...r,
  });

/** An item stocked through the operator's API. */
async function stock(extra: Record<string, unknown> = {}): Promise<number> {
  const res = await ops(platform, "POST", "/points/goods", {
    name: { TY: "Payong", EN: "Umbrella" },
    kind: "physical",
    art: "gift",
    points: 100,
    stock: 3,
    perMember: 2,
    ...extra,
  });
  expect(res.body.success, JSON.stringify(res.body)).toBe(true);
  return res.body.value.id as number;
}

describe("the points shop's goods", () => {
  it("offers the demo's goods in order to everyone, and to a member with what the member holds", async () => {
    const listed = (await platform.app.inject({ method: "GET", url: "/wps/points/goods" })).json().value;
    expect(listed.map((g: { name: { EN: string } }) => g.name.EN).slice(0, 2)).toEqual([
      "₫50,000 cash voucher",
      "₫200,000 cash voucher",
    ]);
    expect(listed[0]).toMatchObject({
      kind: "voucher",
      art: "voucher",
      points: 4_500,
      value: String(50_000n * VND),
      redeemed: null,
    });
    const m = await shopper();
    const mine = (await as(m, "GET", "/wps/member/points/goods")).body.value;
    expect(mine[0]).toMatchObject({ id: listed[0].id, redeemed: 0 });
    // The demo converts at ₫10 a point, at least 1,000 points: the points rules show it.
    const rules = (await platform.app.inject({ method: "GET", url: "/wps/points/rules" })).json().value;
    expect(rules.rates.convert).toEqual({ cashPerPoint: String(10n * VND), minPoints: 1_000 });
  });

  it("refuses an item that is not one (a voucher without its value), and hides one made inactive", async () => {
    expect(
      (
        await ops(platform, "POST", "/points/goods", {
          name: { TY: "V", EN: "V" },
          kind: "voucher",
          art: "voucher",
          points: 10,
          stock: 1,
          perMember: 1,
        })
      ).body.code,
    ).toBe("VALIDATION");
    const id = await stock();
    const hidden = await ops(platform, "PUT", `/points/goods/${id}`, {
      name: { TY: "Payong", EN: "Umbrella" },
      kind: "physical",
      art: "gift",
      points: 100,
      stock: 3,
      perMember: 2,
      active: false,
    });
    expect(hidden.body.value).toMatchObject({ id, active: false });
    const listed = (await platform.app.inject({ method: "GET", url: "/wps/points/goods" })).json().value as {
      id: number;
    }[];
    expect(listed.some((g) => g.id === id)).toBe(false);
    const m = await shopper(1_000);
    expect((await redeem(m, { goodsId: id, address: ADDRESS })).body.code).toBe("NOT_FOUND");
    expect(
      (
        await ops(platform, "PUT", "/points/goods/999999", {
          name: { TY: "X", EN: "X" },
          kind: "physical",
          art: "gift",
          points: 1,
          stock: 1,
          perMember: 1,
        })
      ).body.code,
    ).toBe("NOT_FOUND");
  });
});

describe("a member's standing with an item (ADR 0060)", () => {
  it("does not offer an 8,000-point item to a member holding 2 points, and offers as many as the points allow", async () => {
    const id = await stock({ points: 8_000, stock: 5, perMember: 2 });
    const poor = await shopper(2);
    const seen = (
      (await as(poor, "GET", "/wps/member/points/goods")).body.value as { id: number; standing: unknown }[]
    ).find((g) => g.id === id);
    expect(seen?.standing).toEqual({ action: null, reason: "NOT_ENOUGH_POINTS", max: 0 });
    const rich = await shopper(8_000);
    const one = (
      (await as(rich, "GET", "/wps/member/points/goods")).body.value as { id: number; standing: unknown }[]
    ).find((g) => g.id === id);
    expect(one?.standing).toEqual({ action: "redeem", reason: null, max: 1 });
    // The public list names no member, so no standing.
    const listed = (await platform.app.inject({ method: "GET", url: "/wps/points/goods" })).json().value as {
      id: number;
      standing: unknown;
    }[];
    expect(listed.find((g) => g.id === id)?.standing).toBeNull();
  });
});

describe("redeeming", () => {
  it("takes the points and one from stock, and shows the redemption in process", async () => {
    const id = await stock();
    const m = await shopper(1_000);
    const res = await redeem(m, { goodsId: id, address: ADDRESS });
    expect(res.body.value, JSON.stringify(res.body)).toMatchObject({
      goodsId: id,
      quantity: 1,
      points: 100,
      value: null,
      status: "in_process",
      address: ADDRESS,
      name: { EN: "Umbrella" },
      kind: "physical",
    });
    expect(await pointsOf(m)).toBe(900);
    expect(await stockOf(id)).toBe(2);
    const history = (await as(m, "GET", "/wps/member/points/redemptions")).body.value;
    expect(history).toMatchObject({ total: 1, list: [{ id: res.body.value.id, status: "in_process" }] });
    expect((await as(m, "GET", "/wps/member/points/redemptions?status=approved")).body.value.total).toBe(0);
    const goods = (await as(m, "GET", "/wps/member/points/goods")).body.value as {
      id: number;
      redeemed: number;
      stock: number;
    }[];
    expect(goods.find((g) => g.id === id)).toMatchObject({ redeemed: 1, stock: 2 });
    const record = (await as(m, "GET", "/wps/v2/wallets/transactions?types=points_redeem")).body.value;
    expect(record.list[0]).toMatchObject({
      type: "points_redeem",
      wallet: "points",
      amount: "-100",
      balanceAfter: "900",
    });
  });

  it("takes nothing with a wrong payment password", async () => {
    const id = await stock();
    const m = await shopper(1_000);
    expect((await redeem(m, { goodsId: id, address: ADDRESS, paymentPassword: "135790" })).body.code).toBe(
      "PAYMENT_PASSWORD_WRONG",
    );
    expect(await pointsOf(m)).toBe(1_000);
    expect(await stockOf(id)).toBe(3);
  });

  it("refuses with what the member needs to know: stock, limit, address, points", async () => {
    const id = await stock({ stock: 3, perMember: 2, points: 300 });
    const m = await shopper(2_000);
    expect((await redeem(m, { goodsId: id, quantity: 4, address: ADDRESS })).body).toMatchObject({
      code: "OUT_OF_STOCK",
      value: { stock: 3 },
    });
    expect((await redeem(m, { goodsId: id, quantity: 1, address: "Makati" })).body).toMatchObject({
      code: "ADDRESS_REQUIRED",
      value: { min: 10, max: 200 },
    });
    expect((await redeem(m, { goodsId: id, quantity: 1, address: null })).body.code).toBe("ADDRESS_REQUIRED");
    expect((await redeem(m, { goodsId: id, quantity: 2, address: ADDRESS })).body.success).toBe(true);
    expect((await redeem(m, { goodsId: id, quantity: 1, address: ADDRESS })).body).toMatchObject({
      code: "LIMIT_REACHED",
      value: { perMember: 2, redeemed: 2 },
    });
    const poor = await shopper(250);
    expect((await redeem(poor, { goodsId: id, address: ADDRESS })).body).toMatchObject({
      code: "NOT_ENOUGH_POINTS",
      value: { balance: 250, needed: 300 },
    });
    expect(await pointsOf(poor)).toBe(250);
    expect(await stockOf(id)).toBe(1);
  });

  it("answers a resend of the same form with the same redemption, taking the points once", async () => {
    const id = await stock();
    const m = await shopper(1_000);
    const requestId = crypto.randomUUID();
    const first = await redeem(m, { goodsId: id, address: ADDRESS, requestId });
    const again = await redeem(m, { goodsId: id, address: ADDRESS, requestId });
    expect(again.body.value).toEqual(first.body.value);
    expect(await pointsOf(m)).toBe(900);
    expect(await stockOf(id)).toBe(2);
    expect((await redeem(m, { goodsId: id, quantity: 2, address: ADDRESS, requestId })).body.code).toBe("CONFLICT");
  });

  it("moves nothing for a member under a time-out: no redemption, no conversion", async () => {
    const id = await stock();
    const m = await shopper(2_000);
    const timeout = await as(m, "POST", "/wps/care/exclusion", { kind: "timeout", period: "24h" });
    expect(timeout.body.success, JSON.stringify(timeout.body)).toBe(true);
    expect((await redeem(m, { goodsId: id, address: ADDRESS })).body.code).toBe("TIMED_OUT");
    const converted = await as(m, "POST", "/wps/member/points/convert", {
      points: 1_000,
      paymentPassword: PIN,
      requestId: crypto.randomUUID(),
    });
    expect(converted.body.code).toBe("TIMED_OUT");
    expect(await pointsOf(m)).toBe(2_000);
    expect(await stockOf(id)).toBe(3);
  });

  it("a voucher keeps no address and needs none", async () => {
    const id = await stock({ kind: "voucher", art: "voucher", value: String(5_000n * VND) });
    const m = await shopper(1_000);
    const res = await redeem(m, { goodsId: id, address: ADDRESS });
    expect(res.body.value).toMatchObject({ kind: "voucher", address: null, value: String(5_000n * VND) });
  });
});

describe("the operator's decision", () => {
  it("a rejection needs a remark, gives the points and the stock back, tells the member, and is final", async () => {
    const id = await stock();
    const m = await shopper(1_000);
    const redemption = (await redeem(m, { goodsId: id, quantity: 2, address: ADDRESS })).body.value;
    expect(await pointsOf(m)).toBe(800);
    expect(
      (await ops(platform, "POST", `/points/redemptions/${redemption.id}/reject`, { remark: " " })).body.code,
    ).toBe("VALIDATION");
    const queue = (await ops(platform, "GET", "/points/redemptions?status=in_process&pageSize=100")).body.value;
    expect(queue.list.find((r: { id: number }) => r.id === redemption.id)).toMatchObject({
      memberId: m.id,
      username: expect.stringMatching(/^shop/),
    });
    const rejected = await ops(platform, "POST", `/points/redemptions/${redemption.id}/reject`, {
      remark: "Address outside the delivery area",
    });
    expect(rejected.body.value).toMatchObject({
      status: "rejected",
      remark: "Address outside the delivery area",
      decidedBy: "api",
    });
    expect(await pointsOf(m)).toBe(1_000);
    expect(await stockOf(id)).toBe(3);
    expect((await ops(platform, "POST", `/points/redemptions/${redemption.id}/approve`, {})).body).toMatchObject({
      code: "ALREADY_DECIDED",
      value: { status: "rejected" },
    });
    expect(
      (await ops(platform, "POST", `/points/redemptions/${redemption.id}/reject`, { remark: "again" })).body.code,
    ).toBe("ALREADY_DECIDED");
    expect(await pointsOf(m)).toBe(1_000);
    expect((await ops(platform, "POST", "/points/redemptions/99999999/approve", {})).body.code).toBe("NOT_FOUND");
    const told = await platform.database.db
      .select({ template: messages.template, params: messages.params })
      .from(messages)
      .innerJoin(messageRecipients, eq(messageRecipients.messageId, messages.id))
      .where(eq(messageRecipients.memberId, m.id));
    expect(told).toEqual([
      {
        template: "redemptionRejected",
        params: expect.objectContaining({ nameEN: "Umbrella", nameTY: "Payong", quantity: "2", points: "200" }),
      },
    ]);
    // Rejected ones hold nothing against the member's limit.
    expect(
      ((await as(m, "GET", "/wps/member/points/goods")).body.value as { id: number; redeemed: number }[]).find(
        (g) => g.id === id,
      )?.redeemed,
    ).toBe(0);
  });

  it("approving a cash voucher pays its value times the quantity to the main wallet, once", async () => {
    const id = await stock({ kind: "voucher", art: "voucher", value: String(50_000n * VND), stock: 10, perMember: 5 });
    const m = await shopper(1_000);
    const redemption = (await redeem(m, { goodsId: id, quantity: 3 })).body.value;
    expect(redemption.value).toBe(String(150_000n * VND));
    const before = await mainOf(m);
    const approved = await ops(platform, "POST", `/points/redemptions/${redemption.id}/approve`, {});
    expect(approved.body.value).toMatchObject({ status: "approved", remark: null });
    expect(await mainOf(m)).toBe(before + 150_000n * VND);
    expect((await ops(platform, "POST", `/points/redemptions/${redemption.id}/approve`, {})).body).toMatchObject({
      code: "ALREADY_DECIDED",
      value: { status: "approved" },
    });
    expect(await mainOf(m)).toBe(before + 150_000n * VND);
    expect(await pointsOf(m)).toBe(700);
    const history = (await as(m, "GET", "/wps/member/points/redemptions?status=approved")).body.value;
    expect(history.list[0]).toMatchObject({ id: redemption.id, status: "approved", decidedAt: expect.any(String) });
  });
});

describe("converting points to cash", () => {
  const convert = (m: Shopper, points: number, requestId = crypto.randomUUID(), paymentPassword = PIN) =>
    as(m, "POST", "/wps/member/points/convert", { points, paymentPassword, requestId });

  it("is refused while closed and below the minimum; pays exactly the ratio, once per form", async () => {
    const m = await shopper(5_000);
    const perPoint = (await ops(platform, "GET", "/points/rates")).body.value.rates.perPoint;
    expect((await ops(platform, "PUT", "/points/rates", { perPoint })).body.success).toBe(true);
    expect((await convert(m, 1_500)).body.code).toBe("CONVERT_CLOSED");
    expect(
      (
        await ops(platform, "PUT", "/points/rates", {
          perPoint,
          convert: { cashPerPoint: String(10n * VND), minPoints: 1_000 },
        })
      ).body.success,
    ).toBe(true);
    expect((await convert(m, 999)).body).toMatchObject({ code: "BELOW_MIN", value: { minPoints: 1_000 } });
    expect((await convert(m, 1_500, crypto.randomUUID(), "135790")).body.code).toBe("PAYMENT_PASSWORD_WRONG");
    expect((await convert(m, 6_000)).body).toMatchObject({
      code: "NOT_ENOUGH_POINTS",
      value: { balance: 5_000, needed: 6_000 },
    });
    const before = await mainOf(m);
    const requestId = crypto.randomUUID();
    const first = await convert(m, 1_500, requestId);
    expect(first.body.value).toEqual({ points: 1_500, amount: String(1_500n * 10n * VND) });
    expect(await mainOf(m)).toBe(before + 15_000n * VND);
    expect(await pointsOf(m)).toBe(3_500);
    expect((await convert(m, 1_500, requestId)).body.value).toEqual(first.body.value);
    expect(await mainOf(m)).toBe(before + 15_000n * VND);
    expect(await pointsOf(m)).toBe(3_500);
    expect((await convert(m, 2_000, requestId)).body.code).toBe("CONFLICT");
    // Both units move in one transfer, and each sums to zero.
    const record = (await as(m, "GET", "/wps/v2/wallets/transactions?types=points_convert")).body.value;
    expect(record.list.map((r: { wallet: string; amount: string }) => [r.wallet, r.amount]).sort()).toEqual([
      ["main", String(15_000n * VND)],
      ["points", "-1500"],
    ]);
    expect((await verifyLedger(platform.database.db)).ok).toBe(true);
  });
});

describe("many members at once", () => {
  it("50 redemptions of an item with 10 in stock: 10 in process, 40 OUT_OF_STOCK, stock 0, points conserved", async () => {
    const id = await stock({ stock: 10, perMember: 1, points: 500 });
    const racers = await Promise.all(Array.from({ length: 50 }, () => shopper(1_000)));
    const heldBefore =
      (await Promise.all(racers.map(pointsOf))).reduce((a, b) => a + b, 0) + Number(await poolPoints());
    const results = await Promise.all(racers.map((m) => redeem(m, { goodsId: id, address: ADDRESS })));
    expect(results.filter((r) => r.body.success)).toHaveLength(10);
    expect(results.filter((r) => r.body.code === "OUT_OF_STOCK")).toHaveLength(40);
    expect(await stockOf(id)).toBe(0);
    const rows = await platform.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(pointsRedemptions)
      .where(and(eq(pointsRedemptions.goodsId, id), eq(pointsRedemptions.status, "in_process")));
    expect(rows[0]?.n).toBe(10);
    const balances = await Promise.all(racers.map(pointsOf));
    expect(balances.filter((b) => b === 500)).toHaveLength(10);
    expect(balances.filter((b) => b === 1_000)).toHaveLength(40);
    expect(balances.reduce((a, b) => a + b, 0) + Number(await poolPoints())).toBe(heldBefore);
  }, 60_000);

  it("one member sending one form 20 times at once gets one redemption", async () => {
    const id = await stock({ stock: 5, perMember: 5 });
    const m = await shopper(1_000);
    const requestId = crypto.randomUUID();
    const results = await Promise.all(
      Array.from({ length: 20 }, () => redeem(m, { goodsId: id, address: ADDRESS, requestId })),
    );
    expect(new Set(results.map((r) => r.body.value?.id)).size).toBe(1);
    expect(await pointsOf(m)).toBe(900);
    expect(await stockOf(id)).toBe(4);
  }, 60_000);
});

// The same race with 50 truly overlapping transactions (a pool of 40 connections; CI sets DATABASE_URL), straight
// through the module as the concurrency tests of promotions do.
describe.runIf(withPostgres())("50 redemptions at once on PostgreSQL", () => {
  it("of 10 in stock: 10 in process, 40 OUT_OF_STOCK, points conserved, the ledger balanced", async () => {
    const postgres = await concurrentPostgres();
    try {
      const db = postgres.db;
      const [item] = await db
        .insert(pointsGoods)
        .values({
          names: { TY: "Relo", EN: "Watch" },
          kind: "physical",
          art: "watch",
          points: 500,
          stock: 10,
          perMember: 1,
        })
        .returning();
      const goodsId = required(item, "the item").id;
      const racers = await Promise.all(
        Array.from({ length: 50 }, async (_, i) => {
          const member = await createMember(db, {
            username: `race${i}`,
            type: MEMBER_TYPE.member,
            passwordHash: pinHash,
            paymentPasswordHash: pinHash,
          });
          await postTransfer(db, {
            idempotencyKey: `race-points:${i}`,
            kind: "points",
            entries: [
              { account: await systemAccount(db, "points_pool"), amount: -1_000 },
              { account: await memberAccount(db, member.id, "points"), amount: 1_000 },
            ],
          });
          return member.id;
        }),
      );
      const results = await Promise.allSettled(
        racers.map((id) =>
          redeemGoods(db, id, {
            goodsId,
            quantity: 1,
            address: ADDRESS,
            paymentPassword: PIN,
            requestId: crypto.randomUUID(),
          }),
        ),
      );
      expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(10);
      for (const r of results) if (r.status === "rejected") expect(r.reason).toMatchObject({ code: "OUT_OF_STOCK" });
      expect(
        (await db.select({ stock: pointsGoods.stock }).from(pointsGoods).where(eq(pointsGoods.id, goodsId)))[0]?.stock,
      ).toBe(0);
      const balances = await Promise.all(
        racers.map(async (id) => accountBalance(db, await memberAccount(db, id, "points"))),
      );
      const pool = await accountBalance(db, await systemAccount(db, "points_pool"));
      expect(balances.filter((b) => b === 500n)).toHaveLength(10);
      expect(balances.reduce((a, b) => a + b, 0n) + pool).toBe(0n);
      expect((await verifyLedger(db)).ok).toBe(true);
    } finally {
      await postgres.close();
    }
  }, 60_000);
});
