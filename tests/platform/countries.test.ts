import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { forgetReads } from "../../server/db/read-cache.js";
import { COUNTRIES_KEY, DEFAULT_COUNTRIES } from "../../server/modules/merchant/countries.js";
import { settings } from "../../server/db/schema.js";
import { call, startPlatform, type Platform } from "./harness.js";
import { sealedCall, solvedCaptcha } from "./accounts.js";

let platform: Platform;
beforeAll(async () => {
  platform = await startPlatform();
});
afterAll(() => platform.close());

let ipCounter = 0;
const nextIp = () => `10.77.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;

async function registration(overrides: Record<string, unknown>) {
  return sealedCall(
    platform.app,
    "PUT",
    "/wps/member/register",
    {
      username: `Country${ipCounter}`,
      password: "Secret123",
      confirmPassword: "Secret123",
      mobileNum: `91770000${10 + ipCounter}`,
      countryDialingCode: "+63",
      ...(await solvedCaptcha(platform)),
      termsAccepted: true,
      ageConfirmed: true,
      ...overrides,
    },
    { ip: nextIp() },
  );
}

describe("the country list (SPEC §3 Country entry)", () => {
  it("lists the default countries, the Philippines first", async () => {
    const res = await call(platform.app, "GET", "/wps/system/countries");
    expect(res.status).toBe(200);
    expect(res.body.code).toBe("OK");
    const list = res.body.value.countries as { countryCode: string; countryDialingCode: string; name: string }[];
    expect(list).toEqual(DEFAULT_COUNTRIES);
    expect(list[0]).toEqual({ countryCode: "PH", countryDialingCode: "+63", name: "Philippines" });
    expect(list.map((c) => c.countryDialingCode)).toEqual(
      expect.arrayContaining([
        "+84",
        "+66",
        "+62",
        "+60",
        "+65",
        "+855",
        "+95",
        "+86",
        "+852",
        "+886",
        "+81",
        "+82",
        "+1",
      ]),
    );
    for (const c of list) {
      expect(c.countryCode).toMatch(/^[A-Z]{2}$/);
      expect(c.countryDialingCode).toMatch(/^\+\d{1,4}$/);
    }
  });

  it("reads the operator's list from the settings row", async () => {
    const db = platform.database.db;
    await db
      .insert(settings)
      .values({ key: COUNTRIES_KEY, value: [{ countryCode: "VN", countryDialingCode: "+84", name: "Vietnam" }] });
    forgetReads(db);
    try {
      const res = await call(platform.app, "GET", "/wps/system/countries");
      expect(res.body.value).toEqual({
        countries: [{ countryCode: "VN", countryDialingCode: "+84", name: "Vietnam" }],
      });
      const sms = await call(platform.app, "POST", "/wps/verification/sms/noLogin", {
        body: { mobileNum: "9171234567", countryDialingCode: "+63" },
        remoteAddress: nextIp(),
      });
      expect(sms.status).toBe(400);
      expect(sms.body.code).toBe("VALIDATION");
    } finally {
      await db.delete(settings).where(eq(settings.key, COUNTRIES_KEY));
      forgetReads(db);
    }
  });
});

describe("an unlisted dialing code is refused", () => {
  it("on register, as the field-invalid shape", async () => {
    const res = await registration({ countryDialingCode: "+999" });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("FIELD_INVALID");
    expect(res.body.value).toMatchObject({ field: "countryDialingCode", rule: "unlisted" });
    expect(res.body.value.fields).toEqual([{ field: "countryDialingCode", rule: "unlisted" }]);
  });

  it("on register, a listed code (in any spelling) passes", async () => {
    const res = await registration({ countryDialingCode: "0084" });
    expect(res.body.code).toBe("OK");
  });

  it("on the login SMS call, as VALIDATION", async () => {
    const res = await call(platform.app, "POST", "/wps/verification/sms/noLogin", {
      body: { mobileNum: "9171234567", countryDialingCode: "+999" },
      remoteAddress: nextIp(),
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("VALIDATION");
    expect(res.body.message).toMatch(/countryDialingCode/);
    const listed = await call(platform.app, "POST", "/wps/verification/sms/noLogin", {
      body: { mobileNum: "9171234567", countryDialingCode: "63" },
      remoteAddress: nextIp(),
    });
    expect(listed.body.code).toBe("OK");
  });

  it("on the registration SMS call and the SMS login itself, as VALIDATION", async () => {
    const sms = await call(platform.app, "POST", "/wps/verification/sms/register", {
      body: { mobileNo: "9177000099", countryDialingCode: "+999", regType: "username" },
      remoteAddress: nextIp(),
    });
    expect(sms.status).toBe(400);
    expect(sms.body.code).toBe("VALIDATION");
    const login = await sealedCall(
      platform.app,
      "POST",
      "/wps/session/login",
      { type: "sms", mobileNum: "9171234567", countryDialingCode: "+999", verificationCode: "123456" },
      { ip: nextIp() },
    );
    expect(login.status).toBe(400);
    expect(login.body.code).toBe("VALIDATION");
  });
});
