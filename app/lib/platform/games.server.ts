// Games (docs/platform-calls.md "Games catalogue", "Launching and the betting record"): the
// catalogue, favourites and recent games, the launch, and the member's rounds.
import type { Page } from "~contract/answers/common";
import type { GameCategory } from "~contract/game-categories";
import type { Game, Launched, RoundsPage, SessionPosition, VendorLanes } from "~contract/answers/games";
import { GAME_LIST_PAGE_SIZE } from "../games/catalogue";
import { gameEndpoints as api } from "~contract/routes/games";
import type { PlatformTransport } from "./transport.server";

/** SPEC §7: web clients ask as clientType 3 on the desktop HTML5 platform. */
const CLIENT = { clientType: 3, platform: "flash,html5-desktop" } as const;

export type GameListQuery = {
  gameType?: string;
  vassalage?: string;
  gameClassify?: string;
  gameName?: string;
  pageNo: number;
};

// Answer schemas built once, not per call.

export const gameCalls = {
  /** The categories with a game that launches now (the footer names only these). */
  async launchableCategories(this: PlatformTransport): Promise<GameCategory[]> {
    return (await this.call(api.launchableCategories)).categories;
  },

  vendorLanes(this: PlatformTransport): Promise<VendorLanes> {
    return this.call(api.vendorLanes, { query: { platform: "html5-desktop" } });
  },

  gameList(this: PlatformTransport, query: GameListQuery): Promise<Page<Game>> {
    return this.call(api.gameList, { query: { ...CLIENT, pageSize: GAME_LIST_PAGE_SIZE, ...query } });
  },

  favouriteIds(this: PlatformTransport, token: string): Promise<string[]> {
    return this.call(api.favouriteIds, { token });
  },

  /** SPEC §7: the favourite list is fixed to RNG and asked on the flash platform. */
  favouriteList(this: PlatformTransport, token: string, pageNo: number): Promise<Page<Game>> {
    return this.call(api.favouriteList, {
      query: { gameType: "RNG", pageNo, pageSize: GAME_LIST_PAGE_SIZE, platform: "flash" },
      token,
    });
  },

  setFavourite(
    this: PlatformTransport,
    token: string,
    favourite: boolean,
    body: { nodeId: string; vendor: string; gameType: string },
  ): Promise<{ nodeId: string; favourite: boolean }> {
    return this.call(favourite ? api.addFavourite : api.removeFavourite, { token, body });
  },

  recentGames(this: PlatformTransport, token: string): Promise<Game[]> {
    return this.call(api.recentGames, { token });
  },

  /** The game's address for this member; a transfer-mode vendor's first answer is TRANSFER_REQUIRED. */
  /** The login session's clock and net position, shown beside a game. */
  sessionPosition(this: PlatformTransport, token: string): Promise<SessionPosition> {
    return this.call(api.sessionPosition, { token });
  },

  launchGame(
    this: PlatformTransport,
    token: string,
    language: string,
    nodeId: string,
    transfer?: { amount: string; requestKey: string },
  ): Promise<Launched> {
    return this.call(api.launchGame, {
      body: { nodeId, language, ...(transfer ? { confirmTrans: "true", ...transfer } : {}) },
      token,
      headers: { Language: language },
    });
  },

  gameRounds(
    this: PlatformTransport,
    token: string,
    query: { from: string; to: string; status?: string; pageNo: number; pageSize: number },
  ): Promise<RoundsPage> {
    return this.call(api.gameRounds, { query: { ...query, status: query.status || undefined }, token });
  },
};

export type GameCalls = typeof gameCalls;
