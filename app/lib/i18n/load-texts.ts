// The browser's texts (ADR 0025): a language's texts are one immutable file (/locales/<language>?v=<hash>,
// preloaded by the page's head), fetched before hydration and before a navigation changes the language,
// instead of riding in every page's loader data.
import i18next from "i18next";
import { NAMESPACES, type Language, type LanguageResources } from "./i18n";
import { setTextsLookup, textAt } from "./texts";

const loaded = new Map<string, Promise<void>>();
const byLanguage = new Map<Language, LanguageResources>();

export function loadTexts(language: Language, href: string | undefined): Promise<void> {
  if (!href || byLanguage.has(language)) return Promise.resolve();
  let done = loaded.get(href);
  if (!done) {
    done = fetch(href, { credentials: "same-origin" })
      .then((response) => {
        if (!response.ok) throw new Error(`texts ${href}: HTTP ${response.status}`);
        return response.json() as Promise<LanguageResources>;
      })
      .then((resources) => {
        for (const namespace of NAMESPACES)
          i18next.addResourceBundle(language, namespace, resources[namespace], true, true);
        byLanguage.set(language, resources);
        // Only the browser fetches texts: the server's lookup (i18n.server.ts) is never replaced.
        setTextsLookup((lng, namespace, path) => textAt(byLanguage.get(lng), namespace, path));
      })
      .catch((error: unknown) => {
        loaded.delete(href);
        throw error;
      });
    loaded.set(href, done);
  }
  return done;
}
