import { useTranslation } from "react-i18next";
import { PageLinks } from "~/components/ui/Pager";
import { formatMinor } from "~contract/money";
import { STATEMENT_FILTER_KINDS } from "~contract/transfer-kinds";
import { formatDateTime } from "~/lib/member/wallet";
import type { TransactionHistoryContent } from "~/routes/member.transactionHistory";
import type { SectionProps } from "./MemberCentre";
import { RangeFilter } from "./Fields";
import { FilterSelect } from "~/components/forms/FilterSelect";
import { EmptyRow, SignedCell, SignedPointsCell } from "~/components/ui/TableCells";

type Content = TransactionHistoryContent;

/** The account record: every movement of the member's wallets, newest first, filtered by kind and period. */
export function TransactionHistory({ content }: { content: Content } & SectionProps) {
  const { t } = useTranslation("member");
  const { records } = content;
  const walletName = (row: (typeof records.list)[number]) =>
    row.wallet === "main"
      ? t("wallet.main")
      : row.wallet === "points"
        ? t("wallet.points")
        : (row.walletName ?? row.wallet);
  return (
    <div className="centre-stack">
      <RangeFilter preset={content.preset}>
        <FilterSelect
          id="record-type"
          name="type"
          label={t("filter.type")}
          value={content.type}
          options={[
            { value: "", label: t("filter.allTypes") },
            ...STATEMENT_FILTER_KINDS.map((kind) => ({ value: kind, label: t(`kind.${kind}`) })),
          ]}
        />
      </RangeFilter>
      <div aria-live="polite">
        <div className="table-scroll">
          <table className="data-table data-table--stack" data-testid="account-record">
            <caption>{t("record.caption", { total: records.total })}</caption>
            <thead>
              <tr>
                <th scope="col">{t("table.time")}</th>
                <th scope="col">{t("table.type")}</th>
                <th scope="col">{t("wallet.wallet")}</th>
                <th scope="col" className="num">
                  {t("field.amount")}
                </th>
                <th scope="col" className="num">
                  {t("table.balanceAfter")}
                </th>
              </tr>
            </thead>
            <tbody>
              {records.list.length === 0 ? (
                <EmptyRow columns={5}>{t("record.none")}</EmptyRow>
              ) : (
                records.list.map((row) => (
                  <tr key={row.id} data-type={row.type}>
                    <td data-label={t("table.time")}>{formatDateTime(row.createdAt)}</td>
                    <td data-label={t("table.type")}>{t(`kind.${row.type}`, { defaultValue: row.type })}</td>
                    <td data-label={t("wallet.wallet")}>{walletName(row)}</td>
                    {row.wallet === "points" ? (
                      <SignedPointsCell points={row.amount} label={t("field.amount")} />
                    ) : (
                      <SignedCell minor={row.amount} label={t("field.amount")} />
                    )}
                    <td className="num" data-label={t("table.balanceAfter")}>
                      {row.wallet === "points"
                        ? BigInt(row.balanceAfter).toLocaleString("en-US")
                        : formatMinor(row.balanceAfter)}
                    </td>
                  </tr>
                ))
              )}
            </tbody>
          </table>
        </div>
      </div>
      <PageLinks list={records} label={t("record.caption", { total: records.total })} />
    </div>
  );
}
