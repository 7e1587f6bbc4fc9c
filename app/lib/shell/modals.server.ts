// Data for the modal named by ?modal= (ADR 0003): only what the open modal needs.
import { downloadData, type DownloadData } from "../content/download.server";
import { ANNOUNCEMENT_PAGE_SIZE, pageParam } from "./paging";
import { sanitizeContent } from "../security/sanitize.server";
import {
  PlatformError,
  PlatformUnreachableError,
  type Country,
  type NewIpOption,
  type Resource,
  type WpsClient,
} from "../platform/client.server";
import type { MemberView } from "../auth/account.server";
import { DEFAULT_DIALING_CODE } from "../auth/fields";
import { LOGIN_TICKET_PATTERN } from "../auth/login";
import type { PasswordBounds } from "../auth/passwords";
import { passwordBounds, registrationContext } from "../auth/registration.server";
import type { RegistrationMode } from "~contract/registration";
import type { RegisterRules, RegistrationOptions } from "../auth/registration";
import { readRemembered, type Remembered } from "../auth/remember";
import type { WebSession } from "../session/session.server";
import type { AccountToggles } from "./toggles";
import { offeredProviders } from "../auth/social.server";
import type { SocialProvider } from "~contract/answers/social";

export const MODAL_NAMES = [
  "login",
  "register",
  "announcement",
  "download",
  "speedTest",
  "forgotPassword",
  "changePassword",
  "logout",
  "verifyNewIp",
  "needTrueAccount",
  "registered",
  "welcome",
  "passwordEmailed",
  "passwordReset",
  "passwordChanged",
  "formExpired",
  "loginTicket",
] as const;
export type ModalName = (typeof MODAL_NAMES)[number];

/** Modals only a member opens (a visitor gets the login instead) and only a visitor opens. */
export const MEMBER_MODALS: ReadonlySet<string> = new Set([
  "changePassword",
  "logout",
  "needTrueAccount",
  "registered",
  "welcome",
  "passwordChanged",
]);
export const VISITOR_MODALS: ReadonlySet<string> = new Set(["login", "register", "verifyNewIp", "forgotPassword"]);

/** Dialogs with a text and an OK button (SPEC §2.5 warning and prompt dialogs). */
export const MESSAGE_MODALS = [
  "needTrueAccount",
  "registered",
  "welcome",
  "passwordEmailed",
  "passwordReset",
  "passwordChanged",
  "formExpired",
] as const;
export type MessageModalName = (typeof MESSAGE_MODALS)[number];

export type LoginModal = {
  name: "login";
  freePlay: boolean;
  loginType: "username" | "sms";
  smsLogin: boolean;
  forgotByPhone: boolean;
  directRegister: boolean;
  captcha: boolean;
  remembered: Remembered;
  /** The dialing codes of the SMS login (empty on the username tab). */
  countries: Country[];
  /** Social sign-in buttons (SPEC §2.4): the providers the site has, none when it has none. */
  social: SocialProvider[];
};

export type RegisterView = {
  mode: RegistrationMode;
  modes: RegistrationMode[];
  rules: RegisterRules;
  options: RegistrationOptions;
  plan: {
    field: string;
    required: boolean;
    type: string;
    min: number | null;
    max: number | null;
    patternId: string | null;
  }[];
  siteAffiliateCode: string | null;
  referralCode: string | null;
  captcha: boolean;
  directRegister: boolean;
  countries: Country[];
  social: SocialProvider[];
  /** The sign-up bonus a live automatic registration promotion pays (minor units), or null: the form promises only that. */
  bonus: string | null;
};

/** The login landing with ?token=<ticket>: whose login it opens, confirmed by a POST (ADR 0019). */
export type LoginTicketModal =
  | { name: "loginTicket"; valid: true; ticket: string; account: string; current: string | null }
  | { name: "loginTicket"; valid: false };

export type AnnouncementModal = {
  name: "announcement";
  pageNo: number;
  totalPages: number;
  items: { id: string; type: string; title: string; publishedAt: string }[];
  selected: { id: string; title: string; publishedAt: string; html: string } | null;
};

export type ModalData =
  | LoginModal
  | ({ name: "register" } & RegisterView)
  | {
      name: "forgotPassword";
      by: "email" | "phone";
      byPhone: boolean;
      passwordBounds: PasswordBounds;
      countries: Country[];
    }
  | { name: "changePassword"; forced: boolean; passwordBounds: PasswordBounds }
  | { name: "logout" }
  | {
      name: "verifyNewIp";
      channel: "sms" | "email" | null;
      target: string | null;
      options: NewIpOption[];
      secondsLeft: number;
    }
  | { name: MessageModalName; account: string | null }
  | AnnouncementModal
  | ({ name: "download" } & DownloadData)
  | { name: "speedTest"; mirrors: string[] }
  | LoginTicketModal
  | { name: ModalName; failed: true };

/** The only entry when the platform's country list cannot be had: the form stays usable with the default code. */
const FALLBACK_COUNTRIES: Country[] = [
  { countryCode: "PH", countryDialingCode: DEFAULT_DIALING_CODE, name: "Philippines" },
];

/**
 * The dialing codes of the phone forms (SPEC §3 "Country entry"), asked of the platform with each
 * form that shows them; a failed call leaves the default code rather than the whole form.
 */
export async function dialingCountries(client: WpsClient): Promise<Country[]> {
  try {
    const list = await client.countries();
    return list.length > 0 ? list : FALLBACK_COUNTRIES;
  } catch (error) {
    if (!(error instanceof PlatformUnreachableError || error instanceof PlatformError)) throw error;
    console.error(`countries: ${error.message}`);
    return FALLBACK_COUNTRIES;
  }
}

/** What a registration is paid now (ADR 0046): the fixed reward of a live, started, automatic registration promotion. */
async function registrationBonus(client: WpsClient): Promise<string | null> {
  const { list } = await client.promotions({ pageNo: 1, pageSize: 100 });
  const now = Date.now();
  for (const p of list) {
    const terms = p.terms as { reward?: { kind?: string; amount?: string } } | null;
    const started = !p.startsAt || Date.parse(p.startsAt) <= now;
    if (
      p.type === "registration" &&
      p.claimMode === "automatic" &&
      p.lifecycle === "live" &&
      started &&
      terms?.reward?.kind === "fixed" &&
      terms.reward.amount
    )
      return terms.reward.amount;
  }
  return null;
}

/** The registration form for the page or the modal: the platform's rules and the URL's codes. */
export async function registerView(
  client: WpsClient,
  request: Request,
  directRegister: boolean,
): Promise<RegisterView> {
  const url = new URL(request.url);
  const [context, countries, social, bonus] = await Promise.all([
    registrationContext(client, request, {
      mode: url.searchParams.get("regType") === "mobile" ? "mobile" : "username",
      siteAffiliateCode: url.searchParams.get("affiliateCode") ?? url.searchParams.get("code"),
    }),
    dialingCountries(client),
    offeredProviders(client),
    registrationBonus(client),
  ]);
  return {
    social,
    bonus,
    mode: context.options.mode,
    modes: context.modes,
    rules: context.rules,
    options: context.options,
    plan: context.plan.map((item) => ({
      field: item.field,
      required: item.required,
      type: item.type,
      min: item.rule?.minLength ?? null,
      max: item.rule?.maxLength ?? null,
      patternId: item.rule?.patternId ?? null,
    })),
    siteAffiliateCode: context.siteAffiliateCode,
    referralCode: url.searchParams.get("referralCode"),
    captcha: context.plan.some((item) => item.field === "captcha"),
    directRegister,
    countries,
  };
}

export function modalName(url: URL): ModalName | null {
  const requested = url.searchParams.get("modal");
  const landing = url.pathname.replace(/\/+$/, "").toLowerCase() === "/login";
  const name = requested ?? (landing ? (url.searchParams.has("token") ? "loginTicket" : "login") : null);
  return (MODAL_NAMES as readonly string[]).includes(name ?? "") ? (name as ModalName) : null;
}

async function loginTicketModal(client: WpsClient, url: URL, member: MemberView | null): Promise<LoginTicketModal> {
  const ticket = url.searchParams.get("token") ?? "";
  if (!LOGIN_TICKET_PATTERN.test(ticket)) return { name: "loginTicket", valid: false };
  try {
    const { account } = await client.peekLoginTicket(ticket);
    return { name: "loginTicket", valid: true, ticket, account, current: member?.account ?? null };
  } catch (error) {
    if (error instanceof PlatformError && error.status < 500 && error.code !== "RATE_LIMITED")
      return { name: "loginTicket", valid: false };
    throw error;
  }
}

async function announcementModal(client: WpsClient, url: URL): Promise<AnnouncementModal> {
  let page = await client.announcements({
    pageNo: pageParam(url.searchParams.get("noticePage")),
    pageSize: ANNOUNCEMENT_PAGE_SIZE,
  });
  if (page.list.length === 0 && page.totalPages > 0 && page.pageNo > page.totalPages) {
    page = await client.announcements({ pageNo: page.totalPages, pageSize: ANNOUNCEMENT_PAGE_SIZE });
  }
  const wanted = url.searchParams.get("noticeId");
  const chosen = page.list.find((item) => item.id === wanted) ?? page.list[0] ?? null;
  return {
    name: "announcement",
    pageNo: page.pageNo,
    totalPages: page.totalPages,
    items: page.list.map(({ id, type, title, publishedAt }) => ({ id, type, title, publishedAt })),
    selected: chosen && {
      id: chosen.id,
      title: chosen.title,
      publishedAt: chosen.publishedAt,
      html: sanitizeContent(chosen.content),
    },
  };
}

export async function loadModal(
  name: ModalName,
  input: {
    url: URL;
    request: Request;
    client: WpsClient;
    resources: readonly Resource[];
    session: WebSession;
    member: MemberView | null;
    accountToggles: AccountToggles;
    directRegister: boolean;
  },
): Promise<ModalData> {
  const { url, client, session, accountToggles: toggles } = input;
  try {
    switch (name) {
      case "login": {
        const remembered = readRemembered(input.request.headers.get("Cookie"));
        const asked = url.searchParams.get("loginType");
        const sms = toggles.smsLogin && (asked === "sms" || (asked === null && remembered.typeSms));
        return {
          name,
          freePlay: url.searchParams.get("freePlay") === "1",
          loginType: sms ? "sms" : "username",
          smsLogin: toggles.smsLogin,
          forgotByPhone: toggles.forgotByPhone,
          directRegister: input.directRegister,
          captcha: session.get("captchaRequired") === true,
          remembered,
          countries: sms ? await dialingCountries(client) : [],
          social: await offeredProviders(client),
        };
      }
      case "register":
        return { name, ...(await registerView(client, input.request, input.directRegister)) };
      case "forgotPassword": {
        const byPhone = toggles.forgotByPhone;
        const by = byPhone && url.searchParams.get("by") === "phone" ? "phone" : "email";
        const [bounds, countries] = await Promise.all([
          passwordBounds(client),
          by === "phone" ? dialingCountries(client) : [],
        ]);
        return { name, by, byPhone, passwordBounds: bounds, countries };
      }
      case "changePassword":
        return {
          name,
          forced: input.member?.mustChangePassword === true,
          passwordBounds: await passwordBounds(client),
        };
      case "logout":
        return { name };
      case "verifyNewIp": {
        const challenge = session.get("newIp");
        if (!challenge) return { name: "formExpired", account: null };
        const secondsLeft = Math.max(
          0,
          Math.ceil((challenge.sentAt + challenge.expiredMinutes * 60_000 - Date.now()) / 1000),
        );
        // A challenge kept by a session from before the other options knew only its code.
        return {
          name,
          channel: challenge.channel,
          target: challenge.target,
          options: challenge.options ?? [],
          secondsLeft,
        };
      }
      case "needTrueAccount":
      case "registered":
      case "welcome":
      case "passwordEmailed":
      case "passwordReset":
      case "passwordChanged":
      case "formExpired":
        return { name, account: input.member?.account ?? null };
      case "announcement":
        return await announcementModal(client, url);
      case "loginTicket":
        return await loginTicketModal(client, url, input.member);
      case "download":
        return { name, ...(await downloadData(input.resources, url.searchParams.get("tab"), `${url.origin}/`)) };
      case "speedTest":
        // Timed in the player's browser only (ADR 0066): the server's own distance to a mirror says nothing of theirs.
        return { name, mirrors: (await client.domainRoutes()).map((route) => route.domainName) };
    }
  } catch (error) {
    if (error instanceof PlatformUnreachableError || error instanceof PlatformError) {
      console.error(`modal ${name}: ${error.message}`);
      return { name, failed: true };
    }
    throw error;
  }
}
