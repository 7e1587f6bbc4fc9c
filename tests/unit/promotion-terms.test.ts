import fs from "node:fs";
import i18next from "i18next";
import { beforeAll, describe, expect, it } from "vitest";
import { promotionTerms } from "~/lib/promotions/terms";
import { wageringPercent } from "~/lib/promotions/wagering";
import { ruleSchema } from "~contract/promotions";
import { STATEMENT_FILTER_KINDS } from "~contract/transfer-kinds";

const read = (lng: string, ns: string) => JSON.parse(fs.readFileSync(`locales/${lng}/${ns}.json`, "utf8"));
type Translate = (key: string, options?: Record<string, unknown>) => string;
let t: Translate;
let tl: Translate;
const translator = async (lng: string) => {
  const instance = i18next.createInstance();
  await instance.init({
    lng,
    resources: { [lng]: { promotions: read(lng, "promotions"), games: read(lng, "games") } },
    defaultNS: "promotions",
    interpolation: { escapeValue: false },
  });
  return instance.t.bind(instance) as Translate;
};
beforeAll(async () => {
  t = await translator("EN");
  tl = await translator("TY");
});
/** Every line a finished sentence: no key left untranslated, no placeholder left unfilled. */
const finished = (lines: string[]) =>
  lines.every((line) => !line.includes("promotions:") && !line.includes("{{") && !line.includes("terms."));

describe("promotion terms in words", () => {
  it("a first-deposit percent bonus with wagering, weights and a max bet", () => {
    const rule = ruleSchema.parse({
      type: "deposit",
      claimMode: "automatic",
      reward: { kind: "percent", rateBp: 10000, cap: "500000000" },
      deposit: { which: "first", minAmount: "10000000" },
      wagering: {
        multiple: 10,
        base: "depositPlusBonus",
        weights: { RNG: 100, LIVE: 10, SPORTS: 0 },
        otherWeight: 50,
        maxBet: "2500000",
        days: 7,
      },
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
    const rule = ruleSchema.parse({
      type: "rebate",
      claimMode: "claim",
      rates: { RNG: 120, LIVE: 80, FISH: 0 },
      limits: { perMember: 3 },
    });
    const lines = promotionTerms(rule, t);
    expect(lines).toContain("Slots: 1.20% of your valid bets.");
    expect(lines).toContain("Live casino: 0.80% of your valid bets.");
    expect(lines.some((line) => line.startsWith("Fishing"))).toBe(false);
    expect(lines).toContain("Claim up to 3 times a day.");
  });

  it("a cashback says it pays on net losses, and a rule for some countries names them, in both languages", () => {
    const rule = ruleSchema.parse({
      type: "rebate",
      basis: "netLoss",
      claimMode: "claim",
      rates: { LIVE: 1000 },
      eligibility: { countries: ["84", "63"] },
    });
    const lines = promotionTerms(rule, t);
    expect(lines[0]).toBe("A cashback: part of your net losses paid back.");
    expect(lines.some((line) => line.startsWith("Live casino: 10.00% of your net loss"))).toBe(true);
    expect(lines).toContain("Only for members whose mobile number is from: +84, +63.");
    expect(finished(promotionTerms(rule, tl))).toBe(true);
  });

  it("no-deposit, nth deposit, manual and registration rules", () => {
    for (const raw of [
      {
        type: "noDeposit",
        claimMode: "claim",
        reward: { kind: "fixed", amount: "13100000" },
        bind: "zalo",
        limits: { budget: "100000000000" },
      },
      {
        type: "deposit",
        claimMode: "claim",
        reward: { kind: "fixed", amount: "5000000" },
        deposit: { which: "nth", n: 3, channels: ["BANK_VCB"] },
        wagering: { multiple: 1, base: "bonus", days: 1 },
      },
      {
        type: "manual",
        claimMode: "apply",
        reward: { kind: "fixed", amount: "100000" },
        limits: { perMember: 2, identities: [] },
      },
      { type: "registration", claimMode: "automatic", reward: { kind: "fixed", amount: "100000" } },
    ]) {
      const lines = promotionTerms(ruleSchema.parse(raw), t);
      expect(lines.every((line) => !line.includes("promotions:") && !line.includes("{{"))).toBe(true);
    }
  });

  it("free spins: how many of which game at what stake, the days to play them, the winnings as a bonus with its wagering", () => {
    const rule = ruleSchema.parse({
      type: "freeRounds",
      claimMode: "claim",
      game: "slot",
      rounds: 10,
      stake: "100000",
      days: 7,
      wagering: { multiple: 1, base: "bonus", days: 7 },
    });
    const lines = promotionTerms(rule, t);
    expect(lines[0]).toBe("Free spins: rounds of an in-house game, paid for by the promotion.");
    expect(lines).toContain("10 free spins of Laro Fortune Reels at 1,000.00 each.");
    expect(lines).toContain(
      "Play them within 7 days of claiming; spins not played by then lapse, and what you won is paid all the same.",
    );
    expect(lines).toContain("Your winnings are paid as one bonus once the last spin is played or the time runs out.");
    expect(lines).toContain("Wagering: 1× the bonus in valid bets before it turns into cash.");
    expect(lines).toContain("Once per member.");
    expect(lines.some((line) => line.startsWith("Reward:"))).toBe(false);
    expect(finished(lines)).toBe(true);
    expect(finished(promotionTerms(rule, tl))).toBe(true);
  });

  it("one free spin paid to the main wallet", () => {
    const rule = ruleSchema.parse({
      type: "freeRounds",
      claimMode: "claim",
      game: "slot",
      rounds: 1,
      stake: "500000",
      days: 1,
    });
    const lines = promotionTerms(rule, t);
    expect(lines).toContain("1 free spin of Laro Fortune Reels at 5,000.00.");
    expect(lines).toContain(
      "Play them within 1 day of claiming; spins not played by then lapse, and what you won is paid all the same.",
    );
    expect(lines).toContain(
      "Your winnings are paid to your main wallet once the last spin is played or the time runs out; no wagering.",
    );
    expect(lines.some((line) => line.startsWith("Wagering"))).toBe(false);
    expect(finished(promotionTerms(rule, tl))).toBe(true);
  });

  it("a lucky draw: by when, what entry needs, the prizes, how the winners are drawn and paid", () => {
    const rule = ruleSchema.parse({
      type: "luckyDraw",
      claimMode: "claim",
      drawAt: "2026-12-01T12:00:00Z",
      minValidBet: "1000000",
      prizes: [
        { amount: "20000000", count: 1 },
        { amount: "2000000", count: 5 },
      ],
      wagering: { multiple: 1, base: "bonus", days: 7 },
    });
    const lines = promotionTerms(rule, t);
    expect(lines[0]).toBe("A lucky draw: winners are drawn from the entries.");
    // Site time is Manila's (UTC+8).
    expect(lines).toContain("Enter on this page by 2026-12-01 20:00 (site time), when the draw is made.");
    expect(lines).toContain("To enter you need 10,000.00 of valid bets since the promotion opened.");
    expect(lines).toContain("Prizes: 1 × 200,000.00 and 5 × 20,000.00.");
    expect(lines.some((line) => line.includes("SHA-256 hash"))).toBe(true);
    expect(lines.some((line) => line.includes("HMAC-SHA256(seed, k)"))).toBe(true);
    expect(lines).toContain("Prizes are paid as a bonus when the draw is made.");
    expect(lines).toContain("Wagering: 1× the bonus in valid bets before it turns into cash.");
    expect(lines).toContain("One entry per member.");
    expect(finished(lines)).toBe(true);
    const tagalog = promotionTerms(rule, tl);
    expect(finished(tagalog)).toBe(true);
    expect(tagalog).toContain("Mga premyo: 1 × 200,000.00 at 5 × 20,000.00.");
  });

  it("a lucky draw anyone may enter, paid to the main wallet", () => {
    const rule = ruleSchema.parse({
      type: "luckyDraw",
      claimMode: "claim",
      drawAt: "2026-12-01T12:00:00+08:00",
      prizes: [{ amount: "5000000", count: 3 }],
    });
    const lines = promotionTerms(rule, t);
    expect(lines).toContain("Anyone may enter; no play is needed.");
    expect(lines).toContain("Prizes: 3 × 50,000.00.");
    expect(lines).toContain("Prizes are paid to your main wallet when the draw is made; no wagering.");
    expect(finished(promotionTerms(rule, tl))).toBe(true);
  });

  it("wagering percent", () => {
    expect(wageringPercent("0", "100")).toBe(0);
    expect(wageringPercent("99", "100")).toBe(99);
    expect(wageringPercent("250", "100")).toBe(100);
    expect(wageringPercent("5", "0")).toBe(100);
    expect(wageringPercent("333333", "1000000")).toBe(33);
  });
});

describe("the account record's kinds", () => {
  it("names every kind it filters by in both languages", () => {
    for (const lng of ["EN", "TY"]) {
      const kinds = read(lng, "member").kind as Record<string, string>;
      for (const kind of STATEMENT_FILTER_KINDS) expect(kinds[kind], `${lng} ${kind}`).toBeTruthy();
    }
  });
});
