// Joining, claiming and applying (SPEC §4, §5; docs/platform-calls.md "Promotions"): one step, whichever page
// the member pressed it on — the promotions list, a promotion's page or the member centre's reward centre —
// and a free round on the promotion's page (ADR 0047). The platform decides; a refusal comes back in the
// member's words next to the button that asked.
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { data, redirect, type ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { HIDDEN_FIELDS } from "~/lib/auth/account.server";
import { message } from "~/lib/forms/messages";
import { redirectWithNotice } from "~/lib/forms/notice.server";
import { reply } from "~/lib/forms/reply.server";
import { sectionDone, type SectionForm } from "~/lib/member/centre.server";
import { moneyFailure } from "~/lib/member/money.server";
import {
  PlatformError,
  PlatformUnreachableError,
  wps,
  type FreeRound,
  type FreeRounds,
  type WpsClient,
} from "~/lib/platform/client.server";
import { FormReadError, UPLOAD_FILES_MAX, readForm } from "~/lib/security/formData.server";
import { checkForm } from "~/lib/security/security.server";
import { deviceOf } from "~/lib/session/device.server";
import { getSession } from "~/lib/session/session.server";
import { hrefWith, modalHref } from "~/lib/shell/urls";
import { minorUnits } from "~contract/answers/common";
import { formatMinor } from "~contract/money";
import {
  APPLICATION_COMMENT_MAX,
  BIND_FIELDS,
  IDENTITY_KINDS,
  type PromotionAction,
  type PromotionType,
} from "~contract/promotions";
import { SPIN_INTENT } from "./formIds";
import { PROMOTION_ID, applicationSchema, freeRoundSchema, isPromotionAction } from "./forms";

/**
 * What a step answers when it does not go back with a notice: which promotion's button, and the messages to
 * show beside it. A free round answers in place: the spin played, and the member's rounds after it (also after
 * a refusal that says the page is out of date, so the form offers the right round again).
 */
export type PromotionActionData = {
  intent: string;
  promotionId: string;
  result: SubmissionResult<string[]>;
  spin?: FreeRound;
  freeRounds?: FreeRounds;
};

type Failure = { formErrors: string[]; fieldErrors: Record<string, string[]> };

/** The refusals of the promotion calls (docs/platform-calls.md "Promotions") that the member is told as such. */
const SAID = new Set([
  "PROMOTION_NOT_OPEN",
  "NOT_ELIGIBLE",
  "LIMIT_REACHED",
  "IDENTITY_USED",
  "BUDGET_SPENT",
  "ONE_ACTIVE_BONUS",
  "NOTHING_TO_CLAIM",
  "BIND_REQUIRED",
  "NOT_FOUND",
  "DRAW_CLOSED",
  "NO_FREE_ROUNDS",
  "FREE_ROUNDS_EXPIRED",
]);

/** What a refusal's value names (docs/platform-calls.md "Promotions"), when it is one the member can act on. */
const REFUSAL_DETAILS = z.object({
  reason: z.enum(["ENDED", "PAUSED", "NOT_STARTED", "DEPOSIT_PASSED"]).optional(),
  identity: z.enum(IDENTITY_KINDS).optional(),
  field: z.enum(BIND_FIELDS).optional(),
});
/** A lucky draw's entry refused for too little play: the valid bet it needs and the member's since it opened. */
const PLAY_NEEDED = z.object({ needed: minorUnits, have: minorUnits });

/** A promotion call's failure as the form's messages: the application's pictures and comment at their inputs. */
export function promotionFailure(error: unknown): Failure {
  if (error instanceof PlatformError) {
    const details = REFUSAL_DETAILS.safeParse(error.details ?? {});
    const said = details.success ? details.data : {};
    // Why it is not open, which of the member's identities already had it, which contact to bind.
    if (error.code === "PROMOTION_NOT_OPEN" && said.reason)
      return { formErrors: [`promotions:reason.${said.reason}`], fieldErrors: {} };
    if (error.code === "IDENTITY_USED" && said.identity && said.identity !== "member")
      return {
        formErrors: [
          message("promotions:error.IDENTITY_USED_BY", { field: `promotions:terms.identity.${said.identity}` }),
        ],
        fieldErrors: {},
      };
    if (error.code === "BIND_REQUIRED" && said.field)
      return {
        formErrors: [message("promotions:error.BIND_REQUIRED_FIELD", { field: `promotions:bindField.${said.field}` })],
        fieldErrors: {},
      };
    if (error.code === "NOT_ENOUGH_PLAY") {
      const play = PLAY_NEEDED.safeParse(error.details);
      return {
        formErrors: [
          play.success
            ? message("promotions:error.NOT_ENOUGH_PLAY", {
                needed: formatMinor(play.data.needed),
                have: formatMinor(play.data.have),
              })
            : "promotions:reason.NOT_ENOUGH_PLAY",
        ],
        fieldErrors: {},
      };
    }
    if (SAID.has(error.code)) return { formErrors: [`promotions:error.${error.code}`], fieldErrors: {} };
    if (error.code === "PAYLOAD_TOO_LARGE" || (error.code === "VALIDATION" && error.message.startsWith("images")))
      return { formErrors: [], fieldErrors: { images: ["messages:validation.imageFile"] } };
    if (error.code === "VALIDATION" && error.message.startsWith("comment"))
      return {
        formErrors: [],
        fieldErrors: { comment: [message("promotions:apply.commentRule", { max: APPLICATION_COMMENT_MAX })] },
      };
  }
  // The time-out and self-exclusion with their end, a frozen agent, a limit of the address, the platform gone …
  return moneyFailure(error);
}

const statusOf = (error: unknown) =>
  error instanceof PlatformUnreachableError ? 503 : error instanceof PlatformError ? error.status : 500;
const refusal = (failure: Failure): SubmissionResult<string[]> => ({
  status: "error",
  error: { ...(failure.formErrors.length ? { "": failure.formErrors } : {}), ...failure.fieldErrors },
});

export type StepOutcome = { done: string; promotionId: string } | { refused: PromotionActionData; status: number };

/** The promotion's title and type for the notice (a public answer, cached); its id when the platform cannot say. */
function promotionOf(client: WpsClient, promotionId: string): Promise<{ title: string; type: PromotionType | null }> {
  return client.promotion(promotionId).then(
    (promotion) => ({ title: promotion.title, type: promotion.type }),
    () => ({ title: promotionId, type: null }),
  );
}

/** A claim that pays nothing now but gives the member something to do on the page: spins to play, a draw to wait for. */
const CLAIMED_FOR_LATER: Partial<Record<PromotionType, string>> = {
  freeRounds: "promotions:done.freeRounds",
  luckyDraw: "promotions:done.luckyDraw",
};

/** What a claim paid: the amount, and whether it was a rebate (straight to the main wallet) or a grant. */
type Paid = { amount: string; rebate: boolean };

/** What a step did, in words: a claim names the amount the platform paid. */
async function doneText(
  client: WpsClient,
  intent: PromotionAction,
  promotionId: string,
  paid: Paid | null,
): Promise<string> {
  const { title, type } = await promotionOf(client, promotionId);
  const later = type && intent === "claim" ? CLAIMED_FOR_LATER[type] : undefined;
  if (later) return message(later, { title });
  if (paid && BigInt(paid.amount) > 0n)
    return message(paid.rebate ? "promotions:done.rebate" : "promotions:done.claimPaid", {
      title,
      amount: formatMinor(paid.amount),
    });
  return message(`promotions:done.${intent}`, { title });
}

/** The application (SPEC §5): its comment and pictures go on as the member sent them; the platform checks their bytes. */
async function apply(client: WpsClient, token: string, form: FormData): Promise<StepOutcome> {
  const submission = parseWithZod(form, { schema: applicationSchema });
  const hideFields = [...HIDDEN_FIELDS, "images"];
  const promotionId = String(form.get("promotionId") ?? "");
  if (submission.status !== "success")
    return { refused: { intent: "apply", promotionId, result: reply(submission, { hideFields }) }, status: 400 };
  const application = new FormData();
  application.set("comment", submission.value.comment ?? "");
  // An empty file input sends one empty part, which is no picture.
  for (const image of form.getAll("images"))
    if (image instanceof File && image.size > 0) application.append("images", image, image.name || "image");
  try {
    await client.applyPromotion(token, submission.value.promotionId, application);
  } catch (error) {
    return {
      refused: { intent: "apply", promotionId, result: reply(submission, { ...promotionFailure(error), hideFields }) },
      status: statusOf(error),
    };
  }
  return { done: await doneText(client, "apply", promotionId, null), promotionId };
}

/** The refusals of a free round that mean the page showed the rounds as they no longer are. */
const OUT_OF_DATE = new Set(["STATE_CONFLICT", "NO_FREE_ROUNDS", "FREE_ROUNDS_EXPIRED"]);
const ROUND_CONFLICT = "promotions:error.STATE_CONFLICT";

/** A free round's refusal: the conflict of an out-of-date page in the spin's own words, the rest as any step's. */
function spinFailure(error: unknown): Failure {
  if (error instanceof PlatformError && error.code === "STATE_CONFLICT")
    return { formErrors: [ROUND_CONFLICT], fieldErrors: {} };
  // Play refusals of responsible play beyond the time-out and self-exclusion (ADR 0034).
  if (error instanceof PlatformError && (error.code === "SESSION_LIMIT" || error.code === "REALITY_CHECK_DUE"))
    return { formErrors: [`care:error.${error.code}`], fieldErrors: {} };
  return promotionFailure(error);
}

/**
 * A free round (ADR 0047): the round the page offered, answered in place with its result — not a redirect, so
 * the page shows the spin whether it came by a fetcher or as a whole page. A resent form answers the same round.
 */
async function spin(client: WpsClient, token: string, form: FormData) {
  const submission = parseWithZod(form, { schema: freeRoundSchema });
  const promotionId = String(form.get("promotionId") ?? "");
  // The round is the page's own hidden field: a broken one is said beside the button, as an out-of-date page.
  if (submission.status !== "success")
    return data<PromotionActionData>(
      {
        intent: SPIN_INTENT,
        promotionId,
        result: reply(submission, { formErrors: [ROUND_CONFLICT], fieldErrors: {} }),
      },
      { status: 400 },
    );
  try {
    const played = await client.playFreeRound(token, submission.value.promotionId, submission.value.round);
    return data<PromotionActionData>({
      intent: SPIN_INTENT,
      promotionId,
      result: reply(submission),
      spin: played.spin,
      freeRounds: played.freeRounds,
    });
  } catch (error) {
    // A refused action does not reload the page's data in the browser: the rounds as they are now come with it.
    const current =
      error instanceof PlatformError && OUT_OF_DATE.has(error.code)
        ? await client.freeRounds(token, submission.value.promotionId).catch(() => null)
        : null;
    const refused: PromotionActionData = {
      intent: SPIN_INTENT,
      promotionId,
      result: reply(submission, spinFailure(error)),
      ...(current ? { freeRounds: current } : {}),
    };
    return data<PromotionActionData>(refused, { status: statusOf(error) });
  }
}

/** Join, claim or apply, by the pressed button's intent, for the promotion the form names. */
export async function promotionStep(
  client: WpsClient,
  token: string,
  form: FormData,
  device: string | null,
): Promise<StepOutcome> {
  const intent = String(form.get("intent") ?? "");
  const promotionId = String(form.get("promotionId") ?? "");
  if (!isPromotionAction(intent) || !PROMOTION_ID.test(promotionId)) {
    return {
      refused: {
        intent,
        promotionId,
        result: refusal({ formErrors: ["promotions:error.NOT_FOUND"], fieldErrors: {} }),
      },
      status: 400,
    };
  }
  if (intent === "apply") return apply(client, token, form);
  try {
    let paid: Paid | null = null;
    if (intent === "join") await client.joinPromotion(token, promotionId);
    else {
      const claimed = await client.claimPromotion(token, promotionId, device);
      // A rebate's standing carries what is claimable; a grant's does not.
      paid = { amount: claimed.amount, rebate: claimed.status !== null && claimed.status.claimable !== null };
    }
    return { done: await doneText(client, intent, promotionId, paid), promotionId };
  } catch (error) {
    return { refused: { intent, promotionId, result: refusal(promotionFailure(error)) }, status: statusOf(error) };
  }
}

const formError = (intent: string, promotionId: string, text: string): PromotionActionData => ({
  intent,
  promotionId,
  result: { status: "error", error: { "": [text] } },
});

/**
 * The promotion pages' action (/promotions, /promotions/:id, /promoDetail). A visitor is asked to log in and a
 * trial member gets the warning (SPEC §4 "Protected actions", §6); a member's step that worked goes back to the
 * page with what it did — on the list, to the promotion's card (#id) — and a refusal is shown beside its button.
 * A free round answers on the page itself, with the spin.
 */
export async function promotionPageAction({ request, context }: ActionFunctionArgs) {
  const url = new URL(request.url);
  url.searchParams.delete("index");
  const place = { pathname: url.pathname, search: url.search };
  const session = await getSession(request);
  const member = session.get("member");
  const token = session.get("token");
  if (!member || !token) return redirect(modalHref(place, "login"));
  if (member.isTrial) return redirect(modalHref(place, "needTrueAccount"));
  let form: FormData;
  try {
    form = await readForm(request);
  } catch (error) {
    if (!(error instanceof FormReadError)) throw error;
    const promotionId = error.fields.promotionId ?? "";
    if (error.failure !== "malformed" && error.fields.intent === "apply") {
      const text =
        error.failure === "tooManyFiles"
          ? message("messages:validation.imageCount", { max: UPLOAD_FILES_MAX })
          : "messages:validation.imageFile";
      return data<PromotionActionData>(
        { intent: "apply", promotionId, result: { status: "error", error: { images: [text] } } },
        { status: 413 },
      );
    }
    return data<PromotionActionData>(formError(error.fields.intent ?? "", promotionId, "member:error.formUnreadable"), {
      status: 400,
    });
  }
  if ((await checkForm(form, request.headers, { publicForm: false })) !== "ok") {
    return data<PromotionActionData>(
      formError(String(form.get("intent") ?? ""), String(form.get("promotionId") ?? ""), "member:error.formExpired"),
      { status: 403 },
    );
  }
  if (form.get("intent") === SPIN_INTENT) return spin(wps(request, context), token, form);
  const outcome = await promotionStep(wps(request, context), token, form, await deviceOf(request));
  if ("refused" in outcome) return data<PromotionActionData>(outcome.refused, { status: outcome.status });
  // A promotion's page drops its application form; the list shows the card the step was for.
  const detailPage = url.pathname !== "/promotions" || url.searchParams.has("id");
  const back = hrefWith(place, { apply: null });
  return redirectWithNotice(
    detailPage ? back : `${back}#${encodeURIComponent(outcome.promotionId)}`,
    outcome.done,
    outcome.promotionId,
  );
}

/** A member-centre section's join and claim forms (reward centre, betting bonus): the same step, its notice in the centre. */
export function promotionSectionForms(intents: readonly ("join" | "claim")[]): SectionForm[] {
  return intents.map((intent) => ({
    intent,
    async run(ctx) {
      const outcome = await promotionStep(ctx.client, ctx.token, ctx.form, await deviceOf(ctx.request));
      return "refused" in outcome
        ? data<PromotionActionData>(outcome.refused, { status: outcome.status })
        : sectionDone(ctx, outcome.done);
    },
  }));
}
