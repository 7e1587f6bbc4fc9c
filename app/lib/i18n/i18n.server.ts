// One i18next instance per supported language, built once when the server starts (ADR 0004).
import crypto from "node:crypto";
import { createInstance, type i18n as I18n } from "i18next";
import { DEFAULT_LANGUAGE, LANGUAGE_COOKIE, NAMESPACES, SUPPORTED_LANGUAGES, detectLanguage, type Language, type LanguageResources } from "./i18n";
import { parseCookies, serializeCookie } from "../session/cookies";
import { setTextsLookup, textAt } from "./texts";

const files = import.meta.glob<Record<string, unknown>>("../../../locales/*/*.json", { eager: true, import: "default" });

function loadResources(language: Language): LanguageResources {
  const resources = {} as LanguageResources;
  for (const namespace of NAMESPACES) {
    const file = files[`../../../locales/${language}/${namespace}.json`];
    if (!file) throw new Error(`locales/${language}/${namespace}.json is missing`);
    resources[namespace] = file;
  }
  return resources;
}

const RESOURCES = Object.fromEntries(SUPPORTED_LANGUAGES.map((language) => [language, loadResources(language)])) as Record<Language, LanguageResources>;

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
  void instance.init({ ...i18nOptions, lng: language, resources: { [language]: RESOURCES[language] } });
  return instance;
}

const INSTANCES = Object.fromEntries(SUPPORTED_LANGUAGES.map((language) => [language, buildInstance(language)])) as Record<Language, I18n>;

export function i18nFor(language: Language): I18n {
  return INSTANCES[language] ?? INSTANCES[DEFAULT_LANGUAGE];
}

export function resourcesFor(language: Language): LanguageResources {
  return RESOURCES[language];
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

/** The request's language and, when it must be stored or corrected, the cookie to set. */
export function requestLanguage(request: Request): { language: Language; setCookie: string | null } {
  const url = new URL(request.url);
  const cookies = parseCookies(request.headers.get("Cookie"));
  const { language, store } = detectLanguage({ query: url.searchParams.get("lng"), cookie: cookies[LANGUAGE_COOKIE] });
  return { language, setCookie: store ? serializeCookie(LANGUAGE_COOKIE, store) : null };
}
