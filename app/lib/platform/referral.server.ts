// Invite friends (SPEC §2.6 referral, ADR 0051; docs/platform-calls.md "Referral"): the member's code, the referral
// promotion open now and the friends who registered with the code, with their real figures and statuses.
import { memberReferral, type MemberReferral } from "~contract/answers/referral";
import type { PlatformTransport } from "./transport.server";

export const referralCalls = {
  /** The REFERRAL switch, the code, the promotion and one page of friends (names masked), with the totals paid. */
  referral(
    this: PlatformTransport,
    token: string,
    paging: { pageNo: number; pageSize: number },
  ): Promise<MemberReferral> {
    return this.get("/wps/member/referral", memberReferral, { ...paging, language: this.language }, token);
  },
};

export type ReferralCalls = typeof referralCalls;
