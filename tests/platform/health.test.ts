import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Job } from "../../server/jobs/job.js";
import { startScheduler, type Scheduler } from "../../server/jobs/scheduler.js";
import { JobWatch } from "../../server/jobs/watch.js";
import { call, startPlatform, type Platform } from "./harness.js";

// ADR 0073: GET /wps/health answers 200 when the database answers and this copy's scheduler runs with no
// job overdue, 503 UNAVAILABLE (with the same details) otherwise.

const MINUTE = 60_000;
const everyMinute: Job = {
  name: "health-probe",
  summary: "a job that does nothing",
  schedule: "* * * * *",
  periodOf: (at) => at.toISOString().slice(0, 16),
  periodShape: /^.+$/,
  leaseSeconds: 60,
  run: async () => ({}),
};

let platform: Platform;
beforeAll(async () => {
  platform = await startPlatform({ seed: false });
});
afterAll(() => platform.close());

describe("the platform's health", () => {
  it("is unavailable while no scheduler runs in this copy", async () => {
    const res = await call(platform.app, "GET", "/wps/health");
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({ success: false, code: "UNAVAILABLE" });
    expect(res.body.value).toMatchObject({
      status: "unavailable",
      database: { reachable: true },
      jobs: { alive: false, startedAt: null },
    });
  });

  it("is ok once the scheduler runs, and unavailable again once it stops", async () => {
    const { app, database, config } = platform;
    const log = { info: () => {}, error: () => {} };
    let scheduler: Scheduler | undefined;
    try {
      scheduler = startScheduler({ db: database.db, config, log, app }, [everyMinute], { watch: app.jobWatch });
      const res = await call(app, "GET", "/wps/health");
      expect(res.status).toBe(200);
      expect(res.headers["cache-control"]).toBe("no-store");
      expect(res.body.value).toMatchObject({ status: "ok", database: { reachable: true }, jobs: { alive: true } });
      expect(res.body.value.jobs.overdue).toEqual([]);
    } finally {
      await scheduler?.stop();
    }
    expect((await call(app, "GET", "/wps/health")).status).toBe(503);
  });

  it("is unavailable when the database does not answer", async () => {
    const { app } = platform;
    const execute = app.db.execute.bind(app.db);
    app.jobWatch.started(new Date());
    app.db.execute = (() => Promise.reject(new Error("connection refused"))) as unknown as typeof app.db.execute;
    try {
      const res = await call(app, "GET", "/wps/health");
      expect(res.status).toBe(503);
      expect(res.body.value.database).toMatchObject({ reachable: false, error: "connection refused" });
      expect(res.body.value.jobs.alive).toBe(true);
    } finally {
      app.db.execute = execute;
      app.jobWatch.stopped();
    }
  });
});

describe("the jobs' watch", () => {
  it("calls a job overdue only past a generous margin beyond its lease", () => {
    const watch = new JobWatch();
    const start = new Date("2026-12-03T10:00:00Z");
    watch.started(start);
    watch.awaits("salary", new Date(start.getTime() + MINUTE), 60);
    expect(watch.state(new Date(start.getTime() + 10 * MINUTE))).toMatchObject({ alive: true, overdue: [] });
    expect(watch.state(new Date(start.getTime() + 18 * MINUTE))).toMatchObject({ alive: false, overdue: ["salary"] });
    watch.awaits("salary", new Date(start.getTime() + 19 * MINUTE), 60);
    expect(watch.state(new Date(start.getTime() + 18 * MINUTE)).alive).toBe(true);
    // A schedule with no fire left waits for nothing.
    watch.awaits("salary", null, 60);
    expect(watch.state(new Date(start.getTime() + 60 * MINUTE)).alive).toBe(true);
  });
});
