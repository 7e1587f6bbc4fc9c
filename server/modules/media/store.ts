import crypto from "node:crypto";
import { sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/connect.js";
import { media } from "./schema.js";

export type MediaItem = { path: string; contentType: string; body: string };

export function mediaEtag(body: string): string {
  return `"${crypto.createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
}

/**
 * Stores generated media. A path whose body is unchanged is left alone (so running
 * the seed again writes nothing); a changed generator replaces the old image.
 */
export async function putMedia(db: Db | Tx, items: MediaItem[]): Promise<void> {
  if (items.length === 0) return;
  await db
    .insert(media)
    .values(items.map((m) => ({ ...m, etag: mediaEtag(m.body) })))
    .onConflictDoUpdate({
      target: media.path,
      set: {
        contentType: sql`excluded.content_type`,
        body: sql`excluded.body`,
        etag: sql`excluded.etag`,
        updatedAt: sql`now()`,
      },
      setWhere: sql`${media.etag} <> excluded.etag or ${media.contentType} <> excluded.content_type`,
    });
}

export function staticUrl(path: string): string {
  return `/wps/static/${path}`;
}
