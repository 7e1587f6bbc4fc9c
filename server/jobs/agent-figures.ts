import { previousSiteDay } from "../../contract/time-zone.js";
import { refreshFigures } from "../modules/agents/index.js";
import type { Job } from "./job.js";
import { MINUTE_PERIOD, minuteOf } from "./periods.js";

// The agents' reports (ADR 0043): each minute the site's yesterday and today are rebuilt from the settled
// rounds and the ledger, whole days at a time, so a rerun (or two copies at once) writes the same rows.
// Yesterday too: a round settled just before midnight may commit after it. Older days do not change
// (a settled round stays settled); an operator rebuilds any range with POST /ops/agents/figures.
export const agentFigures: Job = {
  name: "agent-figures",
  summary: "rebuild the agents' team figures (valid bets, payouts, deposits …) of the site's yesterday and today",
  schedule: "* * * * *",
  periodOf: minuteOf,
  periodShape: MINUTE_PERIOD,
  leaseSeconds: 300,
  keepDoneRunsDays: 2,
  run: async ({ db }, period) => {
    // A minute period is named in the site's time: its first ten characters are the site's day.
    const today = period.slice(0, 10);
    const yesterday = previousSiteDay(today);
    return refreshFigures(db, yesterday, today);
  },
};
