// Joining, claiming and applying (SPEC §4, §5; docs/platform-calls.md "Promotions"): one step, whichever page
// the member pressed it on — the promotions list, a promotion's page or the member centre's reward centre.
// The platform decides; a refusal comes back in the member's words next to the button that asked.
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { data, redirect, type ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { HIDDEN_FIELDS } from "~/lib/auth/account.server";
import { message } from "~/lib/forms/messages";
import { redirectWithNotice, reply, sectionDone, type SectionForm } from "~/lib/member/centre.server";
import { moneyFailure } from "~/lib/member/money.server";
import { PlatformError, PlatformUnreachableError, wps, type WpsClient } from "~/lib/platform/client.server";
import { FormReadError, UPLOAD_FILES_MAX, readForm } from "~/lib/security/formData.server";
import { checkForm } from "~/lib/security/security.server";
import { getSession } from "~/lib/session/session.server";
import { hrefWith, modalHref } from "~/lib/shell/urls";
import { formatMinor } from "~contract/money";
import { APPLICATION_COMMENT_MAX, BIND_FIELDS, IDENTITY_KINDS, type PromotionAction } from "~contract/promotions";
import { PROMOTION_ID, applicationSchema, isPromotionAction } from "./forms";

/** What a refused step answers: which promotion's button, and the messages to show beside it. */
export type PromotionActionData = { intent: string; promotionId: string; result: SubmissionResult<string[]> };

type Failure = { formErrors: string[]; fieldErrors: Record<string, string[]> };

/** The refusals of the promotion calls (docs/platform-calls.md "Promotions") that the member is told as such. */
const SAID = new Set(["PROMOTION_NOT_OPEN", "NOT_ELIGIBLE", "LIMIT_REACHED", "IDENTITY_USED", "BUDGET_SPENT", "ONE_ACTIVE_BONUS", "NOTHING_TO_CLAIM", "BIND_REQUIRED", "NOT_FOUND"]);

/** What a refusal's value names (docs/platform-calls.md "Promotions"), when it is one the member can act on. */
const REFUSAL_DETAILS = z.object({ reason: z.enum(["ENDED", "PAUSED", "NOT_STARTED"]).optional(), identity: z.enum(IDENTITY_KINDS).optional(), field: z.enum(BIND_FIELDS).optional() });

/** A promotion call's failure as the form's messages: the application's pictures and comment at their inputs. */
export function promotionFailure(error: unknown): Failure {
  if (error instanceof PlatformError) {
    const details = REFUSAL_DETAILS.safeParse(error.details ?? {});
    const said = details.success ? details.data : {};
    // Why it is not open, which of the member's identities already had it, which contact to bind.
    if (error.code === "PROMOTION_NOT_OPEN" && said.reason) return { formErrors: [`promotions:reason.${said.reason}`], fieldErrors: {} };
    if (error.code === "IDENTITY_USED" && said.identity && said.identity !== "member")
      return { formErrors: [message("promotions:error.IDENTITY_USED_BY", { field: `promotions:terms.identity.${said.identity}` })], fieldErrors: {} };
    if (error.code === "BIND_REQUIRED" && said.field) return { formErrors: [message("promotions:error.BIND_REQUIRED_FIELD", { field: `promotions:bindField.${said.field}` })], fieldErrors: {} };
    if (SAID.has(error.code)) return { formErrors: [`promotions:error.${error.code}`], fieldErrors: {} };
    if (error.code === "PAYLOAD_TOO_LARGE" || (error.code === "VALIDATION" && error.message.startsWith("images"))) return { formErrors: [], fieldErrors: { images: ["messages:validation.imageFile"] } };
    if (error.code === "VALIDATION" && error.message.startsWith("comment")) return { formErrors: [], fieldErrors: { comment: [message("promotions:apply.commentRule", { max: APPLICATION_COMMENT_MAX })] } };
  }
  // The time-out and self-exclusion with their end, a frozen agent, a limit of the address, the platform gone …
  return moneyFailure(error);
}

const statusOf = (error: unknown) => (error instanceof PlatformUnreachableError ? 503 : error instanceof PlatformError ? error.status : 500);
const refusal = (failure: Failure): SubmissionResult<string[]> => ({
  status: "error",
  error: { ...(failure.formErrors.length ? { "": failure.formErrors } : {}), ...failure.fieldErrors },
});

export type StepOutcome = { done: string; promotionId: string } | { refused: PromotionActionData; status: number };

/** The promotion's title for the notice (a public answer, cached); its id when the platform cannot say. */
function titleOf(client: WpsClient, promotionId: string): Promise<string> {
  return client.promotion(promotionId).then(
    (promotion) => promotion.title,
    () => promotionId,
  );
}

/** What a claim paid: the amount, and whether it was a rebate (straight to the main wallet) or a grant. */
type Paid = { amount: string; rebate: boolean };

/** What a step did, in words: a claim names the amount the platform paid. */
async function doneText(client: WpsClient, intent: PromotionAction, promotionId: string, paid: Paid | null): Promise<string> {
  const title = await titleOf(client, promotionId);
  if (paid && BigInt(paid.amount) > 0n) return message(paid.rebate ? "promotions:done.rebate" : "promotions:done.claimPaid", { title, amount: formatMinor(paid.amount) });
  return message(`promotions:done.${intent}`, { title });
}

/** The application (SPEC §5): its comment and pictures go on as the member sent them; the platform checks their bytes. */
async function apply(client: WpsClient, token: string, form: FormData): Promise<StepOutcome> {
  const submission = parseWithZod(form, { schema: applicationSchema });
  const hideFields = [...HIDDEN_FIELDS, "images"];
  const promotionId = String(form.get("promotionId") ?? "");
  if (submission.status !== "success") return { refused: { intent: "apply", promotionId, result: reply(submission, { hideFields }) }, status: 400 };
  const application = new FormData();
  application.set("comment", submission.value.comment ?? "");
  // An empty file input sends one empty part, which is no picture.
  for (const image of form.getAll("images")) if (image instanceof File && image.size > 0) application.append("images", image, image.name || "image");
  try {
    await client.applyPromotion(token, submission.value.promotionId, application);
  } catch (error) {
    return { refused: { intent: "apply", promotionId, result: reply(submission, { ...promotionFailure(error), hideFields }) }, status: statusOf(error) };
  }
  return { done: await doneText(client, "apply", promotionId, null), promotionId };
}

/** Join, claim or apply, by the pressed button's intent, for the promotion the form names. */
export async function promotionStep(client: WpsClient, token: string, form: FormData): Promise<StepOutcome> {
  const intent = String(form.get("intent") ?? "");
  const promotionId = String(form.get("promotionId") ?? "");
  if (!isPromotionAction(intent) || !PROMOTION_ID.test(promotionId)) {
    return { refused: { intent, promotionId, result: refusal({ formErrors: ["promotions:error.NOT_FOUND"], fieldErrors: {} }) }, status: 400 };
  }
  if (intent === "apply") return apply(client, token, form);
  try {
    let paid: Paid | null = null;
    if (intent === "join") await client.joinPromotion(token, promotionId);
    else {
      const claimed = await client.claimPromotion(token, promotionId);
      // A rebate's standing carries what is claimable; a grant's does not.
      paid = { amount: claimed.amount, rebate: claimed.status !== null && claimed.status.claimable !== null };
    }
    return { done: await doneText(client, intent, promotionId, paid), promotionId };
  } catch (error) {
    return { refused: { intent, promotionId, result: refusal(promotionFailure(error)) }, status: statusOf(error) };
  }
}

const formError = (intent: string, promotionId: string, text: string): PromotionActionData => ({ intent, promotionId, result: { status: "error", error: { "": [text] } } });

/**
 * The promotion pages' action (/promotions, /promotions/:id, /promoDetail). A visitor is asked to log in and a
 * trial member gets the warning (SPEC §4 "Protected actions", §6); a member's step that worked goes back to the
 * page with what it did — on the list, to the promotion's card (#id) — and a refusal is shown beside its button.
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
      const text = error.failure === "tooManyFiles" ? message("messages:validation.imageCount", { max: UPLOAD_FILES_MAX }) : "messages:validation.imageFile";
      return data<PromotionActionData>({ intent: "apply", promotionId, result: { status: "error", error: { images: [text] } } }, { status: 413 });
    }
    return data<PromotionActionData>(formError(error.fields.intent ?? "", promotionId, "member:error.formUnreadable"), { status: 400 });
  }
  if ((await checkForm(form, request.headers, { publicForm: false })) !== "ok") {
    return data<PromotionActionData>(formError(String(form.get("intent") ?? ""), String(form.get("promotionId") ?? ""), "member:error.formExpired"), { status: 403 });
  }
  const outcome = await promotionStep(wps(request, context), token, form);
  if ("refused" in outcome) return data<PromotionActionData>(outcome.refused, { status: outcome.status });
  // A promotion's page drops its application form; the list shows the card the step was for.
  const detailPage = url.pathname !== "/promotions" || url.searchParams.has("id");
  const back = hrefWith(place, { apply: null });
  return redirectWithNotice(detailPage ? back : `${back}#${encodeURIComponent(outcome.promotionId)}`, outcome.done, outcome.promotionId);
}

/** A member-centre section's join and claim forms (reward centre, betting bonus): the same step, its notice in the centre. */
export function promotionSectionForms(intents: readonly ("join" | "claim")[]): SectionForm[] {
  return intents.map((intent) => ({
    intent,
    async run(ctx) {
      const outcome = await promotionStep(ctx.client, ctx.token, ctx.form);
      return "refused" in outcome ? data<PromotionActionData>(outcome.refused, { status: outcome.status }) : sectionDone(ctx, outcome.done);
    },
  }));
}
