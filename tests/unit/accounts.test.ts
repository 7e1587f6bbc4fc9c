import { describe, expect, it } from "vitest";
import { loginSchema } from "~/lib/auth/login";
import { changePasswordSchema } from "~/lib/auth/passwords";
import { message, parseMessage, renderMessage, withBounds } from "~/lib/forms/messages";
import { memberHref } from "~/lib/member/links";
import { readRemembered, rememberCookies } from "~/lib/auth/remember";
import type { RegisterRule } from "~contract/registration";
import {
  failureMessage,
  registrationFailures,
  registrationPlan,
  registrationSchema,
  type RegisterRules,
} from "~/lib/auth/registration";

const rule = (
  enabled: boolean,
  required: boolean,
  acceptedPattern: string,
  patternId: string,
  minLength: number,
  maxLength: number,
  type: RegisterRule["type"] = "text",
) => ({
  enabled,
  required,
  acceptedPattern,
  patternId,
  minLength,
  maxLength,
  type,
});

const RULES: RegisterRules = {
  username: rule(true, true, "^[A-Za-z][A-Za-z0-9]*$", "letterFirstAlnum", 6, 16),
  password: rule(true, true, "^(?=.*[A-Za-z])(?=.*\\d)[A-Za-z\\d]+$", "lettersAndDigits", 8, 20, "password"),
  confirmPassword: rule(true, true, "^(?=.*[A-Za-z])(?=.*\\d)[A-Za-z\\d]+$", "lettersAndDigits", 8, 20, "password"),
  email: rule(true, false, "^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$", "email", 6, 64, "email"),
  qqNum: rule(false, false, "^\\d+$", "digits", 5, 12),
  mobileNum: rule(true, true, "^\\d+$", "digits", 9, 11, "tel"),
  captcha: rule(true, true, "^[A-Za-z0-9]+$", "alnum", 4, 4),
  verificationCode: rule(false, false, "*", "any", 0, 255),
  affiliateCode: rule(true, false, "^[A-Za-z0-9]+$", "alnum", 4, 16),
  paymentPassword: rule(true, false, "^\\d+$", "digits", 6, 6, "password"),
};
const USERNAME = { mode: "username", smsVerification: false, affiliateShown: true } as const;
const TODAY = new Date(Date.UTC(2026, 5, 1));

describe("form messages — SPEC §5", () => {
  it("substitutes (min) and (max), and one number when both are equal", () => {
    expect(withBounds("(min) - (max) characters", 6, 16)).toBe("6 - 16 characters");
    expect(withBounds("(min) - (max) digits only", 6, 6)).toBe("6 digits only");
    expect(withBounds("Password must be (min)-(max) characters", 8, 8)).toBe("Password must be 8 characters");
  });

  it("carries parameters through the key and translates a field parameter", () => {
    const text = message("auth:validation.notEmpty", { field: "auth:field.username" });
    expect(parseMessage(text)).toEqual({ key: "auth:validation.notEmpty", params: { field: "auth:field.username" } });
    const t = (key: string, options?: Record<string, unknown>) =>
      key === "auth:field.username"
        ? "Username"
        : key === "auth:validation.notEmpty"
          ? `${String(options?.field)} cannot be empty`
          : key;
    expect(renderMessage(t, text)).toBe("Username cannot be empty");
    expect(renderMessage(t, message("auth:pattern.digits", { min: 6, max: 6 }))).toBe("auth:pattern.digits");
  });
});

describe("registration rules — the platform's, exactly", () => {
  it("shows enabled fields and the always-required ones, in order; hides a valid site affiliate code", () => {
    const plan = registrationPlan(RULES, USERNAME);
    expect(plan.map((item) => item.field)).toEqual([
      "username",
      "password",
      "confirmPassword",
      "email",
      "mobileNum",
      "captcha",
      "affiliateCode",
      "paymentPassword",
    ]);
    expect(plan.find((item) => item.field === "email")?.required).toBe(false);
    expect(
      registrationPlan(RULES, { ...USERNAME, affiliateShown: false }).some((item) => item.field === "affiliateCode"),
    ).toBe(false);
  });

  it("mobile mode drops the username and requires the SMS code", () => {
    const plan = registrationPlan(RULES, { ...USERNAME, mode: "mobile" });
    expect(plan.some((item) => item.field === "username")).toBe(false);
    expect(plan.find((item) => item.field === "verificationCode")?.required).toBe(true);
  });

  it("names every failing field with its rule's message", () => {
    const failures = registrationFailures(
      { username: "1abc", password: "abcdefgh1", confirmPassword: "abcdefgh2", email: "no" },
      RULES,
      USERNAME,
      TODAY,
    );
    expect(failures).toEqual([
      { field: "username", patternId: "letterFirstAlnum", min: 6, max: 16 },
      { field: "confirmPassword", rule: "checkPass" },
      { field: "email", patternId: "email", min: 6, max: 64 },
      { field: "mobileNum", rule: "required" },
      { field: "captcha", rule: "required" },
      { field: "ageConfirmed", rule: "age" },
      { field: "termsAccepted", rule: "terms" },
    ]);
  });

  /** A registration form every default rule accepts. */
  const COMPLETE_FORM = {
    username: "player01",
    password: "abcdefgh1",
    confirmPassword: "abcdefgh1",
    mobileNum: "9171234567",
    countryDialingCode: "+63",
    captcha: "ab12",
    ageConfirmed: true,
    termsAccepted: true,
  };

  it("accepts a complete form, and the birthday decides the age when given", () => {
    const values = COMPLETE_FORM;
    expect(registrationFailures(values, RULES, USERNAME, TODAY)).toEqual([]);
    const withBirthday = {
      ...RULES,
      birthday: rule(true, false, "^(\\d{4}-\\d{2}-\\d{2}|\\d{2}-\\d{2}-\\d{4})$", "date", 10, 10),
    };
    expect(
      registrationFailures({ ...values, ageConfirmed: false, birthday: "2010-01-01" }, withBirthday, USERNAME, TODAY),
    ).toEqual([{ field: "birthday", rule: "age" }]);
    expect(
      registrationFailures({ ...values, ageConfirmed: false, birthday: "2000-02-30" }, withBirthday, USERNAME, TODAY),
    ).toEqual([{ field: "birthday", patternId: "date", min: 10, max: 10 }]);
  });

  it("refuses a payment password anyone would guess, with the payment-password change's message", () => {
    const values = COMPLETE_FORM;
    expect(registrationFailures({ ...values, paymentPassword: "123456" }, RULES, USERNAME, TODAY)).toEqual([
      { field: "paymentPassword", rule: "weak" },
    ]);
    expect(registrationFailures({ ...values, paymentPassword: "111111" }, RULES, USERNAME, TODAY)).toEqual([
      { field: "paymentPassword", rule: "weak" },
    ]);
    expect(registrationFailures({ ...values, paymentPassword: "402918" }, RULES, USERNAME, TODAY)).toEqual([]);
    expect(failureMessage({ field: "paymentPassword", rule: "weak" })).toBe("member:error.PAYMENT_PASSWORD_WEAK");
  });

  it("the zod schema reports the same failures as field errors", () => {
    const result = registrationSchema(RULES, USERNAME, TODAY).safeParse({ username: "  ", password: "abc" });
    expect(result.success).toBe(false);
    const fields = result.success ? [] : result.error.issues.map((issue) => issue.path[0]);
    expect(fields).toContain("username");
    expect(fields).toContain("password");
    expect(fields).toContain("termsAccepted");
  });
});

describe("login and password forms", () => {
  it("trims username and password and asks for the captcha only when shown", () => {
    expect(loginSchema({ captcha: false }).parse({ username: " demo ", password: " x " })).toMatchObject({
      username: "demo",
      password: "x",
    });
    expect(loginSchema({ captcha: true }).safeParse({ username: "demo", password: "x" }).success).toBe(false);
  });

  it("the confirmation must equal the new password (inconsistent_twice)", () => {
    const result = changePasswordSchema({ min: 8, max: 20 }).safeParse({
      oldPassword: "old",
      newPassword: "abcdefgh1",
      confirmNewPassword: "abcdefgh2",
    });
    expect(result.success).toBe(false);
    expect(result.success ? null : result.error.issues[0]?.message).toBe("auth:validation.inconsistentTwice");
  });
});

describe("roles and remember-me", () => {
  const place = { pathname: "/promotions", search: "" };
  it("a visitor gets the login, a trial member the warning, a member the section", () => {
    expect(memberHref(null, place, "depositv2")).toBe("/promotions?modal=login");
    expect(memberHref({ isTrial: true }, place, "depositv2")).toBe("/promotions?modal=needTrueAccount");
    expect(memberHref({ isTrial: false }, place, "depositv2")).toBe("/member/depositv2");
  });

  it("keeps the login for one day when asked, and clears it otherwise", () => {
    const set = rememberCookies({ remember: true, username: "demo", merchant: "LARO", typeSms: false, secure: false });
    expect(set.every((cookie) => cookie.includes("Max-Age=86400"))).toBe(true);
    const header = set.map((cookie) => cookie.split(";")[0]).join("; ");
    expect(readRemembered(header)).toEqual({ remember: true, username: "demo", merchant: "LARO", typeSms: false });
    const cleared = rememberCookies({
      remember: false,
      username: "demo",
      merchant: "LARO",
      typeSms: false,
      secure: false,
    });
    expect(cleared.every((cookie) => cookie.includes("Max-Age=0"))).toBe(true);
  });
});
