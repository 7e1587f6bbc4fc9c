import { useTranslation } from "react-i18next";
import { EmptyState } from "~/components/ui/EmptyState";
import { IconDice } from "~/components/ui/Icons";
import type { SectionData } from "~/lib/wallet.server";
import type { SectionProps } from "./CentreSection";
import { RangeFilter } from "./Fields";

type Content = Exclude<Extract<SectionData, { section: "personalHistoryCopy" }>["content"], { failed: true }>;

/** The betting record's frame: its period filter, and an honest empty list until games settle rounds. */
export function BettingRecord({ content }: { content: Content } & SectionProps) {
  const { t } = useTranslation("member");
  return (
    <div className="centre-stack">
      <RangeFilter preset={content.preset} />
      <table className="data-table">
        <caption>{t("section.personalHistoryCopy")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("table.time")}</th>
            <th scope="col">{t("betting.game")}</th>
            <th scope="col" className="num">
              {t("betting.stake")}
            </th>
            <th scope="col" className="num">
              {t("betting.payout")}
            </th>
          </tr>
        </thead>
      </table>
      <EmptyState icon={<IconDice />} title={t("betting.none")} />
    </div>
  );
}
