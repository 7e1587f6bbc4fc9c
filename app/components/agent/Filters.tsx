import { Form, Link, useLocation, useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { AGENT_PRESETS, type AgentPeriod, type AgentPreset } from "~/lib/agent/periods";
import { hrefWith } from "~/lib/shell/urls";

/** A labelled text input of a plain GET filter form: its value is the URL's. */
export function FilterInput({
  id,
  name,
  label,
  value,
  type = "text",
}: {
  id: string;
  name: string;
  label: string;
  value: string;
  type?: "text" | "date";
}) {
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <input id={id} name={name} type={type} defaultValue={value} className="field__input" autoComplete="off" />
    </div>
  );
}

/**
 * A list's period and filters (the page's presets — today, yesterday, this week, this month, and for the
 * figures the previous 7 and 30 days — or days typed): the presets are links and the rest a plain GET
 * form, so every view is a URL and works without JavaScript. `keep` are the query values the form carries
 * along (the team drilled into). `presets` must be those the page's loader reads (periodOf).
 */
export function PeriodFilter({
  period,
  idPrefix,
  presets = AGENT_PRESETS,
  keep = {},
  children,
}: {
  period: AgentPeriod;
  idPrefix: string;
  presets?: readonly AgentPreset[];
  keep?: Record<string, string>;
  children?: ReactNode;
}) {
  const { t } = useTranslation("agent");
  const location = useLocation();
  const navigation = useNavigation();
  // The page the centre was opened from travels along (its close link).
  const origin = new URLSearchParams(location.search).get("from");
  return (
    <div className="agent-filter">
      <nav aria-label={t("period.presets")}>
        <ul className="agent-presets">
          {presets.map((preset) => (
            <li key={preset}>
              <Link
                to={hrefWith(location, { range: preset, start: null, end: null, page: null })}
                className="agent-presets__link"
                aria-current={period.preset === preset ? "true" : undefined}
                preventScrollReset
              >
                {t(`period.${preset}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Form method="get" className="record-filter" preventScrollReset>
        {Object.entries({ from: origin ?? "", ...keep }).map(([name, value]) =>
          value ? <input key={name} type="hidden" name={name} value={value} /> : null,
        )}
        <FilterInput id={`${idPrefix}-start`} name="start" type="date" label={t("period.from")} value={period.from} />
        <FilterInput id={`${idPrefix}-end`} name="end" type="date" label={t("period.to")} value={period.to} />
        {children}
        <SubmitButton
          pending={navigation.state === "loading" && navigation.formMethod === "GET"}
          className="btn btn--outline btn--small"
        >
          {t("filter.apply")}
        </SubmitButton>
      </Form>
      <p className="field__hint" data-testid="period">
        {t("period.shown", { from: period.from, to: period.to })}
      </p>
    </div>
  );
}

/** A count as SPEC §9 formats numbers (thousands separators). */
export function Count({ value }: { value: number }) {
  return <>{value.toLocaleString("en-US")}</>;
}
