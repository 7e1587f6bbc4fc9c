import { useTranslation } from "react-i18next";
import { EmptyState } from "~/components/ui/EmptyState";
import { IconBook } from "~/components/ui/Icons";
import type { PointsRules as Rules } from "~/lib/platform/points.server";
import { categoryName } from "~/lib/promotions/terms";
import { formatMinor } from "~contract/money";

/** The points rules (SPEC §2.6): what each category's valid bet earns, how a day is counted, conversion, no expiry — from the rules in force. */
export function PointsRules({ rules }: { rules: Rules | { failed: true } }) {
  const { t } = useTranslation("points");
  if (rules && "failed" in rules) return <EmptyState icon={<IconBook />} title={t("failed")} />;
  const perPoint = Object.entries(rules?.rates.perPoint ?? {});
  return (
    <section className="points-rules" aria-labelledby="points-rules-title">
      <h2 id="points-rules-title">{t("rulesTitle")}</h2>
      {perPoint.length === 0 ? (
        <p>{t("rules.none")}</p>
      ) : (
        <div className="table-scroll">
          <table className="data-table">
            <caption className="visually-hidden">{t("rules.caption")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("rules.category")}</th>
                <th scope="col" className="num">
                  {t("rules.perPoint")}
                </th>
              </tr>
            </thead>
            <tbody>
              {perPoint.map(([category, minor]) => (
                <tr key={category}>
                  <td>{categoryName(t, category)}</td>
                  <td className="num">{formatMinor(minor)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <ul className="points-rules__list">
        <li>{t("rules.daily")}</li>
        <li>{t("rules.validBet")}</li>
        <li>{t("rules.neverExpire")}</li>
        <li>
          {rules?.rates.convert
            ? t("rules.convert", {
                amount: formatMinor(rules.rates.convert.cashPerPoint),
                min: rules.rates.convert.minPoints.toLocaleString("en-US"),
              })
            : t("rules.convertClosed")}
        </li>
        <li>{t("rules.redeem")}</li>
      </ul>
    </section>
  );
}
