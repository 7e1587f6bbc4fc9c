import { z } from "zod";

// The site languages a player reads content in (DESIGN §4, ADR 0062): TY is the default, EN the other.
export const CONTENT_LANGUAGES = ["TY", "EN"] as const;
export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number];

/** The requester's language from a query's `language` (as the help centre reads it): EN, or TY for anything else. */
export const contentLanguage = (value: unknown): ContentLanguage =>
  String(value ?? "").toUpperCase() === "EN" ? "EN" : "TY";

/** A route's `language` query parameter, read as contentLanguage does. */
export const languageQuery = z.string().max(8).optional().transform(contentLanguage);

/**
 * The text of one item in the requested language, or in the other one when the operator wrote only that
 * (a player never reads nothing because one language is missing).
 */
export function inLanguage<T extends { language: string }>(
  texts: readonly T[],
  language: ContentLanguage,
): T | undefined {
  return texts.find((t) => t.language === language) ?? texts.find((t) => t.language !== language);
}

/** Each item's text (by the id `idOf` reads), picked by inLanguage. */
export function textsById<T extends { language: string }>(
  texts: readonly T[],
  idOf: (text: T) => string,
  language: ContentLanguage,
): Map<string, T> {
  const grouped = new Map<string, T[]>();
  for (const text of texts) grouped.set(idOf(text), [...(grouped.get(idOf(text)) ?? []), text]);
  return new Map(
    [...grouped].flatMap(([id, list]) => {
      const picked = inLanguage(list, language);
      return picked ? [[id, picked] as const] : [];
    }),
  );
}
