// The games calls of the route table (ADR 0073), as docs/platform-calls.md lists them.
import { z } from "zod";
import {
  game,
  gamePage,
  launchableCategories,
  launched,
  roundsPage,
  sessionPosition,
  vendorLanes,
} from "../answers/games.js";
import { endpoint } from "./endpoint.js";

export const gameEndpoints = {
  launchableCategories: endpoint({
    name: "games.launchableCategories",
    method: "GET",
    path: "/wps/game/categories",
    summary: "Launchable categories",
    access: "public",
    answer: launchableCategories,
  }),
  vendorLanes: endpoint({
    name: "games.vendorLanes",
    method: "GET",
    path: "/wps/relay/GCSGAME_newGameVendor",
    summary: "Vendor lanes",
    access: "public",
    answer: vendorLanes,
  }),
  gameList: endpoint({
    name: "games.gameList",
    method: "GET",
    path: "/wps/game/list",
    summary: "Game list",
    access: "public",
    answer: gamePage,
  }),
  favouriteIds: endpoint({
    name: "games.favouriteIds",
    method: "GET",
    path: "/wps/game/favourite/ids",
    summary: "Favourite ids",
    access: "member",
    answer: z.array(z.string()),
  }),
  favouriteList: endpoint({
    name: "games.favouriteList",
    method: "GET",
    path: "/wps/game/favourite/list",
    summary: "Favourite list",
    access: "member",
    answer: gamePage,
  }),
  recentGames: endpoint({
    name: "games.recentGames",
    method: "GET",
    path: "/wps/game/recent",
    summary: "Recent games",
    access: "member",
    answer: z.array(game),
  }),
  sessionPosition: endpoint({
    name: "games.sessionPosition",
    method: "GET",
    path: "/wps/v2/games/session",
    summary: "Session position",
    access: "member",
    answer: sessionPosition,
  }),
  launchGame: endpoint({
    name: "games.launchGame",
    method: "POST",
    path: "/wps/game/launchGameV2",
    summary: "Launch game",
    access: "member",
    answer: launched,
  }),
  gameRounds: endpoint({
    name: "games.gameRounds",
    method: "GET",
    path: "/wps/v2/games/rounds",
    summary: "Game rounds",
    access: "member",
    answer: roundsPage,
  }),
} as const;
