import fs from "node:fs";
import i18next from "i18next";
import { beforeAll, describe, expect, it } from "vitest";
import { promotionTerms } from "~/lib/promotions/terms";
import { ruleSchema } from "~contract/promotions";
import { maskUsername, meetsQualify, qualifiesBy, refereeStanding } from "~contract/referral";

// Invite friends (ADR 0051): where a friend stands under the rule, how its name is shown, and the rule in words.

const DAY = 86_400_000;
const registeredAt = new Date("2026-11-01T00:00:00Z");
const qualify = { minDeposit: "10000000", minValidBet: "20000000", days: 30 };
const end = qualifiesBy(registeredAt, 30);
const deposit = (amount: bigint, at = new Date(registeredAt.getTime() + DAY)) => ({ amount, at });

describe("a friend's standing", () => {
  it("needs a first deposit of at least the minimum, within the days, and enough valid bets", () => {
    expect(end.toISOString()).toBe("2026-12-01T00:00:00.000Z");
    expect(meetsQualify(qualify, { registeredAt, firstDeposit: deposit(10_000_000n), validBet: 20_000_000n })).toBe(
      true,
    );
    expect(meetsQualify(qualify, { registeredAt, firstDeposit: null, validBet: 90_000_000n })).toBe(false);
    expect(meetsQualify(qualify, { registeredAt, firstDeposit: deposit(9_999_999n), validBet: 20_000_000n })).toBe(
      false,
    );
    expect(meetsQualify(qualify, { registeredAt, firstDeposit: deposit(10_000_000n), validBet: 19_999_999n })).toBe(
      false,
    );
    // A first deposit at the very end of the days is too late.
    expect(
      meetsQualify(qualify, { registeredAt, firstDeposit: deposit(10_000_000n, end), validBet: 20_000_000n }),
    ).toBe(false);
    // "0": a first deposit of any amount, and no bets needed.
    expect(
      meetsQualify(
        { minDeposit: "0", minValidBet: "0", days: 1 },
        { registeredAt, firstDeposit: deposit(1n, registeredAt), validBet: 0n },
      ),
    ).toBe(true);
  });

  it("is qualifying inside its days, expired after them, qualified once the figures are met", () => {
    const short = { registeredAt, firstDeposit: deposit(10_000_000n), validBet: 0n };
    expect(refereeStanding(qualify, short, new Date(end.getTime() - 1))).toBe("qualifying");
    expect(refereeStanding(qualify, short, end)).toBe("expired");
    expect(refereeStanding(qualify, { ...short, validBet: 20_000_000n }, new Date(end.getTime() + 5 * DAY))).toBe(
      "qualified",
    );
  });

  it("masks a name to its first and last two characters, less of a short one", () => {
    expect(maskUsername("abcdefyz")).toBe("ab***yz");
    expect(maskUsername("abcde")).toBe("ab***de");
    expect(maskUsername("abcd")).toBe("a***");
    expect(maskUsername("a")).toBe("a***");
  });
});

describe("the referral rule", () => {
  const read = (lng: string, ns: string) => JSON.parse(fs.readFileSync(`locales/${lng}/${ns}.json`, "utf8"));
  type Translate = (key: string, options?: Record<string, unknown>) => string;
  const translators: Record<string, Translate> = {};
  beforeAll(async () => {
    for (const lng of ["EN", "TY"]) {
      const instance = i18next.createInstance();
      await instance.init({
        lng,
        resources: { [lng]: { promotions: read(lng, "promotions"), games: read(lng, "games") } },
        defaultNS: "promotions",
        interpolation: { escapeValue: false },
      });
      translators[lng] = instance.t.bind(instance) as Translate;
    }
  });

  it("is automatic, for plain members by default, and refuses another claim mode or days out of range", () => {
    const rule = ruleSchema.parse({
      type: "referral",
      claimMode: "automatic",
      reward: { kind: "fixed", amount: "5000000" },
      qualify: { minDeposit: "10000000", days: 30 },
    });
    expect(rule).toMatchObject({ eligibility: { memberTypes: [0] }, qualify: { minValidBet: "0" } });
    expect(ruleSchema.safeParse({ ...rule, claimMode: "claim" }).success).toBe(false);
    expect(ruleSchema.safeParse({ ...rule, qualify: { minDeposit: "1", days: 366 } }).success).toBe(false);
    expect(ruleSchema.safeParse({ ...rule, maxReferees: 0 }).success).toBe(false);
  });

  it("states its figures in words, in both languages", () => {
    const rule = ruleSchema.parse({
      type: "referral",
      claimMode: "automatic",
      reward: { kind: "fixed", amount: "5000000" },
      qualify: { minDeposit: "10000000", minValidBet: "20000000", days: 30 },
      maxReferees: 20,
    });
    const lines = promotionTerms(rule, translators.EN as Translate);
    expect(lines).toContain("Reward: 50,000.00 for each friend who qualifies.");
    expect(lines).toContain("Your friend's first deposit must be at least 100,000.00.");
    expect(lines).toContain("Your friend's valid bets (settled as a win or a loss) must reach 200,000.00.");
    expect(lines).toContain("Both within 30 days of your friend registering; after that the friend no longer counts.");
    expect(lines).toContain("Up to 20 friends rewarded per member.");
    expect(lines).toContain("No wagering: it is paid straight to your main wallet.");
    expect(lines.some((line) => line.startsWith("Once per member"))).toBe(false);
    for (const lng of ["EN", "TY"]) {
      const said = promotionTerms(rule, translators[lng] as Translate);
      expect(
        said.every((line) => !line.includes("promotions:") && !line.includes("{{") && !line.includes("terms.")),
        lng,
      ).toBe(true);
    }
  });
});
