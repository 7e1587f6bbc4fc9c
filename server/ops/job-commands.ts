// The operator's view of the scheduled jobs, and one period run by hand (server/jobs/).
import { randomUUID } from "node:crypto";
import {
  jobsOverview,
  runJobByHand,
  type JobRunResult,
  type JobRunView,
  type JobView,
  type MissedPeriod,
} from "../jobs/operator.js";
import { findJob, JOBS } from "../jobs/registry.js";
import { command, UsageError } from "./command.js";
import { fetchJobs, sendJobRun } from "./platform-client.js";
import { platformThenDatabase } from "./reach.js";

type JobRunCommand = { name: string; period?: string };

const counts = (outcome: Record<string, number> | null) =>
  outcome
    ? Object.entries(outcome)
        .map(([what, n]) => `${what} ${n}`)
        .join(", ")
    : "";

function runLine(run: JobRunView): string {
  const end =
    run.status === "done"
      ? counts(run.outcome)
      : run.status === "failed"
        ? `error: ${run.error}`
        : `lease until ${run.leaseUntil}, ${run.claimedBy}`;
  const again = run.attempts > 1 ? ` (attempt ${run.attempts})` : "";
  return `  ${run.period.padEnd(17)} ${run.status.padEnd(8)} ${run.startedAt} → ${run.finishedAt ?? "…"}${again}  ${end}`;
}

function missedLines(name: string, missed: MissedPeriod[]): string {
  const skipped = missed.filter((m) => !m.caughtUp).map((m) => m.period);
  const waiting = missed.filter((m) => m.caughtUp).map((m) => m.period);
  const list = (periods: string[]) =>
    periods.length > 6 ? `${periods.slice(0, 3).join(", ")}, … ${periods.slice(-3).join(", ")}` : periods.join(", ");
  let out = "";
  if (skipped.length)
    out += `\n  skipped, no run (${skipped.length}): ${list(skipped)} — run each with: job run ${name} <period>`;
  if (waiting.length)
    out += `\n  due, no run yet (${waiting.length}): ${list(waiting)} — the scheduler takes them at its next fire`;
  return out;
}

export function describeJobs(jobs: JobView[]): string {
  const blocks = jobs.map((job) => {
    const runs = job.lastRuns.length ? job.lastRuns.map(runLine).join("\n") : "  no runs yet";
    // Failed runs that scrolled out of the last five, and the due periods no run took (ADR 0059).
    const older = (job.failedRuns ?? []).filter((f) => !job.lastRuns.some((r) => r.period === f.period));
    const failed = older.length ? `\n  failed earlier:\n${older.map((r) => `  ${runLine(r)}`).join("\n")}` : "";
    return `${job.name.padEnd(24)} ${(job.schedule ?? "on demand").padEnd(12)} ${job.summary}\n${runs}${failed}${missedLines(job.name, job.missed ?? [])}`;
  });
  return `${jobs.length} job(s), schedules in ${jobs[0]?.timeZone ?? "the merchant's zone"}, last runs newest first:\n${blocks.join("\n")}`;
}

export function describeJobRun(r: JobRunResult): string {
  const what = `${r.job} for ${r.period}`;
  if (!r.ran && r.run.status === "done")
    return `${what} was already done at ${r.run.finishedAt} (${counts(r.run.outcome)}): not run again`;
  if (!r.ran)
    return `${what} is ${r.run.status} elsewhere (${r.run.claimedBy}, lease until ${r.run.leaseUntil}): not run again`;
  if (r.run.status === "failed") return `Ran ${what}: failed: ${r.run.error}`;
  return `Ran ${what}: done (${counts(r.run.outcome)})`;
}

export const jobsCommand = command<Record<string, never>>({
  name: "jobs",
  forms: [{ arguments: "", help: "list the scheduled jobs with their schedule and last runs" }],
  parse: (args) => (args.length === 0 ? {} : null),
  handler: async (_all, reach) => {
    const { result, via } = await platformThenDatabase(
      reach,
      () => fetchJobs(reach.baseUrl, reach.key),
      (db) => jobsOverview(db),
    );
    console.log(`${describeJobs(result)}\n(${via})`);
    return 0;
  },
});

export const jobCommand = command<JobRunCommand>({
  name: "job",
  forms: [
    {
      arguments: "run <name> [period]",
      help: "run one period of a job now (default: the current one), e.g. job run\nwithdrawal-auto-receipt 2026-11-23T08:00; a period already done is\nreported, not run again",
    },
  ],
  parse: ([verb, name, period, ...extra]) => {
    if (verb !== "run") return null;
    const job = name ? findJob(name) : undefined;
    if (!job || extra.length)
      throw new UsageError(`job run <name> [period]: the jobs are ${JOBS.map((j) => j.name).join(", ")}`);
    if (period !== undefined && !job.periodShape.test(period))
      throw new UsageError(`${job.name} takes a period such as ${job.periodOf(new Date())}`);
    return { name: job.name, period };
  },
  handler: async ({ name, period }, reach) => {
    const { result, via } = await platformThenDatabase(
      reach,
      () => sendJobRun(reach.baseUrl, reach.key, name, period),
      async (db) => {
        // A job may call the platform's own routes (the in-house vendor pays through them), so with
        // no platform running the run gets one in this process that never listens. Loaded here
        // only: the whole platform would slow every other command's start.
        const { buildApp } = await import("../http/app.js");
        const app = await buildApp({ db, config: reach.config, operatorKey: randomUUID() });
        try {
          return await runJobByHand({ db, config: reach.config, log: app.log, app }, name, period);
        } finally {
          await app.close();
        }
      },
    );
    console.log(`${describeJobRun(result)}\n(${via})`);
    return result.ran && result.run.status === "failed" ? 1 : 0;
  },
});
