// VIP ranking (contract/vip.ts, docs/platform-calls.md "VIP"): the levels table and where the member
// stands in it, in the real figures of the current period.
import { memberVip, vipTable, type MemberVip, type VipTable } from "~contract/answers/vip";
import type { PlatformTransport } from "./transport.server";

export const vipCalls = {
  /** The levels and their benefits; public, null when the operator runs no VIP programme. */
  vipLevels(this: PlatformTransport): Promise<VipTable> {
    return this.get("/wps/vip/levels", vipTable);
  },

  /** The member's level, the period's valid bet and deposits, the next level's thresholds and the bonuses paid. */
  memberVip(this: PlatformTransport, token: string): Promise<MemberVip> {
    return this.get("/wps/member/vip", memberVip, {}, token);
  },
};

export type VipCalls = typeof vipCalls;
