import type { SubmissionResult } from "@conform-to/react";
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Checkbox } from "~/components/forms/Checkbox";
import { Field } from "~/components/forms/Field";
import { Select } from "~/components/forms/Select";
import { CustomerServiceLink } from "~/components/shell/CustomerServiceLink";
import {
  CARE_FORMS,
  CARE_INTENTS,
  confirmSchema,
  limitSchema,
  realitySchema,
  selfExclusionSchema,
  timeoutSchema,
} from "~/lib/member/care";
import { formatDateTime } from "~/lib/member/wallet";
import { useShell } from "~/lib/shell/useRoot";
import { LIMIT_KINDS, REALITY_INTERVALS, SELF_EXCLUSION_PERIODS, TIMEOUT_PERIODS } from "~contract/care";
import type { ResponsiblePlayContent } from "~/routes/member.responsiblePlay";
import { CentreForm, CentreSubmit, useCentreForm, useCentreResult } from "./CentreForm";
import { Money } from "./Fields";
import type { SectionProps } from "./MemberCentre";

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
