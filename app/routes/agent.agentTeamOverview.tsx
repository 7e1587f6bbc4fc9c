// SPEC §2.7 agentTeamOverview: the whole downline's figures over a period of the site's days.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { AgentCentre } from "~/components/agent/AgentCentre";
import { centreShouldRevalidate } from "~/components/member/MemberCentre";
import { FIGURE_PRESETS, periodOf } from "~/lib/agent/periods";
import { agentSectionAction, agentSectionLoader } from "~/lib/agent/centre.server";
import type { SectionContext } from "~/lib/member/centre.server";
import { pageMeta } from "~/lib/i18n/meta";
import { useTranslation } from "react-i18next";
import { formatMinor, formatSignedMinor } from "~contract/money";
import { Count, PeriodFilter } from "~/components/agent/Filters";

async function agentTeamOverview({ client, token, url }: SectionContext) {
  const period = periodOf(url.searchParams, "today", FIGURE_PRESETS);
  return { period, overview: await client.agentOverview(token, { from: period.from, to: period.to }) };
}
export type TeamOverviewContent = Awaited<ReturnType<typeof agentTeamOverview>>;

export const loader = ({ request, context }: LoaderFunctionArgs) =>
  agentSectionLoader(request, context, "agentTeamOverview", agentTeamOverview);
// The section has no form of its own; the header's "hide balance" form may still post here.
export const action = ({ request, context }: ActionFunctionArgs) =>
  agentSectionAction(request, context, "agentTeamOverview", []);
export const meta: MetaFunction = (args) => pageMeta(args, "agent:centreTitle");
export const shouldRevalidate = centreShouldRevalidate;

export default function TeamOverviewPage() {
  const frame = useLoaderData<typeof loader>();
  return <AgentCentre frame={frame}>{(content) => <TeamOverview content={content} />}</AgentCentre>;
}

/** The team's figures: its size, and what its members did in the period (the agent excluded). */
export function TeamOverview({ content }: { content: TeamOverviewContent }) {
  const { t } = useTranslation("agent");
  const { overview } = content;
  const counts = [
    ["teamDirect", overview.team.direct],
    ["teamTotal", overview.team.total],
    ["registrations", overview.registrations],
    ["activeMembers", overview.activeMembers],
    ["firstDeposits", overview.firstDeposits],
    ["betCount", overview.betCount],
  ] as const;
  const amounts = [
    ["deposits", overview.deposits],
    ["withdrawals", overview.withdrawals],
    ["validBet", overview.validBet],
    ["payout", overview.payout],
    ["bonuses", overview.bonuses],
  ] as const;
  return (
    <div className="centre-stack">
      <PeriodFilter period={content.period} idPrefix="overview" presets={FIGURE_PRESETS} />
      <dl className="agent-figures" data-testid="team-overview">
        {counts.map(([name, value]) => (
          <div key={name} className="agent-figure" data-figure={name}>
            <dt>{t(`overview.${name}`)}</dt>
            <dd>
              <Count value={value} />
            </dd>
          </div>
        ))}
        {amounts.map(([name, value]) => (
          <div key={name} className="agent-figure" data-figure={name}>
            <dt>{t(`overview.${name}`)}</dt>
            <dd className="money">{formatMinor(value)}</dd>
          </div>
        ))}
        <div className="agent-figure" data-figure="winLoss">
          <dt>{t("overview.winLoss")}</dt>
          <dd className={`money ${overview.winLoss.startsWith("-") ? "amount--out" : "amount--in"}`}>
            {formatSignedMinor(overview.winLoss)}
          </dd>
        </div>
      </dl>
      <p className="field__hint">{t("overview.winLossHint")}</p>
    </div>
  );
}
