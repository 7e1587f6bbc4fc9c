import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readPlatformConfig } from "../../server/config.js";
import { openDatabase, type Database } from "../../server/db/connect.js";
import { dailySalary, realtimeSalary } from "../../server/jobs/contract-settlements.js";
import type { Job, JobContext } from "../../server/jobs/job.js";
import { jobsOverview, runJobByHand } from "../../server/jobs/operator.js";
import { dayOf, minuteOf } from "../../server/jobs/periods.js";
import { runPeriod } from "../../server/jobs/run.js";
import { startScheduler } from "../../server/jobs/scheduler.js";
import { jobRuns } from "../../server/jobs/schema.js";
import { describeJobs } from "../../server/ops/job-commands.js";

// ADR 0059: a period that is not due is refused before its claim, so it writes no run and the
// scheduler still takes it when it is due; a failed run is taken again by the scheduler's catch-up; the
// operator's listing shows the failed and the skipped periods.

const silent = { info: () => {}, error: () => {} };
const config = readPlatformConfig({ DATA_DIR: "memory:", LOG_LEVEL: "silent" });
const MINUTE = 60_000;
const DAY = 86_400_000;

let database: Database;
const ctx = (): JobContext => ({ db: database.db, config, log: silent, app: null as never });
const runsOf = (job: string, period: string) =>
  database.db
    .select()
    .from(jobRuns)
    .where(and(eq(jobRuns.job, job), eq(jobRuns.period, period)));

/** The real job's schedule and periods, with a run that records what it was given (and fails while `failing`). */
function recording(job: Job, failing = { left: 0 }) {
  const runs: string[] = [];
  return {
    runs,
    job: {
      ...job,
      run: async (_ctx: JobContext, period: string) => {
        runs.push(period);
        if (failing.left-- > 0) throw new Error("the database went away");
        return { counted: 1 };
      },
    } satisfies Job,
  };
}

beforeAll(async () => {
  database = await openDatabase({ dataDir: "memory:" });
});
afterAll(async () => database?.close());

describe("a period that is not due", () => {
  it("the current real-time window is refused by hand, writes no run, and the scheduler pays it once it is due", async () => {
    const now = new Date();
    // The window under way: it ends within five minutes.
    const current = minuteOf(new Date(Math.floor(now.getTime() / (5 * MINUTE)) * 5 * MINUTE));
    await expect(runJobByHand(ctx(), "realtime-salary", current, now)).rejects.toThrow(
      /not due yet.*latest period it can run now is/,
    );
    expect(await runsOf("realtime-salary", current)).toEqual([]);

    // Eleven minutes on, the scheduler's start takes the window (its catch-up reaches an hour back).
    const { job, runs } = recording(realtimeSalary);
    await startScheduler(ctx(), [job], { now: () => new Date(now.getTime() + 11 * MINUTE) }).stop();
    expect(runs).toContain(current);
    expect(await runsOf("realtime-salary", current)).toMatchObject([{ status: "done", attempts: 1 }]);
  });

  it("today's daily salary and a future day are refused, writing nothing; yesterday is the latest", async () => {
    const now = new Date();
    for (const day of [dayOf(now), dayOf(new Date(now.getTime() + 3 * DAY)), "2099-01-01"]) {
      await expect(runJobByHand(ctx(), "daily-salary", day, now)).rejects.toThrow(/not due yet/);
      expect(await runsOf("daily-salary", day)).toEqual([]);
    }
    await expect(runJobByHand(ctx(), "realtime-salary", "2099-01-01T00:00", now)).rejects.toThrow(/not due yet/);
    expect(await runsOf("realtime-salary", "2099-01-01T00:00")).toEqual([]);
    // The latest due day runs (no contracts here: nothing to pay, but a real settlement and a run row).
    const latest = dailySalary.periodOf(now);
    const ran = await runJobByHand(ctx(), "daily-salary", latest, now);
    expect(ran).toMatchObject({ ran: true, run: { status: "done" } });
  });
});

describe("a failed run", () => {
  it("is taken again by the scheduler's catch-up, and runs once it succeeds", async () => {
    const failing = { left: 1 };
    const { job, runs } = recording({ ...dailySalary, name: "retaken-salary" }, failing);
    const now = new Date();
    const twoDaysAgo = dailySalary.periodOf(new Date(now.getTime() - 2 * DAY));
    const first = await runPeriod(ctx(), job, twoDaysAgo, { retryFailed: false });
    expect(first.run).toMatchObject({ status: "failed", error: "the database went away" });

    await startScheduler(ctx(), [job]).stop();
    expect(runs.filter((p) => p === twoDaysAgo)).toHaveLength(2);
    expect(await runsOf("retaken-salary", twoDaysAgo)).toMatchObject([{ status: "done", attempts: 2, error: null }]);
    // Done now: a later start leaves it.
    await startScheduler(ctx(), [job]).stop();
    expect(runs.filter((p) => p === twoDaysAgo)).toHaveLength(2);
  });
});

describe("the jobs listing", () => {
  it("shows the failed runs and the due periods no run took, skipped for good or waiting for the next fire", async () => {
    const now = new Date();
    const day = (k: number) => dailySalary.periodOf(new Date(now.getTime() - k * DAY));
    const row = (period: string, status: "done" | "failed") => ({
      job: "daily-salary",
      period,
      status,
      claimedBy: "test",
      leaseUntil: now,
      finishedAt: now,
      error: status === "failed" ? "the bank did not answer" : null,
      outcome: status === "done" ? { paid: 0 } : null,
    });
    // Ten days back a run, nine back a failure, eight back nothing (beyond the week the scheduler catches up),
    // then six runs (so the failure scrolls out of the last five), one of them failed, and the last two days with no run.
    await database.db
      .insert(jobRuns)
      .values([
        row(day(10), "done"),
        row(day(9), "failed"),
        ...[7, 6, 5, 4, 3, 2].map((k) => row(day(k), k === 3 ? "failed" : "done")),
      ]);
    const view = (await jobsOverview(database.db, now)).find((j) => j.name === "daily-salary")!;
    expect(view.failedRuns.map((r) => r.period)).toContain(day(9));
    expect(view.missed).toEqual(
      expect.arrayContaining([
        { period: day(8), caughtUp: false },
        { period: day(1), caughtUp: true },
      ]),
    );
    expect(view.missed.map((m) => m.period)).not.toContain(day(11));
    expect(view.missed.map((m) => m.period)).not.toContain(day(9));

    const text = describeJobs([view]);
    expect(text).toContain(`skipped, no run (1): ${day(8)} — run each with: job run daily-salary <period>`);
    expect(text).toMatch(new RegExp(`due, no run yet \\(\\d\\): .*${day(1)}`));
    expect(text).toMatch(/failed earlier:\n.*failed .*error: the bank did not answer/);
  });
});
