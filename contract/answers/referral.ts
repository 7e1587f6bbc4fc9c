// What the invite-friends call answers (SPEC §2.6 referral, ADR 0051; docs/platform-calls.md "Referral").
import { z } from "zod";
import { minorUnits, pageOf } from "./common.js";
import { REFERRAL_STATUSES } from "../referral.js";

/** A friend who registered with the member's code, as the member sees it: name masked, real figures within its days. */
export const referee = z.object({
  username: z.string(),
  registeredAt: z.string(),
  /** Its first credited deposit; null before it makes one. */
  firstDeposit: minorUnits.nullable(),
  /** Its valid bets within its days (since registering, while they run). */
  validBet: minorUnits,
  /** The end of its days; null when no promotion covers it. */
  qualifiesBy: z.string().nullable(),
  status: z.enum(REFERRAL_STATUSES),
  /** What the member was paid for it; null until then. */
  reward: minorUnits.nullable(),
  /** Why it was not paid (status refused). */
  refusal: z.string().nullable(),
});
export type Referee = z.infer<typeof referee>;

/** GET /wps/member/referral. */
export const memberReferral = z.object({
  /** The REFERRAL switch: while off, invite friends is not offered. */
  enabled: z.boolean(),
  code: z.string(),
  /** The referral promotion open now; null when none runs (or for an agent, whose programme is its contracts). */
  promotion: z
    .object({
      id: z.string(),
      title: z.string(),
      reward: minorUnits,
      qualify: z.object({ minDeposit: minorUnits, minValidBet: minorUnits, days: z.number().int() }),
      maxReferees: z.number().int().nullable(),
      /** Friends registered from this moment on are covered. */
      startsAt: z.string(),
      /** The rule itself (contract/promotions.ts), for its terms in words. */
      terms: z.record(z.unknown()),
    })
    .nullable(),
  referees: pageOf(referee),
  totals: z.object({ referees: z.number().int(), rewarded: z.number().int(), paid: minorUnits }),
});
export type MemberReferral = z.infer<typeof memberReferral>;
