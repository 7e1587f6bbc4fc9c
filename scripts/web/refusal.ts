// What the web server answers when it refuses a request before the app sees it (a body too large, a
// content type no form sends, a cross-site post, a request too slow): a small page in the visitor's
// language, with the status and a way back, never a blank error (DESIGN §4 "Errors").
import fs from "node:fs";
import path from "node:path";
import type { Request, Response } from "express";
import { parseCookies } from "../../app/lib/session/cookies.js";
import {
  detectLanguage,
  htmlLang,
  LANGUAGE_COOKIE,
  SUPPORTED_LANGUAGES,
  type Language,
} from "../../app/lib/i18n/i18n.js";
import { safeRedirectPath } from "../../app/lib/shell/urls.js";

export type Refusal = "tooLarge" | "unsupportedType" | "crossSite" | "tooSlow" | "badPath";

const STATUS: Record<Refusal, number> = {
  tooLarge: 413,
  unsupportedType: 415,
  crossSite: 403,
  tooSlow: 408,
  badPath: 400,
};

type Texts = { title: string; back: string } & Record<Refusal, string>;

const root = path.resolve(import.meta.dirname, "../..");
const TEXTS = Object.fromEntries(
  SUPPORTED_LANGUAGES.map((language) => {
    const status = JSON.parse(fs.readFileSync(path.join(root, "locales", language, "status.json"), "utf8")) as {
      refused: Texts;
    };
    return [language, status.refused];
  }),
) as Record<Language, Texts>;

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The page the request came from, when it is one of ours; home otherwise. */
function backOf(request: Request): string {
  const referer = request.get("referer");
  if (!referer) return "/";
  try {
    const from = new URL(referer);
    return from.host === request.get("host") ? safeRedirectPath(`${from.pathname}${from.search}`) : "/";
  } catch {
    return "/";
  }
}

/**
 * Answers the refusal. When the request's body has not been read, the answer says Connection: close and
 * Node ends the connection once it is out, so what the client still sends is never read.
 */
export function refuse(request: Request, response: Response, reason: Refusal): void {
  if (response.headersSent) {
    request.socket.destroy();
    return;
  }
  const { language } = detectLanguage({ query: null, cookie: parseCookies(request.get("cookie"))[LANGUAGE_COOKIE] });
  const texts = TEXTS[language];
  const unread = !request.complete;
  response.status(STATUS[reason]);
  response.set({ "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" });
  if (unread) response.set("Connection", "close");
  response.end(
    `<!doctype html><html lang="${htmlLang(language)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(texts.title)}</title></head>` +
      `<body style="font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem"><main><h1>${escape(texts.title)}</h1><p>${escape(texts[reason])}</p>` +
      `<p><a href="${escape(backOf(request))}">${escape(texts.back)}</a></p></main></body></html>`,
  );
}
