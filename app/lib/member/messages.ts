// The feedback form's rules (SPEC §5), shared by the browser and the server: a question type must be
// chosen, the content has bounds, and up to three png or jpg pictures of at most 5 MB each.
import { z } from "zod";
import { message } from "~/lib/forms/messages";
import { FEEDBACK_CONTENT, FEEDBACK_IMAGES, QUESTION_TYPES } from "~contract/messages";

export const MESSAGE_FORMS = { feedback: "feedback-form" } as const;
export const MESSAGE_PAGE_SIZE = 10;
export const FEEDBACK_PAGE_SIZE = 5;

type FileLike = { size: number; type?: string };
const isFile = (value: unknown): value is FileLike => typeof value === "object" && value !== null && "size" in value;
/** The chosen pictures: an empty file input sends one empty part, which is no picture. */
export const chosenImages = (value: unknown): FileLike[] =>
  (Array.isArray(value) ? value : [value]).filter(isFile).filter((file) => file.size > 0);
const acceptable = (file: FileLike) =>
  file.size <= FEEDBACK_IMAGES.maxBytes && (FEEDBACK_IMAGES.types as readonly string[]).includes(file.type ?? "");

export const feedbackSchema = z.object({
  questionType: z.enum(QUESTION_TYPES, { errorMap: () => ({ message: "messages:validation.questionType" }) }),
  content: z
    .string({
      required_error: message("messages:validation.content", { min: FEEDBACK_CONTENT.min, max: FEEDBACK_CONTENT.max }),
    })
    .trim()
    .min(
      FEEDBACK_CONTENT.min,
      message("messages:validation.content", { min: FEEDBACK_CONTENT.min, max: FEEDBACK_CONTENT.max }),
    )
    .max(
      FEEDBACK_CONTENT.max,
      message("messages:validation.content", { min: FEEDBACK_CONTENT.min, max: FEEDBACK_CONTENT.max }),
    ),
  images: z
    .any()
    .optional()
    .refine(
      (value) => chosenImages(value).length <= FEEDBACK_IMAGES.max,
      message("messages:validation.imageCount", { max: FEEDBACK_IMAGES.max }),
    )
    .refine((value) => chosenImages(value).every(acceptable), "messages:validation.imageFile"),
});
