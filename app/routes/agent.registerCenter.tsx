// SPEC §2.7 registerCenter (account registration): the agent's referral link with its QR code, and a form
// that registers a direct downline account, a member or a sub-agent (SPEC §6 "register accounts").
import { parseWithZod } from "@conform-to/zod";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { AgentCentre } from "~/components/agent/AgentCentre";
import { RegisterCenter } from "~/components/agent/RegisterCenter";
import { centreShouldRevalidate } from "~/components/member/MemberCentre";
import { registerDownlineSchema } from "~/lib/agent/forms";
import { translateFailure } from "~/lib/auth/account.server";
import { qrSvg } from "~/lib/content/qr.server";
import { message } from "~/lib/forms/messages";
import {
  agentSectionAction,
  agentSectionLoader,
  reply,
  sectionDone,
  type ActionCtx,
  type CentreActionData,
  type SectionContext,
  type SectionForm,
} from "~/lib/member/centre.server";
import { PlatformError } from "~/lib/platform/client.server";
import { pageMeta } from "~/lib/i18n/meta";

async function registerCenter({ client, token, url }: SectionContext) {
  const referral = await client.agentReferral(token);
  // The link as a visitor opens it: this site's own address, as the agent sees it now.
  const link = new URL(referral.registerPath, url.origin).href;
  return { code: referral.code, link, qrSvg: await qrSvg(link) };
}
export type RegisterCenterContent = Awaited<ReturnType<typeof registerCenter>>;

async function registerDownline(ctx: ActionCtx) {
  const submission = parseWithZod(ctx.form, { schema: registerDownlineSchema });
  if (submission.status !== "success")
    return data<CentreActionData>({ intent: "registerDownline", result: reply(submission) }, { status: 400 });
  try {
    const registered = await ctx.client.registerDownline(ctx.token, submission.value);
    const done =
      submission.value.accountType === "agent" ? "agent:done.registeredAgent" : "agent:done.registeredMember";
    return sectionDone(ctx, message(done, { username: registered.username }));
  } catch (error) {
    const failure =
      error instanceof PlatformError && error.code === "NON_AGENT"
        ? { formErrors: ["agent:error.NON_AGENT"], fieldErrors: {} }
        : translateFailure(error);
    return data<CentreActionData>(
      { intent: "registerDownline", result: reply(submission, failure) },
      { status: error instanceof PlatformError ? 400 : 503 },
    );
  }
}

const FORMS = [{ intent: "registerDownline", run: registerDownline }] satisfies SectionForm[];

export const loader = ({ request, context }: LoaderFunctionArgs) =>
  agentSectionLoader(request, context, "registerCenter", registerCenter);
export const action = ({ request, context }: ActionFunctionArgs) =>
  agentSectionAction(request, context, "registerCenter", FORMS);
export const meta: MetaFunction = (args) => pageMeta(args, "agent:centreTitle");
export const shouldRevalidate = centreShouldRevalidate;

export default function RegisterCenterPage() {
  const frame = useLoaderData<typeof loader>();
  return <AgentCentre frame={frame}>{(content) => <RegisterCenter content={content} />}</AgentCentre>;
}
