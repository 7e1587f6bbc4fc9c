import type { FastifyInstance } from "fastify";
import type { PlatformConfig } from "../config.js";
import type { Db } from "../db/connect.js";

/** What a run may use. */
export type JobContext = {
  db: Db;
  config: PlatformConfig;
  log: JobLog;
  // The in-house vendor pays through the platform's own signed wallet routes, as any vendor does,
  // so a job that finishes its rounds needs the platform those routes live in.
  app: FastifyInstance;
};

export type JobLog = {
  info: (detail: object, message: string) => void;
  error: (detail: object, message: string) => void;
};

/** What a run did, counted: kept with the run and shown to the operator. */
export type JobCounts = Record<string, number>;

/**
 * A job: adding one is writing one of these in a file of server/jobs/ and listing it in registry.ts.
 * A run may be repeated for its period (a copy that died mid-way is taken over by the next claim), so
 * `run` must be safe to repeat: its writes are single statements or carry their own idempotency keys.
 */
export type Job = {
  name: string;
  /** What it does, in the operator's words. */
  summary: string;
  /** A croner pattern, read in the merchant's time zone; null: each period is started by another job (or `job run`). */
  schedule: string | null;
  /** The period an instant falls in; each period runs once across every platform copy. */
  periodOf: (at: Date) => string;
  /** The shape of a period the operator may type for `job run`. */
  periodShape: RegExp;
  /** How long a claim holds without renewal before another copy may take the run over. */
  leaseSeconds: number;
  /** Finished runs older than this are deleted by the job-runs cleanup; unset keeps them. */
  keepDoneRunsDays?: number;
  /**
   * Periods a stopped platform missed are run when it is back: at its start and before each run, the periods
   * of the `count` earlier fires (`every` ms apart) that have no run yet are run, oldest first. Unset: a missed
   * period waits for the operator's `job run`.
   */
  catchUp?: { count: number; every: number };
  run: (ctx: JobContext, period: string) => Promise<JobCounts>;
};
