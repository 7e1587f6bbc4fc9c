import crypto from "node:crypto";
import { and, asc, count, desc, eq, inArray, lte, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/connect.js";
import { announcements } from "./schema.js";

export const ANNOUNCEMENT_TYPES = ["B", "PL", "PU", "PR", "H"] as const;
/** Announcements addressed to agents (issue 17): shown in the agent centre only, never in the public list. */
export const AGENT_ANNOUNCEMENT = "AG";
export type AnnouncementType = (typeof ANNOUNCEMENT_TYPES)[number] | typeof AGENT_ANNOUNCEMENT;

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

/** An operator publishes an announcement (now, or at `publishedAt`); its id is new. */
export async function publishAnnouncement(db: Db | Tx, input: { type: AnnouncementType; title: string; content: string; publishedAt?: Date }): Promise<Announcement> {
  const [row] = await db
    .insert(announcements)
    .values({ id: `a-${crypto.randomUUID()}`, type: input.type, title: input.title, content: input.content, publishedAt: input.publishedAt ?? new Date() })
    .returning();
  return { id: row.id, type: row.type as AnnouncementType, title: row.title, content: row.content, publishedAt: row.publishedAt.toISOString() };
}

/** An operator withdraws an announcement; answers whether there was one. */
export async function withdrawAnnouncement(db: Db | Tx, id: string): Promise<boolean> {
  const gone = await db.delete(announcements).where(eq(announcements.id, id)).returning({ id: announcements.id });
  return gone.length > 0;
}
