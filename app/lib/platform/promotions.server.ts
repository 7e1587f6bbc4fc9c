// Promotions that pay (docs/platform-calls.md "Promotions", ADR 0046, 0047, SPEC §2.6, §4): where the member
// stands with each promotion, joining, claiming and applying, the bonuses with their wagering and the bets each
// counted, the rebates accrued, free rounds and lucky draws. Each needs the member's token but a lucky draw's
// public view; amounts are strings of minor units.
import { z } from "zod";
import { DEVICE_HEADER } from "~contract/device";
import { pageOf, type Page } from "~contract/answers/common";
import {
  application,
  availablePromotions,
  bonusBet,
  bonusSummary,
  claimed as CLAIMED,
  freeRoundPlayed,
  freeRounds as FREE_ROUNDS,
  luckyDraw as LUCKY_DRAW,
  memberPromotion,
  rebate,
  type Application,
  type AvailablePromotions,
  type BonusBet,
  type BonusSummary,
  type Claimed,
  type FreeRoundPlayed,
  type FreeRounds,
  type LuckyDraw,
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
/** Null until the member has claimed the promotion's rounds. */
const FREE_ROUNDS_OR_NONE = FREE_ROUNDS.nullable();

type Paging = { pageNo: number; pageSize: number };
const promotionPath = (id: string, step: "join" | "claim" | "apply" | "free-rounds") =>
  `/wps/member/promotions/${encodeURIComponent(id)}/${step}`;

export const promotionCalls = {
  /** SPEC §3: how many promotions offer the member a step now, and the REFERRAL entry's switch. */
  availablePromotions(this: PlatformTransport, token: string): Promise<AvailablePromotions> {
    return this.get("/wps/member/promotions/available", availablePromotions, {}, token);
  },

  /** SPEC §4: the member's status and action for every promotion the member can see. */
  memberPromotions(this: PlatformTransport, token: string): Promise<MemberPromotion[]> {
    return this.get("/wps/member/promotions", MEMBER_PROMOTION_LIST, {}, token);
  },

  joinPromotion(this: PlatformTransport, token: string, promotionId: string): Promise<MemberPromotion | null> {
    return this.call("POST", promotionPath(promotionId, "join"), STANDING_AFTER, { body: {}, token });
  },

  /** A claim-mode grant, or a rebate's accrued amount paid now; a repeated claim answers the same grant. */
  claimPromotion(
    this: PlatformTransport,
    token: string,
    promotionId: string,
    device: string | null = null,
  ): Promise<Claimed> {
    // The browser's device name (ADR 0047): one device claims a promotion once.
    return this.call("POST", promotionPath(promotionId, "claim"), CLAIMED, {
      body: {},
      token,
      headers: device ? { [DEVICE_HEADER]: device } : {},
    });
  },

  /** Multipart (SPEC §5): `comment` and up to three pictures `images`, as the member sent them; the platform checks them by their bytes. */
  applyPromotion(this: PlatformTransport, token: string, promotionId: string, form: FormData): Promise<Application> {
    return this.call("POST", promotionPath(promotionId, "apply"), application, { body: form, token });
  },

  /** The held bonus balance and a page of the member's bonuses, newest first. */
  bonuses(this: PlatformTransport, token: string, query: Paging): Promise<BonusSummary> {
    return this.get("/wps/member/bonuses", bonusSummary, { ...query, language: this.language }, token);
  },

  /** The bets a bonus's wagering saw: each counted, or left out with its reason. */
  bonusBets(this: PlatformTransport, token: string, bonusId: number, query: Paging): Promise<Page<BonusBet>> {
    return this.get(`/wps/member/bonuses/${bonusId}/bets`, BONUS_BET_PAGE, query, token);
  },

  /** Per rebate promotion: what has accrued since the last claim, per category. */
  rebates(this: PlatformTransport, token: string): Promise<Rebate[]> {
    return this.get("/wps/member/rebates", REBATE_LIST, { language: this.language }, token);
  },

  /** The member's free rounds of one promotion (ADR 0047): each spin played with its proof; null before the claim. */
  freeRounds(this: PlatformTransport, token: string, promotionId: string): Promise<FreeRounds | null> {
    return this.get(promotionPath(promotionId, "free-rounds"), FREE_ROUNDS_OR_NONE, {}, token);
  },

  /**
   * Plays round `round` (the next one as the member's page saw it). A resent form answers that round again;
   * another number is STATE_CONFLICT.
   */
  playFreeRound(this: PlatformTransport, token: string, promotionId: string, round: number): Promise<FreeRoundPlayed> {
    return this.call("POST", promotionPath(promotionId, "free-rounds"), freeRoundPlayed, { body: { round }, token });
  },

  /**
   * A lucky draw as anyone sees it: its committed seed hash, the prizes, after the draw the seed and the winners.
   * Outside /wps/promotions/ on purpose: the entries change with every claim, so it is never in the public cache.
   */
  luckyDraw(this: PlatformTransport, promotionId: string): Promise<LuckyDraw> {
    return this.get(`/wps/lucky-draws/${encodeURIComponent(promotionId)}`, LUCKY_DRAW);
  },

  /** The same, with the member's own entry (`mine`). */
  memberLuckyDraw(this: PlatformTransport, token: string, promotionId: string): Promise<LuckyDraw> {
    return this.get(`/wps/member/lucky-draws/${encodeURIComponent(promotionId)}`, LUCKY_DRAW, {}, token);
  },
};

export type PromotionCalls = typeof promotionCalls;
