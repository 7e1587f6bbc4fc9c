import { useTranslation } from "react-i18next";
import { FIGURE_PRESETS } from "~/lib/agent/periods";
import { formatMinor, formatSignedMinor } from "~contract/money";
import type { TeamOverviewContent } from "~/routes/agent.agentTeamOverview";
import { Count, PeriodFilter } from "./Filters";

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
