import { useTranslation } from "react-i18next";
import { EmptyState } from "~/components/ui/EmptyState";
import { IconGift } from "~/components/ui/Icons";
import { PageLinks } from "~/components/ui/Pager";
import { formatSignedMinor } from "~contract/money";
import { formatDateTime } from "~/lib/member/wallet";
import type { BonusDetailsContent } from "~/routes/member.bonusDetails";
import type { SectionProps } from "./MemberCentre";
import { RangeFilter } from "./Fields";

type Content = BonusDetailsContent;

/** Bonus details: the bonuses paid to the member; honestly empty until promotions pay. */
export function BonusDetails({ content }: { content: Content } & SectionProps) {
  const { t } = useTranslation("member");
  const { bonuses } = content;
  return (
    <div className="centre-stack">
      <RangeFilter preset={content.preset} />
      {bonuses.list.length === 0 ? (
        <EmptyState icon={<IconGift />} title={t("bonus.none")} text={t("bonus.noneText")} />
      ) : (
        <div className="table-scroll">
          <table className="data-table">
            <caption>{t("section.bonusDetails")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("table.time")}</th>
                <th scope="col">{t("table.memo")}</th>
                <th scope="col" className="num">
                  {t("field.amount")}
                </th>
              </tr>
            </thead>
            <tbody>
              {bonuses.list.map((bonus) => (
                <tr key={bonus.id}>
                  <td>{formatDateTime(bonus.createdAt)}</td>
                  <td>{bonus.memo ?? t(`kind.${bonus.type}`, { defaultValue: bonus.type })}</td>
                  <td className="num">{formatSignedMinor(bonus.amount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <PageLinks list={bonuses} label={t("section.bonusDetails")} />
    </div>
  );
}
