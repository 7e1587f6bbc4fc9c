import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { members } from "../../server/db/schema.js";
import { putMedia } from "../../server/modules/media/index.js";
import { signSandboxBody } from "../../server/modules/payments/gateway/sandbox.js";
import { openVendorSession } from "../../server/modules/vendors/index.js";
import { signSeamlessBody } from "../../server/modules/vendors/seamless-routes.js";
import { vendorSecret } from "../../server/modules/vendors/sessions.js";
import { memberAccount, postTransfer, systemAccount } from "../../server/modules/wallet/index.js";
import { testClock } from "../support/clock.js";
import { operatorHeaders, startPlatform, type Platform } from "./harness.js";

// Two budgets (ADR 0016): a visitor's per address, and a signer's per vendor or payment gateway that
// only a verified signature draws on. Requests come from loopback (as the web tier's and our own games'
// do); X-Forwarded-For names the visitor, as the web tier does.

const VISITOR_LIMIT = 5;
const GATEWAY_SECRET = "sandbox-secret-for-rate-limit-tests";

type Vendor = { name: string; secret: string; token: string };
type Answer = {
  status: number;
  retryAfter: string | undefined;
  body: { success: boolean; code: string; value: { retryAfterSeconds?: number } };
};

async function send(
  platform: Platform,
  method: "GET" | "POST",
  url: string,
  opts: { ip?: string; headers?: Record<string, string>; payload?: string } = {},
): Promise<Answer> {
  const res = await platform.app.inject({
    method,
    url,
    payload: opts.payload,
    headers: { ...(opts.ip ? { "x-forwarded-for": opts.ip } : {}), ...opts.headers },
  });
  return { status: res.statusCode, retryAfter: res.headers["retry-after"] as string | undefined, body: res.json() };
}

const ping = (platform: Platform, ip: string) => send(platform, "GET", "/wps/system/test/ping", { ip });

function wallet(
  platform: Platform,
  vendor: Vendor,
  action: string,
  body: Record<string, unknown> = {},
  opts: { ip?: string; sign?: (raw: string) => string | null } = {},
) {
  const raw = JSON.stringify({ token: vendor.token, timestamp: new Date().toISOString(), ...body });
  const signature = (opts.sign ?? ((r) => signSeamlessBody(vendor.secret, r)))(raw);
  return send(platform, "POST", `/wps/seamless/${vendor.name}/${action}`, {
    ip: opts.ip,
    headers: { "content-type": "application/json", ...(signature === null ? {} : { "x-signature": signature }) },
    payload: raw,
  });
}

/** A funded member playing at `vendors`, each with its signing key and a live session. */
async function players(platform: Platform, ...vendors: string[]): Promise<Vendor[]> {
  const db = platform.database.db;
  const [member] = await db
    .insert(members)
    .values({ usernameKey: "limited", username: "limited", nickname: "limited", referralCode: "LIMITED" })
    .returning({ id: members.id });
  const bank = await systemAccount(db, "payment_clearing", "bank");
  await postTransfer(db, {
    idempotencyKey: "limits:funds",
    kind: "deposit",
    entries: [
      { account: bank, amount: -1_000_000n },
      { account: await memberAccount(db, member!.id, "main"), amount: 1_000_000n },
    ],
  });
  return Promise.all(
    vendors.map(async (name) => ({
      name,
      secret: await vendorSecret(db, name),
      token: await openVendorSession(db, { memberId: member!.id, vendor: name, gameCode: "dice" }),
    })),
  );
}

/** Spends an address's whole visitor budget and shows it is spent. */
async function exhaust(platform: Platform, ip: string) {
  for (let i = 0; i < VISITOR_LIMIT; i++) expect((await ping(platform, ip)).status).toBe(200);
  expect((await ping(platform, ip)).status).toBe(429);
}

describe("the visitor limit, per address", () => {
  let platform: Platform;
  let vendor: Vendor;
  beforeAll(async () => {
    platform = await startPlatform({
      seed: false,
      env: { RATE_LIMIT_PER_MINUTE: String(VISITOR_LIMIT), SANDBOX_GATEWAY_SECRET: GATEWAY_SECRET },
    });
    [vendor] = await players(platform, "LIMITVENDOR");
    await putMedia(platform.database.db, [
      { path: "banners/limited.svg", contentType: "image/svg+xml", body: "<svg xmlns='http://www.w3.org/2000/svg'/>" },
    ]);
  }, 60_000);
  afterAll(async () => platform?.close());

  it("answers 429 RATE_LIMITED over the limit, with the real seconds left in Retry-After and the value", async () => {
    const clock = testClock();
    let limited: Awaited<ReturnType<typeof ping>>;
    try {
      expect((await ping(platform, "203.0.113.1")).status).toBe(200);
      clock.advance(1_100);
      for (let i = 1; i < VISITOR_LIMIT; i++) expect((await ping(platform, "203.0.113.1")).status).toBe(200);
      limited = await ping(platform, "203.0.113.1");
    } finally {
      clock.restore();
    }
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({
      success: false,
      value: { retryAfterSeconds: expect.any(Number) },
      message: expect.any(String),
      code: "RATE_LIMITED",
    });
    // The minute started with the first ping, over a second ago: 59 seconds are left, not 60.
    expect(limited.body.value.retryAfterSeconds).toBeGreaterThanOrEqual(57);
    expect(limited.body.value.retryAfterSeconds).toBeLessThanOrEqual(59);
    expect(limited.retryAfter).toBe(String(limited.body.value.retryAfterSeconds));
    expect((await ping(platform, "203.0.113.2")).status).toBe(200);
  });

  it("does not count signed vendor calls: 50 debits from one spent address all pass", async () => {
    await exhaust(platform, "198.51.100.7");
    const round = `round-${crypto.randomUUID()}`;
    for (let i = 0; i < 50; i++) {
      const answer = await wallet(
        platform,
        vendor,
        "debit",
        { transactionId: `bet-${i}-${crypto.randomUUID()}`, roundId: round, amount: "10", gameCode: "dice" },
        { ip: "198.51.100.7" },
      );
      expect([answer.status, answer.body.code]).toEqual([200, "OK"]);
    }
    // Our own in-house games call from the platform's address, which no visitor budget limits either.
    for (let i = 0; i < 2 * VISITOR_LIMIT; i++) expect((await wallet(platform, vendor, "balance")).status).toBe(200);
  });

  it("counts a seamless call whose signature fails, or is missing, against the sender's address", async () => {
    const ip = "198.51.100.8";
    for (let i = 0; i < VISITOR_LIMIT; i++)
      expect((await wallet(platform, vendor, "balance", {}, { ip, sign: () => "00".repeat(32) })).body.code).toBe(
        "SIGNATURE_INVALID",
      );
    const wrong = await wallet(platform, vendor, "balance", {}, { ip, sign: () => "00".repeat(32) });
    expect([wrong.status, wrong.body.code]).toEqual([429, "RATE_LIMITED"]);
    expect(Number(wrong.retryAfter)).toBeGreaterThan(0);
    expect((await wallet(platform, vendor, "balance", {}, { ip, sign: () => null })).status).toBe(429);
    expect((await wallet(platform, { ...vendor, name: "NOBODY" }, "balance", {}, { ip })).status).toBe(429);
    expect((await wallet(platform, { ...vendor, name: "not.a.vendor" }, "balance", {}, { ip })).status).toBe(429);
    // The vendor itself, from the same address, is not refused.
    expect((await wallet(platform, vendor, "balance", {}, { ip })).status).toBe(200);

    const unsigned = "198.51.100.9";
    for (let i = 0; i < VISITOR_LIMIT; i++)
      expect((await wallet(platform, vendor, "balance", {}, { ip: unsigned, sign: () => null })).status).toBe(401);
    expect((await wallet(platform, vendor, "balance", {}, { ip: unsigned, sign: () => null })).status).toBe(429);
  });

  it("charges a seamless call refused before its signature could be checked (its content type) to the sender's address", async () => {
    const ip = "198.51.100.12";
    for (let i = 0; i < VISITOR_LIMIT; i++) {
      const answer = await send(platform, "POST", `/wps/seamless/${vendor.name}/balance`, {
        ip,
        headers: { "content-type": "text/plain" },
        payload: "{}",
      });
      expect(answer.status).toBe(415);
    }
    expect((await ping(platform, ip)).status).toBe(429);
  });

  it("does not count verified gateway callbacks; a forged one counts", async () => {
    const ip = "198.51.100.10";
    await exhaust(platform, ip);
    const raw = JSON.stringify({
      eventId: `evt-${crypto.randomUUID()}`,
      depositId: crypto.randomUUID(),
      amount: "1000",
      status: "paid",
      timestamp: new Date().toISOString(),
    });
    const callback = (signature: string) =>
      send(platform, "POST", "/wps/payments/callback/sandbox", {
        ip,
        headers: { "content-type": "application/json", "x-sandbox-signature": signature },
        payload: raw,
      });
    // Verified, then refused for what it says (no such deposit): the limit let it through.
    expect((await callback(signSandboxBody(GATEWAY_SECRET, raw))).body.code).toBe("NOT_FOUND");
    expect((await callback("00".repeat(32))).status).toBe(429);
  });

  it("does not count generated images, nor operator calls with the operator key; a wrong key counts", async () => {
    const ip = "198.51.100.11";
    for (let i = 0; i < 4 * VISITOR_LIMIT; i++) {
      const image = await platform.app.inject({
        method: "GET",
        url: "/wps/static/banners/limited.svg",
        headers: { "x-forwarded-for": ip },
      });
      expect(image.statusCode).toBe(200);
      expect((await send(platform, "GET", "/ops/settings", { ip, headers: operatorHeaders })).status).toBe(200);
    }
    await exhaust(platform, ip);
    expect(
      (
        await platform.app.inject({
          method: "GET",
          url: "/wps/static/banners/limited.svg",
          headers: { "x-forwarded-for": ip },
        })
      ).statusCode,
    ).toBe(200);
    expect((await send(platform, "GET", "/ops/settings", { ip, headers: operatorHeaders })).status).toBe(200);
    expect(
      (
        await send(platform, "GET", "/ops/settings", {
          ip,
          headers: { "x-operator-key": "wrong-operator-key-0123456789" },
        })
      ).status,
    ).toBe(429);
    // A path that merely looks like an image's is a visitor's request like any other.
    expect((await send(platform, "GET", "/wps/static%2fbanners/limited.svg", { ip })).status).toBe(429);
  });
});

describe("the vendor limit, per vendor", () => {
  let platform: Platform;
  let limited: Vendor;
  let other: Vendor;
  beforeAll(async () => {
    platform = await startPlatform({
      seed: false,
      env: { RATE_LIMIT_PER_MINUTE: String(VISITOR_LIMIT), VENDOR_RATE_LIMIT_PER_MINUTE: "3" },
    });
    [limited, other] = await players(platform, "BUSYVENDOR", "CALMVENDOR");
  }, 60_000);
  afterAll(async () => platform?.close());

  it("refuses a vendor's 4th signed call in the minute with Retry-After, while another vendor still passes", async () => {
    // Forged calls in the busy vendor's name cost their senders, not the vendor.
    for (let i = 0; i < VISITOR_LIMIT; i++) {
      expect(
        (await wallet(platform, limited, "balance", {}, { ip: `192.0.2.${i + 1}`, sign: () => "00".repeat(32) }))
          .status,
      ).toBe(401);
    }
    for (let i = 0; i < 3; i++) expect((await wallet(platform, limited, "balance")).status).toBe(200);
    const refused = await wallet(platform, limited, "balance");
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({
      success: false,
      code: "RATE_LIMITED",
      value: { retryAfterSeconds: expect.any(Number) },
    });
    expect(refused.body.value.retryAfterSeconds).toBeGreaterThanOrEqual(55);
    expect(refused.body.value.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect(refused.retryAfter).toBe(String(refused.body.value.retryAfterSeconds));
    expect((await wallet(platform, other, "balance")).status).toBe(200);
  });
});
