// Languages of the site (SPEC §1, ADR 0004). Shared by server and browser: no server-only imports here.

/** Languages whose texts exist; everything else falls back to the default. */
export const SUPPORTED_LANGUAGES = ["TY", "EN"] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "TY";

/** Text namespaces: one JSON file per namespace under locales/<LNG>/. */
export const NAMESPACES = [
  "common",
  "status",
  "home",
  "games",
  "promotions",
  "announcement",
  "download",
  "speedTest",
  "help",
  "auth",
  "member",
  "messages",
  "care",
  "social",
  "signin",
  "agent",
  "points",
  "lottery",
  "sports",
  "cockfight",
] as const;
export type Namespace = (typeof NAMESPACES)[number];
export type LanguageResources = Record<Namespace, Record<string, unknown>>;

/**
 * The catalogue the selector offers (SPEC §1: about 35 codes). Names are endonyms — how each
 * language calls itself — so they are data, not interface text, and stay the same in every language.
 */
export const LANGUAGE_CATALOGUE: readonly { code: string; name: string; tag: string }[] = [
  { code: "TY", name: "Tagalog", tag: "tl" },
  { code: "EN", name: "English", tag: "en" },
  { code: "CN", name: "简体中文", tag: "zh-Hans" },
  { code: "TW", name: "繁體中文", tag: "zh-Hant" },
  { code: "JA", name: "日本語", tag: "ja" },
  { code: "KO", name: "한국어", tag: "ko" },
  { code: "TH", name: "ไทย", tag: "th" },
  { code: "VI", name: "Tiếng Việt", tag: "vi" },
  { code: "ID", name: "Bahasa Indonesia", tag: "id" },
  { code: "MS", name: "Bahasa Melayu", tag: "ms" },
  { code: "ES", name: "Español", tag: "es" },
  { code: "PT", name: "Português", tag: "pt" },
  { code: "PT-BR", name: "Português (Brasil)", tag: "pt-BR" },
  { code: "FR", name: "Français", tag: "fr" },
  { code: "DE", name: "Deutsch", tag: "de" },
  { code: "IT", name: "Italiano", tag: "it" },
  { code: "RU", name: "Русский", tag: "ru" },
  { code: "AR", name: "العربية", tag: "ar" },
  { code: "TR", name: "Türkçe", tag: "tr" },
  { code: "HI", name: "हिन्दी", tag: "hi" },
  { code: "BN", name: "বাংলা", tag: "bn" },
  { code: "UR", name: "اردو", tag: "ur" },
  { code: "FA", name: "فارسی", tag: "fa" },
  { code: "HE", name: "עברית", tag: "he" },
  { code: "PL", name: "Polski", tag: "pl" },
  { code: "NL", name: "Nederlands", tag: "nl" },
  { code: "SV", name: "Svenska", tag: "sv" },
  { code: "CS", name: "Čeština", tag: "cs" },
  { code: "HU", name: "Magyar", tag: "hu" },
  { code: "RO", name: "Română", tag: "ro" },
  { code: "EL", name: "Ελληνικά", tag: "el" },
  { code: "UK", name: "Українська", tag: "uk" },
  { code: "KM", name: "ខ្មែរ", tag: "km" },
  { code: "LO", name: "ລາວ", tag: "lo" },
  { code: "MY", name: "မြန်မာ", tag: "my" },
];

export function isSupportedLanguage(code: string): code is Language {
  return (SUPPORTED_LANGUAGES as readonly string[]).includes(code);
}

/** Any code (from the URL, a cookie, the selector) to a language the site has texts for. */
export function resolveLanguage(code: string | null | undefined): Language {
  const normalized = (code ?? "").trim().toUpperCase();
  return isSupportedLanguage(normalized) ? normalized : DEFAULT_LANGUAGE;
}

/** The BCP 47 tag for `<html lang>`: TY texts are Tagalog (Filipino). */
export function htmlLang(language: Language): string {
  return language === "EN" ? "en" : "tl";
}

export const LANGUAGE_COOKIE = "lng";

/**
 * Catalogue languages with texts for some pages only (SPEC §1: "text is also seen in Vietnamese"): Vietnamese
 * on the lottery pages. The shell keeps its language (a code it has no texts for is stored as the default,
 * SPEC §1); the choice itself is kept in its own cookie so that those pages, and the selector, know it.
 */
export const PAGE_LANGUAGES = { VI: ["lottery"] } as const;
export type PageLanguage = keyof typeof PAGE_LANGUAGES;
export const PAGE_LANGUAGE_COOKIE = "lngPage";
const isPageLanguage = (code: string): code is PageLanguage =>
  Object.prototype.hasOwnProperty.call(PAGE_LANGUAGES, code);

/** `?lng=` decides (and is stored: the code, or nothing for a language with a whole catalogue); else the cookie. */
export function detectPageLanguage(input: { query: string | null; cookie: string | null | undefined }): {
  pageLanguage: PageLanguage | null;
  store: string | null;
} {
  if (input.query !== null && input.query.trim() !== "") {
    const code = input.query.trim().toUpperCase();
    const pageLanguage = isPageLanguage(code) ? code : null;
    return { pageLanguage, store: pageLanguage ?? (input.cookie ? "" : null) };
  }
  const code = (input.cookie ?? "").trim().toUpperCase();
  return { pageLanguage: isPageLanguage(code) ? code : null, store: null };
}

/**
 * `?lng=` first (and store it), then the cookie, then the default. A stored code the site does not
 * support is replaced by the default in the cookie too (SPEC §1).
 */
export function detectLanguage(input: { query: string | null; cookie: string | null | undefined }): {
  language: Language;
  store: Language | null;
} {
  if (input.query !== null && input.query.trim() !== "") {
    const language = resolveLanguage(input.query);
    return { language, store: language };
  }
  if (input.cookie) {
    const language = resolveLanguage(input.cookie);
    return { language, store: language === input.cookie ? null : language };
  }
  return { language: DEFAULT_LANGUAGE, store: null };
}
