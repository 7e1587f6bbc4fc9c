// The texts outside React (meta functions cannot use hooks): each side registers how it translates — the
// server its one i18next instance per language (i18n.server.ts), the browser its i18next once the
// language's texts have arrived (entry.client.tsx, loadTexts) — and translate() asks whichever it is.
import type { Language, LanguageResources } from "./i18n";

type Lookup = (language: Language, namespace: string, path: string) => string | undefined;
let lookup: Lookup = () => undefined;

export function setTextsLookup(next: Lookup): void {
  lookup = next;
}

/** One text by key ("namespace:path", common by default), or undefined when it does not exist. */
export function translate(language: Language, key: string): string | undefined {
  const [namespace, path] = key.includes(":") ? key.split(":", 2) : ["common", key];
  return lookup(language, namespace, path);
}

/** A text in a language's resources, following the dotted path. */
export function textAt(
  resources: LanguageResources | Record<string, unknown> | undefined,
  namespace: string,
  path: string,
): string | undefined {
  let node: unknown = (resources as Record<string, unknown> | undefined)?.[namespace];
  for (const part of path.split(".")) {
    if (node === null || typeof node !== "object") return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === "string" ? node : undefined;
}
