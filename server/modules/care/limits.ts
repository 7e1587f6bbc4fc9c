import { and, eq, gt, lte, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/connect.js";
import { AppError } from "../errors.js";
import { required } from "../../required.js";
import {
  COOLING_OFF_HOURS,
  LIMIT_KINDS,
  SELF_EXCLUSION_PERIODS,
  periodsOf,
  type ExclusionKind,
  type ExclusionPeriod,
  type LimitKind,
  type LimitPeriod,
  type MoneyPeriod,
  type RealityInterval,
} from "../../../contract/care.js";
import { noticeLimitEffective } from "./notices.js";
import { careDeposits, careExclusions, careLimits, careReality } from "./schema.js";

// A member's limits and exclusions (ADR 0029): a lower limit binds at once; a higher one (or none) waits
// 24 hours and then for the member to confirm it; a time-out or self-exclusion starts at once and is never
// shortened — a second one only adds, and the furthest end binds.

type LimitRow = typeof careLimits.$inferSelect;
type ExclusionRow = typeof careExclusions.$inferSelect;

const HOUR_MS = 3_600_000;

/** The start of a limit period's rolling window ending at `now` (as care_check counts it). */
function windowStart(period: MoneyPeriod, now: Date): Date {
  if (period === "day") return new Date(now.getTime() - 24 * HOUR_MS);
  if (period === "week") return new Date(now.getTime() - 7 * 24 * HOUR_MS);
  const start = new Date(now);
  start.setUTCMonth(start.getUTCMonth() - 1);
  return start;
}

/** When an exclusion of this period that starts at `from` ends. */
export function exclusionEnd(period: ExclusionPeriod, from: Date): Date {
  const end = new Date(from);
  const days = { "24h": 1, "7d": 7, "30d": 30, "42d": 42 } as Record<string, number>;
  if (period in days) return new Date(from.getTime() + days[period] * 24 * HOUR_MS);
  const months = { "6m": 6, "1y": 12, "5y": 60 } as Record<string, number>;
  end.setUTCMonth(end.getUTCMonth() + months[period]);
  return end;
}

/** The rows of a plain SQL statement, on PGlite and node-postgres alike. */
const rowsOf = async <T>(db: Db, statement: SQL): Promise<T[]> =>
  ((await db.execute(statement)) as unknown as { rows: T[] }).rows;

const minor = (v: bigint | null) => (v === null ? null : v.toString());

function limitView(
  kind: LimitKind,
  period: LimitPeriod,
  row: LimitRow | undefined,
  { used, open }: { used: bigint; open: bigint },
) {
  return {
    kind,
    period,
    amount: minor(row?.amount ?? null),
    used: used.toString(),
    open: open.toString(),
    pending: row?.pendingFrom ? { amount: minor(row.pendingAmount), from: row.pendingFrom.toISOString() } : null,
  };
}

function exclusionView(row: ExclusionRow) {
  return {
    kind: row.kind as ExclusionKind,
    period: row.period as ExclusionPeriod,
    startsAt: row.startsAt.toISOString(),
    until: row.endsAt.toISOString(),
  };
}

async function depositedSince(db: Db, memberId: string, since: Date, now: Date): Promise<bigint> {
  const [{ used }] = await db
    .select({ used: sql<string>`coalesce(sum(${careDeposits.amount}), 0)::text` })
    .from(careDeposits)
    .where(and(eq(careDeposits.memberId, memberId), gt(careDeposits.at, since), lte(careDeposits.at, now)));
  return BigInt(used);
}

/** The member's loss since `since`: stakes minus wins of the rounds begun after it (care_loss, ADR 0034). */
async function lostSince(db: Db, memberId: string, since: Date): Promise<{ settled: bigint; open: bigint }> {
  // care_loss's rounds (begun after `since`), split: what settled rounds lost, and what open ones hold. The
  // member reads the first as "lost" (ADR 0061); the limit holds both, so a stake at risk cannot pass it.
  const [row] = await rowsOf<{ settled: string; open: string }>(
    db,
    sql`select coalesce(sum(bet_total - win_total) filter (where status <> 'open'), 0)::text as settled, coalesce(sum(bet_total - win_total) filter (where status = 'open'), 0)::text as open from game_rounds where member_id = ${memberId}::uuid and created_at > ${since.toISOString()}::timestamptz`,
  );
  return { settled: BigInt(row?.settled ?? "0"), open: BigInt(row?.open ?? "0") };
}

/** When the member's login session live at `now` began (care_session_start): the newest live one, or null. */
export async function sessionStart(db: Db, memberId: string, now = new Date()): Promise<Date | null> {
  // As epoch milliseconds: a timestamptz's text depends on the connection's time zone and style.
  const [row] = await rowsOf<{ started: string | null }>(
    db,
    sql`select floor(extract(epoch from care_session_start(${memberId}::uuid, ${now.toISOString()}::timestamptz)) * 1000)::bigint::text as started`,
  );
  return row?.started ? new Date(Number(row.started)) : null;
}

/** What a limit has used: deposited or lost in its window (minor units), or the session's minutes so far. */
async function usedOf(
  db: Db,
  memberId: string,
  kind: LimitKind,
  period: LimitPeriod,
  now: Date,
  started: Date | null,
): Promise<{ used: bigint; open: bigint }> {
  if (kind === "session" || period === "session")
    return {
      used: started ? BigInt(Math.max(0, Math.floor((now.getTime() - started.getTime()) / 60_000))) : 0n,
      open: 0n,
    };
  const since = windowStart(period, now);
  if (kind === "loss") {
    // Lost: settled rounds only; the open ones' stakes are said apart, as held by the limit (ADR 0061).
    const lost = await lostSince(db, memberId, since);
    return { used: lost.settled > 0n ? lost.settled : 0n, open: lost.open > 0n ? lost.open : 0n };
  }
  return { used: await depositedSince(db, memberId, since, now), open: 0n };
}

/** The exclusion in force at `now`: a self-exclusion before a time-out, the furthest end first. */
export async function exclusionInForce(db: Db, memberId: string, now = new Date()): Promise<ExclusionRow | undefined> {
  const rows = await db
    .select()
    .from(careExclusions)
    .where(
      and(eq(careExclusions.memberId, memberId), lte(careExclusions.startsAt, now), gt(careExclusions.endsAt, now)),
    );
  return rows.sort(
    (a, b) =>
      Number(b.kind === "selfExclusion") - Number(a.kind === "selfExclusion") ||
      b.endsAt.getTime() - a.endsAt.getTime(),
  )[0];
}

/** The members with a self-exclusion in force at `now` (whose balance the platform pays out, ADR 0038). */
export async function selfExcludedMembers(db: Db, now = new Date(), limit = 10_000): Promise<string[]> {
  const rows = await db
    .selectDistinct({ memberId: careExclusions.memberId })
    .from(careExclusions)
    .where(
      and(eq(careExclusions.kind, "selfExclusion"), lte(careExclusions.startsAt, now), gt(careExclusions.endsAt, now)),
    )
    .limit(limit);
  return rows.map((r) => r.memberId);
}

/** Everything the member (or the operator) sees: each limit with what it has used, and the exclusion in force. */
export async function careState(db: Db, memberId: string, now = new Date()) {
  const [rows, started, [reality]] = await Promise.all([
    db.select().from(careLimits).where(eq(careLimits.memberId, memberId)),
    sessionStart(db, memberId, now),
    db.select().from(careReality).where(eq(careReality.memberId, memberId)),
  ]);
  const limits = [];
  for (const kind of LIMIT_KINDS) {
    for (const period of periodsOf(kind)) {
      const row = rows.find((r) => r.kind === kind && r.period === period);
      limits.push(limitView(kind, period, row, await usedOf(db, memberId, kind, period, now, started)));
    }
  }
  const exclusion = await exclusionInForce(db, memberId, now);
  return {
    limits,
    exclusion: exclusion ? exclusionView(exclusion) : null,
    reality: { interval: reality?.intervalMinutes ?? null },
  };
}

/** A limit's period must be one of its kind's (a session limit's is "session"). */
function checkPeriod(kind: LimitKind, period: LimitPeriod) {
  if (!periodsOf(kind).includes(period))
    throw new AppError("VALIDATION", `period: ${period} is not a period of a ${kind} limit`);
}

async function viewOf(db: Db, memberId: string, kind: LimitKind, period: LimitPeriod, now: Date) {
  const state = await careState(db, memberId, now);
  return required(
    state.limits.find((l) => l.kind === kind && l.period === period),
    `the ${kind} limit of the ${period}`,
  );
}

/**
 * Sets a limit (null: none). Lower than what binds (or a first limit) applies at once and drops any raise
 * waiting; higher (or none) waits COOLING_OFF_HOURS, then the member confirms it.
 */
export async function setLimit(
  db: Db,
  memberId: string,
  input: { kind: LimitKind; period: LimitPeriod; amount: bigint | null },
  now = new Date(),
) {
  checkPeriod(input.kind, input.period);
  const applied = await db.transaction(async (tx) => {
    await tx.insert(careLimits).values({ memberId, kind: input.kind, period: input.period }).onConflictDoNothing();
    const [row] = await tx
      .select()
      .from(careLimits)
      .where(
        and(eq(careLimits.memberId, memberId), eq(careLimits.kind, input.kind), eq(careLimits.period, input.period)),
      )
      .for("update");
    const current = row.amount;
    const lower = input.amount !== null && (current === null || input.amount <= current);
    const unchanged = input.amount === null && current === null;
    const where = and(
      eq(careLimits.memberId, memberId),
      eq(careLimits.kind, input.kind),
      eq(careLimits.period, input.period),
    );
    if (lower || unchanged) {
      await tx
        .update(careLimits)
        .set({ amount: input.amount, pendingAmount: null, pendingFrom: null, updatedAt: now })
        .where(where);
      if (input.amount !== current)
        await noticeLimitEffective(tx, memberId, input.kind, input.period, input.amount, now);
      return true;
    }
    await tx
      .update(careLimits)
      .set({
        pendingAmount: input.amount,
        pendingFrom: new Date(now.getTime() + COOLING_OFF_HOURS * HOUR_MS),
        updatedAt: now,
      })
      .where(where);
    return false;
  });
  return { limit: await viewOf(db, memberId, input.kind, input.period, now), applied };
}

/** Applies a waiting raise once its cooling-off has passed (COOLING_OFF before; STATE_CONFLICT when none waits). */
export async function confirmLimit(
  db: Db,
  memberId: string,
  input: { kind: LimitKind; period: LimitPeriod },
  now = new Date(),
) {
  checkPeriod(input.kind, input.period);
  await db.transaction(async (tx) => {
    const where = and(
      eq(careLimits.memberId, memberId),
      eq(careLimits.kind, input.kind),
      eq(careLimits.period, input.period),
    );
    const [row] = await tx.select().from(careLimits).where(where).for("update");
    if (!row?.pendingFrom) throw new AppError("STATE_CONFLICT", "No raised limit waits for a confirmation");
    if (now < row.pendingFrom)
      throw new AppError("COOLING_OFF", `The raised limit can be confirmed from ${row.pendingFrom.toISOString()}`, {
        from: row.pendingFrom.toISOString(),
      });
    await tx
      .update(careLimits)
      .set({ amount: row.pendingAmount, pendingAmount: null, pendingFrom: null, updatedAt: now })
      .where(where);
    await noticeLimitEffective(tx, memberId, input.kind, input.period, row.pendingAmount, now);
  });
  return { limit: await viewOf(db, memberId, input.kind, input.period, now), applied: true };
}

/** Starts a time-out or a self-exclusion now. It cannot be lifted or shortened by anyone. */
export async function startExclusion(
  db: Db,
  memberId: string,
  input: { kind: ExclusionKind; period: ExclusionPeriod },
  now = new Date(),
) {
  const selfExclusion = (SELF_EXCLUSION_PERIODS as readonly string[]).includes(input.period);
  if (selfExclusion !== (input.kind === "selfExclusion"))
    throw new AppError("VALIDATION", `period: ${input.period} is not a period of a ${input.kind}`);
  await db.insert(careExclusions).values({
    memberId,
    kind: input.kind,
    period: input.period,
    startsAt: now,
    endsAt: exclusionEnd(input.period, now),
  });
  return careState(db, memberId, now);
}

// ---- the reality check (ADR 0034) -------------------------------------------------------------------

/**
 * The member chooses the reality check's interval (or none). It applies at once, either way: it limits
 * nothing, it only reminds; the next reminder counts from now.
 */
export async function setReality(db: Db, memberId: string, interval: RealityInterval, now = new Date()) {
  const intervalMinutes = interval === "off" ? null : Number(interval);
  await db
    .insert(careReality)
    .values({ memberId, intervalMinutes, acknowledgedAt: now })
    .onConflictDoUpdate({ target: careReality.memberId, set: { intervalMinutes, acknowledgedAt: now } });
  return careState(db, memberId, now);
}

/** The member has seen the reminder and chooses to go on: the next one counts from now. */
export async function acknowledgeReality(db: Db, memberId: string, now = new Date()) {
  await db.update(careReality).set({ acknowledgedAt: now }).where(eq(careReality.memberId, memberId));
  return playStatus(db, memberId, now);
}

/**
 * Everything a game page shows about the session in one answer (RTS 13, 2E): when the login session began,
 * its stakes, wins and net position (rounds begun in it), the reality check's interval and when the next
 * reminder is due (`due` once it is), and when the session limit ends it.
 */
export async function playStatus(db: Db, memberId: string, now = new Date()) {
  const [started, [reality], [limit]] = await Promise.all([
    sessionStart(db, memberId, now),
    db.select().from(careReality).where(eq(careReality.memberId, memberId)),
    db
      .select()
      .from(careLimits)
      .where(and(eq(careLimits.memberId, memberId), eq(careLimits.kind, "session"), eq(careLimits.period, "session"))),
  ]);
  const since = started ?? now;
  const [position] = await rowsOf<{ bets: string; wins: string; open: string }>(
    db,
    // Settled rounds only (ADR 0061): an open ticket has not lost yet; its stake is said apart.
    sql`select coalesce(sum(bet_total) filter (where status <> 'open'), 0)::text as bets, coalesce(sum(win_total) filter (where status <> 'open'), 0)::text as wins, coalesce(sum(bet_total) filter (where status = 'open'), 0)::text as open from game_rounds where member_id = ${memberId}::uuid and created_at >= ${since.toISOString()}::timestamptz`,
  );
  const bets = BigInt(position?.bets ?? "0");
  const wins = BigInt(position?.wins ?? "0");
  const interval = reality?.intervalMinutes ?? null;
  const dueAt =
    interval === null
      ? null
      : new Date(Math.max(since.getTime(), reality?.acknowledgedAt?.getTime() ?? 0) + interval * 60_000);
  const sessionMinutes = limit?.amount ?? null;
  return {
    startedAt: since.toISOString(),
    minutes: Math.max(0, Math.floor((now.getTime() - since.getTime()) / 60_000)),
    bets: bets.toString(),
    wins: wins.toString(),
    net: (wins - bets).toString(),
    open: (position?.open ?? "0").toString(),
    reality: { interval, dueAt: dueAt?.toISOString() ?? null, due: dueAt !== null && now >= dueAt },
    sessionLimit:
      sessionMinutes === null
        ? null
        : {
            minutes: sessionMinutes.toString(),
            endsAt: new Date(since.getTime() + Number(sessionMinutes) * 60_000).toISOString(),
          },
  };
}
