import { ruleSchema, type PromotionRule } from "../../contract/promotions.js";
import type { Tx } from "../db/connect.js";
import { promotionRules, promotions } from "../db/schema.js";

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

const html = (paragraphs: string[]) => paragraphs.map((p) => `<p>${p}</p>`).join("\n");

export async function seedPromotions(tx: Tx): Promise<void> {
  for (const p of DEMO_PROMOTIONS) {
    const [row] = await tx
      .insert(promotions)
      .values({ id: p.id, category: p.category, title: p.title, summary: p.summary, content: html(p.content), sequence: p.sequence, rule: p.rule, ruleVersion: 1, lifecycle: "live" })
      .onConflictDoNothing()
      .returning({ id: promotions.id });
    if (row) await tx.insert(promotionRules).values({ promotionId: p.id, version: 1, rule: p.rule, actor: "seed" });
  }
}
