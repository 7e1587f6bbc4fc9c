import { inArray, sql } from "drizzle-orm";
import type { PlatformConfig } from "../../config.js";
import type { Db } from "../../db/connect.js";
import { loginFailures } from "./session-schema.js";

// Consecutive failed logins (SPEC §4, DESIGN §8): any failure for a username or from an address
// turns the captcha on for both; LOGIN_MAX_FAILURES in a row lock the username for
// LOGIN_LOCK_MINUTES. Keys exist for names nobody has, so the answers reveal nothing.

export const userKey = (key: string) => `user:${key}`;
export const ipKey = (ip: string) => `ip:${ip}`;

export type FailureState = { captchaRequired: boolean; lockedUntil: Date | null };

export async function failureState(db: Db, accountKey: string, ip: string): Promise<FailureState> {
  const rows = await db
    .select()
    .from(loginFailures)
    .where(inArray(loginFailures.key, [userKey(accountKey), ipKey(ip)]));
  const user = rows.find((r) => r.key === userKey(accountKey));
  const now = Date.now();
  return {
    captchaRequired: rows.length > 0,
    lockedUntil: user?.lockedUntil && user.lockedUntil.getTime() > now ? user.lockedUntil : null,
  };
}

async function bump(db: Db, key: string, maxFailures: number | null, lockMs: number): Promise<Date | null> {
  const now = new Date();
  const until = new Date(now.getTime() + lockMs);
  // A lock that has run out starts the count again (but the row stays: the captcha remains on).
  const nextCount = sql`case when ${loginFailures.lockedUntil} is not null and ${loginFailures.lockedUntil} <= ${now} then 1 else ${loginFailures.count} + 1 end`;
  const lock =
    maxFailures === null ? sql`null` : sql`case when ${nextCount} >= ${maxFailures} then ${until}::timestamptz when ${loginFailures.lockedUntil} <= ${now} then null else ${loginFailures.lockedUntil} end`;
  const [row] = await db
    .insert(loginFailures)
    .values({ key, count: 1, lastFailureAt: now, lockedUntil: maxFailures === 1 ? until : null })
    .onConflictDoUpdate({ target: loginFailures.key, set: { count: nextCount, lockedUntil: lock, lastFailureAt: now } })
    .returning({ lockedUntil: loginFailures.lockedUntil });
  return row?.lockedUntil && row.lockedUntil.getTime() > now.getTime() ? row.lockedUntil : null;
}

/** Counts one failure; answers the lock's end when this failure locked the username. */
export async function recordFailure(db: Db, config: PlatformConfig, accountKey: string | null, ip: string): Promise<Date | null> {
  await bump(db, ipKey(ip), null, 0);
  if (accountKey === null) return null;
  return bump(db, userKey(accountKey), config.LOGIN_MAX_FAILURES, config.LOGIN_LOCK_MINUTES * 60_000);
}

export async function clearFailures(db: Db, accountKey: string, ip: string): Promise<void> {
  await db.delete(loginFailures).where(inArray(loginFailures.key, [userKey(accountKey), ipKey(ip)]));
}
