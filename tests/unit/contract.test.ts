import { describe, expect, it } from "vitest";
import { pageOf } from "~contract/answers/common";
import { walletBalance } from "~contract/answers/wallet";
import { BANNER_GROUPS } from "~contract/banner-groups";
import { MEMBER_TYPE } from "~contract/member-types";
import {
  ageOn,
  fieldFailure,
  MINIMUM_AGE,
  parseBirthday,
  REGISTRATION_FIELDS,
  registerRule,
  smsRequired,
  type RegisterRule,
} from "~contract/registration";
import { STATEMENT_FILTER_KINDS, TRANSFER_KINDS } from "~contract/transfer-kinds";
import { routeFrame } from "~/lib/shell/frames";

const rule = (over: Partial<RegisterRule> = {}): RegisterRule => ({
  enabled: true,
  required: true,
  acceptedPattern: "^[A-Za-z][A-Za-z0-9]*$",
  patternId: "letterFirstAlnum",
  minLength: 6,
  maxLength: 16,
  type: "text",
  ...over,
});

describe("banner groups", () => {
  it("are unique and cover every group a route of the web asks for", () => {
    expect(new Set(BANNER_GROUPS).size).toBe(BANNER_GROUPS.length);
    for (const path of [
      "/",
      "/rng",
      "/live",
      "/fish",
      "/pvp",
      "/sports",
      "/esports",
      "/lottery",
      "/down",
      "/promotions",
      "/pointMall",
      "/helpmc",
      "/register",
      "/inhouse",
    ]) {
      const group = routeFrame(path).bannerGroup;
      if (group !== null) expect(BANNER_GROUPS).toContain(group);
    }
  });
});

describe("transfer kinds", () => {
  it("offer every kind but trial play money in the account record's filter", () => {
    expect([...STATEMENT_FILTER_KINDS].sort()).toEqual(TRANSFER_KINDS.filter((kind) => kind !== "demo_credit").sort());
    expect(new Set(TRANSFER_KINDS).size).toBe(TRANSFER_KINDS.length);
  });
});

describe("member types", () => {
  it("keep the numbers the platform stores (SPEC §4, §9)", () => {
    expect(MEMBER_TYPE).toEqual({ member: 0, agent: 1, subAgent: 2, staff: 3, trial: 4 });
  });
});

describe("registration rules", () => {
  it("list each field once, in form order", () => {
    expect(new Set(REGISTRATION_FIELDS).size).toBe(REGISTRATION_FIELDS.length);
    expect(REGISTRATION_FIELDS.slice(0, 3)).toEqual(["username", "password", "confirmPassword"]);
  });

  it("check a value by length in characters and pattern; empty fails only when required", () => {
    expect(fieldFailure("username", "", rule(), true)).toEqual({ field: "username", rule: "required" });
    expect(fieldFailure("username", undefined, rule(), false)).toBeNull();
    expect(fieldFailure("username", "abc", rule(), true)).toEqual({
      field: "username",
      patternId: "letterFirstAlnum",
      min: 6,
      max: 16,
    });
    expect(fieldFailure("username", "1abcdef", rule(), true)).not.toBeNull();
    expect(fieldFailure("username", "abcdef1", rule(), true)).toBeNull();
    expect(
      fieldFailure("nickname", "ñandú!", rule({ acceptedPattern: "*", minLength: 6, maxLength: 6 }), true),
    ).toBeNull();
    expect(fieldFailure("username", "anything", undefined, true)).toBeNull();
  });

  it("read both birthday forms and count age on the UTC calendar", () => {
    expect(parseBirthday("2000-02-29")?.toISOString()).toBe("2000-02-29T00:00:00.000Z");
    expect(parseBirthday("02-29-2000")?.toISOString()).toBe("2000-02-29T00:00:00.000Z");
    expect(parseBirthday("2001-02-29")).toBeNull();
    const birthday = parseBirthday("2008-11-23")!;
    expect(ageOn(birthday, new Date("2026-11-22T23:59:59Z"))).toBe(MINIMUM_AGE - 1);
    expect(ageOn(birthday, new Date("2026-11-23T00:00:00Z"))).toBe(MINIMUM_AGE);
  });

  it("ask an SMS code in mobile mode, with REGMOBVERF3, or when its rule requires it", () => {
    expect(smsRequired({}, "mobile", false)).toBe(true);
    expect(smsRequired({}, "username", true)).toBe(true);
    expect(smsRequired({}, "username", false)).toBe(false);
    expect(smsRequired({ verificationCode: rule({ enabled: true, required: true }) }, "username", false)).toBe(true);
    expect(smsRequired({ verificationCode: rule({ enabled: false, required: true }) }, "username", false)).toBe(false);
  });

  it("refuse a rule type the form cannot render", () => {
    expect(registerRule.safeParse(rule()).success).toBe(true);
    expect(registerRule.safeParse({ ...rule(), type: "color" }).success).toBe(false);
  });
});

describe("answer schemas", () => {
  it("take amounts only as strings of integer minor units", () => {
    const balance = {
      sumBalance: "150",
      mainBalance: "100",
      points: "0",
      currency: "VND",
      currencySymbol: "₫",
      wallets: [{ vendor: "V", name: "V", balance: "50" }],
    };
    expect(walletBalance.safeParse(balance).success).toBe(true);
    expect(walletBalance.safeParse({ ...balance, mainBalance: 100 }).success).toBe(false);
    expect(walletBalance.safeParse({ ...balance, mainBalance: "1.5" }).success).toBe(false);
  });

  it("wrap paged lists in one shape", () => {
    const page = pageOf(walletBalance.shape.wallets.element);
    expect(page.safeParse({ list: [], total: 0, pageNo: 1, pageSize: 10, totalPages: 0 }).success).toBe(true);
    expect(page.safeParse({ list: [] }).success).toBe(false);
  });
});
