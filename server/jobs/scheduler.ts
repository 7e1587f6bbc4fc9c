import { Cron } from "croner";
import type { Job, JobContext } from "./job.js";
import { SITE_TIME_ZONE } from "../../contract/time-zone.js";
import { findRun } from "./claims.js";
import { runPeriod } from "./run.js";
import type { JobWatch } from "./watch.js";

export type Scheduler = { stop: () => Promise<void> };

/**
 * Fires every job on its schedule in the merchant's zone. Every copy of the platform runs one; the claim
 * in the database, not this timer, decides which copy runs a period. The timers never keep the process
 * alive, and stop() waits for the runs under way so none is cut off by a normal shutdown.
 */
export function startScheduler(
  ctx: JobContext,
  jobs: readonly Job[],
  opts: { now?: () => Date; watch?: JobWatch } = {},
): Scheduler {
  const underWay = new Set<Promise<unknown>>();
  const scheduled = jobs.filter((job): job is Job & { schedule: string } => job.schedule !== null);
  const timers = scheduled.map((job) => {
    const timer = new Cron(
      job.schedule,
      { timezone: SITE_TIME_ZONE, protect: true, unref: true },
      async (self: Cron) => {
        opts.watch?.awaits(job.name, self.nextRun(), job.leaseSeconds);
        const at = self.currentRun() ?? new Date();
        const period = job.periodOf(at);
        const run = catchUp(ctx, job, at, 1)
          .then(() => runPeriod(ctx, job, period, { retryFailed: false }))
          .catch((error: unknown) => ctx.log.error({ err: error, job: job.name, period }, "job could not be claimed"));
        await track(run);
      },
    );
    // What the health route waits for (ADR 0073): each fire names the one after it.
    opts.watch?.awaits(job.name, timer.nextRun(), job.leaseSeconds);
    return timer;
  });
  // At the start, the periods missed while the platform was down (the latest one included): a salary whose
  // midnight passed while no copy ran is paid now, not the next midnight.
  const now = opts.now?.() ?? new Date();
  opts.watch?.started(now);
  for (const job of scheduled)
    void track(
      catchUp(ctx, job, now, 0).catch((error: unknown) =>
        ctx.log.error({ err: error, job: job.name }, "job could not catch up"),
      ),
    );
  async function track(run: Promise<unknown>) {
    underWay.add(run);
    await run;
    underWay.delete(run);
  }
  return {
    stop: async () => {
      for (const timer of timers) timer.stop();
      opts.watch?.stopped();
      await Promise.allSettled([...underWay]);
    },
  };
}

/**
 * Runs, oldest first, the periods of the fires `count` … `from` before `at` that no copy has run (ADR 0044), and
 * takes again those whose run failed (ADR 0059): a failure is retried at each fire while its period is in the
 * window, then left to the operator's `job run` (`npm run ops -- jobs` lists it).
 */
async function catchUp(ctx: JobContext, job: Job, at: Date, from: 0 | 1) {
  if (!job.catchUp) return;
  const { count, every } = job.catchUp;
  for (let k = count; k >= from; k--) {
    const period = job.periodOf(new Date(at.getTime() - k * every));
    const run = await findRun(ctx.db, job.name, period);
    if (!run || run.status === "failed") await runPeriod(ctx, job, period, { retryFailed: true });
  }
}
