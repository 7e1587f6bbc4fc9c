import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

// One row per (job, period): the unique index is what lets any number of platform copies race for a
// period and only one win it. A run whose copy died keeps status 'running' with a lease in the past,
// which the next claim takes over (server/jobs/claims.ts).
export const jobRuns = pgTable(
  "job_runs",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    job: text("job").notNull(),
    period: text("period").notNull(),
    status: text("status", { enum: ["running", "done", "failed"] }).notNull(),
    // Who holds the claim (host, process and a fresh id per claim), so a run that lost its lease
    // cannot write its end over the run that took it over.
    claimedBy: text("claimed_by").notNull(),
    leaseUntil: timestamp("lease_until", { withTimezone: true }).notNull(),
    attempts: integer("attempts").notNull().default(1),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    outcome: jsonb("outcome").$type<Record<string, number>>(),
    error: text("error"),
  },
  (t) => [
    uniqueIndex("job_runs_job_period").on(t.job, t.period),
    index("job_runs_job_started").on(t.job, t.startedAt),
    check("job_runs_status", sql`${t.status} in ('running', 'done', 'failed')`),
  ],
);

export type JobRun = typeof jobRuns.$inferSelect;
