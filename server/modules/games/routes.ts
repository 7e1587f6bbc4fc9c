import type { FastifyInstance } from "fastify";
import { z, type ZodTypeAny } from "zod";
import { readThrough } from "../../db/read-cache.js";
import { AppError } from "../errors.js";
import { page, paging, route } from "../../http/route.js";
import { minorAmount } from "../wallet/index.js";
import {
  findGame,
  GAME_CATEGORIES,
  GAME_LIST_PAGE_SIZE,
  gameMenus,
  hotGames,
  launchableCategories,
  listGames,
  POPULAR_COUNT,
  POPULAR_MAX,
  popularGames,
  vendorLanes,
} from "./catalogue.js";
import { addFavourite, favouriteGames, favouriteIds, recentGameList, removeFavourite } from "./favourites.js";
import { gameEndpoints } from "../../../contract/routes/games.js";

// The games catalogue calls (docs/platform-calls.md, "Games catalogue"). Visitors get the
// catalogue; favourites need a real member (SPEC §6), recent games any signed-in player.

// The web sends SPEC's empty defaults (gameClassify=, minBet=): an empty field means "no filter".
const optional = <S extends ZodTypeAny>(schema: S) =>
  z.preprocess((v) => (v === "" ? undefined : v), schema.optional());

const vassalage = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9_]{2,20}$/, "a vendor code");
const gameType = z.string().trim().toUpperCase().pipe(z.enum(GAME_CATEGORIES));
const gameClassify = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z_]{2,30}$/, "a game classification");
const nodeId = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9][A-Za-z0-9_-]{1,80}$/, "a game node id");
const gameRef = z.object({ nodeId, vendor: vassalage, gameType });
const POPULAR_TTL_MS = 60_000;

// Fields the original client sends that do not change the answer here (one merchant, one channel).
const clientFields = {
  clientType: optional(z.coerce.number().int().min(0).max(9)),
  platform: optional(z.string().max(60)),
  channel: optional(z.string().max(40)),
  merchant: optional(z.string().max(40)),
  merchantCode: optional(z.string().max(40)),
  language: optional(z.string().max(10)),
};

export function gameCatalogueRoutes(app: FastifyInstance) {
  const { db } = app;

  route(app, {
    endpoint: gameEndpoints.vendorLanes,
    query: z.object(clientFields),
    handler: () => readThrough(db, "games:lanes", () => vendorLanes(db)),
  });

  route(app, {
    endpoint: gameEndpoints.launchableCategories,
    handler: async () => ({ categories: await launchableCategories(db) }),
  });

  route(app, {
    method: "GET",
    url: "/lgw/games/game_menus",
    handler: () => readThrough(db, "games:menus", () => gameMenus(db)),
  });

  route(app, {
    method: "GET",
    url: "/wps/relay/GCSGAME_hotGamesV2",
    query: z.object({
      ...clientFields,
      isPlatform: optional(z.coerce.number().int().min(0).max(9)),
      gameType: optional(gameType),
    }),
    handler: ({ query }) => readThrough(db, `games:hot:${query.gameType ?? ""}`, () => hotGames(db, query.gameType)),
  });

  route(app, {
    method: "GET",
    url: "/lgw/games/popular",
    query: z.object({ count: z.coerce.number().int().min(1).max(POPULAR_MAX).default(POPULAR_COUNT) }),
    // Counting a month of rounds is the dearest public read, and a month's ranking barely moves in a
    // minute: it is counted once a minute per platform copy, at full length, whatever count is asked.
    handler: async ({ query }) =>
      (await readThrough(db, "games:popular", () => popularGames(db, POPULAR_MAX), POPULAR_TTL_MS)).slice(
        0,
        query.count,
      ),
  });

  route(app, {
    endpoint: gameEndpoints.gameList,
    query: paging(GAME_LIST_PAGE_SIZE).extend({
      ...clientFields,
      vassalage: optional(vassalage),
      gameType: optional(gameType),
      gameClassify: optional(gameClassify),
      gameName: optional(z.string().trim().min(1).max(50)),
      minBet: optional(minorAmount),
      minLineNum: optional(z.coerce.number().int().min(1).max(10_000)),
    }),
    handler: async ({ query }) => {
      const { list, total } = await listGames(db, query);
      return page(list, total, query.pageNo, query.pageSize);
    },
  });

  route(app, {
    method: "GET",
    url: "/wps/game/info",
    query: z.object({ nodeId }),
    handler: async ({ query }) => {
      const found = await findGame(db, query.nodeId);
      if (!found) throw new AppError("NOT_FOUND", `No game ${query.nodeId}`);
      return found.view;
    },
  });

  route(app, {
    endpoint: gameEndpoints.favouriteIds,
    auth: "realMember",
    handler: async ({ signedIn: { member } }) => {
      return favouriteIds(db, member.id);
    },
  });

  route(app, {
    endpoint: gameEndpoints.favouriteList,
    // SPEC §7: the favourite list is asked for with gameType RNG; other types are allowed.
    query: paging(GAME_LIST_PAGE_SIZE).extend({ ...clientFields, gameType: gameType.default("RNG") }),
    auth: "realMember",
    handler: async ({ query, signedIn: { member } }) => {
      const { list, total } = await favouriteGames(db, member.id, query.gameType, query.pageNo, query.pageSize);
      return page(list, total, query.pageNo, query.pageSize);
    },
  });

  route(app, {
    endpoint: gameEndpoints.addFavourite,
    body: gameRef,
    auth: "realMember",
    handler: async ({ body, signedIn: { member } }) => {
      return addFavourite(db, member.id, body);
    },
  });

  route(app, {
    endpoint: gameEndpoints.removeFavourite,
    body: gameRef,
    auth: "realMember",
    handler: async ({ body, signedIn: { member } }) => {
      return removeFavourite(db, member.id, body);
    },
  });

  route(app, {
    endpoint: gameEndpoints.recentGames,
    auth: "member",
    handler: async ({ signedIn: { member } }) => {
      return recentGameList(db, member.id);
    },
  });
}
