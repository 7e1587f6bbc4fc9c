import { and, desc, eq, gte, inArray, lt, sql } from "drizzle-orm";
import type { Db } from "../db/connect.js";
import { jobRuns, type JobRun } from "./schema.js";
import type { JobCounts } from "./job.js";

// Claims are decided by the database alone (its unique index and its clock), never by a copy's own
// memory or clock, so copies that disagree about the time still run each period once.

const leaseEnd = (seconds: number) => sql`now() + ${seconds}::int * interval '1 second'`;

/**
 * Takes (job, period) for `claimant`: a new row, or a row whose run died (still 'running' with its lease
 * past). With `retryFailed` a failed run is taken again too (the operator's `job run`; the scheduler
 * leaves a failure for the operator to see). Null when someone else holds or has finished the period.
 */
export async function claimPeriod(
  db: Db,
  claim: { job: string; period: string; claimant: string; leaseSeconds: number; retryFailed: boolean },
): Promise<JobRun | null> {
  const abandoned = sql`(${jobRuns.status} = 'running' and ${jobRuns.leaseUntil} < now())`;
  const [row] = await db
    .insert(jobRuns)
    .values({
      job: claim.job,
      period: claim.period,
      status: "running",
      claimedBy: claim.claimant,
      leaseUntil: leaseEnd(claim.leaseSeconds),
    })
    .onConflictDoUpdate({
      target: [jobRuns.job, jobRuns.period],
      set: {
        status: "running",
        claimedBy: claim.claimant,
        leaseUntil: leaseEnd(claim.leaseSeconds),
        attempts: sql`${jobRuns.attempts} + 1`,
        startedAt: sql`now()`,
        finishedAt: null,
        outcome: null,
        error: null,
      },
      setWhere: claim.retryFailed ? sql`${abandoned} or ${jobRuns.status} = 'failed'` : abandoned,
    })
    .returning();
  return row ?? null;
}

const mine = (run: JobRun) =>
  and(eq(jobRuns.id, run.id), eq(jobRuns.claimedBy, run.claimedBy), eq(jobRuns.status, "running"));

/** Keeps a long run's claim; false once another copy has taken the run over. */
export async function renewLease(db: Db, run: JobRun, leaseSeconds: number): Promise<boolean> {
  const rows = await db
    .update(jobRuns)
    .set({ leaseUntil: leaseEnd(leaseSeconds) })
    .where(mine(run))
    .returning({ id: jobRuns.id });
  return rows.length > 0;
}

/** Records the end of a run; null when the claim was lost meanwhile (the other copy's end stands). */
export async function finishRun(
  db: Db,
  run: JobRun,
  end: { outcome: JobCounts } | { error: string },
): Promise<JobRun | null> {
  const set =
    "outcome" in end
      ? { status: "done" as const, outcome: end.outcome }
      : { status: "failed" as const, error: end.error };
  const [row] = await db
    .update(jobRuns)
    .set({ ...set, finishedAt: sql`now()` })
    .where(mine(run))
    .returning();
  return row ?? null;
}

export async function findRun(db: Db, job: string, period: string): Promise<JobRun | null> {
  const [row] = await db
    .select()
    .from(jobRuns)
    .where(and(eq(jobRuns.job, job), eq(jobRuns.period, period)));
  return row ?? null;
}

/** The newest runs of a job, newest first. */
export function lastRuns(db: Db, job: string, limit: number): Promise<JobRun[]> {
  return db
    .select()
    .from(jobRuns)
    .where(eq(jobRuns.job, job))
    .orderBy(desc(jobRuns.startedAt), desc(jobRuns.id))
    .limit(limit);
}

/** The newest failed runs of a job, newest first. */
export function failedRuns(db: Db, job: string, limit: number): Promise<JobRun[]> {
  return db
    .select()
    .from(jobRuns)
    .where(and(eq(jobRuns.job, job), eq(jobRuns.status, "failed")))
    .orderBy(desc(jobRuns.startedAt), desc(jobRuns.id))
    .limit(limit);
}

/** The periods of a job that have a run, from `from` on, with the run's status. */
export async function periodsRun(db: Db, job: string, from: string): Promise<Map<string, JobRun["status"]>> {
  const rows = await db
    .select({ period: jobRuns.period, status: jobRuns.status })
    .from(jobRuns)
    .where(and(eq(jobRuns.job, job), gte(jobRuns.period, from)));
  return new Map(rows.map((r) => [r.period, r.status]));
}

/** Deletes finished runs of these jobs older than `days`; failed and running rows stay for the operator. */
export async function deleteDoneRuns(db: Db, jobs: string[], days: number): Promise<number> {
  if (jobs.length === 0) return 0;
  const rows = await db
    .delete(jobRuns)
    .where(
      and(
        inArray(jobRuns.job, jobs),
        eq(jobRuns.status, "done"),
        lt(jobRuns.finishedAt, sql`now() - ${days}::int * interval '1 day'`),
      ),
    )
    .returning({ id: jobRuns.id });
  return rows.length;
}
