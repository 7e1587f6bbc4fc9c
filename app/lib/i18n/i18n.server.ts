// One i18next instance per supported language, built once when the server starts (ADR 0004).
import crypto from "node:crypto";
import { createInstance, type i18n as I18n } from "i18next";
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_COOKIE,
  NAMESPACES,
  PAGE_LANGUAGES,
  PAGE_LANGUAGE_COOKIE,
  SUPPORTED_LANGUAGES,
  detectLanguage,
  detectPageLanguage,
  type Language,
  type LanguageResources,
  type PageLanguage,
} from "./i18n";
import { parseCookies, serializeCookie } from "../session/cookies";
import { setTextsLookup, textAt } from "./texts";

const files = import.meta.glob<Record<string, unknown>>("../../../locales/*/*.json", {
  eager: true,
  import: "default",
});

function loadResources(language: Language): LanguageResources {
  const resources = {} as LanguageResources;
  for (const namespace of NAMESPACES) {
    const file = files[`../../../locales/${language}/${namespace}.json`];
    if (!file) throw new Error(`locales/${language}/${namespace}.json is missing`);
    resources[namespace] = file;
  }
  return resources;
}

const RESOURCES = Object.fromEntries(
  SUPPORTED_LANGUAGES.map((language) => [language, loadResources(language)]),
) as Record<Language, LanguageResources>;

/** The page languages' texts (VI: the lottery's), each namespace they have. */
const PAGE_RESOURCES = Object.fromEntries(
  Object.entries(PAGE_LANGUAGES).map(([language, namespaces]) => [
    language,
    Object.fromEntries(
      namespaces.map((namespace) => {
        const file = files[`../../../locales/${language}/${namespace}.json`];
        if (!file) throw new Error(`locales/${language}/${namespace}.json is missing`);
        return [namespace, file];
      }),
    ),
  ]),
) as Record<PageLanguage, Record<string, Record<string, unknown>>>;

/** A page language's texts of one namespace, for a page to hand to the browser. */
export function pageTexts(language: PageLanguage, namespace: string): Record<string, unknown> {
  return PAGE_RESOURCES[language][namespace] ?? {};
}

export const i18nOptions = {
  ns: [...NAMESPACES],
  defaultNS: "common",
  fallbackLng: false as const,
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
  initImmediate: false,
  returnNull: false,
};

function buildInstance(language: Language): I18n {
  const instance = createInstance();
  // With the resources given and initImmediate false, init completes synchronously.
  // The page languages ride along, so a page in Vietnamese renders through the same instance (getFixedT).
  void instance.init({
    ...i18nOptions,
    lng: language,
    resources: { ...PAGE_RESOURCES, [language]: RESOURCES[language] },
  });
  return instance;
}

const INSTANCES = Object.fromEntries(
  SUPPORTED_LANGUAGES.map((language) => [language, buildInstance(language)]),
) as Record<Language, I18n>;

export function i18nFor(language: Language): I18n {
  return INSTANCES[language] ?? INSTANCES[DEFAULT_LANGUAGE];
}

setTextsLookup((language, namespace, path) => textAt(RESOURCES[language], namespace, path));

/** Each language's texts as the browser fetches them (ADR 0025): one file, named by its content's hash. */
const TEXT_FILES = Object.fromEntries(
  SUPPORTED_LANGUAGES.map((language) => {
    const body = JSON.stringify(RESOURCES[language]);
    const hash = crypto.createHash("sha256").update(body).digest("base64url").slice(0, 12);
    return [language, { body, hash, href: `/locales/${language}?v=${hash}` }];
  }),
) as Record<Language, { body: string; hash: string; href: string }>;

export function textsFile(language: Language): { body: string; hash: string; href: string } {
  return TEXT_FILES[language];
}

/**
 * The request's language and page language (VI on the lottery pages), and, when they must be stored or
 * corrected, the cookies to set.
 */
export function requestLanguage(request: Request): {
  language: Language;
  pageLanguage: PageLanguage | null;
  setCookie: string | null;
  setPageCookie: string | null;
} {
  const url = new URL(request.url);
  const cookies = parseCookies(request.headers.get("Cookie"));
  const query = url.searchParams.get("lng");
  const { language, store } = detectLanguage({ query, cookie: cookies[LANGUAGE_COOKIE] });
  const page = detectPageLanguage({ query, cookie: cookies[PAGE_LANGUAGE_COOKIE] });
  return {
    language,
    pageLanguage: page.pageLanguage,
    setCookie: store ? serializeCookie(LANGUAGE_COOKIE, store) : null,
    setPageCookie:
      page.store === null
        ? null
        : serializeCookie(PAGE_LANGUAGE_COOKIE, page.store, page.store === "" ? { maxAge: 0 } : undefined),
  };
}
