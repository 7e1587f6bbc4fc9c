// The games catalogue as the pages use it (SPEC §3, §4; docs/platform-calls.md "Games catalogue"):
// shapes shared by loaders and components, the home lanes, the lobby's links and the scroll throttle.
// Pure and free of server code, so the client bundle may import it.

import type { Lane, VendorCard, VendorGroup } from "~contract/answers/games";

/** SPEC §9: a game list page holds 42 games; infinite scroll asks at most every 200 ms. */
export const GAME_LIST_PAGE_SIZE = 42;
export const SCROLL_THROTTLE_MS = 200;

/** Category pages with a game lobby: the path (SPEC §2.1) and the platform's game type. */
export const LOBBY_TYPES = {
  rng: "RNG",
  live: "LIVE",
  fish: "FISH",
  pvp: "PVP",
  sports: "SPORTS",
  esports: "ESPORTS",
  elott: "ELOTT",
  cockfight: "COCKFIGHT",
  lott: "LOTT",
  inhouse: "INHOUSE",
} as const;
export type LobbyPath = keyof typeof LOBBY_TYPES;

export function isLobbyPath(value: string): value is LobbyPath {
  return Object.prototype.hasOwnProperty.call(LOBBY_TYPES, value);
}

/** The category page of a lane title (the platform's game type); lottery has a page of its own. */
export function categoryPath(title: string): string {
  const path = title.toLowerCase();
  return path === "lott" ? "/lottery" : `/${path}`;
}

/** Where a game card goes: /game handles login, trial and the launch. */
export function gameHref(nodeId: string): string {
  return `/game?nodeId=${encodeURIComponent(nodeId)}`;
}

/**
 * Where a game card leads (SPEC §4, §6): a member to /game (which warns a trial player where the game has
 * no free play); a visitor to /game with the login pop-up open, the game once logged in.
 */
export function launchHref(nodeId: string, member: boolean): string {
  return member ? gameHref(nodeId) : `${gameHref(nodeId)}&modal=login`;
}

/** The in-house lottery (ADR 0055): its games are the site's own lottery pages, open to visitors too. */
export const LOTTERY_VENDOR = "LOTTERY";
/** A lottery game's page: its node id is `lottery-<game code>` (server/seed/lottery.ts). */
export function lotteryHref(game: { gameType: string; nodeId: string }): string {
  return `${game.gameType === "ELOTT" ? "/elott" : "/lottery"}?${new URLSearchParams({ gameCode: game.nodeId.replace(/^lottery-/, "") })}`;
}

/** The in-house sportsbook and cockfight arena (ADR 0056): its games are the site's own pages, open to visitors too. */
export const EVENTS_VENDOR = "EVENTS";
const EVENT_PAGES: Record<string, string> = { SPORTS: "/sports", ESPORTS: "/esports", COCKFIGHT: "/cockfight" };

/** Where a game of the house's own pages leads (the lottery's, the sportsbook's); null for a framed game. */
export function housePageHref(game: { vassalage: string; gameType: string; nodeId: string }): string | null {
  if (game.vassalage === LOTTERY_VENDOR) return lotteryHref(game);
  if (game.vassalage === EVENTS_VENDOR) return EVENT_PAGES[game.gameType] ?? "/sports";
  return null;
}

/** A vendor whose games open here; a coming-soon card is only an announcement (ADR 0031). */
export const playable = (card: VendorCard) => card.status !== "coming_soon";

export type HomeLanes = {
  lanes: Lane[];
  /** SPEC §4: the vendors with isHot 1, each once, in lane order. */
  hotVendors: VendorCard[];
  /** SPEC §4: the first RNG vendor. */
  currentGame: VendorCard | null;
};

/**
 * SPEC §4: the vendor list rebuilt from the server's lanes. Each configured vendor group is split out
 * of its source lane and inserted after its target lane (groups after the same lane keep their own
 * order); lanes left without cards are dropped.
 */
export function buildHomeLanes(serverLanes: readonly Lane[], groups: readonly VendorGroup[]): HomeLanes {
  const lanes = serverLanes.map((lane) => ({ ...lane, cards: [...lane.cards] }));
  for (const group of [...groups].reverse()) {
    const codes = new Set(group.vendors.map((vendor) => vendor.vassalage));
    const source = lanes.find((lane) => lane.title === group.sourceLane);
    if (source) source.cards = source.cards.filter((card) => !codes.has(card.vassalage));
    const after = lanes.findIndex((lane) => lane.title === group.afterLane);
    lanes.splice(after < 0 ? lanes.length : after + 1, 0, {
      title: group.gameCategory,
      gameClassify: [...group.gameClassify],
      cards: [...group.vendors],
    });
  }
  const shown = lanes.filter((lane) => lane.cards.length > 0);
  const seen = new Set<string>();
  const hotVendors: VendorCard[] = [];
  for (const card of shown.flatMap((lane) => lane.cards)) {
    if (card.isHot !== 1 || card.status === "coming_soon" || seen.has(card.vassalage)) continue;
    seen.add(card.vassalage);
    hotVendors.push(card);
  }
  const currentGame = shown.find((lane) => lane.title === "RNG")?.cards.find(playable) ?? null;
  return { lanes: shown, hotVendors, currentGame };
}

/**
 * Calls `run` at most once per `ms` (leading edge); a call inside the window is dropped, because the
 * scroll that caused it goes on firing. The clock is a parameter so the rule can be tested.
 */
export function throttle<A extends unknown[]>(
  run: (...args: A) => void,
  ms: number,
  now: () => number = () => Date.now(),
) {
  let last = Number.NEGATIVE_INFINITY;
  return (...args: A) => {
    const time = now();
    if (time - last < ms) return;
    last = time;
    run(...args);
  };
}

/** The vendor's game list pop-up (ADR 0003): `?modal=vendorGames&vendor=<code>`, paged by `vendorPage`. */
export const VENDOR_MODAL = "vendorGames";
export const VENDOR_MODAL_PARAMS = ["modal", "vendor", "vendorPage"] as const;

/** A search term the platform accepts (1–50 characters) or none. */
export function searchTerm(value: string | null): string | undefined {
  const term = (value ?? "").trim().slice(0, 50);
  return term === "" ? undefined : term;
}

/** A vendor code or classification from the URL (letters, digits, underscore) or none. */
export function codeParam(value: string | null): string | undefined {
  const code = (value ?? "").trim().toUpperCase();
  return /^[A-Z0-9_]{1,32}$/.test(code) ? code : undefined;
}
