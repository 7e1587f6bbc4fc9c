import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gatewayEvents } from "../../server/modules/payments/schema.js";
import { verifyLedger } from "../../server/modules/wallet/ledger.js";
import { login, withToken } from "./accounts.js";
import { startPlatform, type Platform } from "./harness.js";

// The sandbox gateway (issue 4): the hosted page, its signed callback, and the callback's defences —
// signature over the raw bytes, amount, freshness, and a replayed event that moves nothing.

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

const mainBalance = async () => BigInt((await withToken(platform.app, "GET", "/wps/v2/wallets/balance", token)).body.value.mainBalance);
async function gatewayDeposit(amount: string, returnUrl = "/member/deposit?done=1") {
  const res = await withToken(platform.app, "POST", "/wps/v2/deposit", token, { body: { channelCode: "SANDBOX_PAY", amount, requestKey: newKey(), returnUrl } });
  expect(res.body.code).toBe("OK");
  return res.body.value as { deposit: { id: string; status: string; reference: string }; payUrl: string };
}
const depositStatus = async (id: string) =>
  ((await withToken(platform.app, "GET", "/wps/v2/deposit?pageSize=100", token)).body.value.list as { id: string; status: string }[]).find((d) => d.id === id)!.status;

function callback(body: Record<string, unknown>, sign: (raw: string) => string = (raw) => crypto.createHmac("sha256", SECRET).update(raw).digest("hex")) {
  const raw = JSON.stringify(body);
  return platform.app
    .inject({ method: "POST", url: "/wps/payments/callback/sandbox", headers: { "content-type": "application/json", "x-sandbox-signature": sign(raw) }, payload: raw })
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
    const page = await platform.app.inject({ method: "GET", url: payUrl });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toMatch(/text\/html/);
    expect(page.body).toContain("75,000.00");
    expect(page.body).toMatch(/<form method="post" action="\/wps\/gateway\/sandbox\/pay\/[0-9a-f-]+">/);
    expect(page.body).not.toContain("<script>");
    expect(page.body).toContain("&lt;script&gt;");
    expect((await platform.app.inject({ method: "GET", url: `/wps/gateway/sandbox/pay/${crypto.randomUUID()}` })).statusCode).toBe(404);
  });

  it("refuses a returnUrl that leaves the site", async () => {
    for (const returnUrl of ["https://evil.example/", "//evil.example/x", "/\\evil.example"]) {
      const res = await withToken(platform.app, "POST", "/wps/v2/deposit", token, { body: { channelCode: "SANDBOX_PAY", amount: "7500000", requestKey: newKey(), returnUrl } });
      expect(res.body.code).toBe("VALIDATION");
    }
  });

  it("Pay sends the signed callback through the platform's route, credits once and 303s to returnUrl", async () => {
    const before = await mainBalance();
    const { deposit, payUrl } = await gatewayDeposit("6000000");
    const paid = await platform.app.inject({
      method: "POST",
      url: `/wps/gateway/sandbox/pay/${deposit.id}`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams({ decision: "pay", returnUrl: new URL(payUrl, "http://x").searchParams.get("returnUrl")! }).toString(),
    });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe("/member/deposit?done=1");
    expect(await mainBalance()).toBe(before + 6_000_000n);
    expect(await depositStatus(deposit.id)).toBe("approved");
    const events = await platform.database.db.select().from(gatewayEvents).where(eq(gatewayEvents.depositId, deposit.id));
    expect(events.map((e) => e.outcome)).toEqual(["credited"]);
    // The page of a settled payment no longer offers to pay.
    const closed = await platform.app.inject({ method: "GET", url: payUrl });
    expect(closed.body).toContain("approved");
    expect(closed.body).not.toContain('value="pay"');
  });

  it("Decline marks the deposit failed and moves nothing", async () => {
    const before = await mainBalance();
    const { deposit } = await gatewayDeposit("6000000");
    const declined = await platform.app.inject({
      method: "POST",
      url: `/wps/gateway/sandbox/pay/${deposit.id}`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "decision=decline&returnUrl=%2Fmember%2Fdeposit",
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
    expect(first.body).toMatchObject({ code: "OK", value: { depositId: deposit.id, outcome: "credited", status: "approved", replayed: false } });
    const again = await callback(body);
    expect(again.body).toMatchObject({ code: "OK", value: { outcome: "credited", replayed: true } });
    // Another event for a deposit already credited is recorded and moves nothing either.
    expect((await callback(event(deposit.id, "8000000"))).body.value).toMatchObject({ outcome: "ignored", replayed: false });
    expect(await mainBalance()).toBe(before + 8_000_000n);
  });

  it("refuses a bad signature, a changed body, a wrong amount and a stale timestamp, and moves nothing", async () => {
    const before = await mainBalance();
    const { deposit } = await gatewayDeposit("9000000");
    const wrongKey = (raw: string) => crypto.createHmac("sha256", "another-secret-0123456789").update(raw).digest("hex");
    const badSignature = await callback(event(deposit.id, "9000000"), wrongKey);
    expect(badSignature).toMatchObject({ status: 401, body: { code: "SIGNATURE_INVALID" } });
    expect((await callback(event(deposit.id, "9000000"), () => "")).body.code).toBe("SIGNATURE_INVALID");
    // Signed over other bytes than those sent: the same JSON re-serialized with a space is refused.
    const signedOther = await callback(event(deposit.id, "9000000"), (raw) => crypto.createHmac("sha256", SECRET).update(raw + " ").digest("hex"));
    expect(signedOther.body.code).toBe("SIGNATURE_INVALID");
    const wrongAmount = await callback(event(deposit.id, "90000000"));
    expect(wrongAmount.body.code).toBe("VALIDATION");
    const stale = await callback(event(deposit.id, "9000000", { timestamp: new Date(Date.now() - 6 * 60_000).toISOString() }));
    expect(stale.body.code).toBe("VALIDATION");
    expect(stale.body.message).toMatch(/timestamp/);
    expect(await depositStatus(deposit.id)).toBe("pending");
    expect(await mainBalance()).toBe(before);
    expect(await platform.database.db.select().from(gatewayEvents).where(eq(gatewayEvents.depositId, deposit.id))).toHaveLength(0);
  });

  it("when the platform listens, the Pay form's callback goes over real HTTP", async () => {
    await platform.app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = platform.app.server.address() as { port: number };
    const before = await mainBalance();
    const { deposit } = await gatewayDeposit("5500000");
    const res = await fetch(`http://127.0.0.1:${port}/wps/gateway/sandbox/pay/${deposit.id}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "decision=pay&returnUrl=%2Fmember%2Fdeposit%3Fpaid%3D1",
      redirect: "manual",
    });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/member/deposit?paid=1");
    expect(await mainBalance()).toBe(before + 5_500_000n);
  });
});
