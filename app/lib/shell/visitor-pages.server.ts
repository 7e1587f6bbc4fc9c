// Visitor pages (ADR 0025): a page a visitor without a session sees is the same for every visitor of
// the merchant with the same language and theme, at the same site version and status — except four
// per-answer secrets: the CSP nonce, the CSRF token, the honeypot's sealed time and the render nonce.
// Such a page is rendered once with placeholders for those, kept for FRESH_MS, and each answer fills in
// its own secrets: the loaders and the React render run once per page and version, not per view.
// Anything else — a session, a query (a modal, a language switch), another cookie, a status other than
// the app, an answer that sets a cookie or is not a 200 page — is rendered for its request as before.
import crypto from "node:crypto";
import type { AppLoadContext } from "@remix-run/node";
import { LANGUAGE_COOKIE } from "../i18n/i18n";
import { requestLanguage } from "../i18n/i18n.server";
import { platformCallsOf, platformTiming, wps } from "../platform/client.server";
import { currentSiteVersion } from "../platform/site-version.server";
import { chargeVisitor } from "../platform/visitor-budget.server";
import { csrf, honeypot } from "../security/security.server";
import { parseCookies } from "../session/cookies";
import { THEME_COOKIE, resolveTheme } from "./theme";

const FRESH_MS = 5_000;
const MAX_PAGES = 200;
/** Cookies that change nothing on a visitor's page but its language, theme and CSRF token (filled in). */
const NEUTRAL_COOKIES = new Set([LANGUAGE_COOKIE, THEME_COOKIE, "csrf"]);

/** Stand-ins for the per-answer secrets: letters and digits only, so that HTML and JSON keep them as they are. */
export const PLACEHOLDERS = {
  nonce: "laroPageNonce7f3a9c1e",
  csrf: "laroPageCsrf7f3a9c1e",
  validFrom: "laroPageValidFrom7f3a9c1e",
  renderNonce: "laroPageRender7f3a9c1e",
} as const;

const ANY_PLACEHOLDER = new RegExp(Object.values(PLACEHOLDERS).join("|"), "g");

/** points: the platform answers the page stands for, charged to each visitor it is shown to. */
type Page = { html: string; headers: [string, string][]; points: number; at: number };
const pages = new Map<string, Page>();

/** The page's key when it can be shared, else null (the request is rendered on its own). */
async function keyFor(request: Request, context: AppLoadContext): Promise<string | null> {
  const url = new URL(request.url);
  if (url.search !== "" || url.pathname.endsWith(".data")) return null;
  const cookies = parseCookies(request.headers.get("Cookie"));
  if (Object.keys(cookies).some((name) => !NEUTRAL_COOKIES.has(name))) return null;
  const version = currentSiteVersion();
  if (!version) return null;
  try {
    const status = await wps(request, context).status(url.host);
    if (status.status !== 0) return null;
  } catch {
    return null;
  }
  const { language } = requestLanguage(request);
  return [version.version, url.host, language, resolveTheme(cookies[THEME_COOKIE]), url.pathname].join(" ");
}

/** The page with this answer's secrets in place of the placeholders, and the CSRF cookie if one is new. */
async function fill(
  html: string,
  request: Request,
  nonce: string,
): Promise<{ html: string; setCookie: string | null }> {
  const [token, setCookie] = await csrf.commitToken(request);
  const secrets: Record<string, string> = {
    [PLACEHOLDERS.nonce]: nonce,
    [PLACEHOLDERS.csrf]: token,
    [PLACEHOLDERS.validFrom]: honeypot.getInputProps().encryptedValidFrom ?? "",
    [PLACEHOLDERS.renderNonce]: crypto.randomUUID(),
  };
  return { html: html.replace(ANY_PLACEHOLDER, (placeholder) => secrets[placeholder]), setCookie };
}

/** What the web server (scripts/web/remix.ts) uses: look up, keep and fill visitor pages. */
export const visitorPages = {
  placeholderNonce: PLACEHOLDERS.nonce,
  keyFor,
  fill,
  /** A kept page for this key, once the visitor's budget allows the answers it stands for. */
  async find(key: string, clientIp: string): Promise<Page | null> {
    const page = pages.get(key);
    if (!page || Date.now() - page.at > FRESH_MS) return null;
    try {
      // The status was charged when the key was made; the page's other answers are charged now.
      await chargeVisitor(clientIp, Math.max(0, page.points - 1), currentSiteVersion()?.visitorBudgetPerMinute ?? 0);
    } catch {
      return null;
    }
    return {
      ...page,
      headers: [...page.headers, ["Server-Timing", platformTiming({ platform: 0, cached: page.points }, true)]],
    };
  },
  /** Keeps a page rendered with placeholders for this key; its cost is what its request asked the platform. */
  keep(key: string, html: string, headers: [string, string][], context: AppLoadContext): void {
    const calls = platformCallsOf(context);
    pages.delete(key);
    pages.set(key, { html, headers, points: calls.platform + calls.cached, at: Date.now() });
    if (pages.size > MAX_PAGES) pages.delete(pages.keys().next().value as string);
  },
};

export type VisitorPages = typeof visitorPages;
