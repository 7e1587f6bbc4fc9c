// Links that keep the visitor on the same page while changing query parameters (modals, tabs,
// language, paging). Modals are URLs (ADR 0003).

export type Place = { pathname: string; search: string; hash?: string };

/** Parameters each modal owns besides `modal` itself, removed when it closes or another opens. */
export const MODAL_OWN_PARAMS: Record<string, readonly string[]> = {
  // Namespaced so that a page's own ?page= (/rng) or ?id= (/promoDetail) survives the modal.
  announcement: ["noticePage", "noticeId"],
  download: ["tab"],
  login: ["freePlay", "loginType"],
  register: ["freePlay", "regType"],
  forgotPassword: ["by"],
};

function openModalParams(search: string): Record<string, null> {
  const current = new URLSearchParams(search).get("modal");
  if (!current) return {};
  const own = MODAL_OWN_PARAMS[current] ?? [];
  return Object.fromEntries(["modal", ...own].map((key) => [key, null]));
}

export function hrefWith(place: Place, changes: Record<string, string | number | null | undefined>): string {
  const params = new URLSearchParams(place.search);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === undefined || value === "") params.delete(key);
    else params.set(key, String(value));
  }
  const query = params.toString();
  return `${place.pathname}${query ? `?${query}` : ""}`;
}

export function modalHref(place: Place, modal: string, extra: Record<string, string | number | null> = {}): string {
  return hrefWith(place, { ...openModalParams(place.search), modal, ...extra });
}

export function closeModalHref(place: Place): string {
  if (place.pathname.replace(/\/+$/, "").toLowerCase() === "/login") return "/";
  return hrefWith(place, openModalParams(place.search));
}

const OWN_ORIGIN = "http://site.invalid";

/**
 * The one check for every redirect target taken from a request (form fields, ?from=, Referer): a path on
 * this site or the fallback. The target is parsed as a URL against our own origin and must stay on it.
 * Control characters and backslashes are refused before parsing, because URL parsers drop tabs and
 * newlines and read "\" as "/" — "/\t/evil.example" would otherwise become "//evil.example".
 */
export function safeRedirectPath(target: unknown, fallback = "/"): string {
  if (typeof target !== "string" || target.length === 0 || target.length > 2048) return fallback;
  // eslint-disable-next-line no-control-regex -- control characters are what this check refuses (see above)
  if (/[\u0000-\u001f\u007f\\]/.test(target)) return fallback;
  if (!target.startsWith("/") || target.startsWith("//")) return fallback;
  let url: URL;
  try {
    url = new URL(target, OWN_ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== OWN_ORIGIN) return fallback;
  // The parser resolves dot segments ("/.//evil.example", "/%2e//evil.example" become "//evil.example"):
  // what it hands back is checked again, since a path that starts with "//" is another site to a browser.
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (path.startsWith("//") || new URL(path, OWN_ORIGIN).origin !== OWN_ORIGIN) return fallback;
  return path;
}
