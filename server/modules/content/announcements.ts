import crypto from "node:crypto";
import { and, asc, count, desc, eq, inArray, lte, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/connect.js";
import { textsById, type ContentLanguage } from "../system/index.js";
import { announcements, announcementTexts } from "./schema.js";

export const ANNOUNCEMENT_TYPES = ["B", "PL", "PU", "PR", "H"] as const;
/** Announcements addressed to agents: shown in the agent centre only, never in the public list. */
export const AGENT_ANNOUNCEMENT = "AG";
export type AnnouncementType = (typeof ANNOUNCEMENT_TYPES)[number] | typeof AGENT_ANNOUNCEMENT;

export type Announcement = { id: string; type: AnnouncementType; title: string; content: string; publishedAt: string };
export type Notice = { id: string; title: string; content: string };
/** What the operator writes of an announcement: the TY texts and the EN texts, either may be left out (not both). */
export type AnnouncementTexts = Partial<Record<ContentLanguage, { title: string; content: string }>>;

type AnnouncementRow = typeof announcements.$inferSelect;

/** The rows with their texts in `language` (or the other language where that one is missing); one query. */
async function withTexts(db: Db | Tx, rows: AnnouncementRow[], language: ContentLanguage): Promise<Announcement[]> {
  if (rows.length === 0) return [];
  const texts = await db
    .select()
    .from(announcementTexts)
    .where(
      inArray(
        announcementTexts.announcementId,
        rows.map((r) => r.id),
      ),
    );
  const picked = textsById(texts, (t) => t.announcementId, language);
  return rows.map((a) => ({
    id: a.id,
    type: a.type as AnnouncementType,
    title: picked.get(a.id)?.title ?? "",
    content: picked.get(a.id)?.content ?? "",
    publishedAt: a.publishedAt.toISOString(),
  }));
}

/** Published announcements of the given types, newest first; scheduled ones stay hidden until their time. */
export async function listAnnouncements(
  db: Db,
  types: readonly AnnouncementType[],
  pageNo: number,
  pageSize: number,
  language: ContentLanguage,
) {
  const where = and(inArray(announcements.type, [...types]), lte(announcements.publishedAt, sql`now()`));
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(announcements)
      .where(where)
      .orderBy(desc(announcements.publishedAt), asc(announcements.id))
      .limit(pageSize)
      .offset((pageNo - 1) * pageSize),
    db.select({ total: count() }).from(announcements).where(where),
  ]);
  return { list: await withTexts(db, rows, language), total: Number(total) };
}

export async function latestNotices(
  db: Db,
  type: AnnouncementType,
  limit: number,
  language: ContentLanguage,
): Promise<Notice[]> {
  const rows = await db
    .select()
    .from(announcements)
    .where(and(inArray(announcements.type, [type]), lte(announcements.publishedAt, sql`now()`)))
    .orderBy(desc(announcements.publishedAt), asc(announcements.id))
    .limit(limit);
  return (await withTexts(db, rows, language)).map(({ id, title, content }) => ({ id, title, content }));
}

/** An operator publishes an announcement (now, or at `publishedAt`) in one or both languages; its id is new. */
export async function publishAnnouncement(
  db: Tx,
  input: { type: AnnouncementType; texts: AnnouncementTexts; publishedAt?: Date },
): Promise<Announcement & { languages: ContentLanguage[] }> {
  const [row] = await db
    .insert(announcements)
    .values({ id: `a-${crypto.randomUUID()}`, type: input.type, publishedAt: input.publishedAt ?? new Date() })
    .returning();
  const written = (Object.entries(input.texts) as [ContentLanguage, { title: string; content: string }][]).map(
    ([language, text]) => ({ announcementId: row.id, language, ...text }),
  );
  await db.insert(announcementTexts).values(written);
  const [announcement] = await withTexts(db, [row], "TY");
  return { ...announcement, languages: written.map((t) => t.language as ContentLanguage) };
}

/** An operator withdraws an announcement (its texts go with it); answers whether there was one. */
export async function withdrawAnnouncement(db: Db | Tx, id: string): Promise<boolean> {
  const gone = await db.delete(announcements).where(eq(announcements.id, id)).returning({ id: announcements.id });
  return gone.length > 0;
}
