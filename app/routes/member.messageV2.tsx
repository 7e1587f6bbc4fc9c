// Platform information (SPEC §2.6 messageV2, ADR 0030): the member's messages — from the operator, from
// the platform itself and the answers to feedback — with their read state, and the feedback form.
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { MemberCentre, centreShouldRevalidate } from "~/components/member/MemberCentre";
import { MessagesSection } from "~/components/member/MessagesSection";
import { HIDDEN_FIELDS } from "~/lib/auth/account.server";

import { centreHref } from "~/lib/member/centres";
import {
  memberSectionAction,
  memberSectionLoader,
  redirectWithNotice,
  reply,
  type ActionCtx,
  type CentreActionData,
  type SectionContext,
  type SectionForm,
} from "~/lib/member/centre.server";
import { FEEDBACK_PAGE_SIZE, MESSAGE_PAGE_SIZE, chosenImages, feedbackSchema } from "~/lib/member/messages";
import { PlatformError } from "~/lib/platform/client.server";
import { pageMeta } from "~/lib/i18n/meta";
import { pageParam } from "~/lib/shell/paging";

export type MessagesTab = "inbox" | "feedback";

async function messageV2({ client, token, url }: SectionContext) {
  const tab: MessagesTab = url.searchParams.get("tab") === "feedback" ? "feedback" : "inbox";
  const page = pageParam(url.searchParams.get("page"));
  if (tab === "feedback") {
    return {
      tab,
      inbox: null,
      open: null,
      feedback: await client.feedbackList(token, { pageNo: page, pageSize: FEEDBACK_PAGE_SIZE }),
    };
  }
  const inbox = await client.messages(token, { pageNo: page, pageSize: MESSAGE_PAGE_SIZE });
  const asked = url.searchParams.get("message");
  return { tab, inbox, open: inbox.list.some((item) => item.id === asked) ? asked : null, feedback: null };
}
export type MessagesContent = Awaited<ReturnType<typeof messageV2>>;

/** Opening a message marks it read (a POST, so no prefetch or crawler reads a member's mail), then shows it. */
async function readMessage(ctx: ActionCtx) {
  const id = String(ctx.form.get("messageId") ?? "");
  const page = pageParam(String(ctx.form.get("page") ?? ""));
  const back = centreHref("messageV2", ctx.from, { page: page > 1 ? page : null });
  if (!/^[0-9a-f-]{36}$/i.test(id)) return redirect(back);
  try {
    await ctx.client.readMessage(ctx.token, id);
  } catch (error) {
    // A message that is not the member's (or no longer exists) is simply not there.
    if (error instanceof PlatformError && (error.code === "NOT_FOUND" || error.code === "VALIDATION"))
      return redirect(back);
    throw error;
  }
  return redirect(centreHref("messageV2", ctx.from, { page: page > 1 ? page : null, message: id }));
}

async function sendFeedback(ctx: ActionCtx) {
  const submission = parseWithZod(ctx.form, { schema: feedbackSchema });
  const hideFields = [...HIDDEN_FIELDS, "images"];
  const back = (result: SubmissionResult<string[]>, status = 400) =>
    data<CentreActionData>({ intent: "feedback", result }, { status });
  if (submission.status !== "success") return back(reply(submission, { hideFields }));
  const form = new FormData();
  form.set("questionType", submission.value.questionType);
  form.set("content", submission.value.content);
  for (const image of ctx.form.getAll("images")) {
    if (image instanceof File && chosenImages(image).length) form.append("images", image, image.name || "image");
  }
  const fieldError = (field: string, text: string) =>
    back(reply(submission, { formErrors: [], fieldErrors: { [field]: [text] }, hideFields }));
  try {
    await ctx.client.sendFeedback(ctx.token, form);
  } catch (error) {
    if (!(error instanceof PlatformError)) throw error;
    // The platform read the pictures and refused one: said at the file input.
    if (error.code === "PAYLOAD_TOO_LARGE" || (error.code === "VALIDATION" && error.message.startsWith("images")))
      return fieldError("images", "messages:validation.imageFile");
    if (error.code === "RATE_LIMITED" && error.message.includes("unanswered"))
      return back(reply(submission, { formErrors: ["messages:feedback.tooMany"], hideFields }), 429);
    if (error.code === "VALIDATION")
      return back(reply(submission, { formErrors: ["messages:feedback.invalid"], hideFields }));
    throw error;
  }
  return redirectWithNotice(centreHref("messageV2", ctx.from, { tab: "feedback" }), "messages:feedback.sent");
}

const FORMS = [
  { intent: "read", run: readMessage },
  { intent: "feedback", run: sendFeedback },
] satisfies SectionForm[];

export const loader = ({ request, context }: LoaderFunctionArgs) =>
  memberSectionLoader(request, context, "messageV2", messageV2);
export const action = ({ request, context }: ActionFunctionArgs) =>
  memberSectionAction(request, context, "messageV2", FORMS);
export const meta: MetaFunction = (args) => pageMeta(args, "member:centreTitle");
export const shouldRevalidate = centreShouldRevalidate;

export default function MessageV2Page() {
  const frame = useLoaderData<typeof loader>();
  return (
    <MemberCentre frame={frame}>{(content, props) => <MessagesSection content={content} {...props} />}</MemberCentre>
  );
}
