// SPEC §2.7 agentRevenueReport (my income): the salaries and dividends the agent received under its contracts,
// what it paid its own downlines, what is still pending, and the net, per contract kind over site days.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { AgentCentre } from "~/components/agent/AgentCentre";
import { centreShouldRevalidate } from "~/components/member/MemberCentre";
import { FIGURE_PRESETS, periodOf } from "~/lib/agent/periods";
import { agentSectionAction, agentSectionLoader } from "~/lib/agent/centre.server";
import type { SectionContext } from "~/lib/member/centre.server";
import { pageMeta } from "~/lib/i18n/meta";
import { useTranslation } from "react-i18next";
import { EmptyState } from "~/components/ui/EmptyState";
import { IconCoins } from "~/components/ui/Icons";
import { SignedCell } from "~/components/ui/TableCells";
import { formatMinor } from "~contract/money";
import { PeriodFilter } from "~/components/agent/Filters";

async function agentRevenueReport({ client, token, url }: SectionContext) {
  const period = periodOf(url.searchParams, "thisMonth", FIGURE_PRESETS);
  return { period, income: await client.agentIncome(token, { from: period.from, to: period.to }) };
}
export type IncomeContent = Awaited<ReturnType<typeof agentRevenueReport>>;

export const loader = ({ request, context }: LoaderFunctionArgs) =>
  agentSectionLoader(request, context, "agentRevenueReport", agentRevenueReport);
// The section has no form of its own; the header's "hide balance" form may still post here.
export const action = ({ request, context }: ActionFunctionArgs) =>
  agentSectionAction(request, context, "agentRevenueReport", []);
export const meta: MetaFunction = (args) => pageMeta(args, "agent:centreTitle");
export const shouldRevalidate = centreShouldRevalidate;

export default function RevenueReportPage() {
  const frame = useLoaderData<typeof loader>();
  return <AgentCentre frame={frame}>{(content) => <Income content={content} />}</AgentCentre>;
}

const isZero = (minor: string) => BigInt(minor) === 0n;

/** Per contract kind: received, paid to the agent's downlines, pending, and the net; the totals under them. */
export function Income({ content }: { content: IncomeContent }) {
  const { t } = useTranslation("agent");
  const { income } = content;
  // A kind with nothing settled in the period says nothing; with none at all the section says so plainly.
  const kinds = income.kinds.filter((row) => !(isZero(row.received) && isZero(row.paid) && isZero(row.pending)));
  return (
    <div className="centre-stack" data-testid="agent-income">
      <PeriodFilter period={content.period} idPrefix="income" presets={FIGURE_PRESETS} />
      {kinds.length === 0 ? (
        <EmptyState icon={<IconCoins />} title={t("income.none")} text={t("income.noneText")} />
      ) : (
        <div className="table-scroll">
          <table className="data-table data-table--stack" data-testid="income-table">
            <caption>{t("income.caption")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("table.kind")}</th>
                <th scope="col" className="num">
                  {t("income.received")}
                </th>
                <th scope="col" className="num">
                  {t("income.paid")}
                </th>
                <th scope="col" className="num">
                  {t("income.pending")}
                </th>
                <th scope="col" className="num">
                  {t("income.net")}
                </th>
              </tr>
            </thead>
            <tbody>
              {kinds.map((row) => (
                <tr key={row.kind} data-kind={row.kind}>
                  <th scope="row">{t(`contract.kindTitle.${row.kind}`)}</th>
                  <td className="num" data-label={t("income.received")}>
                    {formatMinor(row.received)}
                  </td>
                  <td className="num" data-label={t("income.paid")}>
                    {formatMinor(row.paid)}
                  </td>
                  <td className="num" data-label={t("income.pending")}>
                    {formatMinor(row.pending)}
                  </td>
                  <SignedCell minor={row.net} label={t("income.net")} />
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr data-kind="total">
                <th scope="row">{t("income.total")}</th>
                <td className="num" data-label={t("income.received")}>
                  {formatMinor(income.total.received)}
                </td>
                <td className="num" data-label={t("income.paid")}>
                  {formatMinor(income.total.paid)}
                </td>
                <td className="num" data-label={t("income.pending")}>
                  {formatMinor(income.total.pending)}
                </td>
                <SignedCell minor={income.total.net} label={t("income.net")} />
              </tr>
            </tfoot>
          </table>
        </div>
      )}
      <p className="field__hint">{t("income.hint")}</p>
    </div>
  );
}
