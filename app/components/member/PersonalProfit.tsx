import { useTranslation } from "react-i18next";
import { formatMinor } from "~contract/money";
import type { PersonalProfit as Profit } from "~/lib/platform/client.server";
import type { PersonalProfitContent } from "~/routes/member.personalProfit";
import type { SectionProps } from "./MemberCentre";
import { RangeFilter } from "./Fields";

type Content = PersonalProfitContent;

// Bets and payouts are settled ones; the stakes of open bets are said apart (ADR 0061).
const SUMS: (keyof Profit)[] = [
  "deposits",
  "withdrawals",
  "bets",
  "payouts",
  "open",
  "bonuses",
  "transfersIn",
  "transfersOut",
];

/** Personal loss (personalProfit): the period's sums over the main wallet, and the result. */
export function PersonalProfit({ content }: { content: Content } & SectionProps) {
  const { t } = useTranslation("member");
  const { profit } = content;
  return (
    <div className="centre-stack">
      <RangeFilter preset={content.preset} />
      <div className="table-scroll">
        <table className="data-table" aria-live="polite">
          <caption>{t(`preset.${content.preset}`)}</caption>
          <tbody>
            {SUMS.map((sum) => (
              <tr key={sum}>
                <th scope="row">{t(`profit.${sum}`)}</th>
                <td className="num">{formatMinor(profit[sum])}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{t("profit.profit")}</th>
              <td className="num" data-testid="profit">
                {formatMinor(profit.profit)}
              </td>
            </tr>
          </tfoot>
        </table>
      </div>
      <p className="field__hint">{t("profit.explain")}</p>
    </div>
  );
}
