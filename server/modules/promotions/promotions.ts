import { and, asc, count, eq, gt, inArray, isNull, sql, type SQL } from "drizzle-orm";
import { anyOf } from "../../db/conditions.js";
import type { Db, Tx } from "../../db/connect.js";
import { textsById, type ContentLanguage } from "../system/index.js";
import { promotionImages, promotions, promotionTexts } from "./schema.js";

export type Promotion = {
  id: string;
  category: string;
  title: string;
  summary: string;
  content: string;
  announcementImages: { url: string; sequence: number }[];
  startsAt: string | null;
  endsAt: string | null;
  sequence: number;
  /** What it pays (ADR 0046): its type, how it is claimed, and its terms; null for a promotion without a rule. */
  type: string | null;
  claimMode: string | null;
  lifecycle: string;
  terms: Record<string, unknown> | null;
};

type PromotionRow = typeof promotions.$inferSelect;

// A finished promotion leaves the lists (its page stays reachable by id); one that
// has not started yet is listed so that the web can show it as coming soon.
const notFinished = anyOf(isNull(promotions.endsAt), gt(promotions.endsAt, sql`now()`));

/** Each promotion's texts in `language`, or in the other language where the operator wrote only that (ADR 0062). */
export async function promotionTextsIn(db: Db | Tx, ids: string[], language: ContentLanguage) {
  const texts = ids.length
    ? await db.select().from(promotionTexts).where(inArray(promotionTexts.promotionId, ids))
    : [];
  return textsById(texts, (t) => t.promotionId, language);
}

/** Each promotion's title in `language` (the other language's when missing, the id when it has none). */
export async function promotionTitles(
  db: Db | Tx,
  ids: string[],
  language: ContentLanguage,
): Promise<Map<string, string>> {
  const texts = await promotionTextsIn(db, ids, language);
  return new Map(ids.map((id) => [id, texts.get(id)?.title ?? id]));
}

/** Attaches texts and images with one query each for the whole page of promotions. */
async function withImages(db: Db, rows: PromotionRow[], language: ContentLanguage): Promise<Promotion[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [images, texts] = await Promise.all([
    db
      .select()
      .from(promotionImages)
      .where(inArray(promotionImages.promotionId, ids))
      .orderBy(asc(promotionImages.sequence)),
    promotionTextsIn(db, ids, language),
  ]);
  return rows.map((p) => ({
    id: p.id,
    category: p.category,
    title: texts.get(p.id)?.title ?? "",
    summary: texts.get(p.id)?.summary ?? "",
    content: texts.get(p.id)?.content ?? "",
    announcementImages: images.filter((i) => i.promotionId === p.id).map((i) => ({ url: i.url, sequence: i.sequence })),
    startsAt: p.startsAt?.toISOString() ?? null,
    endsAt: p.endsAt?.toISOString() ?? null,
    sequence: p.sequence,
    type: (p.rule?.type as string | undefined) ?? null,
    claimMode: (p.rule?.claimMode as string | undefined) ?? null,
    lifecycle: p.lifecycle,
    terms: p.rule ?? null,
  }));
}

export async function listPromotions(
  db: Db,
  opts: { category?: string; pageNo: number; pageSize: number; language: ContentLanguage },
): Promise<{ list: Promotion[]; total: number }> {
  const conditions: SQL[] = [notFinished];
  if (opts.category) conditions.push(eq(promotions.category, opts.category));
  const where = and(...conditions);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(promotions)
      .where(where)
      .orderBy(asc(promotions.sequence), asc(promotions.id))
      .limit(opts.pageSize)
      .offset((opts.pageNo - 1) * opts.pageSize),
    db.select({ total: count() }).from(promotions).where(where),
  ]);
  return { list: await withImages(db, rows, opts.language), total: Number(total) };
}

export async function promotionById(db: Db, id: string, language: ContentLanguage): Promise<Promotion | null> {
  const rows = await db.select().from(promotions).where(eq(promotions.id, id));
  const [promotion] = await withImages(db, rows, language);
  return promotion ?? null;
}
