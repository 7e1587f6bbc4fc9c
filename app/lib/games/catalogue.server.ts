// The data of the pages that show the games catalogue (docs/platform-calls.md "Games catalogue"):
// category lobbies, home lanes, the vendor's game list pop-up, favourites and recent games.
import { redirect, type AppLoadContext } from "@remix-run/node";
import { z } from "zod";
import type { Game, Lane, VendorCard } from "~contract/answers/games";
import { VENDOR_MODAL, buildHomeLanes, codeParam, playable, searchTerm, type HomeLanes } from "./catalogue";
import { pageParam } from "../shell/paging";
import { checkForm } from "../security/security.server";
import { getSession, type WebSession } from "../session/session.server";
import { safeRedirectPath } from "../shell/urls";
import { PlatformError, PlatformUnreachableError, wps, type Page, type WpsClient } from "../platform/client.server";
import { readPlainForm } from "../security/formData.server";

// ---- page data ---------------------------------------------------------------------------------

type Args = { request: Request; context: AppLoadContext };

/** Who may keep favourites (a real member) and see recent games (any signed-in player). */
export type Player = { favourites: boolean; recent: boolean };

function player(session: WebSession): { token: string | null } & Player {
  const token = session.get("token") ?? null;
  const trial = session.get("member")?.isTrial === true;
  return { token, favourites: token !== null && !trial, recent: token !== null };
}

/** Parts of a page that may be missing (the member's lists) log their failure and show nothing. */
async function optional<T>(what: string, call: Promise<T>, fallback: T): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (!(error instanceof PlatformUnreachableError || error instanceof PlatformError)) throw error;
    console.error(`${what}: ${error.message}`);
    return fallback;
  }
}

export type VendorModal = { vendor: VendorCard; games: Page<Game> } | null;

/** The vendor's game list pop-up, when the URL opens it for a vendor the lanes know. */
async function vendorModal(client: WpsClient, url: URL, lanes: readonly Lane[]): Promise<VendorModal> {
  if (url.searchParams.get("modal") !== VENDOR_MODAL) return null;
  const code = codeParam(url.searchParams.get("vendor"));
  const vendor = lanes.flatMap((l) => l.cards).find((card) => card.vassalage === code);
  if (!vendor) return null;
  const games = await client.gameList({
    vassalage: vendor.vassalage,
    pageNo: pageParam(url.searchParams.get("vendorPage")),
  });
  return { vendor, games };
}

export type MemberLists = Player & { favouriteIds: string[]; recentGames: Game[] };

async function memberLists(client: WpsClient, session: WebSession): Promise<MemberLists> {
  const { token, ...who } = player(session);
  const [ids, recent] = await Promise.all([
    token && who.favourites ? optional("favourite ids", client.favouriteIds(token), []) : [],
    token ? optional("recent games", client.recentGames(token), []) : [],
  ]);
  return { ...who, favouriteIds: ids, recentGames: recent };
}

export type LobbyData = {
  gameType: string;
  vendors: VendorCard[];
  /** Vendors of the category the operator announced, not playable yet. */
  comingSoon: VendorCard[];
  classifications: string[];
  filters: { vendor: string | null; classify: string | null; search: string; view: "all" | "favourites" };
  games: Page<Game>;
  member: MemberLists;
  vendorModal: VendorModal;
  favouriteFailed: boolean;
};

/**
 * A category page's lobby (SPEC §2.1, §4): the category's vendors as tabs (`page` = vendor key, or
 * `vassalage`), its classifications, a name search and pages of 42 (`pageNo`); members also get
 * their favourites (RNG, SPEC §7) and recent games.
 */
export async function lobbyData({ request, context }: Args, gameType: string): Promise<LobbyData> {
  const client = wps(request, context);
  const url = new URL(request.url);
  const params = url.searchParams;
  const session = await getSession(request);
  const { token, favourites } = player(session);
  // Favourites are a member's own list, read with the token that allowed them.
  const favouritesOf = params.get("view") === "favourites" && favourites && gameType === "RNG" ? token : null;
  const view = favouritesOf !== null ? "favourites" : "all";
  const vendor = codeParam(params.get("page")) ?? codeParam(params.get("vassalage"));
  const classify = codeParam(params.get("classify"));
  const search = searchTerm(params.get("q"));
  const pageNo = pageParam(params.get("pageNo"));

  const { lanes, vendorGroups } = await client.vendorLanes();
  const { lanes: menu } = buildHomeLanes(lanes, vendorGroups);
  const category = menu.find((l) => l.title === gameType);
  const [games, member, modal] = await Promise.all([
    favouritesOf !== null
      ? client.favouriteList(favouritesOf, pageNo)
      : client.gameList({ gameType, vassalage: vendor, gameClassify: classify, gameName: search, pageNo }),
    memberLists(client, session),
    vendorModal(client, url, menu),
  ]);
  return {
    gameType,
    vendors: (category?.cards ?? []).filter(playable),
    comingSoon: (category?.cards ?? []).filter((card) => !playable(card)),
    classifications: category?.gameClassify ?? [],
    filters: { vendor: vendor ?? null, classify: classify ?? null, search: search ?? "", view },
    games,
    member,
    vendorModal: modal,
    favouriteFailed: params.get("favourite") === "failed",
  };
}

export type HomeGames = HomeLanes & { member: MemberLists; vendorModal: VendorModal; favouriteFailed: boolean };

/**
 * The home page's lanes (SPEC §4), the member's recent games and the vendor pop-up when open; null
 * when the catalogue cannot be had (the rest of the home page still shows).
 */
export async function homeGames({ request, context }: Args): Promise<HomeGames | null> {
  const client = wps(request, context);
  const url = new URL(request.url);
  const session = await getSession(request);
  const answer = await optional("vendor lanes", client.vendorLanes(), null);
  if (!answer) return null;
  const { lanes, vendorGroups } = answer;
  const home = buildHomeLanes(lanes, vendorGroups);
  const [member, modal] = await Promise.all([memberLists(client, session), vendorModal(client, url, home.lanes)]);
  return { ...home, member, vendorModal: modal, favouriteFailed: url.searchParams.get("favourite") === "failed" };
}

// ---- the favourite form ------------------------------------------------------------------------

export type FavouriteAnswer = { nodeId: string; favourite: boolean; failed: boolean };

const favouriteForm = z.object({
  nodeId: z.string().min(1).max(100),
  vendor: z.string().min(1).max(32),
  gameType: z.string().min(1).max(32),
  favourite: z.enum(["1", "0"]),
});

/**
 * POST /favourite (SPEC §4: the star changes only after the platform confirms). Without JavaScript
 * the answer is the page again (`redirectTo`), with `favourite=failed` when the platform refused;
 * with JavaScript (a fetcher, `via=fetcher`) it is the confirmed state.
 */
export async function favouriteAction({ request, context }: Args): Promise<Response | FavouriteAnswer> {
  const form = await readPlainForm(request);
  const back = new URL(safeRedirectPath(form.get("redirectTo")), "http://web");
  back.searchParams.delete("favourite");
  const scripted = form.get("via") === "fetcher";
  const parsed = favouriteForm.safeParse(Object.fromEntries(form));
  const session = await getSession(request);
  const { token, favourites } = player(session);
  const nodeId = parsed.success ? parsed.data.nodeId : "";
  const answer = (favourite: boolean, failed: boolean): Response | FavouriteAnswer => {
    if (scripted) return { nodeId, favourite, failed };
    if (failed) back.searchParams.set("favourite", "failed");
    return redirect(`${back.pathname}${back.search}`);
  };
  if (!token) {
    back.searchParams.set("modal", "login");
    return redirect(`${back.pathname}${back.search}`);
  }
  const wanted = parsed.success && parsed.data.favourite === "1";
  if (!parsed.success || !favourites || (await checkForm(form, request.headers, { publicForm: false })) !== "ok")
    return answer(!wanted, true);
  try {
    const confirmed = await wps(request, context).setFavourite(token, wanted, {
      nodeId: parsed.data.nodeId,
      vendor: parsed.data.vendor,
      gameType: parsed.data.gameType,
    });
    return answer(confirmed.favourite, false);
  } catch (error) {
    if (!(error instanceof PlatformUnreachableError || error instanceof PlatformError)) throw error;
    console.error(`favourite ${nodeId}: ${error.message}`);
    return answer(!wanted, true);
  }
}
