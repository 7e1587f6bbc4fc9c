// SPEC §2.7 registerCenter (account registration): the agent's referral link with its QR code, and a form
// that registers a direct downline account, a member or a sub-agent (SPEC §6 "register accounts").
import { parseWithZod } from "@conform-to/zod";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { AgentCentre } from "~/components/agent/AgentCentre";
import { centreShouldRevalidate } from "~/components/member/MemberCentre";
import { registerDownlineSchema, ACCOUNT_TYPES, AGENT_FORMS } from "~/lib/agent/forms";
import { translateFailure } from "~/lib/auth/account.server";
import { qrSvg } from "~/lib/content/qr.server";
import { message } from "~/lib/forms/messages";
import { agentSectionAction, agentSectionLoader } from "~/lib/agent/centre.server";
import { reply } from "~/lib/forms/reply.server";
import {
  sectionDone,
  type ActionCtx,
  type CentreActionData,
  type SectionContext,
  type SectionForm,
} from "~/lib/member/centre.server";
import { PlatformError } from "~/lib/platform/client.server";
import { pageMeta } from "~/lib/i18n/meta";
import { useTranslation } from "react-i18next";
import { Field } from "~/components/forms/Field";
import { Select } from "~/components/forms/Select";
import { CopyButton } from "~/components/ui/CopyButton";
import { CentreForm, CentreSubmit, useCentreForm } from "~/components/member/CentreForm";

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

/** The referral link (to copy, select or scan) and the form that registers a direct downline. */
export function RegisterCenter({ content }: { content: RegisterCenterContent }) {
  const { t } = useTranslation("agent");
  const [form, fields] = useCentreForm(AGENT_FORMS.registerDownline, "registerDownline", registerDownlineSchema);
  return (
    <div className="centre-stack">
      <section aria-labelledby="referral-link-title" className="agent-referral">
        <h4 id="referral-link-title">{t("referral.title")}</h4>
        <p className="field__hint">{t("referral.text", { code: content.code })}</p>
        <div className="agent-referral__link">
          <label htmlFor="referral-link" className="field__label">
            {t("referral.link")}
          </label>
          <input
            id="referral-link"
            className="field__input"
            readOnly
            value={content.link}
            data-testid="referral-link"
          />
          <CopyButton text={content.link} label={t("referral.copy")} done={t("referral.copied")} />
        </div>
        <figure className="agent-referral__qr">
          <div
            className="qr"
            role="img"
            aria-label={t("referral.qrAlt")}
            dangerouslySetInnerHTML={{ __html: content.qrSvg }}
          />
        </figure>
      </section>
      <section aria-labelledby="register-downline-title">
        <h4 id="register-downline-title">{t("register.title")}</h4>
        <p className="field__hint" id="register-downline-first-login">
          {t("register.firstLogin")}
        </p>
        <CentreForm form={form}>
          <Field meta={fields.username} label={t("field.username")} autoComplete="off" />
          <Field meta={fields.password} label={t("field.password")} type="password" autoComplete="new-password" />
          <Field
            meta={fields.confirmPassword}
            label={t("field.confirmPassword")}
            type="password"
            autoComplete="new-password"
          />
          <Select
            meta={fields.accountType}
            label={t("field.accountType")}
            defaultValue="member"
            options={ACCOUNT_TYPES.map((type) => ({ value: type, label: t(`type.${type}`) }))}
          />
          <CentreSubmit intent="registerDownline">{t("register.submit")}</CentreSubmit>
        </CentreForm>
      </section>
    </div>
  );
}
