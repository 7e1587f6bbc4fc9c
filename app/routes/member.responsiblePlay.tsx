// Responsible play (ADR 0029, 0034): the member's deposit, loss and session limits (a lower one at
// once, a higher one after 24 hours and a confirmation), the reality check, a time-out and a self-exclusion. Linked from the footer, the member
// centre's menu and the deposit section.
import { parseWithZod } from "@conform-to/zod";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData, Link } from "@remix-run/react";
import { MemberCentre, centreShouldRevalidate, type SectionProps } from "~/components/member/MemberCentre";
import { translateFailure } from "~/lib/auth/account.server";
import { message } from "~/lib/forms/messages";
import {
  CARE_INTENTS,
  confirmSchema,
  limitSchema,
  realitySchema,
  selfExclusionSchema,
  timeoutSchema,
  CARE_FORMS,
} from "~/lib/member/care";
import {
  memberSectionAction,
  memberSectionLoader,
  sectionDone,
  type ActionCtx,
  type CentreActionData,
  type SectionContext,
  type SectionForm,
} from "~/lib/member/centre.server";
import { reply } from "~/lib/forms/reply.server";
import { minor } from "~/lib/member/money.server";
import { formatDateTime } from "~/lib/member/wallet";
import { pageMeta } from "~/lib/i18n/meta";
import { PlatformError } from "~/lib/platform/client.server";
import { formatMinor } from "~contract/money";
import type { SubmissionResult } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { Checkbox } from "~/components/forms/Checkbox";
import { Field } from "~/components/forms/Field";
import { Select } from "~/components/forms/Select";
import { CustomerServiceLink } from "~/components/shell/CustomerServiceLink";
import { useShell } from "~/lib/shell/useRoot";
import { LIMIT_KINDS, REALITY_INTERVALS, SELF_EXCLUSION_PERIODS, TIMEOUT_PERIODS } from "~contract/care";
import { CentreForm, CentreSubmit, useCentreForm, useCentreResult } from "~/components/member/CentreForm";
import { Money } from "~/components/member/Fields";

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

type Limit = ResponsiblePlayContent["limits"][number];

/** The answer of the form of this intent for this kind and period only (the limit forms share one intent). */
function usePeriodResult(intent: string, kind: string, period: string): SubmissionResult<string[]> | undefined {
  const result = useCentreResult(intent);
  const sent = result?.initialValue as Record<string, unknown> | undefined;
  return sent?.period === period && sent?.kind === kind ? result : undefined;
}

/** Responsible play: deposit, loss and session limits, the reality check, a time-out and self-exclusion; the age rule and where to find help. */
export function ResponsiblePlay({ content }: { content: ResponsiblePlayContent } & SectionProps) {
  const { t } = useTranslation("care");
  const { chatUrl } = useShell();
  return (
    <div className="centre-stack" id="responsible-play">
      <p>{t("lead")}</p>
      <p className="field__hint">{t("age")}</p>
      {content.exclusion ? (
        <p className="form-alert" role="note" id="care-exclusion">
          {t(`inForce.${content.exclusion.kind}`, { until: formatDateTime(content.exclusion.until) })}
        </p>
      ) : null}

      {LIMIT_KINDS.map((kind) => (
        <section
          key={kind}
          aria-labelledby={`care-${kind}-limits-title`}
          className="centre-stack"
          id={`care-${kind}-limits`}
        >
          <h4 id={`care-${kind}-limits-title`}>{t(`kinds.${kind}.title`)}</h4>
          <p className="field__hint">{t(`kinds.${kind}.lead`)}</p>
          {content.limits
            .filter((limit) => limit.kind === kind)
            .map((limit) => (
              <LimitForm key={limit.period} limit={limit} symbol={content.currencySymbol} />
            ))}
        </section>
      ))}

      <RealityForm interval={content.reality.interval} />

      <ExclusionForm kind="timeout" disabled={content.exclusion?.kind === "selfExclusion"} />
      <ExclusionForm kind="selfExclusion" disabled={false} />

      <section aria-labelledby="care-help-title">
        <h4 id="care-help-title">{t("help.title")}</h4>
        <p>{t("help.text")}</p>
        {chatUrl ? (
          <p>
            <CustomerServiceLink url={chatUrl}>{t("help.service")}</CustomerServiceLink>
          </p>
        ) : null}
        <p>
          <Link to="/member/transactionHistory">{t("help.history")}</Link>
        </p>
        <p>
          <a href="/member/history.csv" download id="care-history-csv">
            {t("help.download")}
          </a>
        </p>
      </section>
    </div>
  );
}

/** A limit's amount: money, or a session limit's minutes. */
function Amount({ limit, value, symbol }: { limit: Limit; value: string; symbol: string }) {
  const { t } = useTranslation("care");
  return limit.kind === "session" ? <>{t("minutes", { value })}</> : <Money minor={value} symbol={symbol} />;
}

function LimitForm({ limit, symbol }: { limit: Limit; symbol: string }) {
  const { t } = useTranslation("care");
  const [form, fields] = useCentreForm(CARE_FORMS.limit(limit.kind, limit.period), CARE_INTENTS.limit, limitSchema, {
    lastResult: usePeriodResult(CARE_INTENTS.limit, limit.kind, limit.period),
  });
  return (
    <div className="care-limit" data-kind={limit.kind} data-period={limit.period}>
      <h5>{t(`period.${limit.period}`)}</h5>
      <p>
        {t("limits.current")}:{" "}
        {limit.amount === null ? t("limits.none") : <Amount limit={limit} value={limit.amount} symbol={symbol} />} ·{" "}
        {t(`kinds.${limit.kind}.used`)}: <Amount limit={limit} value={limit.used} symbol={symbol} />
        {/* Lost counts settled bets only; the open ones' stakes are said apart (ADR 0061). */}
        {limit.kind === "loss" && BigInt(limit.open) > 0n ? (
          <>
            {" "}
            · {t("limits.openStakes")}: <Amount limit={limit} value={limit.open} symbol={symbol} />
          </>
        ) : null}
      </p>
      {limit.pending ? <PendingRaise limit={limit} symbol={symbol} /> : null}
      <CentreForm form={form}>
        <input type="hidden" name="kind" value={limit.kind} />
        <input type="hidden" name="period" value={limit.period} />
        <Field
          meta={fields.amount}
          label={t(`kinds.${limit.kind}.amount`, { period: t(`period.${limit.period}`) })}
          inputMode="numeric"
          autoComplete="off"
          maxLength={20}
        />
        <p className="field__hint">{t("limits.amountHint")}</p>
        <CentreSubmit intent={CARE_INTENTS.limit} className="btn btn--gold btn--small">
          {t("limits.submit")}
        </CentreSubmit>
      </CentreForm>
    </div>
  );
}

function PendingRaise({ limit, symbol }: { limit: Limit; symbol: string }) {
  const { t } = useTranslation("care");
  const [form] = useCentreForm(CARE_FORMS.confirm(limit.kind, limit.period), CARE_INTENTS.confirm, confirmSchema, {
    lastResult: usePeriodResult(CARE_INTENTS.confirm, limit.kind, limit.period),
  });
  const pending = limit.pending;
  if (!pending) return null;
  return (
    <div className="care-pending">
      <p>
        {pending.amount === null ? (
          t("pending.none")
        ) : (
          <>
            {t("pending.raise")}: <Amount limit={limit} value={pending.amount} symbol={symbol} />
          </>
        )}{" "}
        — {limit.due ? t("pending.due") : t("pending.from", { from: formatDateTime(pending.from) })}
      </p>
      <CentreForm form={form}>
        <input type="hidden" name="kind" value={limit.kind} />
        <input type="hidden" name="period" value={limit.period} />
        <CentreSubmit intent={CARE_INTENTS.confirm} className="btn btn--outline btn--small">
          {t("pending.confirm")}
        </CentreSubmit>
      </CentreForm>
    </div>
  );
}

/** The reality check's interval: off, or a reminder every 15, 30 or 60 minutes of a session (ADR 0034). */
function RealityForm({ interval }: { interval: number | null }) {
  const { t } = useTranslation("care");
  const [form, fields] = useCentreForm(CARE_FORMS.reality, CARE_INTENTS.reality, realitySchema);
  return (
    <section aria-labelledby="care-reality-title" id="care-reality">
      <h4 id="care-reality-title">{t("reality.title")}</h4>
      <p className="field__hint">{t("reality.lead")}</p>
      <p>{interval === null ? t("reality.off") : t("reality.every", { minutes: interval })}</p>
      <CentreForm form={form}>
        <Select
          meta={fields.interval}
          label={t("reality.interval")}
          options={REALITY_INTERVALS.map((value) => ({ value, label: t(`reality.option.${value}`) }))}
          defaultValue={interval === null ? "off" : String(interval)}
        />
        <CentreSubmit intent={CARE_INTENTS.reality} className="btn btn--outline btn--small">
          {t("reality.submit")}
        </CentreSubmit>
      </CentreForm>
    </section>
  );
}

function ExclusionForm({ kind, disabled }: { kind: "timeout" | "selfExclusion"; disabled: boolean }) {
  const { t } = useTranslation("care");
  const intent = kind === "timeout" ? CARE_INTENTS.timeout : CARE_INTENTS.selfExclusion;
  const [form, fields] = useCentreForm(
    kind === "timeout" ? CARE_FORMS.timeout : CARE_FORMS.selfExclusion,
    intent,
    kind === "timeout" ? timeoutSchema : selfExclusionSchema,
  );
  const periods = kind === "timeout" ? TIMEOUT_PERIODS : SELF_EXCLUSION_PERIODS;
  return (
    <section aria-labelledby={`care-${kind}-title`}>
      <h4 id={`care-${kind}-title`}>{t(`${kind}.title`)}</h4>
      <p className="field__hint">{t(`${kind}.lead`)}</p>
      {disabled ? null : (
        <CentreForm form={form}>
          <Select
            meta={fields.period}
            label={t(`${kind}.period`)}
            options={periods.map((value) => ({ value, label: t(`length.${value}`) }))}
            defaultValue={periods[0]}
          />
          <Checkbox meta={fields.understood} label={t(`${kind}.understood`)} />
          <CentreSubmit intent={intent} className="btn btn--outline btn--small">
            {t(`${kind}.submit`)}
          </CentreSubmit>
        </CentreForm>
      )}
    </section>
  );
}
