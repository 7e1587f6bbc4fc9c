// The sportsbook pages (SPEC §2.1 /sports, /esports): one loader and one action for both lobbies. A
// page is the lobby (?tab=today|early|live, ?sport=, ?competition=), an event with all its markets (?event=<id>) or
// the member's bets (?view=bets&status=open|settled&page=); the bet slip shows beside the lobby and the event. Every
// form works as a whole-page post: an odds button adds its outcome to the slip (a fetcher without a reload once the
// page runs), the slip's "review" checks stakes, limits and the balance and answers the confirmation, whose "place"
// sends the bet(s) with the slip's requestKey. Odds change with every feed message: nothing here is cached.
import crypto from "node:crypto";
import { data, redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { takeNotice } from "~/lib/forms/notice.server";
import { PlatformError, wps, type Page } from "~/lib/platform/client.server";
import { routeError } from "~/lib/platform/errors.server";
import { partFailed, viewerOf, type Failed, type Viewer } from "~/lib/session/viewer.server";
import { idParam, pageParam } from "~/lib/shell/paging";
import type { EventBet, EventsLobby, SlipSelection, SportsEvent } from "~contract/answers/events";
import { ESPORTS, NAME_MAX, SPORTS, type EventGame, type EventSport, type OddsFormat } from "~contract/events";
import { betStatusTab, lobbyTab, type BetStatusTab, type LobbyTab } from "./forms";
import { keepSlip, readSlip, removeSelections, type Slip } from "./slip.server";

const failed = (what: string, error: unknown) => partFailed("sports", what, error);

export type SportsView = "lobby" | "event" | "bets";

export type SportsData = {
  game: EventGame;
  path: string;
  viewer: Viewer;
  view: SportsView;
  tab: LobbyTab;
  sport: EventSport | null;
  competition: string | null;
  lobby: EventsLobby | Failed | null;
  event: SportsEvent | null;
  /** The slip's selections as they stand now (null on the bets screen, which shows no slip). */
  slip: SlipSelection[] | Failed | null;
  bets: Page<EventBet> | Failed | null;
  betStatus: BetStatusTab;
  oddsFormat: OddsFormat;
  notice: string | null;
  /** This render's slip key: the parlay's requestKey, and the root every single's key is derived from. */
  slipKey: string;
};

const BETS_PAGE_SIZE = 10;
const EVENT_ID = /^[A-Za-z0-9_-]{1,64}$/;
const SPORTS_OF: Record<EventGame, readonly EventSport[]> = { sports: SPORTS, esports: ESPORTS };

export const sportsPath = (game: EventGame) => `/${game}`;

export async function sportsLoader({ request, context }: LoaderFunctionArgs, game: EventGame) {
  const url = new URL(request.url);
  const params = url.searchParams;
  const eventId = params.get("event")?.trim() || null;
  const view: SportsView = eventId ? "event" : params.get("view") === "bets" ? "bets" : "lobby";
  const tab = lobbyTab(params.get("tab"));
  const sportParam = params.get("sport");
  const sport = SPORTS_OF[game].find((s) => s === sportParam) ?? null;
  const competition = params.get("competition")?.trim().slice(0, NAME_MAX) || null;
  const betStatus = betStatusTab(params.get("status"));
  // One bet (?bet=): where the betting record's round leads, to show what decided it.
  const betId = idParam(params, "bet");
  const { viewer, token } = await viewerOf(request);
  const [stored, taken] = await Promise.all([readSlip(request), takeNotice(request)]);
  const events = wps(request, context);
  const ids = stored[game];
  let notice: string | null = taken.notice?.text ?? null;

  const [lobby, event, slip, oddsFormat, bets] = await Promise.all([
    view === "lobby"
      ? events
          .eventsLobby({ game, tab, sport: sport ?? undefined, competition: competition ?? undefined })
          .catch((error: unknown) => failed("lobby", error))
      : Promise.resolve(null),
    view === "event" && eventId && EVENT_ID.test(eventId)
      ? events.sportsEvent(eventId).catch((error: unknown) => {
          if (error instanceof PlatformError && (error.code === "NOT_FOUND" || error.code === "VALIDATION"))
            return null;
          throw error;
        })
      : Promise.resolve(null),
    view === "bets"
      ? Promise.resolve(null)
      : ids.length
        ? events.slipSelections(ids).catch((error: unknown) => failed("slip", error))
        : Promise.resolve([] as SlipSelection[]),
    token
      ? events.eventSettings(token).then(
          (settings) => settings.oddsFormat,
          () => "decimal" as const,
        )
      : Promise.resolve("decimal" as const),
    view === "bets" && token
      ? events
          .eventBets(
            token,
            betId
              ? { betId, pageNo: 1, pageSize: 1 }
              : { status: betStatus, pageNo: pageParam(params.get("page")), pageSize: BETS_PAGE_SIZE },
          )
          .catch((error: unknown) => failed("bets", error))
      : Promise.resolve(null),
  ]).catch(routeError);

  // An event of the other lobby (a shared link): shown where it belongs.
  if (event && event.game !== game)
    throw redirect(`${sportsPath(event.game)}?${new URLSearchParams({ event: event.id })}`);
  let changed = false;
  let kept: Slip = stored;
  // A stale link to an event that is gone: the lobby, saying so.
  const gone = view === "event" && !event;
  if (gone) notice = "sports:error.eventGone";
  // Outcomes the platform no longer knows leave the slip.
  if (Array.isArray(slip) && slip.length < ids.length) {
    kept = removeSelections(
      kept,
      game,
      ids.filter((id) => !slip.some((s) => s.outcomeId === id)),
    );
    changed = true;
  }
  const headers = taken.headers;
  if (changed) headers.append("Set-Cookie", await keepSlip(kept));
  return data<SportsData>(
    {
      game,
      path: url.pathname,
      viewer,
      view: gone ? "lobby" : view,
      tab,
      sport,
      competition,
      lobby: gone ? await events.eventsLobby({ game, tab }).catch((error: unknown) => failed("lobby", error)) : lobby,
      event,
      slip: Array.isArray(slip) ? orderedLike(ids, slip) : slip,
      bets,
      betStatus,
      oddsFormat,
      notice,
      slipKey: crypto.randomUUID(),
    },
    { headers },
  );
}

/** The slip in the order the member added its selections. */
const orderedLike = (ids: readonly string[], selections: SlipSelection[]) =>
  ids.map((id) => selections.find((s) => s.outcomeId === id)).filter((s) => s !== undefined);
