// What the VIP calls answer (contract/vip.ts): the levels table, and where a member stands.
import { z } from "zod";
import { minorUnits } from "./common.js";
import { VIP_BONUS_KINDS } from "../vip.js";

export const vipLevel = z.object({
  rankLevel: z.number().int(),
  name: z.object({ TY: z.string(), EN: z.string() }),
  color: z.string(),
  color2: z.string(),
  validBet: minorUnits,
  deposits: minorUnits,
  keepValidBet: minorUnits,
  upgradeBonus: minorUnits,
  birthdayBonus: minorUnits,
  weeklyBonus: minorUnits,
  monthlyBonus: minorUnits,
  withdrawalsPerDay: z.number().int().nullable(),
  rebateRates: z.record(z.string(), z.number().int()),
});
export type VipLevelView = z.infer<typeof vipLevel>;

/** GET /wps/vip/levels: the table in force; null when the operator has set none (no VIP programme). */
export const vipTable = z
  .object({ version: z.number().int(), periodDays: z.number().int(), levels: z.array(vipLevel) })
  .nullable();
export type VipTable = z.infer<typeof vipTable>;

/** GET /wps/member/vip: the member's level and the real figures of the current period; null without a VIP table. */
export const memberVip = z
  .object({
    rankLevel: z.number().int(),
    /** When the member reached (or last kept) this level. */
    since: z.string(),
    /** When the keep check next looks at the period's valid bet; null at level 1 (nothing to lose). */
    keepCheckAt: z.string().nullable(),
    /** The period the figures cover, ending now. */
    period: z.object({ from: z.string(), validBet: minorUnits, deposits: minorUnits }),
    /** The next level's thresholds; null at the top. */
    next: z.object({ rankLevel: z.number().int(), validBet: minorUnits, deposits: minorUnits }).nullable(),
    /** VIP bonuses paid to the member, newest first (at most 20). */
    bonuses: z.array(
      z.object({ rankLevel: z.number().int(), kind: z.enum(VIP_BONUS_KINDS), amount: minorUnits, paidAt: z.string() }),
    ),
  })
  .nullable();
export type MemberVip = z.infer<typeof memberVip>;
