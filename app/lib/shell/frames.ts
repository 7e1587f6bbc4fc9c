// Which parts of the shell each route shows (SPEC §2.1, §2.2; ADR 0006). Decided from the exact,
// case-sensitive pathname because Remix matches routes case-insensitively (/vnlottery and /vnLottery
// reach one route file but have different frames).

import type { BannerGroup } from "~contract/banner-groups";

export type Frame = {
  header: boolean;
  banner: boolean;
  footer: boolean;
  sideMenu: boolean;
  /** Follows the side menu: present wherever the side menu is. */
  rightBar: boolean;
  /** The banner group of the route (SPEC §2.2), shown only when `banner` is true and the group has banners. */
  bannerGroup: BannerGroup | null;
};

/** Lowercased game types that are also paths (SPEC §2.1 "a game-type path is built from the lowercased game type"). */
export const GAME_TYPES = [
  "rng",
  "live",
  "fish",
  "pvp",
  "sports",
  "esports",
  "elott",
  "cockfight",
  "poker",
  "mini",
  "lott",
] as const;
export type GameType = (typeof GAME_TYPES)[number];

export function isGameType(value: string): value is GameType {
  return (GAME_TYPES as readonly string[]).includes(value);
}

/**
 * Banner group per game type. SPEC §2.2 names most; cockfight is a sports vendor (DS88) in the vendor
 * map of SPEC §3, so it shares the sports banners; lott is lottery like elott. Poker and mini games
 * have no group.
 */
const GAME_TYPE_GROUP: Record<GameType, BannerGroup | null> = {
  rng: "w_rng",
  live: "w_live",
  fish: "w_fish",
  pvp: "w_pvp",
  sports: "w_sports",
  esports: "w_esports",
  elott: "w_lott",
  cockfight: "w_sports",
  lott: "w_lott",
  poker: null,
  mini: null,
};

/** Paths on which the side menu is hidden even where the table lists it (exact spelling). */
export const GAME_PAGES: ReadonlySet<string> = new Set(["/seamless", "/lottery", "/vnLottery", "/seaLottery", "/down"]);

type Parts = "" | "H" | "HB" | "HS" | "HFS" | "HBFS";
function parts(code: Parts, bannerGroup: BannerGroup | null): Frame {
  const sideMenu = code.includes("S");
  return {
    header: code.includes("H"),
    banner: code.includes("B"),
    footer: code.includes("F"),
    sideMenu,
    rightBar: sideMenu,
    bannerGroup,
  };
}

const home = parts("HBFS", "w_home");

// SPEC §2.1's table; "not shown" routes get header, banner, footer and side menu.
const TABLE: [string, Frame][] = [
  ["/", home],
  ["/index", home],
  ["/index.html", home],
  ["/home", home],
  // The guard's target renders the home screen with the login pop-up open.
  ["/login", home],
  ["/register", parts("HB", "w_reg")],
  ["/register.html", parts("HB", "w_reg")],
  ["/pointMall", parts("HBFS", "w_shop")],
  ["/lottery", parts("H", null)],
  // A house draw's proof: not in SPEC's table.
  ["/lottery/verify", parts("HFS", null)],
  ["/vnlottery", parts("HS", null)],
  ["/vnLottery", parts("HBFS", null)],
  ["/seaLottery", parts("HBFS", null)],
  ["/promotions", parts("HFS", "w_promotion")],
  ["/promoDetail", parts("HFS", "w_promotion")],
  ["/seamless", parts("HS", null)],
  // Help centre: content only; SPEC leaves the footer optional and we leave it out.
  ["/helpmc", parts("", "w_help")],
  // The terms of use (the registration form's user-protocol link, SPEC §2.4): not in SPEC's table.
  ["/help", parts("HFS", "w_help")],
  ["/down", parts("", "w_down")],
  ["/game", parts("H", null)],
  ["/inhouse", parts("HBFS", "w_inhouse")],
  ...GAME_TYPES.map((type): [string, Frame] => [`/${type}`, parts("HBFS", GAME_TYPE_GROUP[type])]),
];

const EXACT = new Map(TABLE);
const CASE_INSENSITIVE = new Map<string, Frame>();
// The first spelling wins, so /VNLOTTERY takes the lowercase /vnlottery row.
for (const [path, frame] of TABLE) {
  const key = path.toLowerCase();
  if (!CASE_INSENSITIVE.has(key)) CASE_INSENSITIVE.set(key, frame);
}

/** Pages the router does not know (404) keep the navigation so the visitor can go on. */
export const NOT_FOUND_FRAME: Frame = parts("HFS", null);

export function normalizePathname(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, "");
  return trimmed === "" ? "/" : trimmed;
}

export function routeFrame(pathname: string): Frame {
  const path = normalizePathname(pathname);
  let frame = EXACT.get(path) ?? CASE_INSENSITIVE.get(path.toLowerCase());
  if (!frame && /^\/promotions\/[^/]+$/i.test(path)) frame = parts("HFS", "w_promotion");
  frame ??= NOT_FOUND_FRAME;
  if (GAME_PAGES.has(path)) frame = { ...frame, sideMenu: false, rightBar: false };
  return frame;
}

/** Whether the banner strip renders: the frame has it and the group has banners. */
export function showsBannerStrip(frame: Frame, bannerCount: number): boolean {
  return frame.banner && frame.bannerGroup !== null && bannerCount > 0;
}
