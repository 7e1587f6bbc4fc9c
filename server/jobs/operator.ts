import { AppError } from "../http/envelope.js";
import type { Db } from "../db/connect.js";
import { lastRuns } from "./claims.js";
import type { JobContext } from "./job.js";
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

export type JobView = { name: string; summary: string; schedule: string | null; timeZone: string; lastRuns: JobRunView[] };

export type JobRunResult = { job: string; period: string; ran: boolean; run: JobRunView };

const LAST_RUNS = 5;

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

export async function jobsOverview(db: Db): Promise<JobView[]> {
  return Promise.all(
    JOBS.map(async (job) => ({
      name: job.name,
      summary: job.summary,
      schedule: job.schedule,
      timeZone: SITE_TIME_ZONE,
      lastRuns: (await lastRuns(db, job.name, LAST_RUNS)).map(runView),
    })),
  );
}

/** One period by hand (default: the current one). A period already done is reported, not run again. */
export async function runJobByHand(ctx: JobContext, name: string, period?: string): Promise<JobRunResult> {
  const job = findJob(name);
  if (!job) throw new AppError("NOT_FOUND", `No job ${name}; the jobs are ${JOBS.map((j) => j.name).join(", ")}`);
  const which = period ?? job.periodOf(new Date());
  if (!job.periodShape.test(which)) throw new AppError("VALIDATION", `period: ${name} takes a period such as ${job.periodOf(new Date())}`);
  const result = await runPeriod(ctx, job, which, { retryFailed: true });
  return { job: name, period: which, ran: result.ran, run: runView(result.run) };
}
