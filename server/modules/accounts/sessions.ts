import crypto from "node:crypto";
import { and, count, desc, eq, gt, isNull, lt } from "drizzle-orm";
import type { PlatformConfig } from "../../config.js";
import type { Db, Tx } from "../../db/connect.js";
import { knownDevices, knownIps, loginHistory, sessions } from "./session-schema.js";

export type LoginMethod = "username" | "sms" | "register" | "freeplay" | "password" | "ticket" | "social";

export const sha256 = (text: string) => crypto.createHash("sha256").update(text).digest("hex");

const idleMs = (config: PlatformConfig) => config.SESSION_IDLE_MINUTES * 60_000;

export type Session = typeof sessions.$inferSelect;
export type IssuedSession = { token: string; session: Session };

export async function recordLogin(
  db: Db | Tx,
  entry: { memberId: string | null; accountKey: string; ip: string; method: LoginMethod; success: boolean },
): Promise<number> {
  const [row] = await db
    .insert(loginHistory)
    .values({ ...entry, at: new Date() })
    .returning({ id: loginHistory.id });
  return row.id;
}

/**
 * Starts a session: the login is recorded, the address becomes known, and a random
 * 32-byte token is returned once — only its SHA-256 is kept.
 */
export async function issueSession(
  db: Db | Tx,
  config: PlatformConfig,
  input: { memberId: string; accountKey: string; method: LoginMethod; ip: string; userAgent: string | null },
): Promise<IssuedSession> {
  const token = crypto.randomBytes(32).toString("base64url");
  const now = new Date();
  const loginId = await recordLogin(db, {
    memberId: input.memberId,
    accountKey: input.accountKey,
    ip: input.ip,
    method: input.method,
    success: true,
  });
  await rememberIp(db, input.memberId, input.ip);
  const [session] = await db
    .insert(sessions)
    .values({
      memberId: input.memberId,
      tokenHash: sha256(token),
      method: input.method,
      loginId,
      ip: input.ip,
      userAgent: input.userAgent?.slice(0, 512) ?? null,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + idleMs(config)),
    })
    .returning();
  return { token, session: session };
}

/**
 * How long before its idle end a session is pushed forward again: a twentieth of the idle time, at most a
 * minute. Within that slack a use writes nothing (most of a page's calls come within a second of each
 * other, and each write is a commit the database flushes); so a session ends between SESSION_IDLE_MINUTES
 * less the slack and SESSION_IDLE_MINUTES after its last use — never later (ADR 0040).
 */
export const touchSlackMs = (config: PlatformConfig) => Math.min(60_000, idleMs(config) / 20);

/** Whether this use must push the session's idle end forward (see touchSlackMs). */
export function needsTouch(config: PlatformConfig, session: Pick<Session, "expiresAt">, now: Date): boolean {
  return session.expiresAt.getTime() < now.getTime() + idleMs(config) - touchSlackMs(config);
}

/** Pushes a live session's idle end forward from now; answers it as it is then, or undefined if it ended meanwhile. */
export async function extendSession(
  db: Db,
  config: PlatformConfig,
  session: Session,
  now = new Date(),
): Promise<Session | undefined> {
  const [touched] = await db
    .update(sessions)
    .set({ lastSeenAt: now, expiresAt: new Date(now.getTime() + idleMs(config)) })
    .where(and(eq(sessions.id, session.id), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .returning();
  return touched;
}

export async function revokeSession(db: Db | Tx, sessionId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** On a password change or reset every session of the member ends, wherever it was opened; answers how many did. */
export async function revokeMemberSessions(db: Db | Tx, memberId: string): Promise<number> {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.memberId, memberId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return ended.length;
}

/** The successful login before the one that opened this session (SPEC §3 member info). */
export async function previousLogin(db: Db | Tx, session: Session): Promise<{ at: string; ip: string } | null> {
  const [row] = await db
    .select({ at: loginHistory.at, ip: loginHistory.ip })
    .from(loginHistory)
    .where(
      and(
        eq(loginHistory.memberId, session.memberId),
        eq(loginHistory.success, true),
        lt(loginHistory.id, session.loginId),
      ),
    )
    .orderBy(desc(loginHistory.id))
    .limit(1);
  return row ? { at: row.at.toISOString(), ip: row.ip } : null;
}

export async function hasLoggedInBefore(db: Db | Tx, memberId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: loginHistory.id })
    .from(loginHistory)
    .where(and(eq(loginHistory.memberId, memberId), eq(loginHistory.success, true)))
    .limit(1);
  return row !== undefined;
}

export async function rememberIp(db: Db | Tx, memberId: string, ip: string): Promise<void> {
  await db.insert(knownIps).values({ memberId, ip, firstSeenAt: new Date() }).onConflictDoNothing();
}

/** A device stays known this long after its last login on the account. */
const DEVICE_KNOWN_DAYS = 400;

/** A login on a named browser: the device becomes (or stays) known for the member. */
export async function rememberDevice(db: Db | Tx, memberId: string, device: string): Promise<void> {
  const now = new Date();
  await db
    .insert(knownDevices)
    .values({ memberId, deviceHash: sha256(device), lastLoginAt: now })
    .onConflictDoUpdate({ target: [knownDevices.memberId, knownDevices.deviceHash], set: { lastLoginAt: now } });
}

/** Whether the member logged in on this browser before (within DEVICE_KNOWN_DAYS). */
export async function isKnownDevice(db: Db | Tx, memberId: string, device: string): Promise<boolean> {
  const [row] = await db
    .select({ at: knownDevices.lastLoginAt })
    .from(knownDevices)
    .where(
      and(
        eq(knownDevices.memberId, memberId),
        eq(knownDevices.deviceHash, sha256(device)),
        gt(knownDevices.lastLoginAt, new Date(Date.now() - DEVICE_KNOWN_DAYS * 86_400_000)),
      ),
    );
  return row !== undefined;
}

export async function isKnownIp(db: Db | Tx, memberId: string, ip: string): Promise<boolean> {
  const [row] = await db
    .select({ ip: knownIps.ip })
    .from(knownIps)
    .where(and(eq(knownIps.memberId, memberId), eq(knownIps.ip, ip)));
  return row !== undefined;
}

/** One page of the member's logins, newest first, and how many there are. */
export async function loginHistoryPage(db: Db, memberId: string, pageNo: number, pageSize: number) {
  const where = eq(loginHistory.memberId, memberId);
  const [rows, [total]] = await Promise.all([
    db
      .select({ at: loginHistory.at, ip: loginHistory.ip, method: loginHistory.method, success: loginHistory.success })
      .from(loginHistory)
      .where(where)
      .orderBy(desc(loginHistory.id))
      .limit(pageSize)
      .offset((pageNo - 1) * pageSize),
    db.select({ n: count() }).from(loginHistory).where(where),
  ]);
  return { list: rows.map((r) => ({ ...r, at: r.at.toISOString() })), total: total?.n ?? 0 };
}
