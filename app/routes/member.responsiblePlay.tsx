// Responsible play (ADR 0029, 0034): the member's deposit, loss and session limits (a lower one at
// once, a higher one after 24 hours and a confirmation), the reality check, a time-out and a self-exclusion. Linked from the footer, the member
// centre's menu and the deposit section.
import { parseWithZod } from "@conform-to/zod";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { MemberCentre, centreShouldRevalidate } from "~/components/member/MemberCentre";
import { ResponsiblePlay } from "~/components/member/ResponsiblePlay";
import { translateFailure } from "~/lib/auth/account.server";
import { message } from "~/lib/forms/messages";
import {
  CARE_INTENTS,
  confirmSchema,
  limitSchema,
  realitySchema,
  selfExclusionSchema,
  timeoutSchema,
} from "~/lib/member/care";
import {
  memberSectionAction,
  memberSectionLoader,
  reply,
  sectionDone,
  type ActionCtx,
  type CentreActionData,
  type SectionContext,
  type SectionForm,
} from "~/lib/member/centre.server";
import { minor } from "~/lib/member/money.server";
import { formatDateTime } from "~/lib/member/wallet";
import { pageMeta } from "~/lib/i18n/meta";
import { PlatformError } from "~/lib/platform/client.server";
import { formatMinor } from "~contract/money";

async function responsiblePlay({ client, token }: SectionContext) {
  const [state, balance] = await Promise.all([client.careState(token), client.walletBalance(token)]);
  const now = Date.now();
  // Whether a waiting raise may be confirmed now: the page offers the confirmation either way.
  const limits = state.limits.map((limit) => ({
    ...limit,
    due: limit.pending !== null && Date.parse(limit.pending.from) <= now,
  }));
  return { ...state, limits, currencySymbol: balance.currencySymbol };
}
export type ResponsiblePlayContent = Awaited<ReturnType<typeof responsiblePlay>>;

/** "Your 24-hour deposit limit is now …", for each kind (a session limit in minutes). */
function limitNotice(kind: string, period: string, amount: string | null) {
  const key = kind === "deposit" ? "limit" : `${kind}Limit`;
  if (amount === null) return `care:done.${key}None.${period}`;
  return message(`care:done.${key}.${period}`, { amount: kind === "session" ? amount : formatMinor(amount) });
}

function careFailure(error: unknown) {
  if (error instanceof PlatformError && error.code === "COOLING_OFF") {
    const from = (error.details as { from?: string } | null)?.from;
    return {
      formErrors: [message("care:error.COOLING_OFF", { from: from ? formatDateTime(from) : "" })],
      fieldErrors: {},
    };
  }
  return translateFailure(error);
}

async function setLimit(ctx: ActionCtx) {
  const intent = CARE_INTENTS.limit;
  const submission = parseWithZod(ctx.form, { schema: limitSchema });
  if (submission.status !== "success")
    return data<CentreActionData>({ intent, result: reply(submission) }, { status: 400 });
  const { kind, period, amount } = submission.value;
  try {
    const changed = await ctx.client.setCareLimit(ctx.token, {
      kind,
      period,
      amount: amount === "" || kind === "session" ? amount : minor(amount),
    });
    if (changed.applied) return sectionDone(ctx, limitNotice(kind, period, changed.limit.amount));
    return sectionDone(
      ctx,
      message(`care:done.limitWaiting.${period}`, {
        from: formatDateTime(changed.limit.pending?.from ?? new Date().toISOString()),
      }),
    );
  } catch (error) {
    return data<CentreActionData>({ intent, result: reply(submission, careFailure(error)) }, { status: 400 });
  }
}

async function confirmLimit(ctx: ActionCtx) {
  const intent = CARE_INTENTS.confirm;
  const submission = parseWithZod(ctx.form, { schema: confirmSchema });
  if (submission.status !== "success")
    return data<CentreActionData>({ intent, result: reply(submission) }, { status: 400 });
  try {
    const changed = await ctx.client.confirmCareLimit(ctx.token, submission.value);
    return sectionDone(ctx, limitNotice(submission.value.kind, submission.value.period, changed.limit.amount));
  } catch (error) {
    return data<CentreActionData>({ intent, result: reply(submission, careFailure(error)) }, { status: 400 });
  }
}

async function setReality(ctx: ActionCtx) {
  const intent = CARE_INTENTS.reality;
  const submission = parseWithZod(ctx.form, { schema: realitySchema });
  if (submission.status !== "success")
    return data<CentreActionData>({ intent, result: reply(submission) }, { status: 400 });
  try {
    await ctx.client.setReality(ctx.token, submission.value.interval);
    return sectionDone(ctx, `care:done.reality.${submission.value.interval}`);
  } catch (error) {
    return data<CentreActionData>({ intent, result: reply(submission, careFailure(error)) }, { status: 400 });
  }
}

function exclusion(kind: "timeout" | "selfExclusion") {
  return async (ctx: ActionCtx) => {
    const intent = kind === "timeout" ? CARE_INTENTS.timeout : CARE_INTENTS.selfExclusion;
    const submission = parseWithZod(ctx.form, { schema: kind === "timeout" ? timeoutSchema : selfExclusionSchema });
    if (submission.status !== "success")
      return data<CentreActionData>({ intent, result: reply(submission) }, { status: 400 });
    try {
      const state = await ctx.client.startExclusion(ctx.token, { kind, period: submission.value.period });
      return sectionDone(
        ctx,
        message(`care:done.${kind}`, { until: formatDateTime(state.exclusion?.until ?? new Date().toISOString()) }),
      );
    } catch (error) {
      return data<CentreActionData>({ intent, result: reply(submission, careFailure(error)) }, { status: 400 });
    }
  };
}

const FORMS = [
  { intent: CARE_INTENTS.limit, run: setLimit },
  { intent: CARE_INTENTS.confirm, run: confirmLimit },
  { intent: CARE_INTENTS.reality, run: setReality },
  { intent: CARE_INTENTS.timeout, run: exclusion("timeout") },
  { intent: CARE_INTENTS.selfExclusion, run: exclusion("selfExclusion") },
] satisfies SectionForm[];

export const loader = ({ request, context }: LoaderFunctionArgs) =>
  memberSectionLoader(request, context, "responsiblePlay", responsiblePlay);
export const action = ({ request, context }: ActionFunctionArgs) =>
  memberSectionAction(request, context, "responsiblePlay", FORMS);
export const meta: MetaFunction = (args) => pageMeta(args, "member:centreTitle");
export const shouldRevalidate = centreShouldRevalidate;

export default function ResponsiblePlayPage() {
  const frame = useLoaderData<typeof loader>();
  return (
    <MemberCentre frame={frame}>{(content, props) => <ResponsiblePlay content={content} {...props} />}</MemberCentre>
  );
}
