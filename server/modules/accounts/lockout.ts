import { inArray, like, or, sql } from "drizzle-orm";
import type { PlatformConfig } from "../../config.js";
import type { Db } from "../../db/connect.js";
import { loginFailures } from "./session-schema.js";

// Consecutive failed logins (SPEC §4, DESIGN §8, ADR 0058): any failure for a username or from an
// address turns the captcha on for both, so a name under attack from many sources asks every source for
// the captcha; LOGIN_MAX_FAILURES in a row from one source lock that name FOR THAT SOURCE for
// LOGIN_LOCK_MINUTES (the regulators' lockout, kept on the attacker's side). The member on another
// address — a device that logged in before — still gets in with the right password, so a stranger cannot
// lock a member out. The counts live in the database, so every platform process sees them. Keys exist for
// names nobody has, so the answers reveal nothing.

export const userKey = (key: string) => `user:${key}`;
export const ipKey = (ip: string) => `ip:${ip}`;
/** One name tried from one source (address). */
export const pairKey = (key: string, ip: string) => `pair:${key}@${ip}`;

export type FailureState = { captchaRequired: boolean; lockedUntil: Date | null };

/**
 * `source` is where the name's failures are counted and locked: the address, or a browser the member logged
 * in on before (sign-in.ts); the address's own count (the captcha) is kept whichever it is.
 */
export async function failureState(db: Db, accountKey: string, ip: string, source = ip): Promise<FailureState> {
  const rows = await db
    .select()
    .from(loginFailures)
    .where(inArray(loginFailures.key, [userKey(accountKey), ipKey(ip), pairKey(accountKey, source)]));
  const now = Date.now();
  // The pair's lock is the failures' lock; a lock on the name itself (set by an operator or before ADR
  // 0058) still holds for every source.
  const lock = rows
    .filter((r) => r.key === userKey(accountKey) || r.key === pairKey(accountKey, source))
    .map((r) => r.lockedUntil)
    .filter((until): until is Date => until !== null && until.getTime() > now)
    .sort((a, b) => b.getTime() - a.getTime())[0];
  return { captchaRequired: rows.length > 0, lockedUntil: lock ?? null };
}

async function bump(db: Db, key: string, maxFailures: number | null, lockMs: number): Promise<Date | null> {
  const now = new Date();
  const until = new Date(now.getTime() + lockMs);
  // A lock that has run out starts the count again (but the row stays: the captcha remains on).
  const nextCount = sql`case when ${loginFailures.lockedUntil} is not null and ${loginFailures.lockedUntil} <= ${now} then 1 else ${loginFailures.count} + 1 end`;
  const lock =
    maxFailures === null
      ? sql`null`
      : sql`case when ${nextCount} >= ${maxFailures} then ${until}::timestamptz when ${loginFailures.lockedUntil} <= ${now} then null else ${loginFailures.lockedUntil} end`;
  const [row] = await db
    .insert(loginFailures)
    .values({ key, count: 1, lastFailureAt: now, lockedUntil: maxFailures === 1 ? until : null })
    .onConflictDoUpdate({ target: loginFailures.key, set: { count: nextCount, lockedUntil: lock, lastFailureAt: now } })
    .returning({ lockedUntil: loginFailures.lockedUntil });
  return row?.lockedUntil && row.lockedUntil.getTime() > now.getTime() ? row.lockedUntil : null;
}

/** Counts one failure; answers the lock's end when this failure locked the name for this source. */
export async function recordFailure(
  db: Db,
  config: PlatformConfig,
  accountKey: string | null,
  ip: string,
  source = ip,
): Promise<Date | null> {
  await bump(db, ipKey(ip), null, 0);
  if (accountKey === null) return null;
  await bump(db, userKey(accountKey), null, 0);
  return bump(db, pairKey(accountKey, source), config.LOGIN_MAX_FAILURES, config.LOGIN_LOCK_MINUTES * 60_000);
}

/** A successful login clears what this source did; other sources' counts (an attacker's) stay. */
export async function clearFailures(db: Db, accountKey: string, ip: string, source = ip): Promise<void> {
  await db
    .delete(loginFailures)
    .where(inArray(loginFailures.key, [userKey(accountKey), ipKey(ip), pairKey(accountKey, source)]));
}

/** An operator's unlock: the name's count and every source's lock on it. */
export async function clearNameFailures(db: Pick<Db, "delete">, accountKey: string): Promise<void> {
  const escaped = accountKey.replace(/[\\%_]/g, (c) => `\\${c}`);
  await db
    .delete(loginFailures)
    .where(or(inArray(loginFailures.key, [userKey(accountKey)]), like(loginFailures.key, `pair:${escaped}@%`)));
}
