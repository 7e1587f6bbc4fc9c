import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readPlatformConfig } from "../../server/config.js";
import { openDatabase, type Database } from "../../server/db/connect.js";
import { claimPeriod } from "../../server/jobs/claims.js";
import type { Job, JobContext } from "../../server/jobs/job.js";
import { dayOf, minuteOf } from "../../server/jobs/periods.js";
import { JOBS } from "../../server/jobs/registry.js";
import { runPeriod } from "../../server/jobs/run.js";
import { startScheduler } from "../../server/jobs/scheduler.js";
import { jobRuns } from "../../server/jobs/schema.js";
import { call, freshPostgres, operatorHeaders, startPlatform, type Platform } from "./harness.js";
import { withPostgres } from "../support/services.js";

// The job scheduler: each (job, period) runs once across every platform copy, a run whose
// copy died is taken over once its lease has passed, and a period run by hand is never run twice.

const silent = { info: () => {}, error: () => {} };
const config = readPlatformConfig({ DATA_DIR: "memory:", LOG_LEVEL: "silent" });
// The test jobs below never reach the platform's own routes, so they run without one.
const contextOf = (database: Database): JobContext => ({ db: database.db, config, log: silent, app: null as never });

/** A job that counts its runs and takes a moment, so racing claims overlap with a run under way. */
function countingJob(name: string, opts: { schedule?: string; periodOf?: (at: Date) => string; fail?: boolean } = {}) {
  const runs: string[] = [];
  const job: Job = {
    name,
    summary: "counts its runs",
    schedule: opts.schedule ?? "* * * * *",
    periodOf: opts.periodOf ?? minuteOf,
    periodShape: /^.+$/,
    leaseSeconds: 60,
    run: async (_ctx, period) => {
      runs.push(period);
      await new Promise((r) => setTimeout(r, 50));
      if (opts.fail) throw new Error("the provider did not answer");
      return { counted: 1 };
    },
  };
  return { job, runs };
}

const rowsOf = (database: Database, job: string) => database.db.select().from(jobRuns).where(eq(jobRuns.job, job));

/** The claim rules, on whichever database `open` gives (two handles on one database where it can). */
function claimRules(open: () => Promise<{ first: Database; second: Database; close: () => Promise<void> }>) {
  let first: Database;
  let second: Database;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ first, second, close } = await open());
  });
  afterAll(async () => close?.());

  it("at its start, runs the periods a stopped platform missed, oldest first, and none that has a run", async () => {
    const { job, runs } = countingJob("catch-up", { schedule: "0 0 1 1 *", periodOf: dayOf });
    const day = 86_400_000;
    const caught: Job = { ...job, catchUp: { count: 3, every: day } };
    const now = Date.now();
    const [threeAgo, twoAgo, oneAgo, today] = [3, 2, 1, 0].map((k) => dayOf(new Date(now - k * day)));
    await runPeriod(contextOf(first), caught, twoAgo!, { retryFailed: false });
    await startScheduler(contextOf(second), [caught]).stop();
    expect(runs).toEqual([twoAgo, threeAgo, oneAgo, today]);
    // A second start finds every period run.
    await startScheduler(contextOf(first), [caught]).stop();
    expect(runs).toHaveLength(4);
  });

  it("runs a period once when many claims race for it", async () => {
    const { job, runs } = countingJob("race");
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        runPeriod(contextOf(i % 2 ? first : second), job, "2026-11-23T08:00", { retryFailed: false }),
      ),
    );
    expect(results.filter((r) => r.ran)).toHaveLength(1);
    expect(runs).toEqual(["2026-11-23T08:00"]);
    const [row] = await rowsOf(first, "race");
    expect(row).toMatchObject({ status: "done", attempts: 1, outcome: { counted: 1 }, error: null });
    expect(row!.finishedAt!.getTime()).toBeGreaterThanOrEqual(row!.startedAt.getTime());
    expect(results.every((r) => r.run.status === "done" || r.run.status === "running")).toBe(true);
  });

  it("takes over a run whose copy died once its lease has passed, and not before", async () => {
    const { job, runs } = countingJob("crash");
    // A copy claimed the period and was killed mid-run: its row stays 'running'.
    const dead = await claimPeriod(first.db, {
      job: "crash",
      period: "2026-11-23T09:00",
      claimant: "dead-copy",
      leaseSeconds: 60,
      retryFailed: false,
    });
    expect(dead).toMatchObject({ status: "running", attempts: 1 });
    const early = await runPeriod(contextOf(second), job, "2026-11-23T09:00", { retryFailed: false });
    expect(early).toMatchObject({ ran: false, run: { status: "running", claimedBy: "dead-copy" } });
    expect(runs).toEqual([]);

    await first.db
      .update(jobRuns)
      .set({ leaseUntil: sql`now() - interval '1 second'` })
      .where(and(eq(jobRuns.job, "crash")));
    const late = await runPeriod(contextOf(second), job, "2026-11-23T09:00", { retryFailed: false });
    expect(late).toMatchObject({ ran: true, run: { status: "done", attempts: 2, outcome: { counted: 1 } } });
    expect(late.run.claimedBy).not.toBe("dead-copy");
    expect(runs).toEqual(["2026-11-23T09:00"]);
    expect(await runPeriod(contextOf(first), job, "2026-11-23T09:00", { retryFailed: false })).toMatchObject({
      ran: false,
      run: { status: "done" },
    });
    expect(runs).toHaveLength(1);
  });

  it("records a failure; only a run by hand takes a failed period again", async () => {
    const failing = countingJob("flaky", { fail: true });
    const failed = await runPeriod(contextOf(first), failing.job, "2026-11-23", { retryFailed: false });
    expect(failed).toMatchObject({
      ran: true,
      run: { status: "failed", error: "the provider did not answer", outcome: null },
    });
    expect(await runPeriod(contextOf(second), failing.job, "2026-11-23", { retryFailed: false })).toMatchObject({
      ran: false,
      run: { status: "failed" },
    });
    expect(failing.runs).toHaveLength(1);
    const fixed = countingJob("flaky");
    expect(await runPeriod(contextOf(second), fixed.job, "2026-11-23", { retryFailed: true })).toMatchObject({
      ran: true,
      run: { status: "done", attempts: 2, error: null },
    });
  });
}

describe("job claims on PGlite", () => {
  // PGlite runs one transaction at a time, so both handles are the same database.
  claimRules(async () => {
    const database = await openDatabase({ dataDir: "memory:" });
    return { first: database, second: database, close: database.close };
  });
});

describe.runIf(withPostgres())("job claims on PostgreSQL, two platform copies", () => {
  claimRules(async () => {
    const fresh = (await freshPostgres())!;
    const first = await openDatabase({ databaseUrl: fresh.url, dataDir: "memory:" });
    const second = await openDatabase({ databaseUrl: fresh.url, dataDir: "memory:" });
    return {
      first,
      second,
      close: async () => {
        await first.close();
        await second.close();
        await fresh.drop();
      },
    };
  });

  it("two schedulers, each with its own pool, run every period exactly once", async () => {
    const fresh = (await freshPostgres())!;
    const copies = [
      await openDatabase({ databaseUrl: fresh.url, dataDir: "memory:" }),
      await openDatabase({ databaseUrl: fresh.url, dataDir: "memory:" }),
    ];
    try {
      // Every second, keyed by the second: both copies fire for the same periods.
      const { job, runs } = countingJob("every-second", {
        schedule: "* * * * * *",
        periodOf: (at) => at.toISOString().slice(0, 19),
      });
      const schedulers = copies.map((copy) => startScheduler(contextOf(copy), [job]));
      await new Promise((r) => setTimeout(r, 3_500));
      await Promise.all(schedulers.map((s) => s.stop()));
      const rows = await rowsOf(copies[0]!, "every-second");
      expect(rows.length).toBeGreaterThanOrEqual(2);
      expect(runs.sort()).toEqual(rows.map((r) => r.period).sort());
      expect(new Set(runs).size).toBe(runs.length);
      expect(rows.every((r) => r.status === "done" && r.attempts === 1)).toBe(true);
    } finally {
      for (const copy of copies) await copy.close();
      await fresh.drop();
    }
  });
});

describe("jobs through the operator API", () => {
  let platform: Platform;
  beforeAll(async () => {
    platform = await startPlatform();
  });
  afterAll(async () => platform?.close());

  const run = (name: string, body: unknown = {}) =>
    call(platform.app, "POST", `/ops/jobs/${name}/run`, { body, headers: operatorHeaders });

  it("runs a period by hand once: the same period again is reported as done, not run again", async () => {
    const first = await run("withdrawal-auto-receipt", { period: "2026-11-23T08:00" });
    expect(first.body).toMatchObject({
      code: "OK",
      value: {
        job: "withdrawal-auto-receipt",
        period: "2026-11-23T08:00",
        ran: true,
        run: { status: "done", attempts: 1, outcome: { autoReceived: 0 } },
      },
    });
    const again = await run("withdrawal-auto-receipt", { period: "2026-11-23T08:00" });
    expect(again.body.value).toMatchObject({
      ran: false,
      run: { status: "done", attempts: 1, finishedAt: first.body.value.run.finishedAt },
    });
    const recovery = await run("inhouse-round-recovery");
    expect(recovery.body.value).toMatchObject({
      ran: true,
      period: minuteOf(new Date(recovery.body.value.run.startedAt)),
      run: { status: "done", outcome: { finished: 0 } },
    });
  });

  it("lists the jobs with their schedule and last runs, newest first", async () => {
    await run("job-runs-cleanup", { period: dayOf(new Date()) });
    const listed = await call(platform.app, "GET", "/ops/jobs", { headers: operatorHeaders });
    expect(listed.body.value.map((j: { name: string }) => j.name)).toEqual([
      "withdrawal-auto-receipt",
      "inhouse-round-recovery",
      "care-notices",
      "self-exclusion-payout",
      "agent-figures",
      "daily-salary",
      "hourly-salary",
      "realtime-salary",
      "dividends",
      "promotion-wagering",
      "promotion-draws",
      "points-accrual",
      "promotion-rebates",
      "referral-rewards",
      "leaderboard-prizes",
      "vip-levels",
      "lottery-draws",
      "lottery-settlement",
      "events-settlement",
      "events-sandbox",
      "job-runs-cleanup",
    ]);
    expect(listed.body.value[0]).toMatchObject({
      schedule: "* * * * *",
      timeZone: "Asia/Manila",
      lastRuns: [{ period: "2026-11-23T08:00", status: "done" }],
    });
    expect(listed.body.value.find((j: { name: string }) => j.name === "job-runs-cleanup").lastRuns[0]).toMatchObject({
      status: "done",
      outcome: { deleted: 0 },
    });
  });

  it("refuses an unknown job, a period of the wrong shape, and a call without the key", async () => {
    expect((await run("lottery-drawing")).body.code).toBe("NOT_FOUND");
    const wrong = await run("withdrawal-auto-receipt", { period: "2026-11-23" });
    expect(wrong).toMatchObject({ status: 400, body: { code: "VALIDATION" } });
    expect((await call(platform.app, "GET", "/ops/jobs")).status).toBe(401);
    expect((await call(platform.app, "POST", "/ops/jobs/withdrawal-auto-receipt/run", { body: {} })).status).toBe(401);
  });
});

describe("the jobs that catch up", () => {
  it("are the four settlements, the rebates and the lottery's draws, each looking back no further than its finished runs are kept", () => {
    const catching = JOBS.filter((job) => job.catchUp);
    expect(catching.map((job) => job.name).sort()).toEqual([
      "daily-salary",
      "dividends",
      "events-settlement",
      "hourly-salary",
      "lottery-draws",
      "promotion-rebates",
      "realtime-salary",
    ]);
    for (const job of catching) {
      const back = job.catchUp!.count * job.catchUp!.every;
      if (job.keepDoneRunsDays) expect(back, job.name).toBeLessThan(job.keepDoneRunsDays * 86_400_000);
    }
  });
});
