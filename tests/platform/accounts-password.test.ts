import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { forgetReads } from "../../server/db/read-cache.js";
import {
  createMember,
  hashPassword,
  readOutbox,
  rememberIp,
  updateMember,
} from "../../server/modules/accounts/index.js";
import { whitelabelNodes } from "../../server/db/schema.js";
import { call, startPlatform, type Platform } from "./harness.js";
import { lastCode, login, sealedCall, solvedCaptcha, withToken } from "./accounts.js";

let platform: Platform;
beforeAll(async () => {
  platform = await startPlatform();
});
afterAll(() => platform.close());

const LOCAL = "127.0.0.1";
let n = 0;

/** An account made the way an agent or the operator would make one (no first login yet unless said). */
async function account(password: string, extra: Record<string, unknown> = {}) {
  n++;
  const member = await createMember(platform.database.db, {
    username: `made${n}x`,
    passwordHash: await hashPassword(platform.config, password),
    type: 0,
    ...extra,
  });
  await rememberIp(platform.database.db, member.id, LOCAL);
  return member;
}

async function setToggle(modId: string, enabled: "1" | "0") {
  await platform.database.db.update(whitelabelNodes).set({ enabled }).where(eq(whitelabelNodes.modId, modId));
  forgetReads(platform.database.db);
}

describe("forced password change after login (SPEC §4)", () => {
  it("flags a first login", async () => {
    const member = await account("Secret123");
    const first = await login(platform.app, member.username, "Secret123", { ip: LOCAL });
    expect(first.body.value).toMatchObject({ firstTimeLogin: true, passwordExpired: false, mustChangePassword: true });
    const second = await login(platform.app, member.username, "Secret123", { ip: LOCAL });
    expect(second.body.value).toMatchObject({ firstTimeLogin: false, mustChangePassword: false });
  });

  it("flags the well-known default password", async () => {
    const member = await account(platform.config.DEFAULT_PASSWORD, { firstLoginAt: new Date() });
    const res = await login(platform.app, member.username, "Laro123456", { ip: LOCAL });
    expect(res.body.value).toMatchObject({ firstTimeLogin: false, passwordExpired: false, mustChangePassword: true });
  });

  it("flags an expired password, forcing the change only with PWDEXPFORCECHANGE3 on, never for SMS logins", async () => {
    const old = new Date(Date.now() - 91 * 86_400_000);
    const member = await account("Secret123", {
      firstLoginAt: old,
      passwordChangedAt: old,
      countryDialingCode: "+63",
      mobileNum: "9190000001",
    });
    const off = await login(platform.app, member.username, "Secret123", { ip: LOCAL });
    expect(off.body.value).toMatchObject({ passwordExpired: true, mustChangePassword: false });
    await setToggle("PWDEXPFORCECHANGE3", "1");
    try {
      const on = await login(platform.app, member.username, "Secret123", { ip: LOCAL });
      expect(on.body.value).toMatchObject({ passwordExpired: true, mustChangePassword: true });

      await call(platform.app, "POST", "/wps/verification/sms/noLogin", {
        body: { mobileNum: "9190000001", countryDialingCode: "+63" },
        remoteAddress: LOCAL,
      });
      const code = await lastCode(platform, "sms", "+639190000001");
      const sms = await sealedCall(
        platform.app,
        "POST",
        "/wps/session/login",
        { type: "sms", mobileNum: "9190000001", countryDialingCode: "+63", verificationCode: code },
        { ip: LOCAL },
      );
      expect(sms.body.value).toMatchObject({
        passwordExpired: true,
        mustChangePassword: false,
        member: { account: member.username },
      });
    } finally {
      await setToggle("PWDEXPFORCECHANGE3", "0");
    }
  });
});

describe("change password", () => {
  it("checks the old password and the new one's rules, then revokes every session and answers a new one", async () => {
    const member = await account("Secret123", { firstLoginAt: new Date() });
    const a = (await login(platform.app, member.username, "Secret123", { ip: LOCAL })).body.value.token;
    const b = (await login(platform.app, member.username, "Secret123", { ip: LOCAL })).body.value.token;
    const change = (payload: Record<string, unknown>) =>
      sealedCall(platform.app, "POST", "/wps/member/password", payload, { token: a, ip: LOCAL });

    expect(
      (await change({ oldPassword: "Wrong1234", newPassword: "Better123", confirmNewPassword: "Better123" })).body.code,
    ).toBe("PASSWORD_WRONG");
    const rule = await change({ oldPassword: "Secret123", newPassword: "short1", confirmNewPassword: "short1" });
    expect(rule.body.value).toMatchObject({ field: "newPassword", patternId: "lettersAndDigits", min: 8, max: 20 });
    const mismatch = await change({
      oldPassword: "Secret123",
      newPassword: "Better123",
      confirmNewPassword: "Better124",
    });
    expect(mismatch.body.value.fields).toEqual([{ field: "confirmNewPassword", rule: "checkPass" }]);
    const same = await change({ oldPassword: "Secret123", newPassword: "Secret123", confirmNewPassword: "Secret123" });
    expect(same.body.value.fields).toEqual([{ field: "newPassword", rule: "reused" }]);
    const defaultPassword = await change({
      oldPassword: "Secret123",
      newPassword: "Laro123456",
      confirmNewPassword: "Laro123456",
    });
    expect(defaultPassword.body.value.fields).toEqual([{ field: "newPassword", rule: "reused" }]);

    const ok = await change({ oldPassword: "Secret123", newPassword: "Better123", confirmNewPassword: "Better123" });
    expect(ok.body.value).toMatchObject({ mustChangePassword: false, member: { account: member.username } });
    expect((await withToken(platform.app, "GET", "/wps/member/info", a)).status).toBe(401);
    expect((await withToken(platform.app, "GET", "/wps/member/info", b)).status).toBe(401);
    expect((await withToken(platform.app, "GET", "/wps/member/info", ok.body.value.token)).status).toBe(200);
    expect((await login(platform.app, member.username, "Secret123", { ip: "10.50.0.1" })).body.code).toBe(
      "LOGIN_FAILED",
    );
    // That failure turned the captcha on for the name.
    expect(
      (await login(platform.app, member.username, "Better123", { ip: LOCAL, captcha: await solvedCaptcha(platform) }))
        .body.code,
    ).toBe("OK");
  });

  it("needs a token and the encrypted envelope", async () => {
    const noToken = await sealedCall(platform.app, "POST", "/wps/member/password", {
      oldPassword: "a",
      newPassword: "b",
      confirmNewPassword: "b",
    });
    expect(noToken.status).toBe(401);
  });
});

describe("forgot password by email", () => {
  it("emails a temporary password that works beside the old one and forces a change", async () => {
    const member = await account("Secret123", { firstLoginAt: new Date(), email: "forgetful@laro.example" });
    const res = await call(platform.app, "POST", "/wps/member/password/email", {
      body: { username: member.username.toUpperCase(), email: "Forgetful@laro.example" },
    });
    expect(Date.parse(res.body.value.expirationTime)).toBeGreaterThan(Date.now() + 23 * 3_600_000);
    const [mail] = await readOutbox(platform.database.db, "email", "forgetful@laro.example");
    expect(mail!.subject).toBe("Laro: your temporary password");
    const temporary = /temporary password is (\S+)/.exec(mail!.body)![1]!;

    const withTemp = await login(platform.app, member.username, temporary, { ip: LOCAL });
    expect(withTemp.body.value).toMatchObject({ mustChangePassword: true });
    expect((await login(platform.app, member.username, "Secret123", { ip: LOCAL })).body.value.mustChangePassword).toBe(
      false,
    );

    const changed = await sealedCall(
      platform.app,
      "POST",
      "/wps/member/password",
      { oldPassword: temporary, newPassword: "Renewed123", confirmNewPassword: "Renewed123" },
      { token: withTemp.body.value.token, ip: LOCAL },
    );
    expect(changed.body.code).toBe("OK");
    expect((await login(platform.app, member.username, temporary, { ip: "10.50.0.2" })).body.code).toBe("LOGIN_FAILED");
  });

  it("answers the same for a pair that does not match, and sends nothing", async () => {
    const before = (await readOutbox(platform.database.db, "email")).length;
    const wrongEmail = await call(platform.app, "POST", "/wps/member/password/email", {
      body: { username: "demo", email: "someone@else.example" },
    });
    const unknown = await call(platform.app, "POST", "/wps/member/password/email", {
      body: { username: "nobody123", email: "demo@laro.example" },
    });
    expect(wrongEmail.body.code).toBe("OK");
    expect(Object.keys(unknown.body.value)).toEqual(["expirationTime"]);
    expect((await readOutbox(platform.database.db, "email")).length).toBe(before);
  });
});

describe("set password by phone", () => {
  it("sets a new password with the SMS code, ends every session, and the code is single use", async () => {
    const member = await account("Secret123", {
      firstLoginAt: new Date(),
      countryDialingCode: "+63",
      mobileNum: "9190000002",
    });
    const token = (await login(platform.app, member.username, "Secret123", { ip: LOCAL })).body.value.token;
    const sent = await call(platform.app, "POST", "/wps/verification/sms/password", {
      body: { countryDialingCode: "+63", mobileNum: "9190000002" },
      remoteAddress: LOCAL,
    });
    expect(Date.parse(sent.body.value.expirationTime)).toBeGreaterThan(Date.now());
    const code = await lastCode(platform, "sms", "+639190000002");
    const set = (verificationCode: string, newPassword = "Phoned123") =>
      sealedCall(
        platform.app,
        "POST",
        "/wps/member/password/verification",
        { newPassword, mobileNum: "9190000002", countryDialingCode: "+63", verificationCode },
        { ip: LOCAL },
      );

    expect((await set(code, "weak")).body.value).toMatchObject({ field: "newPassword", patternId: "lettersAndDigits" });
    expect((await set(code)).body).toMatchObject({ success: true, value: null });
    expect((await withToken(platform.app, "GET", "/wps/member/info", token)).status).toBe(401);
    expect((await login(platform.app, member.username, "Phoned123", { ip: LOCAL })).body.code).toBe("OK");
    expect((await set(code, "Again1234")).body.code).toBe("CODE_INVALID");
  });

  it("sends nothing to a number without an account, with the same answer", async () => {
    const res = await call(platform.app, "POST", "/wps/verification/sms/password", {
      body: { countryDialingCode: "+63", mobileNum: "9199999999" },
      remoteAddress: LOCAL,
    });
    expect(Object.keys(res.body.value)).toEqual(["expirationTime"]);
    expect(await readOutbox(platform.database.db, "sms", "+639199999999")).toEqual([]);
  });
});

describe("SMS login", () => {
  it("logs in with the code once; a reused or unknown code fails", async () => {
    await call(platform.app, "POST", "/wps/verification/sms/noLogin", {
      body: { mobileNum: "9171234567", countryDialingCode: "+63" },
      remoteAddress: "10.60.0.1",
    });
    const code = await lastCode(platform, "sms", "+639171234567");
    const payload = { type: "sms", mobileNum: "9171234567", countryDialingCode: "+63", verificationCode: code };
    const ok = await sealedCall(platform.app, "POST", "/wps/session/login", payload, { ip: LOCAL });
    expect(ok.body.value).toMatchObject({ mustChangePassword: false, member: { account: "demo" } });
    const reused = await sealedCall(platform.app, "POST", "/wps/session/login", payload, { ip: "10.60.0.3" });
    expect(reused.body.code).toBe("CODE_INVALID");
    // A failed SMS login turns the captcha on, like a failed password.
    const again = await sealedCall(platform.app, "POST", "/wps/session/login", payload, { ip: "10.60.0.3" });
    expect(again.body.code).toBe("CAPTCHA_REQUIRED");
    const nobody = await call(platform.app, "POST", "/wps/verification/sms/noLogin", {
      body: { mobileNum: "9170000000", countryDialingCode: "+63" },
      remoteAddress: "10.60.0.2",
    });
    expect(nobody.body.value).toEqual({ expiredMinutes: 5 });
    expect(await readOutbox(platform.database.db, "sms", "+639170000000")).toEqual([]);
  });
});

describe("new address verification", () => {
  it("asks for an SMS code on a login from an address the member never used, then issues the session", async () => {
    // demo has logged in before (the SMS login above, or this one).
    expect((await login(platform.app, "demo", "Demo1234", { ip: LOCAL })).body.code).toBe("OK");
    const ip = "203.0.113.7";
    const res = await login(platform.app, "demo", "Demo1234", { ip });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({
      code: "NEW_IP_VERIFICATION",
      value: { channel: "sms", target: "917****567", expiredMinutes: 5 },
    });
    const { challengeId } = res.body.value;
    const code = await lastCode(platform, "sms", "+639171234567");

    const elsewhere = await call(platform.app, "POST", "/wps/session/verifyNewIp", {
      body: { challengeId, code },
      remoteAddress: "203.0.113.8",
    });
    expect(elsewhere.body.code).toBe("CODE_INVALID");

    const again = await login(platform.app, "demo", "Demo1234", { ip });
    const second = await lastCode(platform, "sms", "+639171234567");
    const wrong = await call(platform.app, "POST", "/wps/session/verifyNewIp", {
      body: { challengeId: again.body.value.challengeId, code: second === "000000" ? "000001" : "000000" },
      remoteAddress: ip,
    });
    expect(wrong.body.code).toBe("CODE_INVALID");
    const ok = await call(platform.app, "POST", "/wps/session/verifyNewIp", {
      body: { challengeId: again.body.value.challengeId, code: second },
      remoteAddress: ip,
    });
    expect(ok.body.value).toMatchObject({ captcha: false, member: { account: "demo" } });
    const reused = await call(platform.app, "POST", "/wps/session/verifyNewIp", {
      body: { challengeId: again.body.value.challengeId, code: second },
      remoteAddress: ip,
    });
    expect(reused.body.code).toBe("CODE_INVALID");
    // Known from now on.
    expect((await login(platform.app, "demo", "Demo1234", { ip })).body.code).toBe("OK");
  });

  it("sends the code by email to a member without a phone", async () => {
    const member = await account("Secret123", { firstLoginAt: new Date(), email: "mailonly@laro.example" });
    expect((await login(platform.app, member.username, "Secret123", { ip: LOCAL })).body.code).toBe("OK");
    const res = await login(platform.app, member.username, "Secret123", { ip: "198.51.100.20" });
    expect(res.body.value).toMatchObject({ channel: "email", target: "m***@laro.example" });
    const code = await lastCode(platform, "email", "mailonly@laro.example");
    const ok = await call(platform.app, "POST", "/wps/session/verifyNewIp", {
      body: { challengeId: res.body.value.challengeId, code },
      remoteAddress: "198.51.100.20",
    });
    expect(ok.body.code).toBe("OK");
  });

  it("asks nothing on a member's very first login", async () => {
    const member = await account("Secret123", { firstLoginAt: new Date() });
    await updateMember(platform.database.db, member.id, { email: "first@laro.example" });
    expect((await login(platform.app, member.username, "Secret123", { ip: "198.51.100.30" })).body.code).toBe("OK");
  });
});

describe("free play", () => {
  it("creates a trial member who may look but is refused member-only actions", async () => {
    const res = await call(platform.app, "POST", "/wps/session/login/freeplay", {
      body: { os: "Linux", platform: "W", nonce: "abc" },
      remoteAddress: "10.70.0.1",
    });
    expect(res.body.value).toMatchObject({
      firstTimeLogin: false,
      mustChangePassword: false,
      member: { type: 4, isTrial: true, isAgent: false },
    });
    expect(res.body.value.member.account).toMatch(/^trial_[0-9a-f]{6}$/);
    const token = res.body.value.token;
    expect((await withToken(platform.app, "GET", "/wps/member/info", token)).body.value.isTrial).toBe(true);
    for (const url of ["/wps/member/message/unread", "/wps/member/info/funds/consolidated"]) {
      const refused = await withToken(platform.app, "GET", url, token);
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({
        code: "TRIAL_REFUSED",
        message: expect.stringContaining("in_need_true_account"),
      });
    }
    const change = await sealedCall(
      platform.app,
      "POST",
      "/wps/member/password",
      { oldPassword: "x", newPassword: "Better123", confirmNewPassword: "Better123" },
      { token },
    );
    expect(change.body.code).toBe("TRIAL_REFUSED");
    // No password: the trial name cannot be logged in to.
    expect((await login(platform.app, res.body.value.member.account, "anything1", { ip: "10.70.0.2" })).body.code).toBe(
      "LOGIN_FAILED",
    );
    expect((await withToken(platform.app, "DELETE", "/wps/session/logout", token)).body.code).toBe("OK");
  });

  it("is refused when FREEPLAY3 is off", async () => {
    await setToggle("FREEPLAY3", "0");
    try {
      const res = await call(platform.app, "POST", "/wps/session/login/freeplay", {
        body: { platform: "W" },
        remoteAddress: "10.70.0.3",
      });
      expect(res.body.code).toBe("FEATURE_DISABLED");
    } finally {
      await setToggle("FREEPLAY3", "1");
    }
  });
});
