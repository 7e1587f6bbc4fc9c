import { AppError } from "../http/envelope.js";
import type { Db } from "../db/connect.js";
import { failedRuns, lastRuns, periodsRun } from "./claims.js";
import type { Job, JobContext } from "./job.js";
import { SITE_TIME_ZONE } from "../../contract/time-zone.js";
import { findJob, JOBS } from "./registry.js";
import { runPeriod } from "./run.js";
import type { JobRun } from "./schema.js";

// What the operator sees and does with jobs, the same through /ops/jobs and the CLI's database fallback.

export type JobRunView = {
  period: string;
  status: JobRun["status"];
  attempts: number;
  startedAt: string;
  finishedAt: string | null;
  outcome: Record<string, number> | null;
  error: string | null;
  claimedBy: string;
  leaseUntil: string;
};

/**
 * missed: due periods with no run, oldest first; `caughtUp` ones the scheduler still takes at its next fire (they
 * lie in the job's catch-up window), the others were skipped for good and wait for `job run`.
 */
export type MissedPeriod = { period: string; caughtUp: boolean };

export type JobView = {
  name: string;
  summary: string;
  schedule: string | null;
  timeZone: string;
  lastRuns: JobRunView[];
  /** The newest failed runs, whether or not they are among the last runs. */
  failedRuns: JobRunView[];
  missed: MissedPeriod[];
};

export type JobRunResult = { job: string; period: string; ran: boolean; run: JobRunView };

const LAST_RUNS = 5;
const FAILED_RUNS = 5;
// How far back the listing looks for skipped periods: a month, at most this many periods (a week of five-minute windows).
const LOOK_BACK_MS = 31 * 86_400_000;
const LOOK_BACK_PERIODS = 2_016;

/**
 * The latest period a job may run now: the one its timer would take at this instant (for a salary, the last
 * window that has ended and settled). Later periods have not ended, or not begun. Null for a job whose periods
 * are named by another job (lottery-settlement), which has no clock of its own.
 */
export function latestDuePeriod(job: Job, now: Date): string | null {
  return job.schedule === null ? null : job.periodOf(now);
}

/** A period is a fixed-width local date-time (periods.ts), so the later period is the greater string. */
export function isDue(job: Job, period: string, now: Date): boolean {
  const latest = latestDuePeriod(job, now);
  return latest === null || period <= latest;
}

/** The due periods a catch-up job has no run for, back to its oldest kept run (a fresh install skipped none). */
async function missedPeriods(db: Db, job: Job, now: Date): Promise<MissedPeriod[]> {
  if (!job.catchUp || job.schedule === null) return [];
  const { count, every } = job.catchUp;
  const span = Math.max(count, Math.min(LOOK_BACK_PERIODS, Math.floor(LOOK_BACK_MS / every)));
  const due: { period: string; caughtUp: boolean }[] = [];
  for (let k = span; k >= 0; k--) {
    const period = job.periodOf(new Date(now.getTime() - k * every));
    if (due.at(-1)?.period !== period) due.push({ period, caughtUp: k < count });
  }
  const first = due[0];
  if (!first) return [];
  const run = await periodsRun(db, job.name, first.period);
  // Finished runs are pruned oldest first (keepDoneRunsDays) while failed ones stay: the history starts at the
  // oldest run that is not a failure, and nothing before it counts as skipped.
  const kept = [...run].filter(([, status]) => status !== "failed").map(([p]) => p);
  const oldest = (kept.length ? kept : [...run.keys()]).sort()[0];
  return due.filter((d) => !run.has(d.period) && (d.caughtUp || (oldest !== undefined && d.period > oldest)));
}

export function runView(run: JobRun): JobRunView {
  return {
    period: run.period,
    status: run.status,
    attempts: run.attempts,
    startedAt: run.startedAt.toISOString(),
    finishedAt: run.finishedAt?.toISOString() ?? null,
    outcome: run.outcome ?? null,
    error: run.error,
    claimedBy: run.claimedBy,
    leaseUntil: run.leaseUntil.toISOString(),
  };
}

export async function jobsOverview(db: Db, now = new Date()): Promise<JobView[]> {
  return Promise.all(
    JOBS.map(async (job) => ({
      name: job.name,
      summary: job.summary,
      schedule: job.schedule,
      timeZone: SITE_TIME_ZONE,
      lastRuns: (await lastRuns(db, job.name, LAST_RUNS)).map(runView),
      failedRuns: (await failedRuns(db, job.name, FAILED_RUNS)).map(runView),
      missed: await missedPeriods(db, job, now),
    })),
  );
}

/**
 * One period by hand (default: the current one). A period already done is reported, not run again. A period
 * later than the one the scheduler would take now is refused before any claim, so it writes no run and the
 * scheduler takes it when it is due (a failed run written early would have kept the scheduler off it).
 */
export async function runJobByHand(
  ctx: JobContext,
  name: string,
  period?: string,
  now = new Date(),
): Promise<JobRunResult> {
  const job = findJob(name);
  if (!job) throw new AppError("NOT_FOUND", `No job ${name}; the jobs are ${JOBS.map((j) => j.name).join(", ")}`);
  const which = period ?? job.periodOf(new Date());
  if (!job.periodShape.test(which))
    throw new AppError("VALIDATION", `period: ${name} takes a period such as ${job.periodOf(new Date())}`);
  if (!isDue(job, which, now)) {
    throw new AppError(
      "VALIDATION",
      `period: ${name} for ${which} is not due yet (it has not ended, or not begun); the latest period it can run now is ${latestDuePeriod(job, now)}`,
    );
  }
  const result = await runPeriod(ctx, job, which, { retryFailed: true });
  return { job: name, period: which, ran: result.ran, run: runView(result.run) };
}
