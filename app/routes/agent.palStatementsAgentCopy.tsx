// SPEC §2.7 palStatementsAgentCopy (user profit and loss): each direct downline's own figures and its
// whole team's over a period, with a drill into a downline agent's team.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, Link, useLocation } from "@remix-run/react";
import { AgentCentre, type AgentSectionProps } from "~/components/agent/AgentCentre";
import { centreShouldRevalidate } from "~/components/member/MemberCentre";
import { FIGURE_PRESETS, periodOf } from "~/lib/agent/periods";
import { teamPath, deeper } from "~/lib/agent/team";
import { agentSectionAction, agentSectionLoader } from "~/lib/agent/centre.server";
import type { SectionContext } from "~/lib/member/centre.server";
import { pageMeta } from "~/lib/i18n/meta";
import { useTranslation } from "react-i18next";
import { hrefWith } from "~/lib/shell/urls";
import { formatMinor, formatSignedMinor } from "~contract/money";
import { Count, PeriodFilter } from "~/components/agent/Filters";
import { TeamTrail } from "~/components/agent/TeamTrail";
import { EmptyRow } from "~/components/ui/TableCells";

async function palStatementsAgentCopy({ client, token, url }: SectionContext) {
  const period = periodOf(url.searchParams, "today", FIGURE_PRESETS);
  const path = teamPath(url.searchParams.get("path"));
  return {
    period,
    path,
    statement: await client.agentProfitLoss(token, { from: period.from, to: period.to, parent: path.at(-1) }),
  };
}
export type ProfitLossContent = Awaited<ReturnType<typeof palStatementsAgentCopy>>;

export const loader = ({ request, context }: LoaderFunctionArgs) =>
  agentSectionLoader(request, context, "palStatementsAgentCopy", palStatementsAgentCopy);
// The section has no form of its own; the header's "hide balance" form may still post here.
export const action = ({ request, context }: ActionFunctionArgs) =>
  agentSectionAction(request, context, "palStatementsAgentCopy", []);
export const meta: MetaFunction = (args) => pageMeta(args, "agent:centreTitle");
export const shouldRevalidate = centreShouldRevalidate;

export default function ProfitLossPage() {
  const frame = useLoaderData<typeof loader>();
  return <AgentCentre frame={frame}>{(content, props) => <ProfitLoss content={content} {...props} />}</AgentCentre>;
}

const SECTION = "palStatementsAgentCopy";

function Signed({ minor }: { minor: string }) {
  return <span className={minor.startsWith("-") ? "amount--out" : "amount--in"}>{formatSignedMinor(minor)}</span>;
}

/** Each direct downline of the agent (or of the agent drilled into): its own figures, then its team's. */
export function ProfitLoss({ content, from }: { content: ProfitLossContent } & AgentSectionProps) {
  const { t } = useTranslation("agent");
  const location = useLocation();
  const { statement, path } = content;
  const drill = (username: string) => hrefWith(location, { path: deeper(path, username), page: null });
  return (
    <div className="centre-stack">
      <PeriodFilter
        period={content.period}
        idPrefix="profit"
        presets={FIGURE_PRESETS}
        keep={{ path: path.join(",") }}
      />
      <TeamTrail section={SECTION} path={path} from={from} />
      <div className="table-scroll">
        <table className="data-table data-table--stack" data-testid="profit-loss">
          <caption>
            {path.length > 0 ? t("profitLoss.captionOf", { username: path.at(-1) }) : t("profitLoss.caption")}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t("table.username")}</th>
              <th scope="col">{t("table.type")}</th>
              <th scope="col" className="num">
                {t("table.betCount")}
              </th>
              <th scope="col" className="num">
                {t("table.validBet")}
              </th>
              <th scope="col" className="num">
                {t("table.payout")}
              </th>
              <th scope="col" className="num">
                {t("table.winLoss")}
              </th>
              <th scope="col" className="num">
                {t("table.teamValidBet")}
              </th>
              <th scope="col" className="num">
                {t("table.teamWinLoss")}
              </th>
            </tr>
          </thead>
          <tbody>
            {statement.rows.length === 0 ? (
              <EmptyRow columns={8}>{t("profitLoss.none")}</EmptyRow>
            ) : (
              statement.rows.map((row) => (
                <tr key={row.username} data-username={row.username}>
                  <td data-label={t("table.username")}>
                    {row.isAgent ? (
                      <Link
                        to={drill(row.username)}
                        aria-label={t("downline.drill", { username: row.username })}
                        preventScrollReset
                      >
                        {row.username}
                      </Link>
                    ) : (
                      row.username
                    )}
                  </td>
                  <td data-label={t("table.type")}>{t(row.isAgent ? "type.agent" : "type.member")}</td>
                  <td className="num" data-label={t("table.betCount")}>
                    <Count value={row.betCount} />
                  </td>
                  <td className="num" data-label={t("table.validBet")}>
                    {formatMinor(row.validBet)}
                  </td>
                  <td className="num" data-label={t("table.payout")}>
                    {formatMinor(row.payout)}
                  </td>
                  <td className="num" data-label={t("table.winLoss")}>
                    <Signed minor={row.winLoss} />
                  </td>
                  <td className="num" data-label={t("table.teamValidBet")}>
                    {formatMinor(row.teamValidBet)}
                  </td>
                  <td className="num" data-label={t("table.teamWinLoss")}>
                    <Signed minor={row.teamWinLoss} />
                  </td>
                </tr>
              ))
            )}
          </tbody>
          <tfoot>
            <tr data-testid="profit-loss-total">
              <th scope="row" colSpan={2}>
                {t("profitLoss.total")}
              </th>
              <td className="num" data-label={t("table.betCount")}>
                <Count value={statement.total.betCount} />
              </td>
              <td className="num" data-label={t("table.validBet")}>
                {formatMinor(statement.total.validBet)}
              </td>
              <td className="num" data-label={t("table.payout")}>
                {formatMinor(statement.total.payout)}
              </td>
              <td className="num" data-label={t("table.winLoss")}>
                <Signed minor={statement.total.winLoss} />
              </td>
              <td colSpan={2} />
            </tr>
          </tfoot>
        </table>
      </div>
      <p className="field__hint">{t("overview.winLossHint")}</p>
    </div>
  );
}
