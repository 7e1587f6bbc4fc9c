// What the root loader hands the shell: status screen, language, theme, frame data, open modal.
import { data, redirect, type AppLoadContext } from "@remix-run/node";
import { chatUrl } from "./customerService.server";
import { routeFrame } from "./frames";
import { guardRedirect } from "./guard";
import type { Language, LanguageResources } from "./i18n";
import { requestLanguage, resourcesFor } from "./i18n.server";
import { loadModal, modalName, type ModalData } from "./modals.server";
import { parseCookies } from "./cookies";
import { THEME_COOKIE, resolveTheme, type Theme } from "./theme";
import { shellToggles, type ShellToggles } from "./toggles";
import { PlatformError, PlatformUnreachableError, wps, type Banner, type WpsClient } from "./wps.server";

/** SPEC §2.3: the side menu lists the first three promotions. */
const SIDE_MENU_PROMOTIONS = 3;

export type ShellData = {
  merchantName: string;
  toggles: Omit<ShellToggles, "loginedToHomePage">;
  chatUrl: string | null;
  social: { label: string; url: string }[];
  banners: Banner[];
  sidePromotions: { id: string; title: string }[];
  modal: ModalData | null;
};

type Base = { language: Language; resources: LanguageResources; theme: Theme };
export type RootData = Base &
  (
    | { screen: "network" }
    | { screen: "maintenance"; chatUrl: string | null; until: string | null }
    | { screen: "blocked"; chatUrl: string | null; ip: string }
    | { screen: "app"; shell: ShellData }
  );

/** Optional parts of the shell degrade to "absent" instead of failing the page. */
async function optional<T>(what: string, call: Promise<T>, fallback: T): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof PlatformUnreachableError || error instanceof PlatformError) {
      console.error(`${what}: ${error.message}`);
      return fallback;
    }
    throw error;
  }
}

function sidePromotions(client: WpsClient) {
  return client
    .promotions({ pageNo: 1, pageSize: SIDE_MENU_PROMOTIONS })
    .then((page) => page.list.slice(0, SIDE_MENU_PROMOTIONS).map(({ id, title }) => ({ id, title })));
}

export async function loadRoot(request: Request, context: AppLoadContext) {
  const url = new URL(request.url);
  const { language, setCookie } = requestLanguage(request);
  const headers = new Headers();
  if (setCookie) headers.append("Set-Cookie", setCookie);
  const base: Base = {
    language,
    resources: resourcesFor(language),
    theme: resolveTheme(parseCookies(request.headers.get("Cookie"))[THEME_COOKIE]),
  };

  const client = wps(request, context);
  const frame = routeFrame(url.pathname);
  // Frame data is asked for alongside the status so the page costs one round trip.
  const banners =
    frame.banner && frame.bannerGroup ? optional("banners", client.banners(frame.bannerGroup), [] as Banner[]) : Promise.resolve([]);
  const promotions = frame.sideMenu ? optional("side menu promotions", sidePromotions(client), []) : Promise.resolve([]);

  let status;
  try {
    status = await client.status(url.host);
  } catch (error) {
    if (!(error instanceof PlatformUnreachableError || error instanceof PlatformError)) throw error;
    console.error(`status: ${error.message}`);
    await Promise.all([banners, promotions]);
    return data<RootData>({ ...base, screen: "network" }, { status: 503, headers });
  }

  const liveChat = chatUrl(status.info.customerService.version.pathList);
  if (status.status === 1) {
    headers.set("Retry-After", "300");
    return data<RootData>({ ...base, screen: "maintenance", chatUrl: liveChat, until: status.maintenance.until }, { status: 503, headers });
  }
  if (status.status === 2) {
    return data<RootData>({ ...base, screen: "blocked", chatUrl: liveChat, ip: status.ip }, { status: 403, headers });
  }

  const { loginedToHomePage, ...toggles } = shellToggles(status.info.whitelabel);
  // Member sessions arrive with login (next issue); until then every visitor is without one.
  const target = guardRedirect(url.pathname, { loginedToHomePage, hasSession: false });
  if (target) throw redirect(target, { headers });

  const name = modalName(url);
  const [bannerList, promotionList, modal] = await Promise.all([
    banners,
    promotions,
    name ? loadModal(name, { url, request, client, resources: status.info.resources }) : Promise.resolve(null),
  ]);

  const shell: ShellData = {
    merchantName: status.merchant.name,
    toggles,
    chatUrl: liveChat,
    social: status.info.resources
      .filter((resource) => resource.resourceType === "SOCIAL" && resource.url)
      .map((resource) => ({ label: resource.labelNameEn, url: resource.url })),
    banners: bannerList,
    sidePromotions: promotionList,
    modal,
  };
  return data<RootData>({ ...base, screen: "app", shell }, { headers });
}
