import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gatewayEvents, sessions } from "../../server/db/schema.js";
import { sha256 } from "../../server/modules/accounts/index.js";
import { verifyLedger } from "../../server/modules/wallet/ledger-proof.js";
import { login, withToken } from "./accounts.js";
import { startPlatform, type Platform } from "./harness.js";

// The sandbox gateway: the hosted page, its signed callback, and the callback's defences —
// signature over the raw bytes, amount, freshness, and a replayed event that moves nothing. The page
// acts only for the deposit's owner (the web forwards the visitor's session as a bearer token) and its
// forms carry a CSRF token bound to the deposit and that session.

const SECRET = "sandbox-secret-for-tests-0123456789";
let platform: Platform;
let token: string;
const newKey = () => `g-${crypto.randomUUID()}`;

beforeAll(async () => {
  platform = await startPlatform({ seed: true, env: { SANDBOX_GATEWAY_SECRET: SECRET } });
  const res = await login(platform.app, "demo", "Demo1234");
  expect(res.body.success).toBe(true);
  token = res.body.value.token;
}, 60_000);
afterAll(async () => {
  expect((await verifyLedger(platform.database.db)).ok).toBe(true);
  await platform?.close();
});

const mainBalance = async () =>
  BigInt((await withToken(platform.app, "GET", "/wps/v2/wallets/balance", token)).body.value.mainBalance);
async function gatewayDeposit(amount: string, returnUrl = "/member/deposit?done=1") {
  const res = await withToken(platform.app, "POST", "/wps/v2/deposit", token, {
    body: { channelCode: "SANDBOX_PAY", amount, requestKey: newKey(), returnUrl },
  });
  expect(res.body.code).toBe("OK");
  return res.body.value as { deposit: { id: string; status: string; reference: string }; payUrl: string };
}
const depositStatus = async (id: string) =>
  (
    (await withToken(platform.app, "GET", "/wps/v2/deposit?pageSize=100", token)).body.value.list as {
      id: string;
      status: string;
    }[]
  ).find((d) => d.id === id)!.status;

const bearer = (t: string) => ({ authorization: `Bearer ${t}` });
const openPage = (url: string, t: string | null = token) =>
  platform.app.inject({ method: "GET", url, headers: t ? bearer(t) : {} });
const csrfOf = (html: string) => /<input type="hidden" name="csrf" value="([0-9a-f]{64})">/.exec(html)![1]!;
function answerPage(depositId: string, form: Record<string, string>, t: string | null = token) {
  return platform.app.inject({
    method: "POST",
    url: `/wps/gateway/sandbox/pay/${depositId}`,
    headers: { "content-type": "application/x-www-form-urlencoded", ...(t ? bearer(t) : {}) },
    payload: new URLSearchParams(form).toString(),
  });
}
/** The owner opens the page and reads the CSRF token of its forms. */
const ownersCsrf = async (payUrl: string) => csrfOf((await openPage(payUrl)).body);

function callback(
  body: Record<string, unknown>,
  sign: (raw: string) => string = (raw) => crypto.createHmac("sha256", SECRET).update(raw).digest("hex"),
) {
  const raw = JSON.stringify(body);
  return platform.app
    .inject({
      method: "POST",
      url: "/wps/payments/callback/sandbox",
      headers: { "content-type": "application/json", "x-sandbox-signature": sign(raw) },
      payload: raw,
    })
    .then((res) => ({ status: res.statusCode, body: res.json() }));
}
const event = (depositId: string, amount: string, extra: Record<string, unknown> = {}) => ({
  eventId: `ev-${crypto.randomUUID()}`,
  depositId,
  amount,
  status: "paid",
  timestamp: new Date().toISOString(),
  ...extra,
});

describe("sandbox gateway", () => {
  it("a gateway deposit answers the hosted page, which shows the amount and escapes what it echoes", async () => {
    const { deposit, payUrl } = await gatewayDeposit("7500000", `/member/deposit?x="><script>alert(1)</script>`);
    expect(deposit).toMatchObject({ status: "pending", reference: expect.stringMatching(/^SBX-/) });
    expect(payUrl.startsWith(`/wps/gateway/sandbox/pay/${deposit.id}?`)).toBe(true);
    const page = await openPage(payUrl);
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toMatch(/text\/html/);
    expect(page.body).toContain("75,000.00");
    expect(page.body).toMatch(/<form method="post" action="\/wps\/gateway\/sandbox\/pay\/[0-9a-f-]+">/);
    expect(page.body).not.toContain("<script>");
    expect(page.body).toContain("&lt;script&gt;");
    expect((await openPage(`/wps/gateway/sandbox/pay/${crypto.randomUUID()}`)).statusCode).toBe(404);
  });

  it("refuses a returnUrl that leaves the site", async () => {
    for (const returnUrl of ["https://evil.example/", "//evil.example/x", "/\\evil.example"]) {
      const res = await withToken(platform.app, "POST", "/wps/v2/deposit", token, {
        body: { channelCode: "SANDBOX_PAY", amount: "7500000", requestKey: newKey(), returnUrl },
      });
      expect(res.body.code).toBe("VALIDATION");
    }
  });

  it("Pay sends the signed callback through the platform's route, credits once and 303s to returnUrl", async () => {
    const before = await mainBalance();
    const { deposit, payUrl } = await gatewayDeposit("6000000");
    const csrf = await ownersCsrf(payUrl);
    const paid = await answerPage(deposit.id, {
      csrf,
      decision: "pay",
      returnUrl: new URL(payUrl, "http://x").searchParams.get("returnUrl")!,
    });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe("/member/deposit?done=1");
    expect(await mainBalance()).toBe(before + 6_000_000n);
    expect(await depositStatus(deposit.id)).toBe("approved");
    const events = await platform.database.db
      .select()
      .from(gatewayEvents)
      .where(eq(gatewayEvents.depositId, deposit.id));
    expect(events.map((e) => e.outcome)).toEqual(["credited"]);
    // The page of a settled payment no longer offers to pay.
    const closed = await openPage(payUrl);
    expect(closed.body).toContain("approved");
    expect(closed.body).not.toContain('value="pay"');
  });

  it("Decline marks the deposit failed and moves nothing", async () => {
    const before = await mainBalance();
    const { deposit, payUrl } = await gatewayDeposit("6000000");
    const declined = await answerPage(deposit.id, {
      csrf: await ownersCsrf(payUrl),
      decision: "decline",
      returnUrl: "/member/deposit",
    });
    expect(declined.statusCode).toBe(303);
    expect(declined.headers.location).toBe("/member/deposit");
    expect(await depositStatus(deposit.id)).toBe("failed");
    expect(await mainBalance()).toBe(before);
  });

  it("a good callback credits once; the replayed event answers the first outcome and moves nothing", async () => {
    const before = await mainBalance();
    const { deposit } = await gatewayDeposit("8000000");
    const body = event(deposit.id, "8000000");
    const first = await callback(body);
    expect(first.body).toMatchObject({
      code: "OK",
      value: { depositId: deposit.id, outcome: "credited", status: "approved", replayed: false },
    });
    const again = await callback(body);
    expect(again.body).toMatchObject({ code: "OK", value: { outcome: "credited", replayed: true } });
    // Another event for a deposit already credited is recorded and moves nothing either.
    expect((await callback(event(deposit.id, "8000000"))).body.value).toMatchObject({
      outcome: "ignored",
      replayed: false,
    });
    expect(await mainBalance()).toBe(before + 8_000_000n);
  });

  it("refuses a bad signature, a changed body, a wrong amount and a stale timestamp, and moves nothing", async () => {
    const before = await mainBalance();
    const { deposit } = await gatewayDeposit("9000000");
    const wrongKey = (raw: string) =>
      crypto.createHmac("sha256", "another-secret-0123456789").update(raw).digest("hex");
    const badSignature = await callback(event(deposit.id, "9000000"), wrongKey);
    expect(badSignature).toMatchObject({ status: 401, body: { code: "SIGNATURE_INVALID" } });
    expect((await callback(event(deposit.id, "9000000"), () => "")).body.code).toBe("SIGNATURE_INVALID");
    // Signed over other bytes than those sent: the same JSON re-serialized with a space is refused.
    const signedOther = await callback(event(deposit.id, "9000000"), (raw) =>
      crypto
        .createHmac("sha256", SECRET)
        .update(raw + " ")
        .digest("hex"),
    );
    expect(signedOther.body.code).toBe("SIGNATURE_INVALID");
    const wrongAmount = await callback(event(deposit.id, "90000000"));
    expect(wrongAmount.body.code).toBe("VALIDATION");
    const stale = await callback(
      event(deposit.id, "9000000", { timestamp: new Date(Date.now() - 6 * 60_000).toISOString() }),
    );
    expect(stale.body.code).toBe("VALIDATION");
    expect(stale.body.message).toMatch(/timestamp/);
    expect(await depositStatus(deposit.id)).toBe("pending");
    expect(await mainBalance()).toBe(before);
    expect(
      await platform.database.db.select().from(gatewayEvents).where(eq(gatewayEvents.depositId, deposit.id)),
    ).toHaveLength(0);
  });

  it("when the platform listens, the Pay form's callback goes over real HTTP", async () => {
    await platform.app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = platform.app.server.address() as { port: number };
    const before = await mainBalance();
    const { deposit, payUrl } = await gatewayDeposit("5500000");
    const res = await fetch(`http://127.0.0.1:${port}/wps/gateway/sandbox/pay/${deposit.id}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", ...bearer(token) },
      body: new URLSearchParams({
        csrf: await ownersCsrf(payUrl),
        decision: "pay",
        returnUrl: "/member/deposit?paid=1",
      }).toString(),
      redirect: "manual",
    });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/member/deposit?paid=1");
    expect(await mainBalance()).toBe(before + 5_500_000n);
  });
});

describe("the sandbox page acts only for the deposit's owner, with a CSRF token", () => {
  let other: string;
  beforeAll(async () => {
    const res = await login(platform.app, "player2", "Player1234");
    expect(res.body.success).toBe(true);
    other = res.body.value.token;
  });

  const refusedAndPending = async (res: { statusCode: number; body: string }, depositId: string, before: bigint) => {
    expect(res.statusCode).toBe(403);
    expect(res.body).toContain("needs the account that asked for it");
    expect(await depositStatus(depositId)).toBe("pending");
    expect(await mainBalance()).toBe(before);
    expect(
      await platform.database.db.select().from(gatewayEvents).where(eq(gatewayEvents.depositId, depositId)),
    ).toHaveLength(0);
  };

  it("the token is HMAC-SHA256(sandbox secret, depositId:sessionId), the same on every view of one session", async () => {
    const { deposit, payUrl } = await gatewayDeposit("7000000");
    const [session] = await platform.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, sha256(token)));
    const expected = crypto.createHmac("sha256", SECRET).update(`${deposit.id}:${session!.id}`).digest("hex");
    const page = (await openPage(payUrl)).body;
    expect(page.match(/name="csrf"/g)).toHaveLength(2);
    expect(csrfOf(page)).toBe(expected);
    expect(await ownersCsrf(payUrl)).toBe(expected);
  });

  it("another member's session sees nothing of the deposit and can neither pay nor decline it", async () => {
    const before = await mainBalance();
    const { deposit, payUrl } = await gatewayDeposit("7100000");
    const seen = await openPage(payUrl, other);
    expect(seen.statusCode).toBe(403);
    for (const detail of ["71,000.00", deposit.reference, 'name="csrf"', 'value="pay"'])
      expect(seen.body).not.toContain(detail);
    // Neither with the owner's token for the form nor with one made for the other's own session.
    const ownersToken = await ownersCsrf(payUrl);
    const [otherSession] = await platform.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, sha256(other)));
    const othersToken = crypto.createHmac("sha256", SECRET).update(`${deposit.id}:${otherSession!.id}`).digest("hex");
    for (const [csrf, decision] of [
      [ownersToken, "pay"],
      [othersToken, "pay"],
      [ownersToken, "decline"],
    ] as const) {
      await refusedAndPending(
        await answerPage(deposit.id, { csrf, decision, returnUrl: "/" }, other),
        deposit.id,
        before,
      );
    }
  });

  it("without a session the page is refused, and so is a form sent with the owner's valid token", async () => {
    const before = await mainBalance();
    const { deposit, payUrl } = await gatewayDeposit("7200000");
    const seen = await openPage(payUrl, null);
    expect(seen.statusCode).toBe(403);
    expect(seen.body).not.toContain("72,000.00");
    const csrf = await ownersCsrf(payUrl);
    await refusedAndPending(
      await answerPage(deposit.id, { csrf, decision: "pay", returnUrl: "/" }, null),
      deposit.id,
      before,
    );
    await refusedAndPending(
      await answerPage(deposit.id, { csrf, decision: "pay", returnUrl: "/" }, "a".repeat(43)),
      deposit.id,
      before,
    );
  });

  it("the owner's form without its CSRF token, or with a wrong one, is refused and moves nothing", async () => {
    const before = await mainBalance();
    const { deposit, payUrl } = await gatewayDeposit("7300000");
    const another = await gatewayDeposit("7300000");
    const anotherDepositsToken = await ownersCsrf(another.payUrl);
    // The same member's other session: the token of one session does not serve another.
    const secondSession = (await login(platform.app, "demo", "Demo1234")).body.value.token as string;
    const otherSessionsToken = csrfOf((await openPage(payUrl, secondSession)).body);
    const good = await ownersCsrf(payUrl);
    const flipped = `${good.slice(0, -1)}${good.endsWith("0") ? "1" : "0"}`;
    for (const csrf of [
      undefined,
      "",
      "0".repeat(64),
      flipped,
      good.toUpperCase(),
      good.slice(0, 32),
      anotherDepositsToken,
      otherSessionsToken,
    ]) {
      const form = { decision: "pay", returnUrl: "/", ...(csrf === undefined ? {} : { csrf }) };
      const res = await answerPage(deposit.id, form);
      expect(res.statusCode, String(csrf)).toBe(403);
      expect(res.body).toContain("did not come from this payment");
      expect(await depositStatus(deposit.id)).toBe("pending");
    }
    expect(await mainBalance()).toBe(before);
    // The right token still works afterwards.
    expect((await answerPage(deposit.id, { csrf: good, decision: "pay", returnUrl: "/" })).statusCode).toBe(303);
    expect(await mainBalance()).toBe(before + 7_300_000n);
  });
});
