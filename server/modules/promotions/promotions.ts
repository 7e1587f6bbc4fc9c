import { and, asc, count, eq, gt, inArray, isNull, sql, type SQL } from "drizzle-orm";
import { anyOf } from "../../db/conditions.js";
import type { Db } from "../../db/connect.js";
import { promotionImages, promotions } from "./schema.js";

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

/** Attaches images with one query for the whole page of promotions. */
async function withImages(db: Db, rows: PromotionRow[]): Promise<Promotion[]> {
  if (rows.length === 0) return [];
  const images = await db
    .select()
    .from(promotionImages)
    .where(
      inArray(
        promotionImages.promotionId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(promotionImages.sequence));
  return rows.map((p) => ({
    id: p.id,
    category: p.category,
    title: p.title,
    summary: p.summary,
    content: p.content,
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

export async function listPromotions(db: Db, opts: { category?: string; pageNo: number; pageSize: number }): Promise<{ list: Promotion[]; total: number }> {
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
  return { list: await withImages(db, rows), total: Number(total) };
}

export async function promotionById(db: Db, id: string): Promise<Promotion | null> {
  const rows = await db.select().from(promotions).where(eq(promotions.id, id));
  const [promotion] = await withImages(db, rows);
  return promotion ?? null;
}
