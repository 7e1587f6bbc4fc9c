import { useTranslation } from "react-i18next";
import { renderMessage } from "~/lib/forms/messages";
import { marketLabel, outcomeLabel, type MarketLike, type Teams } from "~/lib/sports/labels";
import { showOdds } from "~/lib/sports/odds";
import type { OddsFormat } from "~contract/events";

/** The sportsbook's texts, a form message whatever namespace it names, and odds, markets and outcomes in words. */
export function useSportsText(format: OddsFormat) {
  const { t } = useTranslation("sports");
  return {
    t,
    say: (text: string) => renderMessage(t, text),
    odds: (odds: string) => showOdds(odds, format),
    market: (market: MarketLike) => marketLabel(t, market),
    outcome: (market: MarketLike, code: string, teams: Teams) => outcomeLabel(t, market, code, teams),
  };
}
export type SportsText = ReturnType<typeof useSportsText>;
