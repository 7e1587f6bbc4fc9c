// Invite friends (SPEC §2.6 referral, ADR 0051): where a friend who registered with a member's referral code
// stands under the referral promotion's rule. One function, so the member's page, the operator's list and the
// job that pays all read the same figures the same way.
import type { PromotionRule } from "./promotions.js";

/**
 * qualifying: inside its days, not there yet; qualified: there, the reward on its way (the job pays within
 * minutes); rewarded: the reward was paid; refused: it was not paid, for `refusal` (the promotion's limit,
 * its budget, the same person, the inviter's own account state); expired: the days ended first; notCovered:
 * registered before the promotion started, or no promotion runs.
 */
export const REFERRAL_STATUSES = ["qualifying", "qualified", "rewarded", "refused", "expired", "notCovered"] as const;
export type ReferralStatus = (typeof REFERRAL_STATUSES)[number];

/** Why a friend's reward was not paid: the promotion's own refusals, the care check's, and the same person. */
export const REFERRAL_REFUSALS = [
  "LIMIT_REACHED",
  "BUDGET_SPENT",
  "SAME_PERSON",
  "IDENTITY_USED",
  "NOT_ELIGIBLE",
  "TIMED_OUT",
  "SELF_EXCLUDED",
  "FROZEN",
] as const;

export type ReferralQualify = Extract<PromotionRule, { type: "referral" }>["qualify"];

/** What the friend did within its days: its first credited deposit (wherever it fell) and its valid bets in the days. */
export type RefereeFigures = {
  registeredAt: Date;
  firstDeposit: { amount: bigint; at: Date } | null;
  validBet: bigint;
};

const DAY_MS = 86_400_000;

/** The end of the friend's days: it qualifies by what it did before this instant. */
export function qualifiesBy(registeredAt: Date, days: number): Date {
  return new Date(registeredAt.getTime() + days * DAY_MS);
}

/** Whether the figures meet the rule: a first deposit within the days of at least the minimum, and enough valid bets. */
export function meetsQualify(qualify: ReferralQualify, figures: RefereeFigures): boolean {
  const deposit = figures.firstDeposit;
  if (!deposit || deposit.at >= qualifiesBy(figures.registeredAt, qualify.days)) return false;
  return deposit.amount >= BigInt(qualify.minDeposit) && figures.validBet >= BigInt(qualify.minValidBet);
}

/** Where a friend not yet rewarded or refused stands at `now`. */
export function refereeStanding(
  qualify: ReferralQualify,
  figures: RefereeFigures,
  now: Date,
): "qualifying" | "qualified" | "expired" {
  if (meetsQualify(qualify, figures)) return "qualified";
  return now >= qualifiesBy(figures.registeredAt, qualify.days) ? "expired" : "qualifying";
}

/** A username as other members see it: its first and last two characters ("ab***yz"), less of a short one. */
export function maskUsername(username: string): string {
  if (username.length <= 4) return `${username.slice(0, 1)}***`;
  return `${username.slice(0, 2)}***${username.slice(-2)}`;
}
