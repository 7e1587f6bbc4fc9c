import crypto from "node:crypto";
import { validateHeaderValue } from "node:http";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { encryptForPlatform } from "../../server/modules/accounts/jwe.js";
import { issueSession } from "../../server/modules/accounts/sessions.js";
import { INHOUSE_VENDOR } from "../../server/modules/games/inhouse/games.js";
import { createMember, MEMBER_TYPE } from "../../server/modules/accounts/index.js";
import { SANDBOX_SIGNATURE_HEADER, signSandboxBody } from "../../server/modules/payments/gateway/sandbox.js";
import { returnPath } from "../../server/modules/payments/gateway/sandbox-page.js";
import { sandboxGatewaySecret } from "../../server/modules/payments/gateway/sandbox-secret.js";
import { openVendorSession } from "../../server/modules/vendors/index.js";
import { signSeamlessBody } from "../../server/modules/vendors/seamless-routes.js";
import { vendorSecret } from "../../server/modules/vendors/sessions.js";
import { verifyLedger } from "../../server/modules/wallet/ledger-proof.js";
import { call, operatorHeaders, startPlatform, type Platform } from "./harness.js";

// The server errors an attacker's test found on bad input, one by one: each answered 5xx
// before its fix. The fuzz test (fuzz.test.ts) keeps the whole platform to the same rules.

let platform: Platform;
let token: string;
let memberId: string;
const NUL = "\u0000";

const asMember = (method: string, url: string, body?: unknown) =>
  call(platform.app, method, url, { headers: { authorization: `Bearer ${token}` }, body });
const page = (method: "GET" | "POST", url: string, form?: Record<string, string>) =>
  platform.app.inject({
    method,
    url,
    ...(form
      ? {
          headers: { "content-type": "application/x-www-form-urlencoded" },
          payload: new URLSearchParams(form).toString(),
        }
      : {}),
  });

beforeAll(async () => {
  platform = await startPlatform({ seed: true });
  const { db } = platform.database;
  memberId = (
    await createMember(db, {
      username: "boundary",
      type: MEMBER_TYPE.member,
      passwordHash: null,
      registerMethod: "WEB",
    })
  ).id;
  token = (
    await issueSession(db, platform.config, {
      memberId,
      accountKey: "boundary",
      method: "username",
      ip: "127.0.0.1",
      userAgent: null,
    })
  ).token;
  const funded = await call(platform.app, "POST", "/ops/wallet/adjust", {
    headers: operatorHeaders,
    body: { username: "boundary", amount: "1000000", reason: "boundary test funds" },
  });
  expect(funded.body.code).toBe("OK");
});
afterAll(async () => {
  expect((await verifyLedger(platform.database.db)).ok).toBe(true);
  await platform?.close();
});

describe("NUL (PostgreSQL refuses U+0000 in text and jsonb)", () => {
  it("a call refuses NUL in its query, body or path with 400 VALIDATION naming the field", async () => {
    const query = await call(platform.app, "GET", "/wps/agent/affiliate?code=%00");
    expect(query.status).toBe(400);
    expect(query.body).toMatchObject({ success: false, code: "VALIDATION", value: { field: "code" } });
    expect(query.body.message).toMatch(/^code: /);

    const body = await asMember("PUT", "/wps/member/email", {
      email: `a${NUL}@example.com`,
      verificationCode: "123456",
    });
    expect(body.status).toBe(400);
    expect(body.body).toMatchObject({ code: "VALIDATION", value: { field: "email" } });

    const nested = await call(platform.app, "POST", "/ops/member/unlock", {
      headers: operatorHeaders,
      body: { username: "demo", extra: { deep: [`x${NUL}`] } },
    });
    expect(nested.body).toMatchObject({ code: "VALIDATION", value: { field: "extra.deep.0" } });

    const key = await call(platform.app, "POST", "/ops/member/unlock", {
      headers: operatorHeaders,
      body: { [`user${NUL}name`]: "demo" },
    });
    expect(key.body).toMatchObject({ code: "VALIDATION", value: { field: "user\\u0000name" } });

    const path = await call(platform.app, "GET", "/wps/promotions/a%00b");
    expect(path.body).toMatchObject({ code: "VALIDATION", value: { field: "id" } });
  });

  it("a sealed payload is held to the same rule once opened", async () => {
    const { kid, jwk } = (await call(platform.app, "GET", "/wps/system/encryptionKey")).body.value;
    const jwe = await encryptForPlatform(jwk, kid, { type: "username", username: `demo${NUL}`, password: "whatever1" });
    const res = await call(platform.app, "POST", "/wps/session/login", { body: { jwe } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: "VALIDATION", value: { field: "username" } });
  });

  it("a signed seamless credit with NUL in its detail (stored as jsonb) is refused, and the round stays open", async () => {
    const { db } = platform.database;
    const secret = await vendorSecret(db, "BOUNDARYVENDOR");
    const vendorToken = await openVendorSession(db, { memberId, vendor: "BOUNDARYVENDOR", gameCode: "dice" });
    const wallet = async (action: string, fields: Record<string, unknown>) => {
      const raw = JSON.stringify({ token: vendorToken, timestamp: new Date().toISOString(), ...fields });
      const res = await platform.app.inject({
        method: "POST",
        url: `/wps/seamless/BOUNDARYVENDOR/${action}`,
        headers: { "content-type": "application/json", "x-signature": signSeamlessBody(secret, raw) },
        payload: raw,
      });
      return { status: res.statusCode, body: res.json() as { code: string; value: unknown } };
    };
    const round = `round-${crypto.randomUUID()}`;
    expect(
      (
        await wallet("debit", {
          transactionId: `bet-${crypto.randomUUID()}`,
          roundId: round,
          amount: "100",
          gameCode: "dice",
        })
      ).body.code,
    ).toBe("OK");
    const credit = await wallet("credit", {
      transactionId: `win-${crypto.randomUUID()}`,
      roundId: round,
      amount: "0",
      detail: { note: `a${NUL}b` },
    });
    expect(credit.status).toBe(400);
    expect(credit.body).toMatchObject({ code: "VALIDATION", value: { field: "detail.note" } });
    expect(
      (
        await wallet("credit", {
          transactionId: `win-${crypto.randomUUID()}`,
          roundId: round,
          amount: "0",
          detail: { note: "ok" },
        })
      ).body.code,
    ).toBe("OK");
  });

  it("a signed gateway callback with NUL anywhere (the callback is kept as jsonb) is refused", async () => {
    const deposit = await asMember("POST", "/wps/v2/deposit", {
      channelCode: "SANDBOX_PAY",
      amount: "5000000",
      requestKey: crypto.randomUUID(),
    });
    expect(deposit.body.code).toBe("OK");
    const raw = JSON.stringify({
      eventId: `evt-${crypto.randomUUID()}`,
      depositId: deposit.body.value.deposit.id,
      amount: "5000000",
      status: "declined",
      timestamp: new Date().toISOString(),
      note: NUL,
    });
    const res = await platform.app.inject({
      method: "POST",
      url: "/wps/payments/callback/sandbox",
      headers: {
        "content-type": "application/json",
        [SANDBOX_SIGNATURE_HEADER]: signSandboxBody(sandboxGatewaySecret(platform.config), raw),
      },
      payload: raw,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: "VALIDATION", value: { field: "note" } });
  });
});

describe("paging", () => {
  it("a pageNo past 10,000 (or too big to be a number) is refused; page 10,000 answers an empty page", async () => {
    for (const pageNo of ["10001", "1e26", "9223372036854775807"]) {
      const res = await asMember("GET", `/wps/v2/withdraw?pageNo=${pageNo}`);
      expect(res.status, pageNo).toBe(400);
      expect(res.body.code).toBe("VALIDATION");
    }
    const last = await asMember("GET", "/wps/v2/withdraw?pageNo=10000&pageSize=100");
    expect(last.body).toMatchObject({ success: true, value: { list: [], pageNo: 10000 } });
    const ledger = await call(platform.app, "GET", "/ops/wallet/ledger?username=boundary&pageNo=9223372036854775807", {
      headers: operatorHeaders,
    });
    expect(ledger.body.code).toBe("VALIDATION");
  });
});

describe("URLs that do not decode", () => {
  it("a broken percent-encoding or an over-long path parameter answers an envelope, not Fastify's own JSON", async () => {
    const broken = await call(platform.app, "GET", "/wps/promotions/%");
    expect(broken.status).toBe(400);
    expect(broken.body).toMatchObject({ success: false, code: "BAD_REQUEST" });
    const long = await call(platform.app, "GET", `/wps/promotions/${"a".repeat(1000)}`);
    expect(long.status).toBe(414);
    expect(long.body).toMatchObject({ success: false, code: "BAD_REQUEST" });
  });
});

describe("in-house pages", () => {
  let diceToken: string;
  beforeAll(async () => {
    diceToken = await openVendorSession(platform.database.db, { memberId, vendor: INHOUSE_VENDOR, gameCode: "dice" });
  });

  it("a play id that is not a UUID names no play: the page opens without a last round", async () => {
    const res = await page("GET", `/wps/inhouse/dice?token=${diceToken}&play=not-a-uuid`);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('data-testid="verified-outcome"');
    const verify = await page("GET", `/wps/inhouse/verify?token=${diceToken}&play=1'`);
    expect(verify.statusCode).toBe(404);
  });

  it("game=__proto__ (or constructor) names no game on the verify page, the game page or its forms", async () => {
    for (const game of ["__proto__", "constructor", "toString"]) {
      const verify = await page("GET", `/wps/inhouse/verify?serverSeed=a&clientSeed=b&nonce=1&game=${game}`);
      expect(verify.statusCode, game).toBe(200);
      expect(verify.body).not.toContain('data-testid="verified-outcome"');
      expect((await page("GET", `/wps/inhouse/${game}?token=${diceToken}`)).statusCode, game).toBe(404);
      expect(
        (await page("POST", `/wps/inhouse/${game}/play`, { token: diceToken, stake: "10" })).statusCode,
        game,
      ).toBe(404);
    }
  });

  it("a game name that cannot go into a redirect, NUL in a form, or an oversized requestKey gets a page, not a 500", async () => {
    expect((await page("POST", "/wps/inhouse/%00/play", { token: diceToken })).statusCode).toBe(400);
    expect((await page("POST", "/wps/inhouse/%01/play", { token: diceToken })).statusCode).toBe(404);
    expect(
      (await page("POST", "/wps/inhouse/dice/seeds", { token: diceToken, clientSeed: `seed${NUL}` })).statusCode,
    ).toBe(400);
    const huge = await page("POST", "/wps/inhouse/dice/play", {
      token: diceToken,
      stake: "10",
      target: "50",
      direction: "over",
      requestKey: crypto.randomBytes(3000).toString("base64url"),
    });
    expect(huge.statusCode).toBe(303);
    expect(huge.headers.location).toContain("error=VALIDATION");
  });
});

describe("withdrawal receipt uploads", () => {
  const id = crypto.randomUUID();
  const upload = (contentType: string, body: string) =>
    platform.app.inject({
      method: "POST",
      url: `/wps/v2/withdraw/${id}/receipt`,
      headers: { authorization: `Bearer ${token}`, "content-type": contentType },
      payload: body,
    });
  const whole =
    '--B\r\nContent-Disposition: form-data; name="answer"\r\n\r\nnot_received\r\n--B\r\nContent-Disposition: form-data; name="proof"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG\r\n--B--\r\n';

  it("a cut-short body, a missing or wrong boundary, or a bad part header is 400; too many parts is 413", async () => {
    for (const [contentType, body] of [
      ["multipart/form-data; boundary=B", whole.slice(0, 90)],
      ["multipart/form-data", whole],
      ["multipart/form-data; boundary=", whole],
      ["multipart/form-data; boundary=other", whole],
      ["multipart/form-data; boundary=B", "--B\r\nnot a header\r\n\r\nx\r\n--B--\r\n"],
    ] as const) {
      const res = await upload(contentType, body);
      expect(res.statusCode, `${contentType} ${JSON.stringify(body.slice(0, 30))}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.json()).toMatchObject({ success: false });
    }
    const fields =
      Array.from({ length: 8 }, (_, i) => `--B\r\nContent-Disposition: form-data; name="f${i}"\r\n\r\nx\r\n`).join("") +
      "--B--\r\n";
    const tooMany = await upload("multipart/form-data; boundary=B", fields);
    expect(tooMany.statusCode).toBe(413);
    expect(tooMany.json()).toMatchObject({ code: "PAYLOAD_TOO_LARGE" });
    const nul = await upload(
      "multipart/form-data; boundary=B",
      `--B\r\nContent-Disposition: form-data; name="note"\r\n\r\na${NUL}b\r\n--B--\r\n`,
    );
    expect(nul.json()).toMatchObject({ code: "VALIDATION", value: { field: "note" } });
  });
});

describe("redirect targets", () => {
  it("a return path the sandbox page accepts is always a valid Location header (a control character or 💥 was a 500)", () => {
    for (const bad of ["/a\u0001b", "/a\u007fb", "/a💥", "/caf\u00e9", `/a${NUL}`])
      expect(returnPath.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    expect(returnPath.safeParse("/member/deposit?tab=1&x=%F0%9F%92%A5").success).toBe(true);
    fc.assert(
      fc.property(
        fc.string({ unit: "binary", maxLength: 40 }).map((s) => `/${s}`),
        (path) => {
          if (returnPath.safeParse(path).success) validateHeaderValue("location", path);
        },
      ),
      { seed: 20261123, numRuns: 2000 },
    );
  });
});
