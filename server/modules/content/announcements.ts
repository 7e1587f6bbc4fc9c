import { and, asc, count, desc, inArray, lte, sql } from "drizzle-orm";
import type { Db } from "../../db/connect.js";
import { announcements } from "./schema.js";

export const ANNOUNCEMENT_TYPES = ["B", "PL", "PU", "PR", "H"] as const;
export type AnnouncementType = (typeof ANNOUNCEMENT_TYPES)[number];

export type Announcement = { id: string; type: AnnouncementType; title: string; content: string; publishedAt: string };
export type Notice = { id: string; title: string; content: string };

/** Published announcements of the given types, newest first; scheduled ones stay hidden until their time. */
export async function listAnnouncements(db: Db, types: readonly AnnouncementType[], pageNo: number, pageSize: number) {
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
  return {
    list: rows.map((a): Announcement => ({
      id: a.id,
      type: a.type as AnnouncementType,
      title: a.title,
      content: a.content,
      publishedAt: a.publishedAt.toISOString(),
    })),
    total: Number(total),
  };
}

export async function latestNotices(db: Db, type: AnnouncementType, limit: number): Promise<Notice[]> {
  const rows = await db
    .select({ id: announcements.id, title: announcements.title, content: announcements.content })
    .from(announcements)
    .where(and(inArray(announcements.type, [type]), lte(announcements.publishedAt, sql`now()`)))
    .orderBy(desc(announcements.publishedAt), asc(announcements.id))
    .limit(limit);
  return rows;
}
