// SPEC §2.7 agentDownlineTransactionDetailsCopy (transaction details): the downline's main-wallet
// entries, newest first, by member, kind and period.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { AgentCentre } from "~/components/agent/AgentCentre";
import { centreShouldRevalidate } from "~/components/member/MemberCentre";
import { periodOf } from "~/lib/agent/periods";
import { agentSectionAction, agentSectionLoader } from "~/lib/agent/centre.server";
import type { SectionContext } from "~/lib/member/centre.server";
import { pageParam } from "~/lib/shell/paging";
import { pageMeta } from "~/lib/i18n/meta";
import { STATEMENT_FILTER_KINDS } from "~contract/transfer-kinds";
import { useTranslation } from "react-i18next";
import { FilterSelect } from "~/components/forms/FilterSelect";
import { PageLinks } from "~/components/ui/Pager";
import { formatDateTime } from "~/lib/member/wallet";
import { formatMinor } from "~contract/money";
import { FilterInput, PeriodFilter } from "~/components/agent/Filters";
import { EmptyRow, SignedCell } from "~/components/ui/TableCells";

const TRANSACTION_PAGE_SIZE = 20;

async function agentDownlineTransactionDetailsCopy({ client, token, url }: SectionContext) {
  const query = url.searchParams;
  const period = periodOf(query, "thisWeek");
  const username = (query.get("username") ?? "").trim().slice(0, 64);
  const asked = query.get("type") ?? "";
  const type = (STATEMENT_FILTER_KINDS as readonly string[]).includes(asked) ? asked : "";
  const transactions = await client.agentTransactions(token, {
    from: period.from,
    to: period.to,
    username: username || undefined,
    types: type || undefined,
    pageNo: pageParam(query.get("page")),
    pageSize: TRANSACTION_PAGE_SIZE,
  });
  return { period, username, type, transactions };
}
export type TeamTransactionsContent = Awaited<ReturnType<typeof agentDownlineTransactionDetailsCopy>>;

export const loader = ({ request, context }: LoaderFunctionArgs) =>
  agentSectionLoader(request, context, "agentDownlineTransactionDetailsCopy", agentDownlineTransactionDetailsCopy);
// The section has no form of its own; the header's "hide balance" form may still post here.
export const action = ({ request, context }: ActionFunctionArgs) =>
  agentSectionAction(request, context, "agentDownlineTransactionDetailsCopy", []);
export const meta: MetaFunction = (args) => pageMeta(args, "agent:centreTitle");
export const shouldRevalidate = centreShouldRevalidate;

export default function TeamTransactionsPage() {
  const frame = useLoaderData<typeof loader>();
  return <AgentCentre frame={frame}>{(content) => <TeamTransactions content={content} />}</AgentCentre>;
}

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
