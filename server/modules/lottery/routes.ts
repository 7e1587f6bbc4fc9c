import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { GameBoard, LotteryDraw, LotteryLobby, LotteryMenu } from "../../../contract/answers/lottery.js";
import {
  CHASE_MAX,
  LOTTO_AREAS,
  OPENED_COUNT,
  PRIZE_MODES,
  betTypeChangeSchema,
  cancelDrawSchema,
  closedDaysSchema,
  drawCapSchema,
  gameChangeSchema,
  gameCodeSchema,
  issueSchema,
  lobbyQuerySchema,
  numberRuleSchema,
  playTypeSchema,
  resultEntrySchema,
  ticketQuoteSchema,
  ticketRequestSchema,
  type LobbyQuery,
} from "../../../contract/lottery.js";
import type { Db } from "../../db/connect.js";
import { forgetReads, readThrough } from "../../db/read-cache.js";
import { AppError } from "../errors.js";
import { requireOperator } from "../../http/operator.js";
import { page, paging, route } from "../../http/route.js";
import { boards, drawViews, gameDraws, openedDraws } from "./draw-views.js";
import { type DrawRow } from "./draws.js";
import { favouriteGames, setFavourite } from "./favourites.js";
import { betTypeView, gameView, lotteryCatalogue, type GameRow } from "./games.js";
import { changeBetType, changeGame, operatorGames } from "./game-changes.js";
import {
  cancelDrawByOperator,
  drawExposure,
  drawProof,
  enterResult,
  feedStatus,
  operatorDraw,
  setClosedDays,
  setDrawCap,
  setNumberRule,
} from "./operator.js";
import { buyTicket, quoteTicket } from "./tickets.js";
import { memberTicket, memberTickets, recentLottery } from "./ticket-views.js";
import { lotteryClosedDays, lotteryDraws } from "./schema.js";
import { and, asc, eq, sql } from "drizzle-orm";
import { lotteryEndpoints } from "../../../contract/routes/lottery.js";

// The lottery's calls (SPEC §7; docs/platform-calls.md "Lottery"): the VN lottery menu, the opened numeros, the
// current draw, the lottery lobby and a house draw's proof for everyone; tickets, their quote, the member's
// tickets, recent lottery and favourites (LOTTFAV) with a real member's token; and the operator's /ops/lottery.
// Lottery answers change with every draw, so they are not in the web's site-version cache (ADR 0025): the
// platform keeps the lobby a second, the time a draw's close is judged by anyway.

/** Lobby cards show a game's next draws; a betting page lists enough for a chase across stations and days. */
const CARD_DRAWS = 4;
const BETTING_DRAWS = CHASE_MAX + 10;
const LOBBY_TTL_MS = 1_000;

const shown = (games: GameRow[], query: Pick<LobbyQuery, "lottoArea" | "lottoPrizeMode">) =>
  games.filter(
    (g) =>
      g.enabled &&
      (!query.lottoArea || g.area === query.lottoArea) &&
      (!query.lottoPrizeMode || g.prizeMode === query.lottoPrizeMode),
  );

async function lobby(db: Db, query: LobbyQuery): Promise<LotteryLobby> {
  const now = new Date();
  const { games, betTypes } = await lotteryCatalogue(db);
  const listed = shown(games, query);
  const selectedGame =
    query.lottoView === "betting" && query.lottoGameCode
      ? games.find((g) => g.code === query.lottoGameCode && g.enabled)
      : undefined;
  if (query.lottoView === "betting" && query.lottoGameCode && !selectedGame)
    throw new AppError("NOT_FOUND", `No lottery game ${query.lottoGameCode} open for bets`);
  const [cards, selected] = await Promise.all([
    boards(
      db,
      listed.map((g) => g.code),
      now,
      CARD_DRAWS,
    ),
    selectedGame ? boards(db, [selectedGame.code], now, BETTING_DRAWS) : Promise.resolve(null),
  ]);
  // Every draw of the page viewed at once: one read of their rules and chains, whatever the number of games.
  const found = [...cards.values(), ...(selected?.values() ?? [])];
  const rows = [
    ...new Map(found.flatMap((b) => [...b.open, ...(b.last ? [b.last] : [])]).map((d) => [d.id, d])).values(),
  ];
  const views = new Map((await drawViews(db, rows)).map((view, i) => [rows[i].id, view]));
  const board = (game: GameRow, of: { open: DrawRow[]; last: DrawRow | null } | undefined): GameBoard => ({
    game: gameView(game),
    open: (of?.open ?? []).map((d) => views.get(d.id) as LotteryDraw),
    last: of?.last ? (views.get(of.last.id) ?? null) : null,
  });
  return {
    now: now.toISOString(),
    games: listed.map((g) => board(g, cards.get(g.code))),
    selected: selectedGame
      ? {
          ...board(selectedGame, selected?.get(selectedGame.code)),
          betTypes: (betTypes.get(selectedGame.code) ?? []).filter((t) => t.enabled).map(betTypeView),
        }
      : null,
  };
}

async function enabledGame(db: Db, code: string): Promise<GameRow> {
  const { games } = await lotteryCatalogue(db);
  const game = games.find((g) => g.code === code);
  if (!game) throw new AppError("NOT_FOUND", `No lottery game ${code}`);
  return game;
}

export function lotteryRoutes(app: FastifyInstance) {
  const { db } = app;

  route(app, {
    method: "GET",
    url: "/lgw/vn/games/game_menu",
    query: z.object({ prizeMode: z.enum(PRIZE_MODES).optional(), device: z.literal("WEB").default("WEB") }),
    handler: async ({ query }): Promise<LotteryMenu> => {
      const { games, betTypes } = await lotteryCatalogue(db);
      return shown(games, { lottoPrizeMode: query.prizeMode }).map((g) => ({
        ...gameView(g),
        betTypes: (betTypes.get(g.code) ?? []).filter((t) => t.enabled).map(betTypeView),
      }));
    },
  });

  route(app, {
    endpoint: lotteryEndpoints.openedNumeros,
    query: z.object({
      gameCode: gameCodeSchema,
      count: z.coerce.number().int().min(1).max(OPENED_COUNT).default(OPENED_COUNT),
    }),
    handler: async ({ query }) => {
      const game = await enabledGame(db, query.gameCode);
      return {
        game: gameView(game),
        list: await drawViews(db, await openedDraws(db, game.code, query.count, new Date())),
      };
    },
  });

  route(app, {
    method: "GET",
    url: "/lgw/numeros/near",
    query: z.object({ gameCode: gameCodeSchema }),
    handler: async ({ query }) => {
      const game = await enabledGame(db, query.gameCode);
      const now = new Date();
      const found = (await boards(db, [game.code], now, CHASE_MAX)).get(game.code);
      const [open, last] = await Promise.all([
        drawViews(db, found?.open ?? []),
        drawViews(db, found?.last ? [found.last] : []),
      ]);
      return { now: now.toISOString(), currentNumero: open[0] ?? null, next: open.slice(1), last: last[0] ?? null };
    },
  });

  route(app, {
    endpoint: lotteryEndpoints.lotteryLobby,
    query: lobbyQuerySchema,
    handler: ({ query }) =>
      readThrough(db, `lottery:lobby:${JSON.stringify(query)}`, () => lobby(db, query), LOBBY_TTL_MS),
  });

  route(app, {
    endpoint: lotteryEndpoints.drawProof,
    query: z.object({ gameCode: gameCodeSchema, issue: issueSchema }),
    handler: ({ query }) => drawProof(db, query.gameCode, query.issue),
  });

  route(app, {
    endpoint: lotteryEndpoints.quoteTicket,
    body: ticketQuoteSchema,
    auth: "realMember",
    handler: ({ body, signedIn }) => quoteTicket(db, signedIn.member.id, body),
  });
  route(app, {
    endpoint: lotteryEndpoints.buyTicket,
    body: ticketRequestSchema,
    auth: "realMember",
    handler: ({ body, signedIn }) => buyTicket(db, signedIn.member.id, body),
  });

  route(app, {
    endpoint: lotteryEndpoints.lotteryTickets,
    query: paging(10, 50).extend({
      gameCode: gameCodeSchema.optional(),
      status: z.enum(["open", "settled"]).optional(),
    }),
    auth: "realMember",
    handler: async ({ query, signedIn }) => {
      const { list, total } = await memberTickets(db, signedIn.member.id, {
        game: query.gameCode,
        status: query.status,
        pageNo: query.pageNo,
        pageSize: query.pageSize,
      });
      return page(list, total, query.pageNo, query.pageSize);
    },
  });

  route(app, {
    endpoint: lotteryEndpoints.lotteryTicket,
    params: z.object({ id: z.string().uuid() }),
    auth: "realMember",
    handler: ({ params, signedIn }) => memberTicket(db, signedIn.member.id, params.id),
  });

  route(app, {
    endpoint: lotteryEndpoints.recentLottery,
    auth: "realMember",
    handler: ({ signedIn }) => recentLottery(db, signedIn.member.id),
  });
  route(app, {
    endpoint: lotteryEndpoints.lotteryFavourites,
    auth: "realMember",
    handler: ({ signedIn }) => favouriteGames(db, signedIn.member.id),
  });
  route(app, {
    endpoint: lotteryEndpoints.setLotteryFavourite,
    body: z.object({ gameCode: gameCodeSchema, favourite: z.boolean() }),
    auth: "realMember",
    handler: ({ body, signedIn }) => setFavourite(db, signedIn.member.id, body.gameCode, body.favourite),
  });
}

const drawParams = z.object({ game: gameCodeSchema, issue: issueSchema });

/** /ops/lottery (X-Operator-Key; CLI `lottery …`): games, odds and limits, draws and their results, rules, caps, exposure, feeds, closed days. */
export async function lotteryOperatorRoutes(app: FastifyInstance) {
  app.addHook("onRequest", async (request) => requireOperator(request, app.operatorKey));
  const { db } = app;
  const actor = "api";

  route(app, { method: "GET", url: "/lottery/games", handler: () => operatorGames(db) });
  route(app, {
    method: "PUT",
    url: "/lottery/games/:code",
    params: z.object({ code: gameCodeSchema }),
    body: gameChangeSchema,
    handler: ({ params, body }) => changeGame(db, params.code, body, actor),
  });
  route(app, {
    method: "PUT",
    url: "/lottery/games/:code/bet-types/:type",
    params: z.object({ code: gameCodeSchema, type: playTypeSchema }),
    body: betTypeChangeSchema,
    handler: ({ params, body }) => changeBetType(db, params.code, params.type, body, actor),
  });
  route(app, {
    method: "GET",
    url: "/lottery/games/:code/draws",
    params: z.object({ code: gameCodeSchema }),
    query: z.object({
      status: z.enum(["open", "closed", "drawn", "settled", "cancelled"]).optional(),
      limit: z.coerce.number().int().min(1).max(500).default(50),
    }),
    handler: async ({ params, query }) =>
      drawViews(db, await gameDraws(db, (await enabledGame(db, params.code)).code, query.status, query.limit)),
  });
  route(app, {
    method: "GET",
    url: "/lottery/draws/:game/:issue",
    params: drawParams,
    handler: ({ params }) => operatorDraw(db, params.game, params.issue),
  });
  route(app, {
    method: "GET",
    url: "/lottery/draws/:game/:issue/exposure",
    params: drawParams,
    handler: ({ params }) => drawExposure(db, params.game, params.issue),
  });
  route(app, {
    method: "POST",
    url: "/lottery/draws/:game/:issue/result",
    params: drawParams,
    body: resultEntrySchema,
    handler: ({ params, body }) =>
      enterResult(db, { ...params, prizes: body.prizes, reason: body.reason || undefined, actor }),
  });
  route(app, {
    method: "POST",
    url: "/lottery/draws/:game/:issue/cancel",
    params: drawParams,
    body: cancelDrawSchema,
    handler: ({ params, body }) => cancelDrawByOperator(db, { ...params, reason: body.reason, actor }),
  });
  route(app, {
    method: "PUT",
    url: "/lottery/draws/:game/:issue/rules",
    params: drawParams,
    body: numberRuleSchema,
    handler: ({ params, body }) => setNumberRule(db, { ...params, ...body, actor }),
  });
  route(app, {
    method: "PUT",
    url: "/lottery/draws/:game/:issue/cap",
    params: drawParams,
    body: drawCapSchema,
    handler: ({ params, body }) =>
      setDrawCap(db, { ...params, liabilityCap: body.liabilityCap === null ? null : BigInt(body.liabilityCap), actor }),
  });
  route(app, { method: "GET", url: "/lottery/feeds", handler: () => feedStatus(db) });
  route(app, {
    method: "GET",
    url: "/lottery/closed-days/:area",
    params: z.object({ area: z.enum(LOTTO_AREAS) }),
    handler: async ({ params }) => ({
      area: params.area,
      closedDays: (
        await db
          .select({ day: lotteryClosedDays.day })
          .from(lotteryClosedDays)
          .where(eq(lotteryClosedDays.area, params.area))
          .orderBy(asc(lotteryClosedDays.day))
      ).map((d) => d.day),
    }),
  });
  route(app, {
    method: "PUT",
    url: "/lottery/closed-days/:area",
    params: z.object({ area: z.enum(LOTTO_AREAS) }),
    body: closedDaysSchema,
    handler: ({ params, body }) => setClosedDays(db, { area: params.area, ...body, actor }),
  });
}

/**
 * The tests' way to let a draw's time come (like careClockRoutes, ADR 0034): its bets close and it draws now, so
 * that a result can be entered or drawn without waiting for the real schedule. No such route in production.
 */
export async function lotteryClockRoutes(app: FastifyInstance) {
  app.addHook("onRequest", async (request) => requireOperator(request, app.operatorKey));
  route(app, {
    method: "POST",
    url: "/dev/lottery/close",
    body: drawParams,
    handler: async ({ body }) => {
      const now = new Date(Date.now() - 1_000);
      const [moved] = await app.db
        .update(lotteryDraws)
        .set({ opensAt: sql`least(${lotteryDraws.opensAt}, ${now})`, closesAt: now, drawAt: now })
        .where(
          and(eq(lotteryDraws.game, body.game), eq(lotteryDraws.issue, body.issue), eq(lotteryDraws.status, "open")),
        )
        .returning();
      if (!moved) throw new AppError("NOT_FOUND", `No open draw ${body.issue} of ${body.game}`);
      forgetReads(app.db);
      return (await drawViews(app.db, [moved]))[0];
    },
  });
}
