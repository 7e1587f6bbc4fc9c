import { eq } from "drizzle-orm";
import { authenticator } from "otplib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMember, hashPassword, rememberIp } from "../../server/modules/accounts/index.js";
import { authenticators, bankAccounts } from "../../server/db/schema.js";
import { call, operatorHeaders, startPlatform, type Platform } from "./harness.js";
import { login, sealedCall, withToken } from "./accounts.js";

// Sign-in options (SPEC §4, ADR 0032): the authenticator app set up, confirmed and turned off from the
// security centre, and the new-address check answered by the app or by a bound bank account's holder name.

let platform: Platform;
beforeAll(async () => {
  platform = await startPlatform();
});
afterAll(() => platform.close());

const HOME = "127.0.0.1";
const PASSWORD = "Secret123";
let n = 0;
let address = 0;
const newAddress = () => `198.51.100.${++address}`;

/** The app's code `steps` 30-second steps from now, as the member's phone would show it. */
const codeAt = (secret: string, steps = 0) =>
  authenticator.clone({ epoch: Date.now() + steps * 30_000 }).generate(secret);

/** A member who has logged in once from home (so a new address is checked), and that session's token. */
async function member(extra: Record<string, unknown> = {}) {
  n++;
  const made = await createMember(platform.database.db, {
    username: `totp${n}x`,
    passwordHash: await hashPassword(platform.config, PASSWORD),
    type: 0,
    firstLoginAt: new Date(),
    ...extra,
  });
  await rememberIp(platform.database.db, made.id, HOME);
  const first = await login(platform.app, made.username, PASSWORD, { ip: HOME });
  expect(first.body.code).toBe("OK");
  return { ...made, token: first.body.value.token as string };
}

async function enable(token: string): Promise<string> {
  const setup = await withToken(platform.app, "POST", "/wps/member/authenticator/setup", token);
  const secret = setup.body.value.setup.secret as string;
  const confirmed = await withToken(platform.app, "POST", "/wps/member/authenticator/confirm", token, {
    body: { code: codeAt(secret) },
  });
  expect(confirmed.body.value).toEqual({ enabled: true, setup: null });
  return secret;
}

const verify = (body: Record<string, unknown>, ip: string) =>
  call(platform.app, "POST", "/wps/session/verifyNewIp", { body, remoteAddress: ip });

describe("authenticator app set-up", () => {
  it("shows the secret while set-up waits, turns on with a current code and never shows the secret again", async () => {
    const m = await member();
    expect((await withToken(platform.app, "GET", "/wps/member/authenticator", m.token)).body.value).toEqual({
      enabled: false,
      setup: null,
    });
    const setup = await withToken(platform.app, "POST", "/wps/member/authenticator/setup", m.token);
    const { secret, otpauthUrl } = setup.body.value.setup;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUrl).toBe(
      `otpauth://totp/Laro:${m.username}?secret=${secret}&period=30&digits=6&algorithm=SHA1&issuer=Laro`,
    );
    // Shown again on the next visit while it waits.
    expect((await withToken(platform.app, "GET", "/wps/member/authenticator", m.token)).body.value.setup.secret).toBe(
      secret,
    );

    // At rest the secret is sealed, not in clear.
    const [row] = await platform.database.db.select().from(authenticators).where(eq(authenticators.memberId, m.id));
    expect(row.pendingSecret).not.toContain(secret);
    expect(row.pendingSecret?.split(".")).toHaveLength(5);

    const right = codeAt(secret);
    const wrong = await withToken(platform.app, "POST", "/wps/member/authenticator/confirm", m.token, {
      body: { code: right === "000000" ? "000001" : "000000" },
    });
    expect(wrong.body.code).toBe("CODE_INVALID");
    const tooFar = await withToken(platform.app, "POST", "/wps/member/authenticator/confirm", m.token, {
      body: { code: codeAt(secret, 3) },
    });
    expect(tooFar.body.code).toBe("CODE_INVALID");
    const ok = await withToken(platform.app, "POST", "/wps/member/authenticator/confirm", m.token, {
      body: { code: right },
    });
    expect(ok.body.value).toEqual({ enabled: true, setup: null });
    expect((await withToken(platform.app, "GET", "/wps/member/authenticator", m.token)).body.value).toEqual({
      enabled: true,
      setup: null,
    });
    // An app that is on cannot be replaced without turning it off.
    expect((await withToken(platform.app, "POST", "/wps/member/authenticator/setup", m.token)).body.code).toBe(
      "CONFLICT",
    );
    // The confirming code is spent: it cannot turn the app off.
    const replayed = await sealedCall(
      platform.app,
      "POST",
      "/wps/member/authenticator/disable",
      { code: right },
      { token: m.token },
    );
    expect(replayed.body.code).toBe("CODE_INVALID");
  });

  it("validates its inputs and refuses a confirm with nothing waiting", async () => {
    const m = await member();
    expect(
      (
        await withToken(platform.app, "POST", "/wps/member/authenticator/confirm", m.token, {
          body: { code: "12ab56" },
        })
      ).body.code,
    ).toBe("VALIDATION");
    expect(
      (
        await withToken(platform.app, "POST", "/wps/member/authenticator/confirm", m.token, {
          body: { code: "123456" },
        })
      ).body.code,
    ).toBe("NOT_FOUND");
    expect((await call(platform.app, "GET", "/wps/member/authenticator")).status).toBe(401);
    expect(
      (
        await withToken(platform.app, "POST", "/wps/member/authenticator/disable", m.token, {
          body: { code: "123456" },
        })
      ).body.code,
    ).toBe("ENCRYPTION_REQUIRED");
  });

  it("turns off with the login password or a fresh code, not a wrong password", async () => {
    const m = await member();
    const secret = await enable(m.token);
    const wrong = await sealedCall(
      platform.app,
      "POST",
      "/wps/member/authenticator/disable",
      { password: "Wrong12345" },
      { token: m.token },
    );
    expect(wrong.body.code).toBe("PASSWORD_WRONG");
    const off = await sealedCall(
      platform.app,
      "POST",
      "/wps/member/authenticator/disable",
      { password: PASSWORD },
      { token: m.token },
    );
    expect(off.body.value).toEqual({ enabled: false, setup: null });

    // Set up again (a new secret) and turn off with the next step's code.
    const again = await enable(m.token);
    expect(again).not.toBe(secret);
    const byCode = await sealedCall(
      platform.app,
      "POST",
      "/wps/member/authenticator/disable",
      { code: codeAt(again, 1) },
      { token: m.token },
    );
    expect(byCode.body.value).toEqual({ enabled: false, setup: null });
  });

  it("is turned off by customer service for a member who lost the phone", async () => {
    const m = await member();
    await enable(m.token);
    expect(
      (await call(platform.app, "POST", "/ops/member/authenticator-off", { body: { username: m.username } })).status,
    ).toBe(401);
    const off = await call(platform.app, "POST", "/ops/member/authenticator-off", {
      body: { username: m.username },
      headers: operatorHeaders,
    });
    expect(off.body.value).toEqual({ action: "member.authenticatorOff", username: m.username });
    expect((await withToken(platform.app, "GET", "/wps/member/authenticator", m.token)).body.value).toEqual({
      enabled: false,
      setup: null,
    });
  });

  it("pauses after five wrong codes, even for the right one", async () => {
    const m = await member();
    await withToken(platform.app, "POST", "/wps/member/authenticator/setup", m.token);
    const { secret } = (await withToken(platform.app, "GET", "/wps/member/authenticator", m.token)).body.value.setup;
    const right = codeAt(secret);
    const wrongCode = right === "000000" ? "000001" : "000000";
    for (let i = 0; i < 5; i++) {
      expect(
        (
          await withToken(platform.app, "POST", "/wps/member/authenticator/confirm", m.token, {
            body: { code: wrongCode },
          })
        ).body.code,
      ).toBe("CODE_INVALID");
    }
    const limited = await withToken(platform.app, "POST", "/wps/member/authenticator/confirm", m.token, {
      body: { code: right },
    });
    expect(limited.body.code).toBe("RATE_LIMITED");
    expect(limited.body.value.retryAfterSeconds).toBeGreaterThan(0);
  });
});

describe("new address verification options", () => {
  it("offers only what the member has: the SMS code alone for a member with a phone and nothing else", async () => {
    const m = await member({ countryDialingCode: "+63", mobileNum: "9185550101" });
    const res = await login(platform.app, m.username, PASSWORD, { ip: newAddress() });
    expect(res.body).toMatchObject({ code: "NEW_IP_VERIFICATION", value: { channel: "sms", options: ["sms"] } });
  });

  it("lets a login from a new address through with a code of the app, once", async () => {
    const m = await member({ email: `totp${n}@laro.example` });
    const secret = await enable(m.token);
    const ip = newAddress();
    const res = await login(platform.app, m.username, PASSWORD, { ip });
    expect(res.body).toMatchObject({
      code: "NEW_IP_VERIFICATION",
      value: { channel: "email", options: ["email", "totp"] },
    });
    const { challengeId } = res.body.value;

    // The code that turned the app on is spent; a code from another address counts as wrong.
    expect((await verify({ challengeId, method: "totp", code: codeAt(secret) }, ip)).body.code).toBe("CODE_INVALID");
    const next = codeAt(secret, 1);
    expect((await verify({ challengeId, method: "totp", code: next }, "203.0.113.99")).body.code).toBe("CODE_INVALID");
    const ok = await verify({ challengeId, method: "totp", code: next }, ip);
    expect(ok.body.value).toMatchObject({ captcha: false, member: { account: m.username } });
    expect((await verify({ challengeId, method: "totp", code: next }, ip)).body.code).toBe("CODE_INVALID");
    // The address is known now.
    expect((await login(platform.app, m.username, PASSWORD, { ip })).body.code).toBe("OK");

    // Another new address: the same code again is a replay.
    const elsewhere = newAddress();
    const second = await login(platform.app, m.username, PASSWORD, { ip: elsewhere });
    expect(
      (await verify({ challengeId: second.body.value.challengeId, method: "totp", code: next }, elsewhere)).body.code,
    ).toBe("CODE_INVALID");
  });

  it("lets a login from a new address through with a bound bank account's holder name, whatever the case, spaces and accents", async () => {
    const m = await member({ payeeName: "José Dela Cruz" });
    await platform.database.db
      .insert(bankAccounts)
      .values({ memberId: m.id, bankName: "BDO", accountNumber: "001234567890", holderName: "José Dela Cruz" });
    const ip = newAddress();
    const res = await login(platform.app, m.username, PASSWORD, { ip });
    expect(res.body).toMatchObject({
      code: "NEW_IP_VERIFICATION",
      value: { channel: null, target: null, options: ["bankName"] },
    });
    const { challengeId } = res.body.value;
    expect((await verify({ challengeId, method: "bankName", holderName: "Juan Dela Cruz" }, ip)).body.code).toBe(
      "CODE_INVALID",
    );
    // No app is on: its option answers nothing.
    expect((await verify({ challengeId, method: "totp", code: "123456" }, ip)).body.code).toBe("CODE_INVALID");
    const ok = await verify({ challengeId, method: "bankName", holderName: "  jose  DELACRUZ " }, ip);
    expect(ok.body.value).toMatchObject({ member: { account: m.username } });
  });

  it("kills a challenge after five wrong answers of any kind", async () => {
    const m = await member({ payeeName: "Ana Reyes" });
    await platform.database.db
      .insert(bankAccounts)
      .values({ memberId: m.id, bankName: "BPI", accountNumber: "009876543210", holderName: "Ana Reyes" });
    const ip = newAddress();
    const { challengeId } = (await login(platform.app, m.username, PASSWORD, { ip })).body.value;
    for (let i = 0; i < 5; i++) await verify({ challengeId, method: "bankName", holderName: `Nobody ${i}` }, ip);
    const late = await verify({ challengeId, method: "bankName", holderName: "Ana Reyes" }, ip);
    expect(["CODE_INVALID", "RATE_LIMITED"]).toContain(late.body.code);
    expect(late.body.success).toBe(false);
  });

  it("logs a member with no option in as before", async () => {
    const m = await member();
    expect((await login(platform.app, m.username, PASSWORD, { ip: newAddress() })).body.code).toBe("OK");
  });
});
