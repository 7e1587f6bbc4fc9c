import type { Db } from "./connect.js";

// Public reads (site configuration, banners, notices, promotions, help) are asked for on every
// page view and change a few times a day. Each answer is kept in memory for a few seconds:
// writers in this process call forgetReads, and other platform copies catch up within the TTL.
export const READ_TTL_MS = 5_000;

type Entry = { at: number; value: Promise<unknown> };
const caches = new WeakMap<Db, Map<string, Entry>>();

export function readThrough<T>(db: Db, key: string, load: () => Promise<T>, ttlMs = READ_TTL_MS): Promise<T> {
  let entries = caches.get(db);
  if (!entries) caches.set(db, (entries = new Map()));
  const hit = entries.get(key);
  if (hit && Date.now() - hit.at < ttlMs) return hit.value as Promise<T>;
  const value = load();
  entries.set(key, { at: Date.now(), value });
  value.catch(() => entries.delete(key));
  return value;
}

export function forgetReads(db: Db): void {
  caches.delete(db);
}
