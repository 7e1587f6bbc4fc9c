import { useTranslation } from "react-i18next";
import { FilterSelect } from "~/components/forms/FilterSelect";
import { PageLinks } from "~/components/ui/Pager";
import { formatDateTime } from "~/lib/member/wallet";
import { formatMinor } from "~contract/money";
import { STATEMENT_FILTER_KINDS } from "~contract/transfer-kinds";
import type { TeamTransactionsContent } from "~/routes/agent.agentDownlineTransactionDetailsCopy";
import { FilterInput, PeriodFilter } from "./Filters";
import { EmptyRow, SignedCell } from "~/components/ui/TableCells";

/** The downline's main-wallet entries: who, what kind, the amount and the balance after it. */
export function TeamTransactions({ content }: { content: TeamTransactionsContent }) {
  const { t } = useTranslation("agent");
  const { transactions } = content;
  return (
    <div className="centre-stack">
      <PeriodFilter period={content.period} idPrefix="transactions">
        <FilterInput id="transactions-username" name="username" label={t("field.username")} value={content.username} />
        <FilterSelect
          id="transactions-type"
          name="type"
          label={t("field.kind")}
          value={content.type}
          options={[
            { value: "", label: t("filter.allKinds") },
            ...STATEMENT_FILTER_KINDS.map((kind) => ({ value: kind, label: t(`member:kind.${kind}`) })),
          ]}
        />
      </PeriodFilter>
      <div className="table-scroll">
        <table className="data-table data-table--stack" data-testid="team-transactions">
          <caption>{t("transactions.caption", { total: transactions.total })}</caption>
          <thead>
            <tr>
              <th scope="col">{t("table.time")}</th>
              <th scope="col">{t("table.username")}</th>
              <th scope="col">{t("table.kind")}</th>
              <th scope="col" className="num">
                {t("table.amount")}
              </th>
              <th scope="col" className="num">
                {t("table.balanceAfter")}
              </th>
            </tr>
          </thead>
          <tbody>
            {transactions.list.length === 0 ? (
              <EmptyRow columns={5}>{t("transactions.none")}</EmptyRow>
            ) : (
              transactions.list.map((row) => (
                <tr key={`${row.transferId}:${row.username}`} data-type={row.type}>
                  <td data-label={t("table.time")}>{formatDateTime(row.createdAt)}</td>
                  <td data-label={t("table.username")}>{row.username}</td>
                  <td data-label={t("table.kind")}>{t(`member:kind.${row.type}`, { defaultValue: row.type })}</td>
                  <SignedCell minor={row.amount} label={t("table.amount")} />
                  <td className="num" data-label={t("table.balanceAfter")}>
                    {formatMinor(row.balanceAfter)}
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <PageLinks list={transactions} label={t("transactions.caption", { total: transactions.total })} />
    </div>
  );
}
