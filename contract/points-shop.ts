// The points shop (SPEC §2.1 /pointMall, §3, §4, §7): goods the operator stocks, bought with points
// and the payment password, decided by the operator; and points converted to cash at the operator's ratio.
import { z } from "zod";

/** Physical goods are shipped to the member's address; a cash voucher pays its value to the main wallet once approved. */
export const GOODS_KINDS = ["physical", "voucher"] as const;
/** The pictures the site draws itself (SVG) for goods; the operator picks one per item. */
export const GOODS_ART = ["phone", "headphones", "watch", "shirt", "voucher", "gift"] as const;
/** SPEC §4: a redemption is in process until the operator approves or rejects it; a rejected one returns its points. */
export const REDEMPTION_STATUSES = ["in_process", "rejected", "approved"] as const;
export type RedemptionStatus = (typeof REDEMPTION_STATUSES)[number];

export const GOODS_NAME_MAX = 60;
export const ADDRESS_MIN = 10;
export const ADDRESS_MAX = 200;
export const REMARK_MAX = 200;
/** At most this many of one item in one redemption. */
export const REDEEM_QUANTITY_MAX = 10;
/** A price, a stock or a conversion in points: whole points, well inside a JavaScript number. */
export const POINTS_MAX = 1_000_000_000;

const minorPositive = z
  .string()
  .trim()
  .regex(/^\d{1,15}$/, "a string of 1 to 15 digits (minor units)")
  // Judged only once the digits are there: the regex's issue stands for anything else (a refine runs after it fails too).
  .refine((m) => !/^\d{1,15}$/.test(m) || BigInt(m) > 0n, "more than 0");
const goodsName = z.string().trim().min(1).max(GOODS_NAME_MAX);

/** An item as the operator writes it (POST /ops/points/goods; PUT replaces it whole). */
export const goodsSchema = z
  .object({
    /** The item's name in each site language. */
    name: z.object({ TY: goodsName, EN: goodsName }),
    kind: z.enum(GOODS_KINDS),
    art: z.enum(GOODS_ART),
    /** The price of one, in whole points. */
    points: z.number().int().min(1).max(POINTS_MAX),
    /** A voucher's cash value (minor units), paid to the main wallet on approval; null for physical goods. */
    value: minorPositive.nullable().default(null),
    /** How many are left to redeem; never below 0 (redemptions in process hold theirs). */
    stock: z.number().int().min(0).max(1_000_000),
    /** How many one member may hold, in process or approved (rejected ones do not count). */
    perMember: z.number().int().min(1).max(1_000),
    sequence: z.number().int().min(0).max(10_000).default(0),
    /** A hidden item is not offered; redemptions of it are still decided. */
    active: z.boolean().default(true),
  })
  .superRefine((g, ctx) => {
    if (g.kind === "voucher" && g.value === null)
      ctx.addIssue({ code: "custom", path: ["value"], message: "a voucher needs its cash value" });
    if (g.kind === "physical" && g.value !== null)
      ctx.addIssue({ code: "custom", path: ["value"], message: "physical goods have no cash value" });
  });
export type GoodsInput = z.infer<typeof goodsSchema>;

/** Converting points to cash (part of the points rules, `convert` in pointsRatesSchema): minor units paid per point, and the fewest points one conversion takes. */
export const pointsConvertSchema = z.object({
  cashPerPoint: minorPositive,
  minPoints: z.number().int().min(1).max(POINTS_MAX),
});
export type PointsConvert = z.infer<typeof pointsConvertSchema>;

/** The member's redeem (POST /wps/member/points/redeem): checked with the payment password; requestId makes a resend answer the same redemption. */
export const redeemRequestSchema = z.object({
  goodsId: z.number().int().positive(),
  quantity: z.number().int().min(1).max(REDEEM_QUANTITY_MAX),
  /** Required for physical goods, ignored for vouchers. */
  address: z.string().trim().max(ADDRESS_MAX).nullable().default(null),
  paymentPassword: z.string().min(1).max(64),
  requestId: z.string().uuid(),
});

/** The member's conversion (POST /wps/member/points/convert): whole points, at least the rules' minPoints. */
export const convertRequestSchema = z.object({
  points: z.number().int().min(1).max(POINTS_MAX),
  paymentPassword: z.string().min(1).max(64),
  requestId: z.string().uuid(),
});

/** The operator's decision (POST /ops/points/redemptions/:id/approve | reject); a rejection says why. */
export const redemptionDecisionSchema = z.object({ remark: z.string().trim().max(REMARK_MAX).default("") });
