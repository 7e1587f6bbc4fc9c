import { hostname } from "node:os";
import { jobRunsCounted } from "../metrics.js";
import { claimPeriod, finishRun, findRun, renewLease } from "./claims.js";
import type { Job, JobContext } from "./job.js";
import type { JobRun } from "./schema.js";

/** ran: this call ran the period (its end is in run); otherwise run is the row another claim left. */
export type PeriodResult = { ran: true; run: JobRun } | { ran: false; run: JobRun };

/** A name per claim: which copy holds a run, and never the same for two claims. */
export const newClaimant = () => `${hostname()}:${process.pid}:${crypto.randomUUID().slice(0, 8)}`;

/**
 * Runs one period of a job if this call wins its claim. A failure is recorded on the run (status
 * failed, the error), not thrown: the caller reports it like any other end.
 */
export async function runPeriod(
  ctx: JobContext,
  job: Job,
  period: string,
  opts: { retryFailed: boolean },
): Promise<PeriodResult> {
  const claimant = newClaimant();
  const claimed = await claimPeriod(ctx.db, {
    job: job.name,
    period,
    claimant,
    leaseSeconds: job.leaseSeconds,
    retryFailed: opts.retryFailed,
  });
  if (!claimed) {
    const held = await findRun(ctx.db, job.name, period);
    // A run deleted by the cleanup between the two reads: claim again, once.
    if (!held) return runPeriod(ctx, job, period, opts);
    jobRunsCounted.inc({ job: job.name, outcome: "taken" });
    return { ran: false, run: held };
  }
  // Renewed at a third of the lease, so a slow run keeps it; a run that outlives a lost lease finds out at its end.
  const renewal = setInterval(
    () => void renewLease(ctx.db, claimed, job.leaseSeconds).catch(() => {}),
    (job.leaseSeconds * 1000) / 3,
  );
  renewal.unref();
  let end: { outcome: Record<string, number> } | { error: string };
  try {
    end = { outcome: await job.run(ctx, period) };
  } catch (error) {
    ctx.log.error({ err: error, job: job.name, period }, "job failed");
    end = { error: error instanceof Error ? error.message : String(error) };
  } finally {
    clearInterval(renewal);
  }
  jobRunsCounted.inc({ job: job.name, outcome: "error" in end ? "failed" : "done" });
  const finished = await finishRun(ctx.db, claimed, end);
  if (finished) return { ran: true, run: finished };
  ctx.log.error(
    { job: job.name, period },
    "job run lost its claim before it ended; the copy that took it over records the end",
  );
  return { ran: false, run: (await findRun(ctx.db, job.name, period)) ?? claimed };
}
