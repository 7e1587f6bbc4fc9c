// The names of markets and outcomes in the member's language: a market by its type, line and map, an
// outcome by the team it backs (with the handicap that side gets) or by its words. Lines read as figures with the
// Asian pair of a quarter line. Shared by the lobby, the event page, the slip and the member's bets.
import type { MarketPhase, MarketType } from "~contract/events";
import { awayLine, lineText } from "./odds";

type Translate = (key: string, options?: Record<string, unknown>) => string;

export type MarketLike = { type: MarketType; line: string | null; map: number | null; phase?: MarketPhase };
export type Teams = { home: string; away: string };

const HANDICAPS: ReadonlySet<MarketType> = new Set(["ah", "map_hcp"]);

/** A market's line for its heading: a handicap signed, a total plain, either with its Asian pair. */
export function marketLine(market: MarketLike): string | null {
  if (market.line === null || market.type === "map_winner") return null;
  return lineText(market.line, HANDICAPS.has(market.type));
}

/** The market's full name: "Asian handicap -0.75 (-0.5/-1)", "Map 2 winner", "Match result (1X2), live". */
export function marketLabel(t: Translate, market: MarketLike): string {
  const line = marketLine(market);
  const name = t(`market.${market.type}`, { line: line ?? "", map: market.map ?? "" });
  return market.phase === "live" ? t("liveMarket", { market: name }) : name;
}

/** An outcome as the member picks it: the team (with its handicap), "Draw", "Over 2.5", "2:1", "Any other score". */
export function outcomeLabel(t: Translate, market: MarketLike, code: string, teams: Teams): string {
  const team = code === "home" ? teams.home : code === "away" ? teams.away : null;
  if (team !== null) {
    if (HANDICAPS.has(market.type) && market.line !== null)
      return `${team} ${lineText(code === "home" ? market.line : awayLine(market.line), true)}`;
    return team;
  }
  if (code === "over" || code === "under")
    return t(`outcome.${code}`, { line: market.line === null ? "" : lineText(market.line, false) });
  if (code === "draw" || code === "other") return t(`outcome.${code}`);
  return code;
}

/** A slip selection's or a bet leg's market as the labels read it. */
export const slipMarket = (leg: { marketType: MarketType; line: string | null; map: number | null }): MarketLike => ({
  type: leg.marketType,
  line: leg.line,
  map: leg.map,
});
