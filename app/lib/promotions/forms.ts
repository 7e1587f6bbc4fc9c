// The promotion forms (SPEC §4 join / claim / apply, §5 activity application, a free round), shared by the browser
// (conform's onValidate) and the server (parseWithZod), which stays the authority.
import { z } from "zod";
import { message } from "~/lib/forms/messages";
import { chosenImages } from "~/lib/member/messages";
import {
  APPLICATION_COMMENT_MAX,
  APPLICATION_IMAGES_MAX,
  APPLICATION_IMAGE_BYTES_MAX,
  FREE_ROUNDS_MAX,
  PROMOTION_ACTIONS,
  type PromotionAction,
} from "~contract/promotions";

/** A promotion id as the platform's routes take it. */
export const PROMOTION_ID = /^[A-Za-z0-9_-]{1,64}$/;

export const isPromotionAction = (intent: unknown): intent is PromotionAction =>
  (PROMOTION_ACTIONS as readonly unknown[]).includes(intent);

const ROUND_CONFLICT = "promotions:error.STATE_CONFLICT";

/** A free round as the form names it: the round after the last one the page showed played. */
export const freeRoundSchema = z.object({
  promotionId: z.string().regex(PROMOTION_ID, "promotions:error.NOT_FOUND"),
  // Written by the page, never typed: a broken one is an out-of-date page, answered like the platform's conflict.
  round: z
    .number({ required_error: ROUND_CONFLICT, invalid_type_error: ROUND_CONFLICT })
    .int(ROUND_CONFLICT)
    .min(1, ROUND_CONFLICT)
    .max(FREE_ROUNDS_MAX, ROUND_CONFLICT),
});

const IMAGE_TYPES = new Set(["image/png", "image/jpeg"]);
const acceptable = (file: { size: number; type?: string }) =>
  file.size <= APPLICATION_IMAGE_BYTES_MAX && IMAGE_TYPES.has(file.type ?? "");

const commentRule = message("promotions:apply.commentRule", { max: APPLICATION_COMMENT_MAX });

/** SPEC §5: a comment (optional, as the platform takes it) of at most 140 characters; up to three png or jpg pictures of at most 5 MB each. */
export const applicationSchema = z.object({
  promotionId: z.string().regex(PROMOTION_ID, "promotions:error.NOT_FOUND"),
  comment: z.string().trim().max(APPLICATION_COMMENT_MAX, commentRule).optional(),
  images: z
    .any()
    .optional()
    .refine(
      (value) => chosenImages(value).length <= APPLICATION_IMAGES_MAX,
      message("messages:validation.imageCount", { max: APPLICATION_IMAGES_MAX }),
    )
    .refine((value) => chosenImages(value).every(acceptable), "messages:validation.imageFile"),
});
