import { TabBar } from "~/components/ui/TabBar";
import { Link } from "@remix-run/react";
import { EmptyState } from "~/components/ui/EmptyState";
import { IconDice } from "~/components/ui/Icons";
import { PageLinks } from "~/components/ui/Pager";
import { formatDateTime } from "~/lib/shell/date-time";
import { BET_STATUSES } from "~/lib/sports/forms";
import { slipMarket } from "~/lib/sports/labels";
import { betsHref } from "~/lib/sports/links";
import type { SportsData } from "~/lib/sports/sports.server";
import { historyText, historyWorthShowing, legScore, legVerdict } from "~/lib/sports/settlement";
import type { BetLeg, EventBet } from "~contract/answers/events";
import { formatMinor } from "~contract/money";
import type { SportsText } from "./useSportsText";

const BADGE: Record<string, string> = {
  won: "badge badge--win",
  half_won: "badge badge--win",
  dead_heat: "badge badge--win",
};
const badgeOf = (status: string) => BADGE[status] ?? "badge";

/** The member's bets: open or settled, newest first, each with its legs and what they returned. */
export function MyBets({ data, login, text }: { data: SportsData; login: string; text: SportsText }) {
  const { t } = text;
  return (
    <section className="my-bets" aria-labelledby="my-bets-title">
      <h2 id="my-bets-title">{t("bets.title")}</h2>
      <TabBar
        className="sports-tabs"
        label={t("bets.statusLabel")}
        tabs={BET_STATUSES.map((status) => ({
          key: status,
          to: betsHref(data.path, status),
          label: t(`bets.tab.${status}`),
          current: data.betStatus === status,
          keepScroll: false,
        }))}
      />
      {data.viewer !== "member" ? (
        <EmptyState icon={<IconDice />} title={t("bets.login")}>
          <Link to={login} className="btn btn--small btn--gold" preventScrollReset>
            {t(data.viewer === "trial" ? "bets.trueAccount" : "bets.loginLink")}
          </Link>
        </EmptyState>
      ) : !data.bets || "failed" in data.bets ? (
        <EmptyState icon={<IconDice />} title={t("failed")} />
      ) : data.bets.list.length === 0 ? (
        <EmptyState icon={<IconDice />} title={t(`bets.none.${data.betStatus}`)} />
      ) : (
        <>
          <ul className="bet-list" data-testid="bet-list">
            {data.bets.list.map((bet) => (
              <BetCard key={bet.id} bet={bet} text={text} />
            ))}
          </ul>
          <PageLinks list={data.bets} label={t("bets.pages")} />
        </>
      )}
    </section>
  );
}

function BetCard({ bet, text }: { bet: EventBet; text: SportsText }) {
  const { t } = text;
  return (
    <li className="bet-card" data-bet={bet.id} data-status={bet.status} data-kind={bet.kind}>
      <p className="bet-card__head">
        <strong>{t(`bets.kind.${bet.kind}`, { count: bet.legs.length })}</strong>{" "}
        <span className={badgeOf(bet.status)}>{t(`bets.status.${bet.status}`)}</span>
      </p>
      <dl className="bet-card__facts">
        <dt>{t("bets.stake")}</dt>
        <dd data-testid="bet-stake">{formatMinor(bet.stake)}</dd>
        <dt>{t("bets.odds")}</dt>
        <dd data-testid="bet-odds">{text.odds(bet.odds)}</dd>
        <dt>{t("bets.potential")}</dt>
        <dd data-testid="bet-potential">{formatMinor(bet.potentialReturn)}</dd>
        <dt>{t("bets.returned")}</dt>
        <dd data-testid="bet-returned">{bet.returned === null ? t("bets.notYet") : formatMinor(bet.returned)}</dd>
        <dt>{t("bets.placedAt")}</dt>
        <dd>{formatDateTime(bet.placedAt)}</dd>
        {bet.settledAt ? (
          <>
            <dt>{t("bets.settledAt")}</dt>
            <dd>{formatDateTime(bet.settledAt)}</dd>
          </>
        ) : null}
      </dl>
      <ol className="bet-legs" aria-label={t("bets.legs")}>
        {bet.legs.map((leg) => {
          const market = slipMarket(leg);
          return (
            <li key={leg.outcomeId} className="bet-leg" data-leg-status={leg.status}>
              <p className="bet-leg__event">
                <strong>{t("versus", { home: leg.event.home, away: leg.event.away })}</strong>{" "}
                <span className="field__hint">
                  {t(`sport.${leg.event.sport}`)} · {leg.event.competition} · {formatDateTime(leg.event.startsAt)}
                </span>
              </p>
              <p className="bet-leg__pick">
                {text.market(market)}: <strong>{text.outcome(market, leg.outcome, leg.event)}</strong>{" "}
                {t("bets.at", { odds: text.odds(leg.odds) })}
              </p>
              <p className="bet-leg__result">
                <span className={badgeOf(leg.status)}>{t(`bets.legStatus.${leg.status}`)}</span>
                {leg.factor !== null ? (
                  <span data-testid="leg-factor"> {t("bets.factor", { factor: leg.factor })}</span>
                ) : null}
              </p>
              <LegWhy leg={leg} text={text} />
            </li>
          );
        })}
      </ol>
      {historyWorthShowing(bet.history) ? (
        <section className="bet-history" aria-label={t("bets.history.title")}>
          <h3 className="bet-history__title">{t("bets.history.title")}</h3>
          <ol data-testid="bet-history">
            {bet.history.map((change, i) => (
              <li key={`${change.version}:${change.change}:${i}`} data-change={change.change}>
                {historyText(t, change, i === 0)}
              </li>
            ))}
          </ol>
        </section>
      ) : null}
    </li>
  );
}

/** What decided a settled leg: the final score it was settled on and why it returns what it does (ADR 0064). */
function LegWhy({ leg, text }: { leg: BetLeg; text: SportsText }) {
  const { t } = text;
  const score = legScore(t, leg);
  const verdict = legVerdict(t, { ...leg, odds: text.odds(leg.odds) });
  if (!score && !verdict) return null;
  return (
    <p className="bet-leg__why" data-testid="leg-why">
      {score}
      {score && verdict ? " · " : null}
      {verdict}
    </p>
  );
}
