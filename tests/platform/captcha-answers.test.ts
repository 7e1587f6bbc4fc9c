import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { captchaAnswers } from "../../server/db/schema.js";
import { seedSite } from "../../server/seed/site.js";
import { call, operatorHeaders, startPlatform, type Platform } from "./harness.js";

// Tests get captcha answers from the development ops route (ADR 0017), never by reading the picture;
// a production platform records no answer and has no such route.

const captchaFrom = async (platform: Platform, ip: string) =>
  (await call(platform.app, "GET", "/wps/captcha", { remoteAddress: ip })).body.value as {
    captchaId: string;
    image: string;
  };
const answerFor = (platform: Platform, ip: string, headers: Record<string, string> = operatorHeaders) =>
  call(platform.app, "GET", `/ops/dev/captchas?ip=${encodeURIComponent(ip)}`, { headers });
/** Spends a captcha the way the web does: with an SMS-code request that carries it. */
const answerCaptcha = (platform: Platform, ip: string, captchaId: string, captcha: string) =>
  call(platform.app, "POST", "/wps/verification/sms/noLogin", {
    body: { mobileNum: "9171234567", countryDialingCode: "+63", captchaId, captcha },
    remoteAddress: ip,
  });

describe("outside production: the development captcha answers", () => {
  let platform: Platform;
  beforeAll(async () => {
    platform = await startPlatform();
  });
  afterAll(() => platform.close());

  it("answers the newest unanswered captcha of the address, which then passes; once spent it is gone", async () => {
    const ip = "198.51.100.7";
    const older = await captchaFrom(platform, ip);
    const newer = await captchaFrom(platform, ip);
    const res = await answerFor(platform, ip);
    expect(res.status).toBe(200);
    expect(res.body.value).toEqual({ captchaId: newer.captchaId, ip, answer: expect.stringMatching(/^[2-9A-Z]{4}$/) });

    expect((await answerCaptcha(platform, ip, newer.captchaId, res.body.value.answer.toLowerCase())).body.code).toBe(
      "OK",
    );
    // The spent one is no longer offered: the older one is the newest unanswered now.
    const next = await answerFor(platform, ip);
    expect(next.body.value.captchaId).toBe(older.captchaId);
    expect((await answerCaptcha(platform, ip, older.captchaId, "XXXX")).body.code).toBe("CAPTCHA_WRONG");
    const none = await answerFor(platform, ip);
    expect(none).toMatchObject({
      status: 404,
      body: { success: false, code: "NOT_FOUND", message: `No unanswered captcha was issued to ${ip}` },
    });
  });

  it("keeps addresses apart, spells IPv4-mapped and IPv6 addresses one way, and refuses what is not an address", async () => {
    const mine = await captchaFrom(platform, "::ffff:203.0.113.9");
    expect((await answerFor(platform, "203.0.113.9")).body.value.captchaId).toBe(mine.captchaId);
    expect((await answerFor(platform, "::ffff:203.0.113.9")).body.value.captchaId).toBe(mine.captchaId);
    expect((await answerFor(platform, "203.0.113.10")).status).toBe(404);
    const v6 = await captchaFrom(platform, "2001:db8::5");
    expect((await answerFor(platform, "2001:0DB8:0:0::5")).body.value.captchaId).toBe(v6.captchaId);
    for (const bad of ["", "nobody", "1", "203.0.113.300", "203.0.113.9/24"]) {
      expect((await answerFor(platform, bad)).body.code, bad).toBe("VALIDATION");
    }
  });

  it("is an operator call: no key, no answer", async () => {
    await captchaFrom(platform, "198.51.100.8");
    const res = await answerFor(platform, "198.51.100.8", {});
    expect(res).toMatchObject({ status: 401, body: { success: false, code: "UNAUTHORIZED" } });
  });

  it("comes from the address the platform sees: X-Forwarded-For only through a trusted proxy", async () => {
    const forwarded = await call(platform.app, "GET", "/wps/captcha", { headers: { "x-forwarded-for": "192.0.2.44" } });
    expect((await answerFor(platform, "192.0.2.44")).body.value.captchaId).toBe(forwarded.body.value.captchaId);
    const untrusted = await call(platform.app, "GET", "/wps/captcha", {
      headers: { "x-forwarded-for": "192.0.2.45" },
      remoteAddress: "203.0.113.77",
    });
    expect((await answerFor(platform, "192.0.2.45")).status).toBe(404);
    expect((await answerFor(platform, "203.0.113.77")).body.value.captchaId).toBe(untrusted.body.value.captchaId);
  });
});

describe("in production: no answers and no route", () => {
  let platform: Platform;
  beforeAll(async () => {
    // The site's settings only (the captcha's length rule): a production site has no demo data.
    platform = await startPlatform({ seed: false, env: { SITE_MODE: "production" } });
    await platform.database.db.transaction((tx) => seedSite(tx, platform.config));
  });
  afterAll(() => platform.close());

  it("issues captchas, records none of their answers, and does not know the route", async () => {
    expect(platform.config.siteMode).toBe("production");
    const issued = await call(platform.app, "GET", "/wps/captcha", { remoteAddress: "198.51.100.9" });
    expect(issued.body.value.captchaId).toMatch(/^[0-9a-f-]{36}$/);
    expect(await platform.database.db.select().from(captchaAnswers)).toEqual([]);
    const res = await answerFor(platform, "198.51.100.9");
    expect(res).toMatchObject({
      status: 404,
      body: { success: false, value: null, code: "NOT_FOUND", message: "No call GET /ops/dev/captchas" },
    });
  });
});
