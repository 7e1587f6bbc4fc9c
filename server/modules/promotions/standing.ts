import type { PromotionAction, PromotionRule, PromotionStatus } from "../../../contract/promotions.js";
import type { CareBlock } from "../loyalty/index.js";

// Where a member stands with a promotion is one decision (ADR 0060): what the member may do now (the button)
// and the status the page says, from one pure function of the facts the platform gathered. The member's page,
// the count of promotions offering a step, and the join and apply calls all read it, so a label never says
// "ready" beside a refusal and a join is never accepted that can pay nothing.

/** The member's standing with one promotion: SPEC §4's status, the one step it offers (or none) and why. */
export type Standing = {
  status: PromotionStatus;
  action: PromotionAction | null;
  reason: string | null;
  claimable: string | null;
};

/** Everything the decision needs, gathered by the platform (engine.ts) from the database. */
export type PromotionFacts = {
  terms: PromotionRule;
  /** Why the promotion is closed now (its lifecycle and window), or null when open. */
  closed: "ENDED" | "PAUSED" | "NOT_STARTED" | null;
  /** The member's bonuses of it, and whether one is still being wagered. */
  granted: number;
  wagering: boolean;
  /** The member's entry (joined, an application), with a rejection's reason. */
  entry: { state: string; reason: string | null } | null;
  /** The rule's eligibility for the member (null: eligible). */
  ineligible: "NOT_ELIGIBLE" | "VIP_LEVEL" | null;
  care: CareBlock;
  /** The member's credited deposits so far. */
  deposits: number;
  /** A no-deposit bonus: whether the contact it asks for is bound. */
  bound: boolean;
  /** Free rounds: a set being played, and how many sets the member has had. */
  freeRounds: { playing: boolean; sets: number } | null;
  /** A lucky draw: drawn (and the member's tier), the member's entry, entries closed, and too little play. */
  draw: { drawn: boolean; tier: boolean; entered: boolean; closed: boolean; shortOfPlay: boolean } | null;
  /** A rebate: what has accrued and can be claimed now (minor units). */
  accrued: bigint | null;
};

const standing = (
  status: PromotionStatus,
  action: PromotionAction | null = null,
  reason: string | null = null,
  claimable: string | null = null,
): Standing => ({
  status,
  action,
  reason,
  claimable,
});

/** The reason a bind is asked for, by the contact: the page names it ("bind Zalo first"). */
export const BIND_REASONS = { zalo: "BIND_ZALO", mobile: "BIND_MOBILE", email: "BIND_EMAIL" } as const;

/**
 * A deposit bonus the member can no longer earn: its qualifying deposit (the first, or the nth) is behind
 * them. A bonus for every later deposit can always be earned.
 */
export function depositPassed(terms: PromotionRule & { type: "deposit" }, deposits: number): boolean {
  if (terms.deposit.which === "first") return deposits >= 1;
  if (terms.deposit.which === "nth") return deposits >= (terms.deposit.n ?? 2);
  return false;
}

/** What the rule alone says, before the care state: its status and step. */
function ruleStanding(f: PromotionFacts): Standing {
  const terms = f.terms;
  if (f.wagering) return standing("process");
  if (f.entry?.state === "applying") return standing("applying");
  if (f.entry?.state === "rejected") return standing("rejected", null, f.entry.reason);
  if (f.entry?.state === "issued") return standing("issued");
  // Free rounds being played and a draw entered stay the member's whatever becomes of the promotion.
  if (f.freeRounds) {
    if (f.freeRounds.playing) return standing("process");
    if (f.freeRounds.sets > 0 && !f.closed && f.freeRounds.sets >= terms.limits.perMember) return standing("claimed");
  }
  if (f.draw) {
    if (f.draw.drawn) return f.draw.tier ? standing("issued") : standing("close", null, "DRAWN");
    if (f.draw.entered) return standing("joined");
    if (f.draw.closed) return standing("close", null, "DRAW_CLOSED");
  }
  if (f.closed === "NOT_STARTED") return standing("comingSoon");
  if (f.closed) return standing(f.granted ? "claimed" : "close", null, f.closed);
  if (f.ineligible) return standing("close", null, f.ineligible);
  if (terms.type === "rebate") {
    const accrued = (f.accrued ?? 0n).toString();
    if (terms.claimMode === "automatic") return standing("joined", null, null, accrued);
    return (f.accrued ?? 0n) > 0n
      ? standing("claim", "claim", null, accrued)
      : standing(f.granted ? "claimed" : "joined", null, "NOTHING_TO_CLAIM", "0");
  }
  // Rewarded per invited friend (ADR 0051): the member is in it as it stands; its friends are on the referral page.
  if (terms.type === "referral") return standing("joined");
  if (f.granted >= terms.limits.perMember) return standing("claimed");
  switch (terms.type) {
    case "deposit":
      // Its deposit is behind the member: joined or not, nothing will ever be paid.
      if (depositPassed(terms, f.deposits)) return standing("close", null, "DEPOSIT_PASSED");
      if (terms.claimMode === "automatic") return standing("joined");
      return f.entry?.state === "joined" ? standing("joined") : standing("join", "join");
    case "registration":
      return terms.claimMode === "claim" ? standing("claim", "claim") : standing("close", null, "REGISTRATION_ONLY");
    case "noDeposit":
      // Not ready while the contact is missing: the page says which, and offers no Claim that would be refused.
      return f.bound ? standing("claim", "claim") : standing("close", null, BIND_REASONS[terms.bind]);
    case "manual":
      return standing("join", "apply");
    case "freeRounds":
      return standing("claim", "claim");
    case "luckyDraw":
      return f.draw?.shortOfPlay ? standing("close", null, "NOT_ENOUGH_PLAY") : standing("claim", "claim");
  }
}

/**
 * The member's standing with one promotion. A time-out or self-exclusion offers no step at all (the care check
 * refuses join, apply and claim alike): the status says so rather than "open to join".
 */
export function promotionStanding(f: PromotionFacts): Standing {
  const rule = ruleStanding(f);
  if (rule.action !== null && f.care) return { ...rule, status: "close", action: null, reason: f.care };
  return rule;
}
