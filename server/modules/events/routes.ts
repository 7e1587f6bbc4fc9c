import { and, asc, desc, eq, gte, lt, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { EventsLobby } from "../../../contract/answers/events.js";
import {
  EVENT_GAMES,
  EVENT_STATUSES,
  betRequestSchema,
  feedMessageSchema,
  fightBetSchema,
  fightInputSchema,
  fightResultSchema,
  lobbyQuerySchema,
  oddsFormatSchema,
  type EventSport,
  type LobbyQuery,
} from "../../../contract/events.js";
import { nextSiteDay, siteDay, siteDayStart } from "../../../contract/time-zone.js";
import type { Db } from "../../db/connect.js";
import { readThrough } from "../../db/read-cache.js";
import { AppError } from "../errors.js";
import { requireOperator } from "../../http/operator.js";
import { page, paging, route } from "../../http/route.js";
import { memberBets, oddsFormatOf, placeBet, setOddsFormat, slipSelections } from "./bets.js";
import { applyFeedMessage } from "./feed.js";
import {
  closeFight,
  currentFight,
  lastCall,
  memberFightBets,
  openFight,
  placeFightBet,
  recentFights,
  resultFight,
} from "./fights.js";
import { sportsEvents } from "./schema.js";
import { eventById, eventByRef, eventViews, type MarketRow } from "./views.js";
import { eventEndpoints } from "../../../contract/routes/events.js";
import { cockfightEndpoints } from "../../../contract/routes/cockfight.js";

// Event betting's calls (docs/platform-calls.md "Event betting"): the lobby, an event, the slip's
// selections and the arena for everyone; bets, the member's bets and odds format with a real member's token; the
// operator's feed and arena at /ops. Odds move by the second, so the lobby is kept one second, like the lottery's.

const LOBBY_TTL_MS = 1_000;
const LOBBY_EVENTS = 60;
/** When Today has nothing left, this many of the next events to come. */
const LOBBY_NEXT = 10;
/** The lobby shows an event's main markets: one of each of these, in the phase of the tab. */
const LOBBY_TYPES = new Set(["1x2", "winner", "ah", "ou", "map_winner"]);
const HISTORY = 20;

async function lobby(db: Db, query: LobbyQuery): Promise<EventsLobby> {
  const now = new Date();
  const tomorrow = siteDayStart(nextSiteDay(siteDay(now)));
  const when =
    query.tab === "live"
      ? eq(sportsEvents.status, "live")
      : and(
          eq(sportsEvents.status, "not_started"),
          sql`${sportsEvents.startsAt} > ${now}`,
          query.tab === "today" ? lt(sportsEvents.startsAt, tomorrow) : gte(sportsEvents.startsAt, tomorrow),
        );
  const listed = await db
    .select()
    .from(sportsEvents)
    .where(and(eq(sportsEvents.game, query.game), when))
    .orderBy(asc(sportsEvents.startsAt), asc(sportsEvents.id))
    .limit(500);
  const sports = new Map<EventSport, Map<string, number>>();
  for (const e of listed) {
    const competitions = sports.get(e.sport as EventSport) ?? new Map<string, number>();
    competitions.set(e.competition, (competitions.get(e.competition) ?? 0) + 1);
    sports.set(e.sport as EventSport, competitions);
  }
  const shown = listed
    .filter(
      (e) => (!query.sport || e.sport === query.sport) && (!query.competition || e.competition === query.competition),
    )
    .slice(0, LOBBY_EVENTS);
  const phase = query.tab === "live" ? "live" : "prematch";
  const firstOfType = new Set<string>();
  const keep = (m: MarketRow) => {
    const key = `${m.eventId}|${m.type}`;
    if (m.phase !== phase || !LOBBY_TYPES.has(m.type) || firstOfType.has(key)) return false;
    firstOfType.add(key);
    return true;
  };
  // Nothing left today (a demo's late evening, a quiet day): the next events to come, said as such (ADR 0061).
  const next =
    query.tab === "today" && shown.length === 0
      ? await db
          .select()
          .from(sportsEvents)
          .where(
            and(
              eq(sportsEvents.game, query.game),
              eq(sportsEvents.status, "not_started"),
              gte(sportsEvents.startsAt, tomorrow),
              query.sport ? eq(sportsEvents.sport, query.sport) : undefined,
              query.competition ? eq(sportsEvents.competition, query.competition) : undefined,
            ),
          )
          .orderBy(asc(sportsEvents.startsAt), asc(sportsEvents.id))
          .limit(LOBBY_NEXT)
      : [];
  return {
    now: now.toISOString(),
    game: query.game,
    tab: query.tab,
    sports: [...sports].map(([sport, competitions]) => ({
      sport,
      count: [...competitions.values()].reduce((a, b) => a + b, 0),
      competitions: [...competitions].map(([name, count]) => ({ name, count })),
    })),
    events: await eventViews(db, shown, now, keep),
    next: next.length ? await eventViews(db, next, now, keep) : [],
    sandbox: listed.some((e) => e.sandbox) || next.some((e) => e.sandbox),
  };
}

export function eventsRoutes(app: FastifyInstance) {
  const { db } = app;

  route(app, {
    endpoint: eventEndpoints.eventsLobby,
    query: lobbyQuerySchema,
    handler: ({ query }) =>
      readThrough(db, `events:lobby:${JSON.stringify(query)}`, () => lobby(db, query), LOBBY_TTL_MS),
  });
  route(app, {
    endpoint: eventEndpoints.slipSelections,
    query: z.object({
      ids: z
        .string()
        .max(400)
        .transform((s) => s.split(",").filter(Boolean))
        .pipe(z.array(z.string().uuid()).max(10)),
    }),
    handler: ({ query }) => slipSelections(db, query.ids),
  });
  route(app, {
    endpoint: eventEndpoints.placeEventBet,
    body: betRequestSchema,
    auth: "realMember",
    handler: ({ body, signedIn }) => placeBet(db, signedIn.member.id, body),
  });
  route(app, {
    endpoint: eventEndpoints.eventBets,
    // betId: that one bet of the member's (the betting record links a round to it).
    query: paging(10, 50).extend({
      status: z.enum(["open", "settled"]).optional(),
      betId: z.string().uuid().optional(),
    }),
    auth: "realMember",
    handler: async ({ query, signedIn }) => {
      const { list, total } = await memberBets(db, signedIn.member.id, query);
      return page(list, total, query.pageNo, query.pageSize);
    },
  });
  route(app, {
    endpoint: eventEndpoints.eventSettings,
    auth: "realMember",
    handler: ({ signedIn }) => oddsFormatOf(db, signedIn.member.id),
  });
  route(app, {
    endpoint: eventEndpoints.setEventSettings,
    body: oddsFormatSchema,
    auth: "realMember",
    handler: ({ body, signedIn }) => setOddsFormat(db, signedIn.member.id, body.oddsFormat),
  });
  route(app, {
    endpoint: eventEndpoints.sportsEvent,
    params: z.object({ id: z.string().uuid() }),
    handler: async ({ params }) => {
      const event = await eventById(db, params.id);
      if (!event) throw new AppError("NOT_FOUND", `No event ${params.id}`);
      return (await eventViews(db, [event], new Date()))[0];
    },
  });

  route(app, {
    endpoint: cockfightEndpoints.cockfightArena,
    handler: async (_input, request) => {
      // A member's token adds their bets on the fight on now; a visitor sees the same arena without them.
      const signedIn = request.headers.authorization ? await request.server.authenticate(request, "realMember") : null;
      const [current, history] = await Promise.all([currentFight(db), recentFights(db, HISTORY + 1)]);
      const myBets =
        signedIn && current
          ? (await memberFightBets(db, signedIn.member.id, { fightId: current.id, pageNo: 1, pageSize: 50 })).list
          : [];
      return {
        now: new Date().toISOString(),
        current,
        myBets,
        history: history.filter((f) => f.id !== current?.id).slice(0, HISTORY),
        sandbox: current?.sandbox ?? false,
      };
    },
  });
  route(app, {
    endpoint: cockfightEndpoints.placeFightBet,
    body: fightBetSchema,
    auth: "realMember",
    handler: ({ body, signedIn }) => placeFightBet(db, signedIn.member.id, body),
  });
  route(app, {
    endpoint: cockfightEndpoints.fightBets,
    query: paging(10, 50).extend({ fightId: z.string().uuid().optional(), betId: z.string().uuid().optional() }),
    auth: "realMember",
    handler: async ({ query, signedIn }) => {
      const { list, total } = await memberFightBets(db, signedIn.member.id, query);
      return page(list, total, query.pageNo, query.pageSize);
    },
  });
}

/** /ops/events and /ops/cockfight (X-Operator-Key; CLI `events …`, `cockfight …`): the feed's messages and the arena. */
export async function eventsOperatorRoutes(app: FastifyInstance) {
  app.addHook("onRequest", async (request) => requireOperator(request, app.operatorKey));
  const { db } = app;
  const actor = "api";

  route(app, {
    method: "POST",
    url: "/events/feed",
    query: z.object({ source: z.enum(["operator", "feed", "sandbox"]).default("operator") }),
    body: feedMessageSchema,
    handler: ({ query, body }) => applyFeedMessage(db, body, { kind: query.source, actor }),
  });
  route(app, {
    method: "GET",
    url: "/events",
    query: z.object({
      game: z.enum(EVENT_GAMES).optional(),
      status: z.enum(EVENT_STATUSES).optional(),
      limit: z.coerce.number().int().min(1).max(500).default(50),
    }),
    handler: async ({ query }) => {
      const rows = await db
        .select()
        .from(sportsEvents)
        .where(
          and(
            query.game ? eq(sportsEvents.game, query.game) : undefined,
            query.status ? eq(sportsEvents.status, query.status) : undefined,
          ),
        )
        .orderBy(desc(sportsEvents.startsAt))
        .limit(query.limit);
      return eventViews(db, rows, new Date());
    },
  });
  route(app, {
    method: "GET",
    url: "/events/:ref",
    params: z.object({ ref: z.string().max(60) }),
    handler: async ({ params }) => {
      const event = await eventByRef(db, params.ref);
      if (!event) throw new AppError("NOT_FOUND", `No event ${params.ref}`);
      return (await eventViews(db, [event], new Date()))[0];
    },
  });

  const fightParams = z.object({ id: z.string().uuid() });
  route(app, {
    method: "POST",
    url: "/cockfight/fights",
    body: fightInputSchema,
    handler: ({ body }) => openFight(db, body, actor),
  });
  route(app, {
    method: "POST",
    url: "/cockfight/fights/:id/last-call",
    params: fightParams,
    handler: ({ params }) => lastCall(db, params.id, actor),
  });
  route(app, {
    method: "POST",
    url: "/cockfight/fights/:id/close",
    params: fightParams,
    handler: ({ params }) => closeFight(db, params.id, actor),
  });
  route(app, {
    method: "POST",
    url: "/cockfight/fights/:id/result",
    params: fightParams,
    body: fightResultSchema,
    handler: ({ params, body }) => resultFight(db, params.id, body.result, body.reason, actor),
  });
  route(app, {
    method: "GET",
    url: "/cockfight/fights",
    query: z.object({ limit: z.coerce.number().int().min(1).max(200).default(20) }),
    handler: ({ query }) => recentFights(db, query.limit),
  });
  route(app, { method: "GET", url: "/cockfight/current", handler: () => currentFight(db) });
}
