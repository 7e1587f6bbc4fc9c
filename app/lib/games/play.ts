import { z } from "zod";
import { parseAmount } from "~contract/money";
import { message } from "../forms/messages";

// The amount form of a transfer-mode game (ADR 0014), checked alike in the browser and on the server.
export const LAUNCH_TRANSFER_FORM = "launch-transfer";

export const launchTransferSchema = z.object({
  amount: z.preprocess(
    (value) => (typeof value === "string" ? value.trim() || undefined : value),
    z
      .string({ required_error: message("member:validation.required", { field: "member:field.amount" }) })
      .max(24)
      // 0 is allowed: it opens the game with what its wallet already holds.
      .refine((value) => parseAmount(value) !== null, "games:launch.transfer.amountInvalid"),
  ),
  requestKey: z.string().regex(/^[A-Za-z0-9_-]{8,80}$/, "member:error.formExpired"),
});

/** The refusals of the member's own responsible-play choices (ADR 0029, 0034): the screen links to the care page. */
export const CARE_REFUSALS: readonly string[] = ["TIMED_OUT", "SELF_EXCLUDED", "LOSS_LIMIT", "SESSION_LIMIT"];

/** The reality check's "continue" form on /game (ADR 0034). */
export const REALITY_ACK_INTENT = "realityAck";
