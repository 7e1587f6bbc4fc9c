// Points and the points shop (contract/points-shop.ts, docs/platform-calls.md "Points"): the rules
// (what play earns, the conversion ratio), the goods on offer, a redemption and a conversion with the payment
// password, the member's redeem history. Points are whole numbers; money is minor units as strings.
import { z } from "zod";
import type { Page } from "~contract/answers/common";
import {
  converted,
  goodsItem,
  redemption,
  redemptionPage,
  type Converted,
  type GoodsItem,
  type Redemption,
} from "~contract/answers/points-shop";
import { pointsConvertSchema, type RedemptionStatus } from "~contract/points-shop";
import type { PlatformTransport } from "./transport.server";

// Answer schemas built once, not per call.
const GOODS_LIST = z.array(goodsItem);
/** The rules in force: the valid bet (minor units) earning one point per category, and conversion when open; null when points are not earned. */
const POINTS_RULES = z
  .object({
    version: z.number().int(),
    rates: z.object({ perPoint: z.record(z.string(), z.string()), convert: pointsConvertSchema.optional() }),
  })
  .nullable();
export type PointsRules = z.infer<typeof POINTS_RULES>;

export type RedeemRequest = {
  goodsId: number;
  quantity: number;
  address: string | null;
  paymentPassword: string;
  requestId: string;
};
export type ConvertRequest = { points: number; paymentPassword: string; requestId: string };

export const pointsCalls = {
  /** The points rules page (SPEC §2.6) and the conversion's ratio; public. */
  pointsRules(this: PlatformTransport): Promise<PointsRules> {
    return this.get("/wps/points/rules", POINTS_RULES);
  },

  /** The goods on offer, for everyone (cached like the other public content); `redeemed` is null. */
  goods(this: PlatformTransport): Promise<GoodsItem[]> {
    return this.get("/wps/points/goods", GOODS_LIST);
  },

  /** The same goods with their stock now and what the member holds of each (the per-member limit). */
  memberGoods(this: PlatformTransport, token: string): Promise<GoodsItem[]> {
    return this.get("/wps/member/points/goods", GOODS_LIST, {}, token);
  },

  /** SPEC §7: a redemption checked with the payment password; the same requestId answers the same redemption. */
  redeemGoods(this: PlatformTransport, token: string, body: RedeemRequest): Promise<Redemption> {
    return this.call("POST", "/wps/member/points/redeem", redemption, { body, token });
  },

  /** SPEC §7: points to cash at the rules' ratio, checked with the payment password. */
  convertPoints(this: PlatformTransport, token: string, body: ConvertRequest): Promise<Converted> {
    return this.call("POST", "/wps/member/points/convert", converted, { body, token });
  },

  /** The redeem history, newest first. */
  redemptions(
    this: PlatformTransport,
    token: string,
    query: { pageNo: number; pageSize: number; status?: RedemptionStatus },
  ): Promise<Page<Redemption>> {
    return this.get("/wps/member/points/redemptions", redemptionPage, query, token);
  },
};

export type PointsCalls = typeof pointsCalls;
