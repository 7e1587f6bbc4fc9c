import { deleteDoneRuns } from "./claims.js";
import type { Job } from "./job.js";
import { DAY_PERIOD, dayOf } from "./periods.js";

/**
 * Every-minute jobs leave 1,440 finished runs a day each; the cleanup drops those older than their job
 * keeps them. Jobs that pay (draws, settlements, salaries) set no limit: their runs stay as the record.
 */
export function jobRunsCleanup(jobs: readonly Job[]): Job {
  return {
    name: "job-runs-cleanup",
    summary: "deletes finished runs older than their job keeps them (failed ones stay)",
    schedule: "30 4 * * *",
    periodOf: dayOf,
    periodShape: DAY_PERIOD,
    leaseSeconds: 600,
    run: async ({ db }) => {
      const byDays = new Map<number, string[]>();
      for (const job of jobs)
        if (job.keepDoneRunsDays !== undefined)
          byDays.set(job.keepDoneRunsDays, [...(byDays.get(job.keepDoneRunsDays) ?? []), job.name]);
      let deleted = 0;
      for (const [days, names] of byDays) deleted += await deleteDoneRuns(db, names, days);
      return { deleted };
    },
  };
}
