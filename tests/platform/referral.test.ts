import crypto from "node:crypto";
import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { maskUsername } from "../../contract/referral.js";
import { forgetReads } from "../../server/db/read-cache.js";
import { bonuses, ledgerTransfers, members, referralRewards, whitelabelNodes } from "../../server/db/schema.js";
import { findMemberByUsername } from "../../server/modules/accounts/index.js";
import { playInhouse } from "../../server/modules/games/inhouse/play.js";
import { inhouseContext } from "../../server/modules/games/inhouse/wallet-client.js";
import { payReferralRewards, referrerTypes } from "../../server/modules/referral/index.js";
import { openVendorSession } from "../../server/modules/vendors/index.js";
import { verifyLedger } from "../../server/modules/wallet/ledger-proof.js";
import { sealedCall, solvedCaptcha, withToken } from "./accounts.js";
import { call, operatorHeaders, startPlatform, type Platform } from "./harness.js";
import {
  balanceOf,
  createPromotion,
  deposit,
  gameOf,
  ops,
  promoMember,
  round,
  type PromoMember,
} from "./promotions-support.js";

// Invite friends (ADR 0051): a friend registered with a member's referral code, who makes a first
// deposit (through the sandbox gateway) and places real in-house rounds within the rule's days, earns the member
// the reward exactly once; a friend past its days, one over the member's limit, and an agent's friend earn nothing.

const SECRET = "sandbox-secret-for-tests-0123456789";
const VND = 100n;
const DAY = 86_400_000;
const PROMOTION = "friends-test";
const REWARD = 50_000n * VND;
const MIN_DEPOSIT = 100_000n * VND;
const MIN_BETS = 200_000n * VND;

let platform: Platform;
let referrer: PromoMember;
let serial = 0;

beforeAll(async () => {
  platform = await startPlatform({ seed: true, env: { SANDBOX_GATEWAY_SECRET: SECRET } });
  // The demo's own referral promotion would pay beside the test's: ended, the test's figures stand alone.
  expect((await ops(platform, "POST", "/promotions/invite-friends/end", {})).body.success).toBe(true);
  await createPromotion(
    platform,
    PROMOTION,
    {
      type: "referral",
      claimMode: "automatic",
      reward: { kind: "fixed", amount: String(REWARD) },
      qualify: { minDeposit: String(MIN_DEPOSIT), minValidBet: String(MIN_BETS), days: 30 },
      maxReferees: 2,
    },
    // Opened two months ago, so a friend registered 31 days ago is covered and past its days.
    { startsAt: new Date(Date.now() - 60 * DAY).toISOString() },
  );
  referrer = await promoMember(platform, { email: "inviter@example.com" });
}, 60_000);
afterAll(async () => {
  if (platform) expect((await verifyLedger(platform.database.db)).ok).toBe(true);
  await platform?.close();
});

type Friend = PromoMember;

/** A friend registers on the site with a member's code, as the registration page sends it. */
async function registerFriend(code: string, extra: Record<string, unknown> = {}): Promise<Friend> {
  serial += 1;
  const username = `friend${Date.now().toString(36)}${serial}`;
  const payload = {
    username,
    password: "Secret123",
    confirmPassword: "Secret123",
    mobileNum: `917${String(Date.now()).slice(-5)}${String(serial).padStart(2, "0")}`,
    countryDialingCode: "+63",
    ...(await solvedCaptcha(platform)),
    termsAccepted: true,
    ageConfirmed: true,
    registerUrl: "http://127.0.0.1:3000/register",
    registerMethod: "WEB",
    referralCode: code,
    ...extra,
  };
  const res = await sealedCall(platform.app, "PUT", "/wps/member/register", payload, { ip: `10.77.0.${serial}` });
  expect(res.body.code, JSON.stringify(res.body)).toBe("OK");
  const member = await findMemberByUsername(platform.database.db, username);
  if (!member) throw new Error(`${username} was not registered`);
  return { id: member.id, token: res.body.value.token as string, username };
}

const codeOf = async (username: string) =>
  (await findMemberByUsername(platform.database.db, username))?.referralCode ?? "";
const run = () =>
  payReferralRewards(platform.database.db, referrerTypes(platform.config), new Date(Date.now() + 1_000));
const referral = async (m: PromoMember, query = "") =>
  (await withToken(platform.app, "GET", `/wps/member/referral${query}`, m.token)).body;
const friendRow = async (m: PromoMember, friend: Friend) =>
  ((await referral(m, "?pageSize=50")).value.referees.list as { username: string }[]).find(
    (r) => r.username === maskUsername(friend.username),
  );

/** A deposit through the sandbox gateway: asked by the member, paid by the gateway's signed callback. */
async function sandboxDeposit(m: PromoMember, amount: bigint) {
  const asked = await withToken(platform.app, "POST", "/wps/v2/deposit", m.token, {
    body: {
      channelCode: "SANDBOX_PAY",
      amount: String(amount),
      requestKey: crypto.randomUUID(),
      returnUrl: "/member/depositv2",
    },
  });
  expect(asked.body.code, JSON.stringify(asked.body)).toBe("OK");
  const raw = JSON.stringify({
    eventId: `ev-${crypto.randomUUID()}`,
    depositId: asked.body.value.deposit.id,
    amount: String(amount),
    status: "paid",
    timestamp: new Date().toISOString(),
  });
  const paid = await platform.app.inject({
    method: "POST",
    url: "/wps/payments/callback/sandbox",
    headers: {
      "content-type": "application/json",
      "x-sandbox-signature": crypto.createHmac("sha256", SECRET).update(raw).digest("hex"),
    },
    payload: raw,
  });
  expect(paid.json().value, paid.body).toMatchObject({ outcome: "credited" });
}

/** Real rounds of the in-house dice through the seamless wallet: "under 98" nearly always wins, so the balance lasts. */
async function playDice(m: PromoMember, stakes: bigint[]): Promise<bigint> {
  const token = await openVendorSession(platform.database.db, { memberId: m.id, vendor: "INHOUSE", gameCode: "dice" });
  for (const stake of stakes)
    await playInhouse(inhouseContext(platform.app), {
      token,
      game: "dice",
      stake,
      bet: { target: 98, direction: "under" },
      requestKey: crypto.randomUUID(),
    });
  return stakes.reduce((sum, stake) => sum + stake, 0n);
}

/** A friend who qualifies quickly: a bank deposit approved by the operator and one settled round of the bets needed. */
async function qualify(friend: Friend) {
  await deposit(platform, friend, String(MIN_DEPOSIT));
  await round(platform, friend, await gameOf(platform, "INHOUSE"), MIN_BETS, 0n);
}

const rewardTransfers = (friend: Friend) =>
  platform.database.db
    .select()
    .from(ledgerTransfers)
    .where(eq(ledgerTransfers.idempotencyKey, `promotion:${PROMOTION}:referee:${friend.id}`));

describe("invite friends", () => {
  let friend: Friend;

  it("records the registration through the code: the friend's upline is the member, listed with its name masked", async () => {
    friend = await registerFriend(await codeOf(referrer.username));
    const stored = await findMemberByUsername(platform.database.db, friend.username);
    expect(stored).toMatchObject({ uplineId: referrer.id, affiliateCodeUsed: await codeOf(referrer.username) });
    const answer = await referral(referrer);
    expect(answer.value).toMatchObject({
      enabled: true,
      code: await codeOf(referrer.username),
      promotion: {
        id: PROMOTION,
        reward: String(REWARD),
        qualify: { minDeposit: String(MIN_DEPOSIT), minValidBet: String(MIN_BETS), days: 30 },
        maxReferees: 2,
      },
    });
    expect(answer.value.referees.list).toHaveLength(1);
    const row = answer.value.referees.list[0];
    expect(row).toMatchObject({
      username: maskUsername(friend.username),
      firstDeposit: null,
      validBet: "0",
      status: "qualifying",
      reward: null,
    });
    expect(row.username).not.toContain(friend.username);
    expect(row.username).toMatch(/^fr\*\*\*\w\w$/);
    expect(Date.parse(row.qualifiesBy) - Date.parse(row.registeredAt)).toBe(30 * DAY);
  });

  it("pays nothing before the deposit and the bets, nor while the bets fall short", async () => {
    expect(await run()).toMatchObject({ paid: 0, refused: 0 });
    await sandboxDeposit(friend, MIN_DEPOSIT);
    // Seven rounds of ₫25,000: ₫175,000 of the ₫200,000 needed.
    const played = await playDice(
      friend,
      Array.from({ length: 7 }, () => 25_000n * VND),
    );
    expect(await run()).toMatchObject({ paid: 0 });
    expect(await friendRow(referrer, friend)).toMatchObject({
      firstDeposit: String(MIN_DEPOSIT),
      validBet: String(played),
      status: "qualifying",
    });
    expect(await balanceOf(platform, referrer, "main")).toBe(0n);
  });

  it("pays the member once when the friend's real figures reach the rule, however often the job runs", async () => {
    await playDice(friend, [25_000n * VND]);
    expect(await friendRow(referrer, friend)).toMatchObject({ validBet: String(MIN_BETS), status: "qualified" });
    expect(await run()).toMatchObject({ paid: 1, refused: 0 });
    expect(await run()).toMatchObject({ paid: 0, refused: 0 });
    // And through the job's own registration.
    const job = await call(platform.app, "POST", "/ops/jobs/referral-rewards/run", {
      headers: operatorHeaders,
      body: {},
    });
    expect(job.body.value, JSON.stringify(job.body)).toMatchObject({
      ran: true,
      run: { status: "done", outcome: { paid: 0 } },
    });
    expect(await balanceOf(platform, referrer, "main")).toBe(REWARD);
    expect(await rewardTransfers(friend)).toHaveLength(1);
    const [transfer] = await rewardTransfers(friend);
    expect(transfer).toMatchObject({ kind: "bonus", memo: `Promotion ${PROMOTION}` });
    const rows = await platform.database.db
      .select()
      .from(referralRewards)
      .where(eq(referralRewards.refereeId, friend.id));
    expect(rows).toEqual([
      expect.objectContaining({ promotionId: PROMOTION, referrerId: referrer.id, amount: REWARD, refusal: null }),
    ]);
    const [bonus] = await platform.database.db
      .select()
      .from(bonuses)
      .where(eq(bonuses.grantKey, `${PROMOTION}:referee:${friend.id}`));
    expect(bonus).toMatchObject({ memberId: referrer.id, amount: REWARD, state: "paid", payTo: "main" });
    const answer = await referral(referrer);
    expect(answer.value.totals).toEqual({ referees: 1, rewarded: 1, paid: String(REWARD) });
    expect(await friendRow(referrer, friend)).toMatchObject({ status: "rewarded", reward: String(REWARD) });
    // The friend's own page: no friends of its own, and its promotion list shows the referral promotion as joined.
    expect((await referral(friend)).value.referees.total).toBe(0);
  });

  it("lets a friend's days run out: figures after them count nothing, and nothing is paid", async () => {
    const late = await registerFriend(await codeOf(referrer.username));
    const registeredAt = new Date(Date.now() - 31 * DAY);
    await platform.database.db.update(members).set({ createdAt: registeredAt }).where(eq(members.id, late.id));
    await qualify(late);
    expect(await run()).toMatchObject({ paid: 0 });
    const row = await friendRow(referrer, late);
    expect(row).toMatchObject({
      status: "expired",
      firstDeposit: String(MIN_DEPOSIT),
      validBet: "0",
      reward: null,
      qualifiesBy: new Date(registeredAt.getTime() + 30 * DAY).toISOString(),
    });
    expect(await rewardTransfers(late)).toHaveLength(0);
  });

  it("rewards at most maxReferees friends per member; the one over the limit is refused for good", async () => {
    const second = await registerFriend(await codeOf(referrer.username));
    const third = await registerFriend(await codeOf(referrer.username));
    await qualify(second);
    expect(await run()).toMatchObject({ paid: 1 });
    await qualify(third);
    expect(await run()).toMatchObject({ paid: 0, refused: 1 });
    expect(await run()).toMatchObject({ paid: 0, refused: 0 });
    expect(await balanceOf(platform, referrer, "main")).toBe(2n * REWARD);
    expect(await friendRow(referrer, third)).toMatchObject({
      status: "refused",
      refusal: "LIMIT_REACHED",
      reward: null,
    });
    expect(await rewardTransfers(third)).toHaveLength(0);
    expect((await referral(referrer)).value.totals).toEqual({ referees: 4, rewarded: 2, paid: String(2n * REWARD) });
  });

  it("pays nothing for a friend who is the member itself under another account (same email)", async () => {
    const inviter = await promoMember(platform, { email: "twin@example.com" });
    const twin = await registerFriend(await codeOf(inviter.username), { email: "twin@example.com" });
    await qualify(twin);
    expect(await run()).toMatchObject({ paid: 0, refused: 1 });
    expect(await friendRow(inviter, twin)).toMatchObject({ status: "refused", refusal: "SAME_PERSON" });
    expect(await balanceOf(platform, inviter, "main")).toBe(0n);
  });

  it("pays an agent nothing: its link registers downlines and it earns through its contracts", async () => {
    const agent = await findMemberByUsername(platform.database.db, "agent1");
    const downline = await registerFriend(agent?.referralCode ?? "");
    expect((await findMemberByUsername(platform.database.db, downline.username))?.uplineId).toBe(agent?.id);
    await qualify(downline);
    expect(await run()).toMatchObject({ paid: 0, refused: 0 });
    expect(
      await platform.database.db.select().from(referralRewards).where(eq(referralRewards.refereeId, downline.id)),
    ).toEqual([]);
    expect(
      await platform.database.db
        .select()
        .from(bonuses)
        .where(like(bonuses.grantKey, `%:referee:${downline.id}`)),
    ).toEqual([]);
    const listed = await ops(platform, "GET", "/referrals?referrer=agent1");
    expect(listed.body.value.list.find((r: { username: string }) => r.username === downline.username)).toMatchObject({
      status: "notCovered",
      qualifiesBy: null,
    });
  });

  it("shows the operator every friend with full names and statuses, and runs the job on demand", async () => {
    const listed = await ops(platform, "GET", `/referrals?referrer=${referrer.username}`);
    expect(listed.body.value).toMatchObject({ promotionId: PROMOTION, total: 4 });
    const statuses = (listed.body.value.list as { username: string; status: string; referrer: string }[]).map((r) => [
      r.username,
      r.status,
    ]);
    expect(statuses).toContainEqual([friend.username, "rewarded"]);
    expect(statuses.map(([, status]) => status).sort()).toEqual(["expired", "refused", "rewarded", "rewarded"]);
    expect((await ops(platform, "GET", "/referrals?referrer=nobody-here")).body.code).toBe("NOT_FOUND");
    expect((await ops(platform, "POST", "/referrals/run")).body.value).toMatchObject({ paid: 0, switchedOff: 0 });
    expect((await call(platform.app, "GET", "/ops/referrals")).status).toBe(401);
  });

  it("pays a friend once when runs race (the promotion's lock and the friend's unique decision)", async () => {
    const inviter = await promoMember(platform);
    const racer = await registerFriend(await codeOf(inviter.username));
    await qualify(racer);
    const runs = await Promise.all([run(), run(), run()]);
    expect(runs.reduce((n, r) => n + r.paid, 0)).toBe(1);
    expect(await rewardTransfers(racer)).toHaveLength(1);
    expect(await balanceOf(platform, inviter, "main")).toBe(REWARD);
  });

  it("offers nothing and pays nothing while the REFERRAL switch is off", async () => {
    const setSwitch = async (enabled: "0" | "1") => {
      await platform.database.db.update(whitelabelNodes).set({ enabled }).where(eq(whitelabelNodes.modId, "REFERRAL"));
      forgetReads(platform.database.db);
    };
    const late = await registerFriend(await codeOf((await promoMember(platform)).username));
    await setSwitch("0");
    try {
      await qualify(late);
      expect(await run()).toMatchObject({ paid: 0, switchedOff: 1 });
      expect((await referral(referrer)).value.enabled).toBe(false);
    } finally {
      await setSwitch("1");
    }
    // Back on, the friend that qualified within its days is paid.
    expect(await run()).toMatchObject({ paid: 1 });
    expect(
      await platform.database.db
        .select()
        .from(referralRewards)
        .where(and(eq(referralRewards.refereeId, late.id), eq(referralRewards.promotionId, PROMOTION))),
    ).toHaveLength(1);
  });

  it("refuses a trial or signed-out caller", async () => {
    expect((await call(platform.app, "GET", "/wps/member/referral")).status).toBe(401);
  });
});
