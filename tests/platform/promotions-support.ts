import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect } from "vitest";
import { nextSiteDay, siteDay, siteDayStart } from "../../contract/time-zone.js";
import { games, gameRounds } from "../../server/db/schema.js";
import { MEMBER_TYPE, createMember, hashPassword, rememberIp } from "../../server/modules/accounts/index.js";
import { accountBalance, memberAccount } from "../../server/modules/wallet/index.js";
import { login, withToken } from "./accounts.js";
import { verifyLedger } from "../../server/modules/wallet/ledger-proof.js";
import { call, operatorHeaders, startPlatform, type Platform } from "./harness.js";

// Helpers for the promotions tests: members logged in, promotions written through the operator's
// API, deposits approved by the operator, and settled rounds recorded as a vendor's wallet calls leave them.

let serial = 0;

/**
 * A seeded platform for the whole file (PGlite starts in seconds: one per file), handed to `keep`; after the
 * file, the ledger is proven balanced and the platform closed.
 */
export function promotionsPlatform(keep: (platform: Platform) => void) {
  let started: Platform | undefined;
  beforeAll(async () => {
    started = await startPlatform({ seed: true });
    keep(started);
  }, 60_000);
  afterAll(async () => {
    if (started) expect((await verifyLedger(started.database.db)).ok).toBe(true);
    await started?.close();
  });
}

export type PromoMember = { id: string; token: string; username: string };

/** A fresh member, known at 127.0.0.1, logged in; with a payment password and funds when asked. */
export async function promoMember(
  platform: Platform,
  extra: { zalo?: string; email?: string; pin?: string; funds?: string } = {},
): Promise<PromoMember> {
  const db = platform.database.db;
  const username = `promo${Date.now().toString(36)}${serial++}`;
  const member = await createMember(db, {
    username,
    type: MEMBER_TYPE.member,
    passwordHash: await hashPassword(platform.config, "Fresh1234"),
    firstLoginAt: new Date(),
    payeeName: "Promo Player",
    zalo: extra.zalo ?? null,
    email: extra.email ?? null,
  });
  await rememberIp(db, member.id, "127.0.0.1");
  const token = (await login(platform.app, username, "Fresh1234")).body.value.token as string;
  if (extra.pin)
    await withToken(platform.app, "POST", "/wps/member/paymentPassword", token, {
      body: { newPassword: extra.pin, confirmPassword: extra.pin },
    });
  if (extra.funds)
    await call(platform.app, "POST", "/ops/wallet/adjust", {
      headers: operatorHeaders,
      body: { username, amount: extra.funds, reason: "promotion test funds" },
    });
  return { id: member.id, token, username };
}

export const ops = (platform: Platform, method: string, url: string, body?: unknown) =>
  call(platform.app, method, `/ops${url}`, { headers: operatorHeaders, body });
export const asMember = (platform: Platform, m: PromoMember, method: string, url: string, body?: unknown) =>
  withToken(platform.app, method, url, m.token, { body });

/** A promotion through the operator's API; fails the test when refused. */
export async function createPromotion(
  platform: Platform,
  id: string,
  rule: unknown,
  extra: Record<string, unknown> = {},
) {
  const res = await ops(platform, "POST", "/promotions", {
    id,
    category: "all",
    title: `Promotion ${id}`,
    rule,
    ...extra,
  });
  expect(res.body.success, JSON.stringify(res.body)).toBe(true);
  return res.body.value;
}

/** A bank deposit asked by the member and approved by the operator. */
export async function deposit(platform: Platform, m: PromoMember, amount: string) {
  const asked = await asMember(platform, m, "POST", "/wps/v2/deposit", {
    channelCode: "BANK_VCB",
    amount,
    reference: "VCB test",
    requestKey: crypto.randomUUID(),
  });
  expect(asked.body.success, JSON.stringify(asked.body)).toBe(true);
  const approved = await ops(platform, "POST", `/deposits/${asked.body.value.deposit.id}/approve`, {});
  expect(approved.body.success, JSON.stringify(approved.body)).toBe(true);
}

/** A game of the catalogue's category, for rounds of that category. */
export async function gameOf(platform: Platform, category: string) {
  const [game] = await platform.database.db
    .select({ vendor: games.vendor, gameCode: games.gameCode })
    .from(games)
    .where(eq(games.gameType, category))
    .limit(1);
  if (!game) throw new Error(`no ${category} game in the catalogue`);
  return game;
}

/** A round as the seamless wallet records it: placed and settled at `at` (now by default). */
export async function round(
  platform: Platform,
  m: PromoMember,
  game: { vendor: string; gameCode: string },
  bet: bigint,
  win: bigint,
  opts: { at?: Date; status?: "completed" | "cancelled" } = {},
) {
  // Rounds placed one after the other, in the order the test writes them.
  await new Promise((r) => setTimeout(r, 3));
  const at = opts.at ?? new Date();
  await platform.database.db.insert(gameRounds).values({
    vendor: game.vendor,
    roundId: crypto.randomUUID(),
    memberId: m.id,
    gameCode: game.gameCode,
    status: opts.status ?? "completed",
    betTotal: bet,
    winTotal: win,
    createdAt: at,
    closedAt: at,
  });
}

export async function balanceOf(platform: Platform, m: PromoMember, kind: "main" | "bonus") {
  const db = platform.database.db;
  return accountBalance(db, await memberAccount(db, m.id, kind));
}

/**
 * A test that plays and reads one daily period: run within a minute of the site's midnight, it waits for the new
 * day first, so that its rounds and its reads of "today" cannot fall on two days (give such a test 2 minutes).
 */
export async function awayFromMidnight(now = new Date()): Promise<void> {
  const left = siteDayStart(nextSiteDay(siteDay(now))).getTime() - now.getTime();
  if (left < 60_000) await new Promise((resolve) => setTimeout(resolve, left + 1_000));
}
