// Event betting's calls (contract/events.ts, contract/answers/events.ts, docs/platform-calls.md "Event betting"): the
// sportsbook's lobby and an event with all its markets (public), the selections of a bet slip as they stand now,
// and with a real member's token a bet, the member's bets and the odds format. Odds move all the time, so none of
// these answers is in the site-version cache (ADR 0025).
import type { Page } from "~contract/answers/common";
import type { EventBet, EventsLobby, SlipSelection, SportsEvent } from "~contract/answers/events";
import type { BetRequest, LobbyQuery, OddsFormat } from "~contract/events";
import { eventEndpoints as api } from "~contract/routes/events";
import type { PlatformTransport } from "./transport.server";

/** Open or settled bets, or (betId) the one bet a betting record's round links to. */
export type EventBetsQuery = { status?: "open" | "settled"; betId?: string; pageNo: number; pageSize: number };

export const eventsCalls = {
  /** A lobby tab (today, early, live) of sports or e-sports, optionally one sport or competition: its menu and events with their main markets. */
  eventsLobby(this: PlatformTransport, query: LobbyQuery): Promise<EventsLobby> {
    return this.call(api.eventsLobby, {
      query: {
        game: query.game,
        tab: query.tab,
        sport: query.sport,
        competition: query.competition,
      },
    });
  },

  /** One event with all its markets. */
  sportsEvent(this: PlatformTransport, eventId: string): Promise<SportsEvent> {
    return this.call(api.sportsEvent, { params: { id: eventId } });
  },

  /** A slip's selections (at most 10 outcome ids) with their current odds; ids the platform does not know are left out. */
  slipSelections(this: PlatformTransport, outcomeIds: readonly string[]): Promise<SlipSelection[]> {
    return this.call(api.slipSelections, { query: { ids: outcomeIds.join(",") } });
  },

  /** One bet: a single (one selection) or a parlay (2–10); a resend with the same requestKey answers the same bet. */
  placeEventBet(this: PlatformTransport, token: string, body: BetRequest): Promise<EventBet> {
    return this.call(api.placeEventBet, { body, token });
  },

  eventBets(this: PlatformTransport, token: string, query: EventBetsQuery): Promise<Page<EventBet>> {
    return this.call(api.eventBets, { query, token });
  },

  /** How the member reads odds. */
  eventSettings(this: PlatformTransport, token: string): Promise<{ oddsFormat: OddsFormat }> {
    return this.call(api.eventSettings, { token });
  },

  setEventSettings(
    this: PlatformTransport,
    token: string,
    oddsFormat: OddsFormat,
  ): Promise<{ oddsFormat: OddsFormat }> {
    return this.call(api.setEventSettings, { body: { oddsFormat }, token });
  },
};

export type EventsCalls = typeof eventsCalls;
