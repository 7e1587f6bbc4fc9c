import { useTranslation } from "react-i18next";
import { FilterSelect } from "~/components/forms/FilterSelect";
import { PageLinks } from "~/components/ui/Pager";
import { formatDateTime } from "~/lib/member/wallet";
import { formatMinor } from "~contract/money";
import { ROUND_STATUSES, type TeamBettingContent } from "~/routes/agent.personalHistoryCopy";
import { FilterInput, PeriodFilter } from "./Filters";
import { EmptyRow, SignedCell } from "~/components/ui/TableCells";

/** The team's rounds: who played what, the stake, the valid bet (or why it is not one), the result. */
export function TeamBetting({ content }: { content: TeamBettingContent }) {
  const { t } = useTranslation("agent");
  const { rounds } = content;
  return (
    <div className="centre-stack">
      <PeriodFilter period={content.period} idPrefix="rounds">
        <FilterInput id="rounds-username" name="username" label={t("field.username")} value={content.username} />
        <FilterSelect
          id="rounds-vendor"
          name="vendor"
          label={t("field.vendor")}
          value={content.vendor}
          options={[
            { value: "", label: t("filter.allVendors") },
            ...content.vendors.map((vendor) => ({ value: vendor.vendor, label: vendor.name })),
          ]}
        />
        <FilterSelect
          id="rounds-status"
          name="status"
          label={t("field.status")}
          value={content.status}
          options={[
            { value: "", label: t("filter.allStatuses") },
            ...ROUND_STATUSES.map((status) => ({ value: status, label: t(`roundStatus.${status}`) })),
          ]}
        />
      </PeriodFilter>
      <div className="table-scroll">
        <table className="data-table data-table--stack" data-testid="team-rounds">
          <caption>{t("rounds.caption", { total: rounds.total })}</caption>
          <thead>
            <tr>
              <th scope="col">{t("table.time")}</th>
              <th scope="col">{t("table.username")}</th>
              <th scope="col">{t("table.game")}</th>
              <th scope="col" className="num">
                {t("table.bet")}
              </th>
              <th scope="col" className="num">
                {t("table.validBet")}
              </th>
              <th scope="col" className="num">
                {t("table.profit")}
              </th>
              <th scope="col">{t("table.status")}</th>
            </tr>
          </thead>
          <tbody>
            {rounds.list.length === 0 ? (
              <EmptyRow columns={7}>{t("rounds.none")}</EmptyRow>
            ) : (
              rounds.list.map((round) => (
                <tr key={`${round.vendor}:${round.roundId}`} data-round={round.roundId}>
                  <td data-label={t("table.time")}>{formatDateTime(round.createdAt)}</td>
                  <td data-label={t("table.username")}>{round.username}</td>
                  <td data-label={t("table.game")}>
                    <span className="record-name">{round.gameName || round.gameCode}</span>{" "}
                    <span className="record-name__vendor">{round.vendorName || round.vendor}</span>
                  </td>
                  <td className="num" data-label={t("table.bet")}>
                    {formatMinor(round.bet)}
                  </td>
                  <td className="num" data-label={t("table.validBet")}>
                    {formatMinor(round.validBet)}
                    {/* A bet that counts nothing says why (ADR 0043: OPEN, CANCELLED, TIED, NO_STAKE). */}
                    {round.validReason && BigInt(round.validBet) === 0n ? (
                      <span className="record-name__vendor" data-valid-reason={round.validReason}>
                        {t(`validReason.${round.validReason}`, { defaultValue: t("validReason.other") })}
                      </span>
                    ) : null}
                  </td>
                  {/* An open round has won or lost nothing yet (ADR 0061). */}
                  {round.profit === null ? (
                    <td className="num" data-label={t("table.profit")}>
                      {t("notSettled")}
                    </td>
                  ) : (
                    <SignedCell minor={round.profit} label={t("table.profit")} />
                  )}
                  <td data-label={t("table.status")}>
                    {t(`roundStatus.${round.status}`, { defaultValue: round.status })}
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <PageLinks list={rounds} label={t("rounds.caption", { total: rounds.total })} />
    </div>
  );
}
