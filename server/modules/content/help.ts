import { asc } from "drizzle-orm";
import type { Db } from "../../db/connect.js";
import { helpArticles, helpCategories } from "./schema.js";

export type HelpCategory = { id: string; title: string; articles: { id: string; title: string; content: string }[] };

/** Two queries, grouped in memory: categories in order, each with its articles in order. */
export async function helpCentre(db: Db): Promise<HelpCategory[]> {
  const [categories, articles] = await Promise.all([
    db.select().from(helpCategories).orderBy(asc(helpCategories.sequence), asc(helpCategories.id)),
    db.select().from(helpArticles).orderBy(asc(helpArticles.sequence), asc(helpArticles.id)),
  ]);
  const byCategory = new Map<string, HelpCategory>(categories.map((c) => [c.id, { id: c.id, title: c.title, articles: [] }]));
  for (const a of articles) byCategory.get(a.categoryId)?.articles.push({ id: a.id, title: a.title, content: a.content });
  return [...byCategory.values()];
}
