import fs from "node:fs";
import i18next from "i18next";
import { beforeAll, describe, expect, it } from "vitest";
import { promotionTerms } from "~/lib/promotions/terms";
import { wageringPercent } from "~/lib/promotions/wagering";
import { ruleSchema } from "~contract/promotions";

const read = (lng: string, ns: string) => JSON.parse(fs.readFileSync(`locales/${lng}/${ns}.json`, "utf8"));
let t: (key: string, options?: Record<string, unknown>) => string;
beforeAll(async () => {
  const instance = i18next.createInstance();
  await instance.init({ lng: "en", resources: { en: { promotions: read("EN", "promotions"), games: read("EN", "games") } }, defaultNS: "promotions", interpolation: { escapeValue: false } });
  t = instance.t.bind(instance) as never;
});

describe("promotion terms in words", () => {
  it("a first-deposit percent bonus with wagering, weights and a max bet", () => {
    const rule = ruleSchema.parse({
      type: "deposit",
      claimMode: "automatic",
      reward: { kind: "percent", rateBp: 10000, cap: "500000000" },
      deposit: { which: "first", minAmount: "10000000" },
      wagering: { multiple: 10, base: "depositPlusBonus", weights: { RNG: 100, LIVE: 10, SPORTS: 0 }, otherWeight: 50, maxBet: "2500000", days: 7 },
    });
    const lines = promotionTerms(rule, t);
    expect(lines).toContain("Reward: 100.00% of your deposit, at most 5,000,000.00.");
    expect(lines).toContain("For your first deposit.");
    expect(lines).toContain("The deposit must be at least 100,000.00.");
    expect(lines).toContain("Wagering: 10× the deposit plus the bonus in valid bets before the bonus turns into cash.");
    expect(lines).toContain("Complete the wagering within 7 days of getting the bonus, or it expires.");
    expect(lines).toContain("Bets on Slots count 100%.");
    expect(lines).toContain("Bets on Sports do not count.");
    expect(lines).toContain("Bets on other games count 50%.");
    expect(lines).toContain("While wagering, a bet above 25,000.00 does not count.");
    expect(lines).toContain("Once per member.");
    expect(lines.every((line) => !line.includes("promotions:") && !line.includes("{{"))).toBe(true);
  });

  it("a rebate lists its rates per category and its daily claims", () => {
    const rule = ruleSchema.parse({ type: "rebate", claimMode: "claim", rates: { RNG: 120, LIVE: 80, FISH: 0 }, limits: { perMember: 3 } });
    const lines = promotionTerms(rule, t);
    expect(lines).toContain("Slots: 1.20% of your valid bets.");
    expect(lines).toContain("Live casino: 0.80% of your valid bets.");
    expect(lines.some((line) => line.startsWith("Fishing"))).toBe(false);
    expect(lines).toContain("Claim up to 3 times a day.");
  });

  it("no-deposit, nth deposit, manual and registration rules", () => {
    for (const raw of [
      { type: "noDeposit", claimMode: "claim", reward: { kind: "fixed", amount: "13100000" }, bind: "zalo", limits: { budget: "100000000000" } },
      { type: "deposit", claimMode: "claim", reward: { kind: "fixed", amount: "5000000" }, deposit: { which: "nth", n: 3, channels: ["BANK_VCB"] }, wagering: { multiple: 1, base: "bonus", days: 1 } },
      { type: "manual", claimMode: "apply", reward: { kind: "fixed", amount: "100000" }, limits: { perMember: 2, identities: [] } },
      { type: "registration", claimMode: "automatic", reward: { kind: "fixed", amount: "100000" } },
    ]) {
      const lines = promotionTerms(ruleSchema.parse(raw), t);
      expect(lines.every((line) => !line.includes("promotions:") && !line.includes("{{"))).toBe(true);
    }
  });

  it("wagering percent", () => {
    expect(wageringPercent("0", "100")).toBe(0);
    expect(wageringPercent("99", "100")).toBe(99);
    expect(wageringPercent("250", "100")).toBe(100);
    expect(wageringPercent("5", "0")).toBe(100);
    expect(wageringPercent("333333", "1000000")).toBe(33);
  });
});
