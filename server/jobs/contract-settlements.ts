import { previousSiteDay } from "../../contract/time-zone.js";
import type { ContractKind } from "../../contract/contracts.js";
import { settle } from "../modules/agents/index.js";
import type { Job } from "./job.js";
import { DAY_PERIOD, HOUR_PERIOD, MINUTE_PERIOD, dayOf, hourOf, minuteOf } from "./periods.js";

// The contract settlements (ADR 0044, SPEC §9): each job settles one kind for one period, once across every
// platform copy; a run taken over after a crash, or rerun by the operator (`npm run ops -- settlements run`),
// finds the rows it wrote and pays only what is still due, by the ledger's keys. A period missed while no copy
// ran (a day, an hour, an hour of windows back) is run at the next start or run, oldest first, so a dividend's
// carry is read from the period before it.

const HOUR = 3_600_000;
const FIVE_MINUTES = 300_000;
const DAY = 24 * HOUR;

function settlementJob(kind: ContractKind, fields: Omit<Job, "run" | "leaseSeconds">): Job {
  return { ...fields, leaseSeconds: 600, run: async ({ db }, period) => settle(db, kind, period) };
}

/** Daily salary after midnight for the site's previous day (computed from that day's team valid bets). */
export const dailySalary = settlementJob("dailySalary", {
  name: "daily-salary",
  summary: "pay the agents' daily salaries for the site's previous day",
  schedule: "5 0 * * *",
  periodOf: (at) => previousSiteDay(dayOf(at)),
  periodShape: DAY_PERIOD,
  catchUp: { count: 7, every: DAY },
});

/** Hourly salary a few minutes into each hour, for the hour before. */
export const hourlySalary = settlementJob("hourlySalary", {
  name: "hourly-salary",
  summary: "pay the agents' hourly salaries for the previous hour",
  schedule: "3 * * * *",
  periodOf: (at) => hourOf(new Date(at.getTime() - HOUR)),
  periodShape: HOUR_PERIOD,
  catchUp: { count: 24, every: HOUR },
  keepDoneRunsDays: 7,
});

/**
 * Real-time salary every 5 minutes, for the window that ended a full window ago: a round closed just before a
 * window's end may commit just after it, so the run at 12:05 settles 11:55–12:00.
 */
export const realtimeSalary = settlementJob("realtimeSalary", {
  name: "realtime-salary",
  summary: "pay the agents' real-time salaries for a five-minute window of settled bets",
  schedule: "*/5 * * * *",
  periodOf: (at) =>
    minuteOf(new Date(Math.floor((at.getTime() - FIVE_MINUTES - 60_000) / FIVE_MINUTES) * FIVE_MINUTES)),
  periodShape: MINUTE_PERIOD,
  catchUp: { count: 12, every: FIVE_MINUTES },
  keepDoneRunsDays: 2,
});

/** Dividends after midnight: every contract whose period (day, week, half month, month) ended on the previous day. */
export const dividends = settlementJob("dividend", {
  name: "dividends",
  summary: "pay the agents' dividends of every period that ended on the site's previous day",
  schedule: "10 0 * * *",
  periodOf: (at) => previousSiteDay(dayOf(at)),
  periodShape: DAY_PERIOD,
  catchUp: { count: 7, every: DAY },
});
