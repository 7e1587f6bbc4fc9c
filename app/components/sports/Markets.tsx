import { useId } from "react";
import type { EventMarket, SportsEvent } from "~contract/answers/events";
import { MARKET_TYPES } from "~contract/events";
import { OddsButton } from "./OddsButton";
import type { SportsText } from "./useSportsText";

/** Markets in the order a member looks for them: the result first, then handicaps, totals, scores and maps. */
export const byMarketOrder = (a: EventMarket, b: EventMarket) =>
  MARKET_TYPES.indexOf(a.type) - MARKET_TYPES.indexOf(b.type) ||
  Number(a.line ?? 0) - Number(b.line ?? 0) ||
  (a.map ?? 0) - (b.map ?? 0);

/** One market: its name (with the line and its Asian pair) and each outcome's price as a button of the slip. */
export function MarketOdds({
  market,
  event,
  chosen,
  text,
  namedBy,
}: {
  market: EventMarket;
  event: Pick<SportsEvent, "home" | "away">;
  chosen: ReadonlySet<string>;
  text: SportsText;
  /**
   * The id of a heading that already says the market's name (an event page's group of one market): the group is
   * named by it, and the name is not printed again (a hidden copy was still read twice, and text browsers show it).
   */
  namedBy?: string;
}) {
  const id = useId();
  const { t } = text;
  const many = market.outcomes.length > 3;
  const closed = market.open ? null : <span className="market__closed"> · {t(`marketStatus.${market.status}`)}</span>;
  return (
    <div
      className="market"
      role="group"
      aria-labelledby={namedBy ?? id}
      data-market={market.id}
      data-type={market.type}
    >
      {namedBy ? (
        closed && <p className="market__name">{closed}</p>
      ) : (
        <p id={id} className="market__name">
          {text.market(market)}
          {closed}
        </p>
      )}
      <div className={many ? "odds-row odds-row--many" : "odds-row"}>
        {market.outcomes.map((outcome) => (
          <OddsButton
            key={outcome.id}
            outcomeId={outcome.id}
            label={text.outcome(market, outcome.code, event)}
            price={market.open && outcome.active ? text.odds(outcome.odds) : t("closedPrice")}
            selected={chosen.has(outcome.id)}
            open={market.open && outcome.active}
          />
        ))}
      </div>
    </div>
  );
}
