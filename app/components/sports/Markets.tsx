import { useId } from "react";
import type { EventMarket, SportsEvent } from "~contract/answers/events";
import { MARKET_TYPES } from "~contract/events";
import { OddsButton } from "./OddsButton";
import type { SportsText } from "./useSportsText";

/** Markets in the order a member looks for them: the result first, then handicaps, totals, scores and maps. */
export const byMarketOrder = (a: EventMarket, b: EventMarket) => MARKET_TYPES.indexOf(a.type) - MARKET_TYPES.indexOf(b.type) || Number(a.line ?? 0) - Number(b.line ?? 0) || (a.map ?? 0) - (b.map ?? 0);

/** One market: its name (with the line and its Asian pair) and each outcome's price as a button of the slip. */
export function MarketOdds({
  market,
  event,
  chosen,
  text,
  nameShown = true,
}: {
  market: EventMarket;
  event: Pick<SportsEvent, "home" | "away">;
  chosen: ReadonlySet<string>;
  text: SportsText;
  /** False where a heading already says it (an event page's group of one market): still the group's name for assistive technology. */
  nameShown?: boolean;
}) {
  const id = useId();
  const { t } = text;
  const many = market.outcomes.length > 3;
  return (
    <div className="market" role="group" aria-labelledby={id} data-market={market.id} data-type={market.type}>
      <p id={id} className={nameShown ? "market__name" : "market__name visually-hidden"}>
        {text.market(market)}
        {market.open ? null : <span className="market__closed"> · {t(`marketStatus.${market.status}`)}</span>}
      </p>
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
