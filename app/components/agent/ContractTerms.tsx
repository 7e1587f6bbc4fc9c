import { useTranslation } from "react-i18next";
import { isTiered, readTerms } from "~/lib/agent/contracts";
import { formatRate } from "~/lib/shell/rate";
import type { ContractKind, ContractState, DividendTerms, RealtimeTerms, SalaryTerms } from "~contract/contracts";
import { formatMinor } from "~contract/money";

/**
 * A contract's terms (SPEC §3): the tiers — from which team valid bet and active members which rate pays —
 * the bet that makes a member active and, for a dividend, its period; for real-time salary the profit-wage and
 * loss-wage rates and the single-bet minimum.
 */
export function ContractTerms({
  kind,
  terms,
  caption,
  id,
}: {
  kind: ContractKind;
  terms: unknown;
  caption: string;
  id: string;
}) {
  const { t } = useTranslation("agent");
  const read = readTerms(kind, terms);
  if (!read) return <p className="field__hint">{t("contract.termsUnreadable")}</p>;
  if (!isTiered(kind)) {
    const realtime = read as RealtimeTerms;
    return (
      <div className="contract-terms" data-testid={id}>
        <p className="contract-terms__caption">{caption}</p>
        <dl className="facts">
          <dt>{t("contract.field.profitRate")}</dt>
          <dd>{formatRate(realtime.profitRateBp)}</dd>
          <dt>{t("contract.field.lossRate")}</dt>
          <dd>{formatRate(realtime.lossRateBp)}</dd>
          <dt>{t("contract.field.minSingleBet")}</dt>
          <dd className="money">{formatMinor(realtime.minSingleBet)}</dd>
        </dl>
      </div>
    );
  }
  const tiered = read as SalaryTerms & Partial<Pick<DividendTerms, "period">>;
  return (
    <div className="contract-terms" data-testid={id}>
      <div className="table-scroll">
        <table className="data-table data-table--stack">
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{t("contract.table.tier")}</th>
              <th scope="col" className="num">
                {t("contract.table.minValidBet")}
              </th>
              <th scope="col" className="num">
                {t("contract.table.minActive")}
              </th>
              <th scope="col" className="num">
                {t("contract.field.rate")}
              </th>
            </tr>
          </thead>
          <tbody>
            {tiered.tiers.map((tier, index) => (
              <tr key={index}>
                <td data-label={t("contract.table.tier")}>{index + 1}</td>
                <td className="num" data-label={t("contract.table.minValidBet")}>
                  {formatMinor(tier.minValidBet)}
                </td>
                <td className="num" data-label={t("contract.table.minActive")}>
                  {tier.minActive}
                </td>
                <td className="num" data-label={t("contract.field.rate")}>
                  {formatRate(tier.rateBp)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl className="facts">
        <dt>{t("contract.field.activeMinBet")}</dt>
        <dd className="money">{formatMinor(tiered.activeMinBet)}</dd>
        {tiered.period ? (
          <>
            <dt>{t("contract.field.period")}</dt>
            <dd>{t(`contract.period.${tiered.period}`)}</dd>
          </>
        ) : null}
      </dl>
    </div>
  );
}

/** The terms in one line of a list: the range of rates (and how many tiers), or the two real-time rates. */
export function TermsSummary({ kind, terms }: { kind: ContractKind; terms: unknown }) {
  const { t } = useTranslation("agent");
  const read = readTerms(kind, terms);
  if (!read) return <>{t("contract.termsUnreadable")}</>;
  if (!isTiered(kind)) {
    const realtime = read as RealtimeTerms;
    return (
      <>
        {t("contract.summary.realtime", {
          profit: formatRate(realtime.profitRateBp),
          loss: formatRate(realtime.lossRateBp),
        })}
      </>
    );
  }
  const rates = (read as SalaryTerms).tiers.map((tier) => tier.rateBp);
  const [low, high] = [Math.min(...rates), Math.max(...rates)];
  return (
    <>
      {t("contract.summary.tiered", {
        count: rates.length,
        rates: low === high ? formatRate(low) : `${formatRate(low)}–${formatRate(high)}`,
      })}
    </>
  );
}

/** A contract's state as a badge. */
export function ContractStateBadge({ state }: { state: ContractState }) {
  const { t } = useTranslation("agent");
  return (
    <span className={`status-badge status-badge--${state}`} data-state={state}>
      {t(`contract.state.${state}`)}
    </span>
  );
}
