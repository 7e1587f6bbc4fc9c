import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../server/db/connect.js";
import {
  createMember,
  findMemberByUsername,
  hashPassword,
  MEMBER_TYPE,
  readOutbox,
  rememberIp,
} from "../../server/modules/accounts/index.js";
import { lastCode, login, withToken } from "./accounts.js";
import { startPlatform, type Platform } from "./harness.js";

// My account (docs/platform-calls.md, "My account"): profile fields by the registration rules, the
// full name set once, and a mobile number or email bound with a code sent to the new one.

let platform: Platform;
let db: Db;
let ip = 0;
// Each call from its own address: the per-address SMS limit is not what these tests are about.
const nextIp = () => `10.77.${Math.floor(++ip / 250)}.${ip % 250}`;

beforeAll(async () => {
  platform = await startPlatform({ seed: true });
  db = platform.database.db;
}, 60_000);
afterAll(() => platform?.close());

/** A member with nothing but a username, logged in; answers the token. */
async function freshMember(username: string): Promise<string> {
  const member = await createMember(db, {
    username,
    type: MEMBER_TYPE.member,
    passwordHash: await hashPassword(platform.config, "Fresh1234"),
    firstLoginAt: new Date(),
  });
  await rememberIp(db, member.id, "127.0.0.1");
  const res = await login(platform.app, username, "Fresh1234");
  expect(res.body.success).toBe(true);
  return res.body.value.token as string;
}

const as = (token: string, method: string, url: string, body?: unknown) =>
  withToken(platform.app, method, url, token, { body, ip: nextIp() });

describe("profile", () => {
  it("sets the full name once; changing it afterwards is refused", async () => {
    const token = await freshMember("profile1");
    const first = await as(token, "PUT", "/wps/member/info", {
      payeeName: "JUAN DELA CRUZ",
      nickname: "Juanito",
      birthday: "03-15-1990",
    });
    expect(first.body).toMatchObject({
      success: true,
      value: { payeeName: "JUAN DELA CRUZ", nickname: "Juanito", birthday: "1990-03-15" },
    });
    // The same name again changes nothing and is no error.
    expect((await as(token, "PUT", "/wps/member/info", { payeeName: "JUAN DELA CRUZ" })).body.success).toBe(true);
    const again = await as(token, "PUT", "/wps/member/info", { payeeName: "PEDRO PENDUKO" });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe("PAYEE_NAME_LOCKED");
    expect((await findMemberByUsername(db, "profile1"))?.payeeName).toBe("JUAN DELA CRUZ");
    // The nickname still changes.
    expect((await as(token, "PUT", "/wps/member/info", { nickname: "Juan" })).body.value.nickname).toBe("Juan");
    expect((await as(token, "GET", "/wps/member/info")).body.value).toMatchObject({
      payeeName: "JUAN DELA CRUZ",
      nickname: "Juan",
    });
  });

  it("checks every field by its registration rule and answers all failures at once", async () => {
    const token = await freshMember("profile2");
    const res = await as(token, "PUT", "/wps/member/info", {
      payeeName: "juan 2",
      nickname: "J",
      birthday: "2020-01-01",
      zalo: "abc",
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("FIELD_INVALID");
    expect(res.body.value.fields).toEqual([
      { field: "payeeName", patternId: "personName", min: 2, max: 50 },
      { field: "nickname", patternId: "any", min: 2, max: 20 },
      { field: "birthday", rule: "age" },
      { field: "zalo", patternId: "digits", min: 9, max: 11 },
    ]);
    expect((await findMemberByUsername(db, "profile2"))?.payeeName).toBeNull();
    // A field the site does not show at registration is ignored; one it shows is kept.
    const ok = await as(token, "PUT", "/wps/member/info", { zalo: "09171234567", wechat: "ignored-here" });
    expect(ok.body.value.contacts).toMatchObject({ zalo: "09171234567", wechat: null });
    const notADate = await as(token, "PUT", "/wps/member/info", { birthday: "1990-02-30" });
    expect(notADate.body.value).toMatchObject({ field: "birthday", patternId: "date" });
  });

  it("refuses a visitor", async () => {
    const visitor = await withToken(platform.app, "PUT", "/wps/member/info", "x".repeat(40), {
      body: { nickname: "Someone" },
    });
    expect(visitor.body.code).toBe("UNAUTHORIZED");
  });
});

describe("binding a mobile number", () => {
  it("sends a code to the new number and binds it only with that code", async () => {
    const token = await freshMember("profile3");
    const number = { countryDialingCode: "+63", mobileNum: "9175550101" };
    const sent = await as(token, "POST", "/wps/verification/sms/bind", number);
    expect(sent.body).toEqual({ success: true, value: { expiredMinutes: 5 }, message: "", code: "OK" });
    const code = await lastCode(platform, "sms", "+639175550101");

    const wrong = await as(token, "PUT", "/wps/member/mobile", {
      ...number,
      verificationCode: code === "000000" ? "111111" : "000000",
    });
    expect(wrong.body.code).toBe("CODE_INVALID");
    expect((await findMemberByUsername(db, "profile3"))?.mobileNum).toBeNull();

    const bound = await as(token, "PUT", "/wps/member/mobile", { ...number, verificationCode: code });
    expect(bound.body).toMatchObject({ success: true, value: { countryDialingCode: "+63", mobileNum: "917****101" } });
    expect(await findMemberByUsername(db, "profile3")).toMatchObject({
      countryDialingCode: "+63",
      mobileNum: "9175550101",
    });
    // Single use.
    expect((await as(token, "PUT", "/wps/member/mobile", { ...number, verificationCode: code })).body.code).toBe(
      "CODE_INVALID",
    );
    // The member's own number again is no change.
    expect((await as(token, "POST", "/wps/verification/sms/bind", number)).body.value).toMatchObject({
      field: "mobileNum",
      rule: "reused",
    });
  });

  it("refuses a number another member has, before any message is sent", async () => {
    const token = await freshMember("profile4");
    const before = (await readOutbox(db, "sms", "+639171234567")).length;
    const res = await as(token, "POST", "/wps/verification/sms/bind", {
      countryDialingCode: "+63",
      mobileNum: "9171234567",
    });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe("MOBILE_TAKEN");
    expect((await readOutbox(db, "sms", "+639171234567")).length).toBe(before);
  });

  it("does not accept another member's code for the same number", async () => {
    const mine = await freshMember("profile5");
    const theirs = await freshMember("profile6");
    const number = { countryDialingCode: "+63", mobileNum: "9175550102" };
    await as(theirs, "POST", "/wps/verification/sms/bind", number);
    const code = await lastCode(platform, "sms", "+639175550102");
    expect((await as(mine, "PUT", "/wps/member/mobile", { ...number, verificationCode: code })).body.code).toBe(
      "CODE_INVALID",
    );
  });

  it("checks the number by its rule and the dialing code against the site's list, and throttles", async () => {
    const token = await freshMember("profile7");
    const short = await as(token, "POST", "/wps/verification/sms/bind", {
      countryDialingCode: "+63",
      mobileNum: "917555",
    });
    expect(short.body).toMatchObject({ code: "FIELD_INVALID", value: { field: "mobileNum", patternId: "digits" } });
    expect(
      (await as(token, "POST", "/wps/verification/sms/bind", { countryDialingCode: "+999", mobileNum: "9175550103" }))
        .body.code,
    ).toBe("VALIDATION");
    expect(
      (await as(token, "POST", "/wps/verification/sms/bind", { countryDialingCode: "+63", mobileNum: "abc" })).body
        .code,
    ).toBe("VALIDATION");
    const number = { countryDialingCode: "+63", mobileNum: "9175550104" };
    expect((await as(token, "POST", "/wps/verification/sms/bind", number)).body.success).toBe(true);
    expect((await as(token, "POST", "/wps/verification/sms/bind", number)).body.code).toBe("RATE_LIMITED");
  });
});

describe("binding an email", () => {
  it("sends a code by email and binds the address only with that code", async () => {
    const token = await freshMember("profile8");
    const sent = await as(token, "POST", "/wps/verification/email/bind", { email: "Juan.Profile@Example.com" });
    expect(sent.body.success).toBe(true);
    const [message] = await readOutbox(db, "email", "juan.profile@example.com", 1);
    expect(message?.subject).toBe("Laro: your verification code");
    const code = await lastCode(platform, "email", "juan.profile@example.com");

    expect(
      (await as(token, "PUT", "/wps/member/email", { email: "juan.profile@example.com", verificationCode: "12345x" }))
        .body.code,
    ).toBe("CODE_INVALID");
    expect((await findMemberByUsername(db, "profile8"))?.email).toBeNull();
    // The code belongs to the address it was sent to.
    expect(
      (await as(token, "PUT", "/wps/member/email", { email: "other@example.com", verificationCode: code })).body.code,
    ).toBe("CODE_INVALID");

    const bound = await as(token, "PUT", "/wps/member/email", {
      email: "juan.profile@example.com",
      verificationCode: code,
    });
    expect(bound.body).toMatchObject({ success: true, value: { email: "j***@example.com" } });
    expect((await findMemberByUsername(db, "profile8"))?.email).toBe("juan.profile@example.com");
  });

  it("refuses an address another member has, whatever its case", async () => {
    const token = await freshMember("profile9");
    const res = await as(token, "POST", "/wps/verification/email/bind", { email: "DEMO@laro.example" });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe("EMAIL_TAKEN");
  });

  it("checks the address by the email rule", async () => {
    const token = await freshMember("profile10");
    const res = await as(token, "POST", "/wps/verification/email/bind", { email: "not-an-email" });
    expect(res.body).toMatchObject({ code: "FIELD_INVALID", value: { field: "email", patternId: "email" } });
  });
});
