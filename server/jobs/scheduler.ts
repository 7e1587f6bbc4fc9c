import { Cron } from "croner";
import type { Job, JobContext } from "./job.js";
import { SITE_TIME_ZONE } from "../../contract/time-zone.js";
import { runPeriod } from "./run.js";

export type Scheduler = { stop: () => Promise<void> };

/**
 * Fires every job on its schedule in the merchant's zone. Every copy of the platform runs one; the claim
 * in the database, not this timer, decides which copy runs a period. The timers never keep the process
 * alive, and stop() waits for the runs under way so none is cut off by a normal shutdown.
 */
export function startScheduler(ctx: JobContext, jobs: readonly Job[]): Scheduler {
  const underWay = new Set<Promise<unknown>>();
  const timers = jobs.map(
    (job) =>
      new Cron(job.schedule, { timezone: SITE_TIME_ZONE, protect: true, unref: true }, async (self: Cron) => {
        const period = job.periodOf(self.currentRun() ?? new Date());
        const run = runPeriod(ctx, job, period, { retryFailed: false }).catch((error: unknown) => ctx.log.error({ err: error, job: job.name, period }, "job could not be claimed"));
        underWay.add(run);
        await run;
        underWay.delete(run);
      }),
  );
  return {
    stop: async () => {
      for (const timer of timers) timer.stop();
      await Promise.allSettled([...underWay]);
    },
  };
}
