// What the root loader hands the shell: status screen, language, theme, frame data, open modal.
import crypto from "node:crypto";
import { data, redirect, type AppLoadContext } from "@remix-run/node";
import { VIP_CHAT_TYPE, chatUrl, outsideChatUrl, serviceChatUrl } from "../content/customerService.server";
import { retryAfterOf } from "../platform/errors.server";
import { routeFrame } from "./frames";
import { guardRedirect } from "./guard";
import type { Language, PageLanguage } from "../i18n/i18n";
import { requestLanguage, textsFile } from "../i18n/i18n.server";
import { MEMBER_MODALS, VISITOR_MODALS, loadModal, modalName, type ModalData } from "./modals.server";
import { parseCookies } from "../session/cookies";
import { THEME_COOKIE, resolveTheme, type Theme } from "./theme";
import { shellToggles, type ShellToggles } from "./toggles";
import { PlatformError, PlatformUnreachableError, wps, type Banner, type WpsClient } from "../platform/client.server";
import type { HoneypotInputProps } from "remix-utils/honeypot/server";
import { forgetMember, memberView, smsSecondsLeft, type MemberView } from "../auth/account.server";
import { csrf, honeypot } from "../security/security.server";
import { commitSession, getSession, type FormFlash, type SmsPurpose, type WebSession } from "../session/session.server";
import { accountToggles, type AccountToggles } from "./toggles";
import { modalHref } from "./urls";
import { isBalanceHidden } from "../member/balance.server";
import { PLACEHOLDERS } from "./visitor-pages.server";
import { hasAppDownload, type FooterFacts } from "./footer";

/** SPEC §2.3: the side menu lists the first three promotions. */
const SIDE_MENU_PROMOTIONS = 3;

export type ShellData = {
  merchantName: string;
  toggles: Omit<ShellToggles, "loginedToHomePage">;
  /** The member's customer-service desk (ADR 0063): VIP above rank 4 when set, else live chat; null hides every entry. */
  chatUrl: string | null;
  /** The operator has set a VIP desk (the VIP page says so only then). */
  vipDesk: boolean;
  social: { label: string; url: string }[];
  banners: Banner[];
  sidePromotions: { id: string; title: string }[];
  /** The footer's vendor badges: the vendors whose games play here (ADR 0031), never an announced one. */
  footerVendors: { code: string; name: string }[];
  /** What the footer says the site offers, from what is connected (ADR 0063). */
  footer: FooterFacts;
  modal: ModalData | null;
  /** The signed-in member, or null for a visitor. */
  member: MemberView | null;
  /** The member chose to show the header's balance as *** (a cookie: works without JavaScript). */
  balanceHidden: boolean;
  accountToggles: AccountToggles;
  /** The last answer of an account form (read once). */
  formFlash: FormFlash | null;
  /** Seconds left on each SMS button's countdown (SPEC §4), rendered by the server. */
  sms: Record<SmsPurpose, number>;
  security: { csrf: string; honeypot: HoneypotInputProps };
  /** New with every answer of the root loader: makes per-answer resources (the captcha) fresh. */
  renderNonce: string;
};

/** texts: where the browser fetches the language's texts (i18n.server.ts textsFile), not the texts themselves. */
/** pageLanguage: a catalogue language with texts for some pages only (VI on the lottery pages), as chosen. */
type Base = { language: Language; pageLanguage: PageLanguage | null; texts: string; theme: Theme };
export type RootData = Base &
  (
    | { screen: "network" }
    | { screen: "busy"; retryAfterSeconds: number }
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

/** Modals a member who must change the password may still open: the change itself and sign out. */
const ALLOWED_WHILE_FORCED = new Set(["changePassword", "logout"]);

/** The member of the session, checked with the platform on every page (it also keeps the session alive). */
async function sessionMember(
  client: WpsClient,
  session: WebSession,
): Promise<{ member: MemberView | null; ended: boolean }> {
  const token = session.get("token");
  if (!token) return { member: null, ended: false };
  try {
    // The balance is asked for beside the member's info; a wallet that cannot answer leaves the
    // header 'updating', never a number (SPEC §9) — it does not fail the page.
    const trial = session.get("member")?.isTrial === true;
    const [info, icon, wallet, unread] = await Promise.all([
      client.memberInfo(token),
      client.memberIcon(token).then(
        (answer) => answer.url,
        () => null,
      ),
      // A trial player's is its play money (it moves none of it, SPEC §6); without it the header would say
      // 'updating' for ever.
      client.walletBalance(token).catch((error: Error) => (console.error(`wallet balance: ${error.message}`), null)),
      // A trial player does not load unread messages (SPEC §4); a count that cannot be had shows none.
      trial
        ? null
        : client.unreadMessages(token).then(
            (answer) => answer.count,
            (error: Error) => (console.error(`unread messages: ${error.message}`), null),
          ),
    ]);
    return { member: memberView(info, icon, session.get("mustChangePassword") === true, wallet, unread), ended: false };
  } catch (error) {
    if (error instanceof PlatformError && error.status === 401) return { member: null, ended: true };
    if (error instanceof PlatformUnreachableError || error instanceof PlatformError) {
      // The platform is down or failing: the status call decides the screen; keep the session.
      console.error(`member info: ${error.message}`);
      const summary = session.get("member");
      return {
        member: summary
          ? {
              ...summary,
              nickname: summary.account,
              icon: null,
              mustChangePassword: session.get("mustChangePassword") === true,
              balance: null,
              unreadMessages: null,
              rankLevel: 0,
            }
          : null,
        ended: false,
      };
    }
    throw error;
  }
}

/** Vendors that play: connected, active or in maintenance; a coming-soon card is no badge. */
function footerVendors(client: WpsClient) {
  return client.vendorLanes().then(({ lanes, vendorGroups }) => {
    const cards = [...lanes.flatMap((lane) => lane.cards), ...vendorGroups.flatMap((group) => group.vendors)];
    const playing = new Map(
      cards.filter((card) => card.status !== "coming_soon").map((card) => [card.vassalage, card.name]),
    );
    return [...playing].map(([code, name]) => ({ code, name }));
  });
}

function sidePromotions(client: WpsClient) {
  return client
    .promotions({ pageNo: 1, pageSize: SIDE_MENU_PROMOTIONS })
    .then((page) => page.list.slice(0, SIDE_MENU_PROMOTIONS).map(({ id, title }) => ({ id, title })));
}

export async function loadRoot(request: Request, context: AppLoadContext) {
  const url = new URL(request.url);
  const { language, pageLanguage, setCookie, setPageCookie } = requestLanguage(request);
  const headers = new Headers();
  if (setCookie) headers.append("Set-Cookie", setCookie);
  if (setPageCookie) headers.append("Set-Cookie", setPageCookie);
  const base: Base = {
    language,
    pageLanguage,
    texts: textsFile(language).href,
    theme: resolveTheme(parseCookies(request.headers.get("Cookie"))[THEME_COOKIE]),
  };

  const client = wps(request, context);
  const frame = routeFrame(url.pathname);
  // Frame data is asked for alongside the status so the page costs one round trip.
  const banners =
    frame.banner && frame.bannerGroup
      ? optional("banners", client.banners(frame.bannerGroup), [] as Banner[])
      : Promise.resolve([]);
  const promotions = frame.sideMenu
    ? optional("side menu promotions", sidePromotions(client), [])
    : Promise.resolve([]);
  const vendors = frame.footer ? optional("footer vendors", footerVendors(client), []) : Promise.resolve([]);
  const offer = frame.footer
    ? Promise.all([
        optional("footer categories", client.launchableCategories(), []),
        optional("footer payment methods", client.depositMethods(), []),
      ])
    : Promise.resolve([[], []] as const);

  const session = await getSession(request);
  const memberCheck = sessionMember(client, session);

  let status;
  try {
    status = await client.status(url.host);
  } catch (error) {
    if (!(error instanceof PlatformUnreachableError || error instanceof PlatformError)) throw error;
    await Promise.all([banners, promotions, vendors, offer, memberCheck]);
    const retryAfterSeconds = retryAfterOf(error);
    if (retryAfterSeconds !== null) {
      headers.set("Retry-After", String(retryAfterSeconds));
      return data<RootData>({ ...base, screen: "busy", retryAfterSeconds }, { status: 429, headers });
    }
    console.error(`status: ${error.message}`);
    return data<RootData>({ ...base, screen: "network" }, { status: 503, headers });
  }

  if (status.status === 1) {
    headers.set("Retry-After", "300");
    return data<RootData>(
      {
        ...base,
        screen: "maintenance",
        chatUrl: outsideChatUrl(status.info.customerService.version.pathList),
        until: status.maintenance.until,
      },
      { status: 503, headers },
    );
  }
  if (status.status === 2) {
    return data<RootData>(
      {
        ...base,
        screen: "blocked",
        chatUrl: outsideChatUrl(status.info.customerService.version.pathList),
        ip: status.ip,
      },
      { status: 403, headers },
    );
  }

  const { loginedToHomePage, ...toggles } = shellToggles(status.info.whitelabel);
  const place = { pathname: url.pathname, search: url.search };
  const { member, ended } = await memberCheck;
  if (ended) {
    // The platform ended the session (idle, revoked): the visitor is logged out and asked to log in.
    forgetMember(session);
    headers.append("Set-Cookie", await commitSession(session));
    throw redirect(modalHref(place, "login"), { headers });
  }
  const target = guardRedirect(url.pathname, { loginedToHomePage, hasSession: member !== null });
  if (target) throw redirect(target, { headers });

  let name = modalName(url);
  if (member?.mustChangePassword && !ALLOWED_WHILE_FORCED.has(name ?? "")) {
    throw redirect(modalHref(place, "changePassword"), { headers });
  }
  // Member-only and visitor-only modals: a visitor asked for a member's is shown the login.
  if (!member && name && MEMBER_MODALS.has(name)) name = "login";
  if (member && name && VISITOR_MODALS.has(name)) name = null;

  const formFlash = session.get("formFlash") ?? null;
  const accountFlags = accountToggles(status.info.whitelabel);
  const [bannerList, promotionList, vendorList, [categories, paymentMethods], modal, [csrfToken, csrfCookie]] =
    await Promise.all([
      banners,
      promotions,
      vendors,
      offer,
      name
        ? loadModal(name, {
            url,
            request,
            client,
            resources: status.info.resources,
            session,
            member,
            accountToggles: accountFlags,
            directRegister: toggles.directRegister,
          })
        : Promise.resolve(null),
      // A shared visitor page carries placeholders that each answer fills with its own (visitor-pages.server.ts).
      context.visitorPage ? ([PLACEHOLDERS.csrf, null] as const) : csrf.commitToken(request),
    ]);
  if (csrfCookie) headers.append("Set-Cookie", csrfCookie);
  // Reading the flash changed the session.
  if (formFlash) headers.append("Set-Cookie", await commitSession(session));

  const shell: ShellData = {
    merchantName: status.merchant.name,
    toggles,
    // SPEC §6: VIP customer service above rank level 4 (live chat when the operator has no VIP entry).
    chatUrl: member
      ? serviceChatUrl(status.info.customerService.version.pathList, member.rankLevel)
      : chatUrl(status.info.customerService.version.pathList),
    vipDesk: chatUrl(status.info.customerService.version.pathList, VIP_CHAT_TYPE) !== null,
    social: status.info.resources
      .filter((resource) => resource.resourceType === "SOCIAL" && resource.url)
      .map((resource) => ({ label: resource.labelNameEn, url: resource.url })),
    banners: bannerList,
    sidePromotions: promotionList,
    footerVendors: vendorList,
    footer: {
      categories: [...categories],
      apps: hasAppDownload(status.info.resources),
      paymentMethods: [...paymentMethods],
    },
    modal,
    member,
    balanceHidden: member ? await isBalanceHidden(request) : false,
    accountToggles: accountFlags,
    formFlash,
    sms: {
      login: smsSecondsLeft(session, "login"),
      register: smsSecondsLeft(session, "register"),
      registerMobile: smsSecondsLeft(session, "registerMobile"),
      password: smsSecondsLeft(session, "password"),
    },
    security: {
      csrf: csrfToken,
      honeypot: context.visitorPage
        ? { ...honeypot.getInputProps(), encryptedValidFrom: PLACEHOLDERS.validFrom }
        : honeypot.getInputProps(),
    },
    renderNonce: context.visitorPage ? PLACEHOLDERS.renderNonce : crypto.randomUUID(),
  };
  return data<RootData>({ ...base, screen: "app", shell }, { headers });
}
