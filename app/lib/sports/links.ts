// The sportsbook's addresses: every screen is a URL (tabs, menu, event, bets, pages), so each works without JavaScript.
import type { BetStatusTab, LobbyTab } from "./forms";

const withQuery = (path: string, query: Record<string, string | number | null | undefined>) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== null && value !== undefined && value !== "") params.set(key, String(value));
  const search = params.toString();
  return search ? `${path}?${search}` : path;
};

/** A lobby tab, optionally one sport or one of its competitions ("today" is the lobby's own address). */
export const lobbyHref = (
  path: string,
  place: { tab?: LobbyTab; sport?: string | null; competition?: string | null } = {},
) =>
  withQuery(path, {
    tab: place.tab === "today" ? null : place.tab,
    sport: place.sport,
    competition: place.competition,
  });

export const eventHref = (path: string, eventId: string) => withQuery(path, { event: eventId });

export const betsHref = (path: string, status: BetStatusTab = "open") =>
  withQuery(path, { view: "bets", status: status === "open" ? null : status });
