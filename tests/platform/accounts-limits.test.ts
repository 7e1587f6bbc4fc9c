import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readOutbox } from "../../server/modules/accounts/index.js";
import { call, operatorHeaders, startPlatform, type Platform } from "./harness.js";
import { login, solvedCaptcha, withToken } from "./accounts.js";
import { testClock, type TestClock } from "../support/clock.js";

// Periods of about a second: the test moves the clock past them (tests/support/clock.ts) instead of waiting.
let platform: Platform;
beforeAll(async () => {
  platform = await startPlatform({
    env: {
      LOGIN_LOCK_MINUTES: "0.02",
      SESSION_IDLE_MINUTES: "0.03",
      LOGIN_PER_IP_PER_MINUTE: "12",
      LOGIN_PER_ACCOUNT_PER_MINUTE: "8",
      SMS_PER_IP_PER_HOUR: "3",
    },
  });
});
afterAll(() => platform.close());

// The platform judges lock and session ends by its clock (JavaScript's Date), which the test moves.
// One clock for the file, so that it never runs backwards between tests.
let clock: TestClock;
beforeAll(() => {
  clock = testClock();
});
afterAll(() => clock.restore());
const LOCAL = "127.0.0.1";

describe("lockout", () => {
  it("locks a name after 5 failures for the source that failed, refuses it even the right password there, and unlocks after the period", async () => {
    const attacker = "10.1.0.1";
    const codes: string[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await login(platform.app, "agent1", `Wrong${i}xyz1`, {
        ip: attacker,
        captcha: await solvedCaptcha(platform),
      });
      codes.push(res.body.code);
      if (i === 4) {
        expect(res.status).toBe(423);
        expect(Date.parse(res.body.value.until)).toBeGreaterThan(Date.now());
      }
    }
    expect(codes).toEqual(["LOGIN_FAILED", "LOGIN_FAILED", "LOGIN_FAILED", "LOGIN_FAILED", "ACCOUNT_LOCKED"]);
    // (LOGIN_PER_ACCOUNT_PER_MINUTE is 8 here: each call below counts.)
    // The member on a device that logged in before is not locked out by a stranger (ADR 0058); the name
    // under attack asks for the captcha first.
    const member = await login(platform.app, "agent1", "Agent1234", {
      ip: LOCAL,
      captcha: await solvedCaptcha(platform),
    });
    expect(member.body.code).toBe("OK");
    // The right password from the attacker's source is refused, and the member's login lifted nothing there.
    const still = await login(platform.app, "agent1", "Agent1234", {
      ip: attacker,
      captcha: await solvedCaptcha(platform),
    });
    expect(still.body.code).toBe("ACCOUNT_LOCKED");

    clock.advance(1_400);
    const after = await login(platform.app, "agent1", "Wrong9xyz1", {
      ip: attacker,
      captcha: await solvedCaptcha(platform),
    });
    expect(after.body.code).toBe("LOGIN_FAILED");
  });

  it("a stranger on the member's own address locks that address, not the member's known browser (ADR 0058)", async () => {
    const shared = "10.1.0.9";
    const browser = { "x-laro-device": "memberBrowser_0123456789" };
    // The member logs in on this browser from the shared address: the device becomes known.
    expect((await login(platform.app, "player1", "Player1234", { ip: LOCAL, headers: browser })).body.code).toBe("OK");
    // A stranger behind the same address, without the member's browser (or with a name of its own making), fails five times.
    for (let i = 0; i < 5; i++) {
      const forged: Record<string, string> = i % 2 === 0 ? {} : { "x-laro-device": `strangerMade_${i}_0123456789` };
      await login(platform.app, "player1", `Wrong${i}xyz1`, {
        ip: shared,
        headers: forged,
        captcha: await solvedCaptcha(platform),
      });
    }
    // The right password there is refused: an invented device name is no source, it is locked with the address.
    // (LOGIN_PER_ACCOUNT_PER_MINUTE is 8 here: this test makes 8 calls.)
    const stranger = await login(platform.app, "player1", "Player1234", {
      ip: shared,
      headers: { "x-laro-device": "inventedName_0123456789" },
      captcha: await solvedCaptcha(platform),
    });
    expect(stranger.body.code).toBe("ACCOUNT_LOCKED");
    // The member's own browser on that address gets in with the right password (after the captcha the attack turned on).
    const member = await login(platform.app, "player1", "Player1234", {
      ip: shared,
      headers: browser,
      captcha: await solvedCaptcha(platform),
    });
    expect(member.body.code, JSON.stringify(member.body)).not.toBe("ACCOUNT_LOCKED");
    expect(["OK", "NEW_IP_VERIFICATION"]).toContain(member.body.code);
  });

  it("a name tried from many sources asks every source, a new one included, for the captcha", async () => {
    for (let i = 0; i < 4; i++) {
      const res = await login(platform.app, "player3", "Wrong12345", {
        ip: `10.1.1.${i}`,
        captcha: await solvedCaptcha(platform),
      });
      expect(res.body.code).toBe("LOGIN_FAILED");
    }
    const fresh = await login(platform.app, "player3", "Wrong12345", { ip: "10.1.1.200" });
    expect(fresh.body.code).toBe("CAPTCHA_REQUIRED");
    // No single source reached five, so none is locked.
    const solved = await login(platform.app, "player3", "Wrong12345", {
      ip: "10.1.1.0",
      captcha: await solvedCaptcha(platform),
    });
    expect(solved.body.code).toBe("LOGIN_FAILED");
  });

  it("answers a lockout the same way for a name nobody has", async () => {
    const ip = "10.1.0.2";
    let last;
    for (let i = 0; i < 6; i++)
      last = await login(platform.app, "ghost-user", `Wrong${i}xyz1`, { ip, captcha: await solvedCaptcha(platform) });
    expect(last!.status).toBe(423);
    expect(last!.body).toMatchObject({ success: false, code: "ACCOUNT_LOCKED", value: { until: expect.any(String) } });
    expect(Object.keys(last!.body.value)).toEqual(["until"]);
  });
});

describe("rate limits", () => {
  it("limits login attempts per address, with the time to wait", async () => {
    const ip = "10.2.0.1";
    const codes: string[] = [];
    for (let i = 0; i < 13; i++)
      codes.push(
        (await login(platform.app, `visitor${i}`, "Wrong12345", { ip, captcha: await solvedCaptcha(platform) })).body
          .code,
      );
    expect(codes.slice(0, 12).every((c) => c === "LOGIN_FAILED")).toBe(true);
    const limited = await login(platform.app, "visitor99", "Wrong12345", { ip });
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ code: "RATE_LIMITED", value: { retryAfterSeconds: expect.any(Number) } });
    expect(limited.body.value.retryAfterSeconds).toBeGreaterThan(0);
    expect(limited.headers["retry-after"]).toBe(String(limited.body.value.retryAfterSeconds));
  });

  it("limits login attempts per name from many addresses", async () => {
    const codes: string[] = [];
    for (let i = 0; i < 9; i++)
      codes.push(
        (
          await login(platform.app, "player2", "Wrong12345", {
            ip: `10.3.0.${i}`,
            captcha: await solvedCaptcha(platform),
          })
        ).body.code,
      );
    expect(codes.slice(0, 8)).not.toContain("RATE_LIMITED");
    expect(codes[8]).toBe("RATE_LIMITED");
  });

  it("sends one SMS per number per minute and a few per address per hour", async () => {
    const body = { mobileNum: "9171234567", countryDialingCode: "+63" };
    const first = await call(platform.app, "POST", "/wps/verification/sms/noLogin", {
      body,
      remoteAddress: "10.4.0.1",
    });
    expect(first.body.value).toEqual({ expiredMinutes: 5 });
    const again = await call(platform.app, "POST", "/wps/verification/sms/noLogin", {
      body,
      remoteAddress: "10.4.0.2",
    });
    expect(again.body.code).toBe("RATE_LIMITED");
    expect(again.body.value.retryAfterSeconds).toBeGreaterThan(50);
    expect(await readOutbox(platform.database.db, "sms", "+639171234567")).toHaveLength(1);

    const ip = "10.4.0.3";
    const codes: string[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await call(platform.app, "POST", "/wps/verification/sms/register", {
        body: { mobileNo: `91700000${10 + i}`, countryDialingCode: "+63", regType: "username" },
        remoteAddress: ip,
      });
      codes.push(res.body.code);
    }
    expect(codes).toEqual(["OK", "OK", "OK", "RATE_LIMITED"]);
  });
});

describe("idle expiry", () => {
  it("slides the session on use and ends it after SESSION_IDLE_MINUTES without use", async () => {
    const { token } = (await login(platform.app, "demo", "Demo1234", { ip: LOCAL })).body.value;
    // 1.8 s idle limit: two uses 1.1 s apart keep it alive past the first 1.8 s.
    clock.advance(1_100);
    expect((await withToken(platform.app, "GET", "/wps/member/info", token)).status).toBe(200);
    clock.advance(1_100);
    expect((await withToken(platform.app, "GET", "/wps/member/info", token)).status).toBe(200);
    clock.advance(2_000);
    const expired = await withToken(platform.app, "GET", "/wps/member/info", token);
    expect(expired.status).toBe(401);
    expect(expired.body.code).toBe("UNAUTHORIZED");
  });
});

describe("operator outbox API", () => {
  it("lists the outbox newest first for the operator only", async () => {
    const refused = await call(platform.app, "GET", "/ops/outbox?channel=sms");
    expect(refused.status).toBe(401);
    const res = await call(platform.app, "GET", "/ops/outbox?channel=sms&to=%2B639171234567", {
      headers: operatorHeaders,
    });
    expect(res.body.value[0]).toMatchObject({
      channel: "sms",
      to: "+639171234567",
      subject: null,
      body: expect.stringMatching(/code is \d{6}/),
    });
    const bad = await call(platform.app, "GET", "/ops/outbox?channel=fax", { headers: operatorHeaders });
    expect(bad.body.code).toBe("VALIDATION");
  });
});
