// Promotions that pay (docs/platform-calls.md "Promotions", ADR 0046, SPEC §2.6, §4): where the member stands
// with each promotion, joining, claiming and applying, the bonuses with their wagering and the bets each
// counted, and the rebates accrued. Each needs the member's token; amounts are strings of minor units.
import { z } from "zod";
import { pageOf, type Page } from "~contract/answers/common";
import {
  application,
  bonusBet,
  bonusSummary,
  claimed as CLAIMED,
  memberPromotion,
  rebate,
  type Application,
  type BonusBet,
  type BonusSummary,
  type Claimed,
  type MemberPromotion,
  type Rebate,
} from "~contract/answers/promotions";
export type { Claimed };
import type { PlatformTransport } from "./transport.server";

// Answer schemas built once, not per call.
const MEMBER_PROMOTION_LIST = z.array(memberPromotion);
/** The member's standing after a step; null once the promotion no longer shows for the member. */
const STANDING_AFTER = memberPromotion.nullable();
const BONUS_BET_PAGE = pageOf(bonusBet);
const REBATE_LIST = z.array(rebate);

type Paging = { pageNo: number; pageSize: number };
const promotionPath = (id: string, step: "join" | "claim" | "apply") => `/wps/member/promotions/${encodeURIComponent(id)}/${step}`;

export const promotionCalls = {
  /** SPEC §4: the member's status and action for every promotion the member can see. */
  memberPromotions(this: PlatformTransport, token: string): Promise<MemberPromotion[]> {
    return this.get("/wps/member/promotions", MEMBER_PROMOTION_LIST, {}, token);
  },

  joinPromotion(this: PlatformTransport, token: string, promotionId: string): Promise<MemberPromotion | null> {
    return this.call("POST", promotionPath(promotionId, "join"), STANDING_AFTER, { body: {}, token });
  },

  /** A claim-mode grant, or a rebate's accrued amount paid now; a repeated claim answers the same grant. */
  claimPromotion(this: PlatformTransport, token: string, promotionId: string): Promise<Claimed> {
    return this.call("POST", promotionPath(promotionId, "claim"), CLAIMED, { body: {}, token });
  },

  /** Multipart (SPEC §5): `comment` and up to three pictures `images`, as the member sent them; the platform checks them by their bytes. */
  applyPromotion(this: PlatformTransport, token: string, promotionId: string, form: FormData): Promise<Application> {
    return this.call("POST", promotionPath(promotionId, "apply"), application, { body: form, token });
  },

  /** The held bonus balance and a page of the member's bonuses, newest first. */
  bonuses(this: PlatformTransport, token: string, query: Paging): Promise<BonusSummary> {
    return this.get("/wps/member/bonuses", bonusSummary, query, token);
  },

  /** The bets a bonus's wagering saw: each counted, or left out with its reason. */
  bonusBets(this: PlatformTransport, token: string, bonusId: number, query: Paging): Promise<Page<BonusBet>> {
    return this.get(`/wps/member/bonuses/${bonusId}/bets`, BONUS_BET_PAGE, query, token);
  },

  /** Per rebate promotion: what has accrued since the last claim, per category. */
  rebates(this: PlatformTransport, token: string): Promise<Rebate[]> {
    return this.get("/wps/member/rebates", REBATE_LIST, {}, token);
  },
};

export type PromotionCalls = typeof promotionCalls;
