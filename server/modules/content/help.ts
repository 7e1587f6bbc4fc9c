import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/connect.js";
import { helpArticles, helpCategories } from "./schema.js";

export type HelpCategory = { id: string; title: string; articles: { id: string; title: string; content: string }[] };

/** The site's languages the help centre is written in; TY is the default (DESIGN §4). */
export const HELP_LANGUAGES = ["TY", "EN"] as const;
export type HelpLanguage = (typeof HELP_LANGUAGES)[number];

/**
 * The help centre in one language: categories in order, each with its articles in order (two queries,
 * grouped in memory). A language the operator has written nothing in gets the English articles.
 */
export async function helpCentre(db: Db, language: HelpLanguage): Promise<HelpCategory[]> {
  const written = await helpIn(db, language);
  return written.length > 0 || language === "EN" ? written : helpIn(db, "EN");
}

async function helpIn(db: Db, language: HelpLanguage): Promise<HelpCategory[]> {
  const [categories, articles] = await Promise.all([
    db
      .select()
      .from(helpCategories)
      .where(eq(helpCategories.language, language))
      .orderBy(asc(helpCategories.sequence), asc(helpCategories.id)),
    db
      .select()
      .from(helpArticles)
      .where(eq(helpArticles.language, language))
      .orderBy(asc(helpArticles.sequence), asc(helpArticles.id)),
  ]);
  const byCategory = new Map<string, HelpCategory>(
    categories.map((c) => [c.id, { id: c.id, title: c.title, articles: [] }]),
  );
  for (const a of articles)
    byCategory.get(a.categoryId)?.articles.push({ id: a.id, title: a.title, content: a.content });
  return [...byCategory.values()];
}
