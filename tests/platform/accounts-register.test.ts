import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { forgetReads } from "../../server/db/read-cache.js";
import { registerRules, verificationCodes, whitelabelNodes } from "../../server/db/schema.js";
import { findMemberByUsername } from "../../server/modules/accounts/index.js";
import { call, startPlatform, type Platform } from "./harness.js";
import { lastCode, login, sealedCall, solvedCaptcha, withToken } from "./accounts.js";
import { newestCaptchaAnswer } from "../../server/modules/accounts/captcha/captcha-answers.js";

let platform: Platform;
beforeAll(async () => {
  platform = await startPlatform();
});
afterAll(() => platform.close());

let ipCounter = 0;
const nextIp = () => `10.20.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;
let mobileCounter = 100;
const nextMobile = () => `9180000${mobileCounter++}`;

/** A payload that passes the demo site's rules; a test changes one thing. */
async function validPayload(overrides: Record<string, unknown> = {}) {
  return {
    username: `Player${mobileCounter}`,
    password: "Secret123",
    confirmPassword: "Secret123",
    mobileNum: nextMobile(),
    countryDialingCode: "+63",
    ...(await solvedCaptcha(platform)),
    termsAccepted: true,
    ageConfirmed: true,
    registerUrl: "http://127.0.0.1:3000/register",
    registerMethod: "WEB",
    ...overrides,
  };
}

const register = (payload: Record<string, unknown>, ip = nextIp()) =>
  sealedCall(platform.app, "PUT", "/wps/member/register", payload, { ip });

async function setRule(field: string, change: Partial<typeof registerRules.$inferInsert>) {
  await platform.database.db.update(registerRules).set(change).where(eq(registerRules.field, field));
  forgetReads(platform.database.db);
}
async function setToggle(modId: string, enabled: "1" | "0") {
  await platform.database.db.update(whitelabelNodes).set({ enabled }).where(eq(whitelabelNodes.modId, modId));
  forgetReads(platform.database.db);
}

describe("registration by username", () => {
  it("registers, logs in, and records the address as known", async () => {
    const payload = await validPayload({
      username: "NewPlayer1",
      email: "New.Player@Example.com",
      payeeName: "JUAN DELA CRUZ",
      birthday: "1990-05-17",
    });
    const res = await register(payload, "10.30.0.1");
    expect(res.body.code).toBe("OK");
    expect(res.body.value).toMatchObject({
      firstTimeLogin: true,
      mustChangePassword: false,
      captcha: false,
      member: {
        account: "NewPlayer1",
        type: 0,
        isTrial: false,
        payeeName: "JUAN DELA CRUZ",
        email: "n***@example.com",
      },
    });
    const info = await withToken(platform.app, "GET", "/wps/member/info", res.body.value.token);
    expect(info.body.value.account).toBe("NewPlayer1");
    // A later login from the same address needs no new-address code, and no forced change.
    const again = await login(platform.app, "newplayer1", "Secret123", { ip: "10.30.0.1" });
    expect(again.body.value).toMatchObject({ firstTimeLogin: false, mustChangePassword: false });
    const stored = (await findMemberByUsername(platform.database.db, "NEWPLAYER1"))!;
    expect(stored.passwordHash).toMatch(/^\$argon2id\$/);
    expect(stored.birthday).toBe("1990-05-17");
    expect(stored.referralCode).toMatch(/^[A-Z2-9]{8}$/);
    expect(stored.registerMethod).toBe("WEB");
  });

  it("answers every failing field at once, in form order, the first one in value", async () => {
    const res = await register({});
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("FIELD_INVALID");
    expect(res.body.value).toMatchObject({ field: "username", rule: "required" });
    expect(res.body.value.fields).toEqual([
      { field: "username", rule: "required" },
      { field: "password", rule: "required" },
      { field: "confirmPassword", rule: "required" },
      { field: "mobileNum", rule: "required" },
      { field: "captcha", rule: "required" },
      { field: "ageConfirmed", rule: "age" },
      { field: "termsAccepted", rule: "terms" },
    ]);
  });

  it.each([
    ["username", "1player", "letterFirstAlnum", 6, 16],
    ["username", "abc12", "letterFirstAlnum", 6, 16],
    ["username", "a".repeat(17), "letterFirstAlnum", 6, 16],
    ["password", "onlyletters", "lettersAndDigits", 8, 20],
    ["password", "Ab1", "lettersAndDigits", 8, 20],
    ["mobileNum", "91712x4567", "digits", 9, 11],
    ["mobileNum", "12345678", "digits", 9, 11],
    ["email", "not-an-email", "email", 6, 64],
    ["payeeName", "Juan 2", "personName", 2, 50],
    ["zalo", "12345678901234", "digits", 9, 11],
    ["affiliateCode", "AB-12", "alnum", 4, 16],
    ["birthday", "17/05/1990", "date", 10, 10],
    ["birthday", "1990-02-30", "date", 10, 10],
  ])("%s = %j fails its rule (%s, %i-%i)", async (field, value, patternId, min, max) => {
    const overrides: Record<string, unknown> = { [field]: value };
    if (field === "password") overrides.confirmPassword = value;
    const res = await register(await validPayload(overrides));
    expect(res.body.code).toBe("FIELD_INVALID");
    expect(res.body.value).toMatchObject({ field, patternId, min, max });
    // The confirmation has the password's rule, so it fails with it.
    expect(res.body.value.fields).toEqual(
      field === "password"
        ? [
            { field, patternId, min, max },
            { field: "confirmPassword", patternId, min, max },
          ]
        : [{ field, patternId, min, max }],
    );
  });

  it("answers three bad fields with three errors at once (ADR 0068)", async () => {
    const res = await register(await validPayload({ username: "1bad", email: "not-an-email", payeeName: "Juan 2" }));
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("FIELD_INVALID");
    expect(res.body.value.fields).toEqual([
      { field: "username", patternId: "letterFirstAlnum", min: 6, max: 16 },
      { field: "payeeName", patternId: "personName", min: 2, max: 50 },
      { field: "email", patternId: "email", min: 6, max: 64 },
    ]);
  });

  it.each(["Juan Dela Cruz", "María Clara", "Nguyễn Văn A", "JUAN DELA CRUZ", "Ma. Lourdes O'Brien-Santos"])(
    "the demo's full-name rule accepts %j",
    async (payeeName) => {
      const res = await register(await validPayload({ username: `Name${mobileCounter}x`, payeeName }));
      expect(res.body.code).toBe("OK");
      expect(res.body.value.member.payeeName).toBe(payeeName);
    },
  );

  it("keeps a captcha answerable after a refusal for other fields: GET /wps/captcha?captchaId= draws it again until it is answered", async () => {
    const ip = "10.30.7.1";
    const first = await call(platform.app, "GET", "/wps/captcha", { remoteAddress: ip });
    const { captchaId } = first.body.value as { captchaId: string };
    const { answer } = await newestCaptchaAnswer(platform.database.db, ip);
    // The same challenge (its text drawn again, with new noise) while nobody answered it.
    const again = await call(platform.app, "GET", `/wps/captcha?captchaId=${captchaId}`, { remoteAddress: ip });
    expect(again.body.value.captchaId).toBe(captchaId);
    expect(again.body.value.image).toMatch(/^iVBOR/);
    // A refusal for the fields does not spend it: the corrected form passes with the same answer.
    const bad = await register(await validPayload({ username: "2bad", captchaId, captcha: answer }), ip);
    expect(bad.body.value.fields).toEqual([{ field: "username", patternId: "letterFirstAlnum", min: 6, max: 16 }]);
    expect(
      (await call(platform.app, "GET", `/wps/captcha?captchaId=${captchaId}`, { remoteAddress: ip })).body.value
        .captchaId,
    ).toBe(captchaId);
    const good = await register(await validPayload({ username: "Kept0Captcha", captchaId, captcha: answer }), ip);
    expect(good.body.code).toBe("OK");
    // Answered, it is spent: asked for again, a new challenge comes instead.
    const spent = await call(platform.app, "GET", `/wps/captcha?captchaId=${captchaId}`, { remoteAddress: ip });
    expect(spent.body.value.captchaId).not.toBe(captchaId);
    // An id the platform never issued, or not an id at all, gets a new challenge too.
    for (const other of ["00000000-0000-4000-8000-000000000000", "x".repeat(64)]) {
      expect(
        (await call(platform.app, "GET", `/wps/captcha?captchaId=${other}`, { remoteAddress: ip })).body.value
          .captchaId,
      ).not.toBe(other);
    }
  });

  it("checks the confirmation (checkPass), the age from the birthday, and the terms", async () => {
    const mismatch = await register(await validPayload({ confirmPassword: "Secret124" }));
    expect(mismatch.body.value.fields).toEqual([{ field: "confirmPassword", rule: "checkPass" }]);
    const young = new Date();
    young.setUTCFullYear(young.getUTCFullYear() - 18);
    young.setUTCDate(young.getUTCDate() + 1);
    const tooYoung = await register(
      await validPayload({ birthday: young.toISOString().slice(0, 10), ageConfirmed: undefined }),
    );
    expect(tooYoung.body.value.fields).toEqual([{ field: "birthday", rule: "age" }]);
    const usFormat = await register(
      await validPayload({ username: "Adult01", birthday: "05-17-1990", ageConfirmed: undefined }),
    );
    expect(usFormat.body.code).toBe("OK");
    const noTerms = await register(await validPayload({ termsAccepted: false }));
    expect(noTerms.body.value.fields).toEqual([{ field: "termsAccepted", rule: "terms" }]);
  });

  it("follows the rules as the operator changes them: hidden fields ignored, required ones enforced, '*' any text", async () => {
    const hidden = await register(await validPayload({ username: "Hidden01", qqNum: "not digits" }));
    expect(hidden.body.code).toBe("OK");
    expect((await findMemberByUsername(platform.database.db, "hidden01"))!.qqNum).toBeNull();

    await setRule("qqNum", { enabled: true, required: true });
    await setRule("line", { enabled: true, acceptedPattern: "*", minLength: 2, maxLength: 8 });
    try {
      const missing = await register(await validPayload({ line: "x" }));
      expect(missing.body.value.fields).toEqual([
        { field: "qqNum", rule: "required" },
        { field: "line", patternId: "noSpaces", min: 2, max: 8 },
      ]);
      const ok = await register(await validPayload({ username: "Required01", qqNum: "123456", line: "a b c!" }));
      expect(ok.body.code).toBe("OK");
      expect((await findMemberByUsername(platform.database.db, "required01"))!.line).toBe("a b c!");
    } finally {
      await setRule("qqNum", { enabled: false, required: false });
      await setRule("line", { enabled: false, acceptedPattern: "^\\S+$", minLength: 4, maxLength: 32 });
    }
  });

  it("refuses a payment password anyone would guess (123456, 000000) at registration, as a later change does", async () => {
    await setRule("paymentPassword", { enabled: true, required: true });
    try {
      for (const weak of ["123456", "000000", "987654"]) {
        const refused = await register(await validPayload({ paymentPassword: weak }));
        expect(refused.body.code, weak).toBe("FIELD_INVALID");
        expect(refused.body.value.fields, weak).toEqual([{ field: "paymentPassword", rule: "weak" }]);
      }
      const ok = await register(await validPayload({ username: "PayPass01", paymentPassword: "402918" }));
      expect(ok.body.code).toBe("OK");
      expect((await findMemberByUsername(platform.database.db, "paypass01"))!.paymentPasswordHash).not.toBeNull();
    } finally {
      await setRule("paymentPassword", { enabled: false, required: false });
    }
  });

  it("refuses a taken username whatever its case, and a taken mobile number", async () => {
    const taken = await register(await validPayload({ username: "DEMO" + "x".repeat(0) + "User" }));
    expect(taken.body.code).toBe("OK");
    const again = await register(await validPayload({ username: "demouser" }));
    expect(again.status).toBe(409);
    expect(again.body.code).toBe("USERNAME_TAKEN");
    const mobile = await register(await validPayload({ username: "OtherName1", mobileNum: "9171234567" }));
    expect(mobile.body.code).toBe("MOBILE_TAKEN");
  });

  it("checks the captcha answer", async () => {
    const wrong = await register(await validPayload({ captcha: "ZZZZ" }));
    expect(wrong.body.code).toBe("CAPTCHA_WRONG");
  });

  it("needs the encrypted envelope", async () => {
    const res = await call(platform.app, "PUT", "/wps/member/register", { body: await validPayload() });
    expect(res.body.code).toBe("ENCRYPTION_REQUIRED");
  });
});

describe("affiliate and referral codes", () => {
  const codeOf = async (username: string) => (await findMemberByUsername(platform.database.db, username))!.referralCode;

  it("checks an affiliate code: an agent's is valid, a plain member's or an unknown one is not", async () => {
    const agent = await call(
      platform.app,
      "GET",
      `/wps/agent/affiliate?code=${await codeOf("agent2")}&domain=laro.example`,
    );
    expect(agent.body.value).toEqual({ valid: true, agent: "agent2" });
    const member = await call(platform.app, "GET", `/wps/agent/affiliate?code=${await codeOf("demo")}`);
    expect(member.body.value).toEqual({ valid: false, agent: null });
    const unknown = await call(platform.app, "GET", "/wps/agent/affiliate?code=NOPE1234");
    expect(unknown.body.value).toEqual({ valid: false, agent: null });
  });

  it("registers under the agent of the affiliate code, refuses a bad one", async () => {
    const bad = await register(await validPayload({ affiliateCode: "NOPE1234" }));
    expect(bad.body).toMatchObject({
      code: "AFFILIATE_INVALID",
      message: expect.stringContaining("invitation_code_error"),
    });
    const notAgent = await register(await validPayload({ affiliateCode: await codeOf("demo") }));
    expect(notAgent.body.code).toBe("AFFILIATE_INVALID");
    const good = await register(
      await validPayload({ username: "Downline01", affiliateCode: (await codeOf("agent1")).toLowerCase() }),
    );
    expect(good.body.value.member.toUpline).toBe("agent1");
    const referred = await register(await validPayload({ username: "Referred01", referralCode: await codeOf("demo") }));
    expect(referred.body.value.member.toUpline).toBe("demo");
  });
});

describe("SMS at registration", () => {
  it("requires the SMS code when REGMOBVERF3 is on; the code is single use and expires", async () => {
    await setToggle("REGMOBVERF3", "1");
    try {
      const mobileNum = nextMobile();
      const without = await register(await validPayload({ mobileNum }));
      expect(without.body.value.fields).toEqual([{ field: "verificationCode", rule: "required" }]);

      const sent = await call(platform.app, "POST", "/wps/verification/sms/register", {
        body: { countryDialingCode: "63", mobileNo: mobileNum, regType: "username" },
        remoteAddress: nextIp(),
      });
      expect(sent.body.value).toEqual({ expiredMinutes: 5 });
      const code = await lastCode(platform, "sms", `+63${mobileNum}`);
      const wrongCode = String((Number(code) + 1) % 1_000_000).padStart(6, "0");
      const wrong = await register(await validPayload({ mobileNum, verificationCode: wrongCode }));
      expect(wrong.body.code).toBe("CODE_INVALID");
      const ok = await register(await validPayload({ username: "SmsPlayer1", mobileNum, verificationCode: code }));
      expect(ok.body.code).toBe("OK");
      const reused = await register(
        await validPayload({ username: "SmsPlayer2", mobileNum: nextMobile(), verificationCode: code }),
      );
      expect(reused.body.code).toBe("CODE_INVALID");

      const other = nextMobile();
      await call(platform.app, "POST", "/wps/verification/sms/register", {
        body: { countryDialingCode: "+63", mobileNo: other },
        remoteAddress: nextIp(),
      });
      const otherCode = await lastCode(platform, "sms", `+63${other}`);
      await platform.database.db
        .update(verificationCodes)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(verificationCodes.target, `+63${other}`));
      const expired = await register(
        await validPayload({ username: "SmsPlayer3", mobileNum: other, verificationCode: otherCode }),
      );
      expect(expired.body.code).toBe("CODE_EXPIRED");
    } finally {
      await setToggle("REGMOBVERF3", "0");
    }
  });

  it("refuses five wrong tries even with the right code after them", async () => {
    const mobileNum = nextMobile();
    await call(platform.app, "POST", "/wps/verification/sms/register", {
      body: { countryDialingCode: "+63", mobileNo: mobileNum, regType: "mobile" },
      remoteAddress: nextIp(),
    });
    const code = await lastCode(platform, "sms", `+63${mobileNum}`);
    const wrongCode = String((Number(code) + 7) % 1_000_000).padStart(6, "0");
    for (let i = 0; i < 5; i++) {
      const res = await sealedCall(
        platform.app,
        "PUT",
        "/wps/member/register/mobile",
        await validPayload({ username: undefined, mobileNum, verificationCode: wrongCode }),
        { ip: nextIp() },
      );
      expect(res.body.code).toBe("CODE_INVALID");
    }
    const right = await sealedCall(
      platform.app,
      "PUT",
      "/wps/member/register/mobile",
      await validPayload({ username: undefined, mobileNum, verificationCode: code }),
      { ip: nextIp() },
    );
    expect(right.body.code).toBe("CODE_INVALID");
  });

  it("registers by mobile: the SMS code is always required and the username may come from the number", async () => {
    const mobileNum = nextMobile();
    const without = await sealedCall(
      platform.app,
      "PUT",
      "/wps/member/register/mobile",
      await validPayload({ username: undefined, mobileNum }),
      { ip: nextIp() },
    );
    expect(without.body.value.fields).toEqual([{ field: "verificationCode", rule: "required" }]);
    const badNumber = await call(platform.app, "POST", "/wps/verification/sms/register", {
      body: { countryDialingCode: "+63", mobileNo: "12345678", regType: "mobile" },
      remoteAddress: nextIp(),
    });
    expect(badNumber.body.value).toMatchObject({ field: "mobileNum", patternId: "digits", min: 9, max: 11 });
    const takenNumber = await call(platform.app, "POST", "/wps/verification/sms/register", {
      body: { countryDialingCode: "+63", mobileNo: "9171234567", regType: "mobile" },
      remoteAddress: nextIp(),
    });
    expect(takenNumber.body.code).toBe("MOBILE_TAKEN");

    await call(platform.app, "POST", "/wps/verification/sms/register", {
      body: { countryDialingCode: "+63", mobileNo: mobileNum, regType: "mobile" },
      remoteAddress: nextIp(),
    });
    const code = await lastCode(platform, "sms", `+63${mobileNum}`);
    const res = await sealedCall(
      platform.app,
      "PUT",
      "/wps/member/register/mobile",
      await validPayload({ username: undefined, mobileNum, verificationCode: code }),
      { ip: nextIp() },
    );
    expect(res.body.code).toBe("OK");
    expect(res.body.value.member).toMatchObject({
      account: `m${mobileNum}`,
      mobileNum: expect.stringMatching(/^918\*{4}\d{3}$/),
    });
  });

  it("refuses mobile registration when MOBILENUMREG3 is off", async () => {
    await setToggle("MOBILENUMREG3", "0");
    try {
      const res = await sealedCall(platform.app, "PUT", "/wps/member/register/mobile", await validPayload(), {
        ip: nextIp(),
      });
      expect(res.body.code).toBe("FEATURE_DISABLED");
    } finally {
      await setToggle("MOBILENUMREG3", "1");
    }
  });
});
