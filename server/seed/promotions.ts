import { ruleSchema, type PromotionRule } from "../../contract/promotions.js";
import { SITE_TIME_ZONE, nextSiteDay, siteDay, siteDayStart } from "../../contract/time-zone.js";
import type { Tx } from "../db/connect.js";
import { commitDraw } from "../modules/promotions/index.js";
import { pointsRates, promotionRules, promotions } from "../db/schema.js";
import { GAME_CATEGORIES } from "../../contract/game-categories.js";
import { pointsRatesSchema } from "../../contract/points.js";
import { DEMO_CONVERT, seedPointsShop } from "./points-shop.js";

// The demo's promotions (issue 18, ADR 0046): each one a rule the engine pays exactly, and a text that
// states exactly that rule — the amounts in the text are the rule's (tests/platform/seed.test.ts reads both
// and compares). Only a demo install gets them; a production install starts with none, and the operator
// creates its own (`npm run ops -- promotions create`). Written once by id: an operator's edit is kept.

const VND = 100n;
const vnd = (amount: bigint) => String(amount * VND);

type SeededPromotion = { id: string; category: string; sequence: number; title: string; summary: string; content: string[]; rule: PromotionRule };

/** The Laro Originals are the games a demo install can play: every wagering counts them in full. */
const originals = { weights: {}, otherWeight: 100 };

export const DEMO_PROMOTIONS: SeededPromotion[] = [
  {
    id: "registration-bonus",
    category: "new_player",
    sequence: 1,
    title: "₫1,000 sign-up bonus",
    summary: "Register and ₫1,000 is added to your bonus balance at once; bet ₫1,000 within 7 days and it is yours.",
    content: [
      "Every new account gets a ₫1,000 bonus the moment it is registered, one per person (mobile number, email and bank account).",
      "The bonus is held in your bonus balance: once your valid bets placed after it reach ₫1,000 (1 time the bonus) within 7 days, it moves to your wallet as cash.",
      "If the 7 days pass first, the bonus is taken back; nothing else in your wallet is touched. It runs beside a deposit bonus: your bets count toward both.",
    ],
    rule: ruleSchema.parse({
      type: "registration",
      claimMode: "automatic",
      reward: { kind: "fixed", amount: vnd(1_000n) },
      wagering: { multiple: 1, base: "bonus", ...originals, days: 7, exclusive: false },
    }),
  },
  {
    id: "welcome-deposit",
    category: "new_player",
    sequence: 2,
    title: "100% first-deposit bonus up to ₫500,000",
    summary: "Join, then make your first deposit of at least ₫100,000: we add 100% of it, up to ₫500,000, to your bonus balance.",
    content: [
      "Press Join before your first deposit. A first deposit of at least ₫100,000 then earns a bonus of 100% of the deposit, at most ₫500,000.",
      "Wagering: 5 times the bonus in valid bets within 30 days; a single bet above ₫200,000 does not count. Then the bonus moves to your wallet as cash.",
      "A withdrawal before that asks you first, then gives up the bonus. One bonus per person.",
    ],
    rule: ruleSchema.parse({
      type: "deposit",
      claimMode: "claim",
      reward: { kind: "percent", rateBp: 10_000, cap: vnd(500_000n) },
      deposit: { which: "first", minAmount: vnd(100_000n) },
      wagering: { multiple: 5, base: "bonus", ...originals, maxBet: vnd(200_000n), days: 30 },
    }),
  },
  {
    id: "zalo-bonus",
    category: "new_player",
    sequence: 3,
    title: "₫131,000 for binding Zalo",
    summary: "Add your Zalo number to your account, then claim ₫131,000 in bonus; wager it 3 times within 14 days.",
    content: [
      "Add your Zalo number under My account, then press Claim: ₫131,000 goes to your bonus balance. One claim per Zalo account and per person.",
      "Wagering: 3 times the bonus (₫393,000) in valid bets within 14 days, then it moves to your wallet as cash.",
    ],
    rule: ruleSchema.parse({ type: "noDeposit", claimMode: "claim", bind: "zalo", reward: { kind: "fixed", amount: vnd(131_000n) }, wagering: { multiple: 3, base: "bonus", ...originals, days: 14 } }),
  },
  {
    id: "originals-rebate",
    category: "rebate",
    sequence: 4,
    title: "0.5% rebate on Laro Originals",
    summary: "0.5% of your valid bets on the Laro Originals comes back to you: claim it under Betting bonus, up to 24 times a day.",
    content: [
      "Every valid bet on a Laro Original (a bet settled as a win or a loss; ties and cancelled rounds do not count) earns a 0.5% rebate.",
      "Claim what has built up under Betting bonus, up to 24 times a day; it is paid to your wallet as cash, with no wagering.",
    ],
    rule: ruleSchema.parse({ type: "rebate", claimMode: "claim", rates: { INHOUSE: 50 }, limits: { perMember: 24 } }),
  },
  {
    id: "big-win-story",
    category: "event",
    sequence: 5,
    title: "Share your big win: ₫50,000",
    summary: "Tell us about a big win with up to 3 screenshots; if we approve your story, ₫50,000 is paid to your wallet.",
    content: [
      "Press Apply, write a few words (at most 140 characters) and add up to 3 screenshots (PNG or JPG, at most 5 MB each).",
      "We review every application. Approved: ₫50,000 is paid to your wallet as cash. Not approved: you get a message with the reason. One application per person.",
    ],
    rule: ruleSchema.parse({ type: "manual", claimMode: "apply", reward: { kind: "fixed", amount: vnd(50_000n) } }),
  },
];

/** The demo's draw: at 20:00 site time seven days after the install, so a fresh start has a week to enter. */
const drawDay = (() => {
  let day = siteDay(new Date());
  for (let i = 0; i < 7; i++) day = nextSiteDay(day);
  return day;
})();
const drawAt = new Date(siteDayStart(drawDay).getTime() + 20 * 3_600_000);
const drawAtText = `${new Intl.DateTimeFormat("en-GB", { timeZone: SITE_TIME_ZONE, day: "numeric", month: "long", year: "numeric" }).format(drawAt)} at 20:00 (site time)`;

DEMO_PROMOTIONS.push(
  {
    id: "free-spins",
    category: "new_player",
    sequence: 6,
    title: "10 free spins on Laro Fortune Reels",
    summary: "Claim 10 free spins of Laro Fortune Reels at ₫1,000 each, on us; what they win becomes a bonus you wager 1 time within 7 days.",
    content: [
      "Press Claim: 10 spins of Laro Fortune Reels at ₫1,000 each are yours to play within 7 days, on this page. Your wallet pays nothing for them.",
      "Each spin is decided by your own provably fair seeds, like any round you play, and shows its proof. One claim per person.",
      "When the last spin is played (or the 7 days end), everything they won is added to your bonus balance at once; bet it 1 time in valid bets within 7 days and it moves to your wallet as cash.",
    ],
    rule: ruleSchema.parse({
      type: "freeRounds",
      claimMode: "claim",
      game: "slot",
      rounds: 10,
      stake: vnd(1_000n),
      days: 7,
      wagering: { multiple: 1, base: "bonus", ...originals, days: 7, exclusive: false },
    }),
  },
  {
    id: "lucky-draw",
    category: "event",
    sequence: 7,
    title: "Weekly lucky draw: ₫200,000 first prize",
    summary: `Play ₫10,000 in valid bets, then enter: 6 winners are drawn on ${drawAtText}, provably fair.`,
    content: [
      `Once your valid bets since the draw opened reach ₫10,000, press Claim to enter (one entry per person). Entries close and the draw is made on ${drawAtText}.`,
      "Prizes: 1 first prize of ₫200,000 and 5 prizes of ₫20,000, paid to your wallet as cash.",
      "The draw's seed is fixed before anyone enters and only its SHA-256 hash is shown; after the draw the seed is shown, so anyone can recompute the winners from the entry numbers.",
    ],
    rule: ruleSchema.parse({
      type: "luckyDraw",
      claimMode: "claim",
      drawAt: drawAt.toISOString(),
      minValidBet: vnd(10_000n),
      prizes: [
        { amount: vnd(200_000n), count: 1 },
        { amount: vnd(20_000n), count: 5 },
      ],
    }),
  },
  {
    id: "vip-rebate",
    category: "rebate",
    sequence: 8,
    title: "VIP rebate: your level's rate back",
    summary: "From Silver up, your valid bets earn your VIP level's rebate rate: claim it under Betting bonus, up to 24 times a day.",
    content: [
      "Each VIP level from Silver up has its own rebate rate per game type, shown on the VIP page; every valid bet (settled as a win or a loss) earns the rate of the level you are at when you claim.",
      "Claim what has built up under Betting bonus, up to 24 times a day; it is paid to your wallet as cash, with no wagering. Bronze members take part once they reach Silver.",
    ],
    rule: ruleSchema.parse({ type: "rebate", claimMode: "claim", vipRates: true, eligibility: { vipLevels: [2, 3, 4, 5, 6] }, limits: { perMember: 24 } }),
  },
  {
    id: "invite-friends",
    category: "referral",
    sequence: 9,
    title: "Invite friends: ₫50,000 per friend",
    summary: "Share your referral link: each friend who registers with it, deposits ₫100,000 and bets ₫200,000 within 30 days earns you ₫50,000.",
    content: [
      "Your referral code, link and QR code are under Invite friends in the member centre; friends who register through them are listed there, their names partly hidden, with how far each has come.",
      "A friend qualifies when their first deposit is at least ₫100,000 and their valid bets (settled as a win or a loss) reach ₫200,000, both within 30 days of registering.",
      "For each friend who qualifies you get ₫50,000 in your wallet as cash, with no wagering: once per friend, for up to 20 friends. A friend with your own mobile number, email or bank account is you, and earns nothing. Agents earn through their agent programme instead.",
    ],
    rule: ruleSchema.parse({
      type: "referral",
      claimMode: "automatic",
      reward: { kind: "fixed", amount: vnd(50_000n) },
      qualify: { minDeposit: vnd(100_000n), minValidBet: vnd(200_000n), days: 30 },
      maxReferees: 20,
    }),
  },
);

const html = (paragraphs: string[]) => paragraphs.map((p) => `<p>${p}</p>`).join("\n");

export async function seedPromotions(tx: Tx): Promise<void> {
  for (const p of DEMO_PROMOTIONS) {
    const [row] = await tx
      .insert(promotions)
      .values({ id: p.id, category: p.category, title: p.title, summary: p.summary, content: html(p.content), sequence: p.sequence, rule: p.rule, ruleVersion: 1, lifecycle: "live" })
      .onConflictDoNothing()
      .returning({ id: promotions.id });
    if (row) await tx.insert(promotionRules).values({ promotionId: p.id, version: 1, rule: p.rule, actor: "seed" });
    if (row && p.rule.type === "luckyDraw") await commitDraw(tx, p.id);
  }
  // The demo's points (ADR 0048): 1 point for every ₫1,000 of valid bets in any category (help centre, "points"),
  // converted to cash at ₫10 a point, and the points shop's goods (ADR 0049).
  const rates = pointsRatesSchema.parse({ perPoint: Object.fromEntries(GAME_CATEGORIES.map((category) => [category, vnd(1_000n)])), convert: DEMO_CONVERT });
  await tx.insert(pointsRates).values({ version: 1, rates, actor: "seed" }).onConflictDoNothing();
  await seedPointsShop(tx);
}
