// The points shop's forms (contract/points-shop.ts): redeem an item and convert points to cash, each in
// two steps like the money forms (SPEC §2.6): the first checks the details, the confirmation carries the form's
// requestKey and the payment password (SPEC §7: password-checked redeem and convert). Shared by the browser
// (conform's onValidate) and the server, which stays the authority.
import { z } from "zod";
import { message } from "~/lib/forms/messages";
import { ADDRESS_MAX, POINTS_MAX, REDEEM_QUANTITY_MAX } from "~contract/points-shop";

export const POINTS_INTENTS = ["redeem", "convert"] as const;
export type PointsIntent = (typeof POINTS_INTENTS)[number];
export const POINTS_FORMS: Record<PointsIntent, string> = { redeem: "redeem-form", convert: "convert-form" };

/** /pointMall's screens (?view=): the goods, the redeem history, converting points, the points rules. */
export const POINT_MALL_VIEWS = ["shop", "history", "convert", "rules"] as const;
export type PointMallView = (typeof POINT_MALL_VIEWS)[number];
export const pointMallView = (value: string | null): PointMallView =>
  (POINT_MALL_VIEWS as readonly string[]).includes(value ?? "") ? (value as PointMallView) : "shop";

const trimmed = (value: unknown) => (typeof value === "string" ? value.trim() || undefined : value);
const required = (field: string) => message("member:validation.required", { field: `points:field.${field}` });
const wholeNumber = (field: string, min: number, max: number) =>
  z.preprocess(
    trimmed,
    z
      .string({ required_error: required(field) })
      .regex(/^\d{1,10}$/, message("points:validation.whole", { field: `points:field.${field}` }))
      .transform(Number)
      .pipe(
        z
          .number()
          .min(min, message("points:validation.range", { field: `points:field.${field}`, min, max }))
          .max(max, message("points:validation.range", { field: `points:field.${field}`, min, max })),
      ),
  );

const details = {
  redeem: z.object({
    goodsId: z.preprocess(
      trimmed,
      z.string({ required_error: "points:error.NOT_FOUND" }).regex(/^\d{1,9}$/, "points:error.NOT_FOUND"),
    ),
    quantity: wholeNumber("quantity", 1, REDEEM_QUANTITY_MAX),
    // Required for physical goods: the server knows the item's kind and says so under the field.
    address: z.preprocess(
      trimmed,
      z
        .string()
        .max(ADDRESS_MAX, message("member:validation.tooLong", { field: "points:field.address", max: ADDRESS_MAX }))
        .optional(),
    ),
  }),
  convert: z.object({ points: wholeNumber("points", 1, POINTS_MAX) }),
} satisfies Record<PointsIntent, z.AnyZodObject>;

/** The first step's details; the confirmation also needs the requestKey and the payment password. */
export function pointsSchema(intent: PointsIntent, confirmed: boolean) {
  const first: z.AnyZodObject = details[intent];
  if (!confirmed) return first;
  return first.extend({
    confirmed: z.literal("1"),
    requestKey: z.string().uuid("member:error.formExpired"),
    paymentPassword: z.preprocess(
      trimmed,
      z
        .string({ required_error: message("member:validation.required", { field: "member:field.paymentPassword" }) })
        .max(128),
    ),
  });
}
