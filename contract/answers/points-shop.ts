// What the points shop calls answer (contract/points-shop.ts): the goods on offer, the member's
// redemptions, a conversion. Points are whole numbers; money is minor units as strings.
import { z } from "zod";
import { minorUnits, pageOf } from "./common.js";
import { GOODS_ART, GOODS_KINDS, REDEMPTION_STATUSES } from "../points-shop.js";

const names = z.object({ TY: z.string(), EN: z.string() });

/** An item on offer (GET /wps/points/goods; with the member's token GET /wps/member/points/goods adds `redeemed`). */
export const goodsItem = z.object({
  id: z.number().int(),
  name: names,
  kind: z.enum(GOODS_KINDS),
  art: z.enum(GOODS_ART),
  points: z.number().int(),
  value: minorUnits.nullable(),
  stock: z.number().int(),
  perMember: z.number().int(),
  /** How many the member holds in process or approved; null on the public list. */
  redeemed: z.number().int().nullable(),
  /**
   * What the member may do with it now (ADR 0060): redeem up to `max`, or why not (out of stock, its limit had,
   * too few points); null on the public list. The page's hint and its button both read it.
   */
  standing: z
    .object({
      action: z.enum(["redeem"]).nullable(),
      reason: z.enum(["OUT_OF_STOCK", "LIMIT_REACHED", "NOT_ENOUGH_POINTS"]).nullable(),
      max: z.number().int(),
    })
    .nullable()
    .default(null),
});
export type GoodsItem = z.infer<typeof goodsItem>;

/** A redemption (the member's redeem history, the operator's queue). */
export const redemption = z.object({
  id: z.number().int(),
  goodsId: z.number().int(),
  name: names,
  kind: z.enum(GOODS_KINDS),
  quantity: z.number().int(),
  /** Points taken for it (price × quantity); returned when rejected. */
  points: z.number().int(),
  /** A voucher's cash paid on approval (value × quantity); null for physical goods. */
  value: minorUnits.nullable(),
  status: z.enum(REDEMPTION_STATUSES),
  address: z.string().nullable(),
  remark: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type Redemption = z.infer<typeof redemption>;
export const redemptionPage = pageOf(redemption);

/** A conversion: points taken, cash paid to the main wallet. */
export const converted = z.object({ points: z.number().int(), amount: minorUnits });
export type Converted = z.infer<typeof converted>;
