import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/connect.js";
import type { LimitKind, LimitPeriod } from "../../../contract/care.js";
import { careLimits, careNotices } from "./schema.js";

// Notices of limit changes (ADR 0038): care writes them with the change; the care-notices job hands them to
// the messages module, which sits above care, and marks them sent in the same transaction as the message.

export type CareNotice = typeof careNotices.$inferSelect;

/** A limit's value as a message names it: minor units for money, minutes for a session; absent when removed. */
function limitParams(kind: LimitKind, period: LimitPeriod, amount: bigint | null): Record<string, string> {
  const params: Record<string, string> = { kind, period };
  if (amount !== null) params[kind === "session" ? "minutes" : "amount"] = amount.toString();
  return params;
}

/** A limit now binds at `amount` (a decrease, a removal confirmed, a raise confirmed): tell the member. */
export async function noticeLimitEffective(
  tx: Tx,
  memberId: string,
  kind: LimitKind,
  period: LimitPeriod,
  amount: bigint | null,
  at: Date,
): Promise<void> {
  await tx
    .insert(careNotices)
    .values({
      memberId,
      template: "limitChangeEffective",
      params: limitParams(kind, period, amount),
      eventKey: `limit-effective:${memberId}:${kind}:${period}:${at.getTime()}`,
    })
    .onConflictDoNothing();
}

/**
 * Raises whose 24 hours have passed by `now` get their notice (once each: the key holds the raise's moment).
 * Only raises that became confirmable in the last 7 days are looked at, so the scan stays small.
 */
export async function queueRaiseNotices(db: Db, now = new Date()): Promise<number> {
  const since = new Date(now.getTime() - 7 * 24 * 3_600_000);
  const queued = await db.execute(sql`
    insert into ${careNotices} (member_id, template, params, event_key)
    select member_id, 'limitRaiseReady',
      jsonb_strip_nulls(jsonb_build_object('kind', kind, 'period', period, case when kind = 'session' then 'minutes' else 'amount' end, pending_amount::text)),
      'limit-ready:' || member_id || ':' || kind || ':' || period || ':' || (extract(epoch from pending_from) * 1000)::bigint
    from ${careLimits}
    where pending_from <= ${now.toISOString()}::timestamptz and pending_from > ${since.toISOString()}::timestamptz
    on conflict do nothing
    returning id`);
  return (queued as unknown as { rows: unknown[] }).rows.length;
}

/** The oldest notices not sent yet. */
export function unsentNotices(db: Db, limit = 200): Promise<CareNotice[]> {
  return db
    .select()
    .from(careNotices)
    .where(isNull(careNotices.sentAt))
    .orderBy(asc(careNotices.createdAt))
    .limit(limit);
}

/** Marks a notice sent, in the transaction that sends its message; false when another run sent it first. */
export async function markNoticeSent(tx: Tx, id: string, now = new Date()): Promise<boolean> {
  const marked = await tx
    .update(careNotices)
    .set({ sentAt: now })
    .where(and(eq(careNotices.id, id), isNull(careNotices.sentAt)))
    .returning({ id: careNotices.id });
  return marked.length > 0;
}
