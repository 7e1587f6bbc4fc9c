import { isProduction } from "../config.js";
import { settlePending, settlePendingFights } from "../modules/events/index.js";
import type { Job } from "./job.js";
import { MINUTE_PERIOD, minuteOf } from "./periods.js";

// Event betting's jobs (ADR 0056). Each minute, events-settlement finishes the settlement work a message
// left unfinished (the platform stopped between a result and its bets' payments): every market whose bets were not
// all evaluated at its latest version, and every decided fight with bets still open. On a demo install,
// events-sandbox plays the sandbox feed's minute (fixtures, kick-offs, results, odds, the arena's fight); on a
// production site it does nothing, so nothing made up is ever shown there.

export const eventsSettlement: Job = {
  name: "events-settlement",
  summary:
    "finish the settlement of markets and cockfights a stop left unfinished (bets evaluated again up to their market's latest result)",
  schedule: "* * * * *",
  periodOf: minuteOf,
  periodShape: MINUTE_PERIOD,
  leaseSeconds: 300,
  keepDoneRunsDays: 2,
  // At a start (and after a missed minute) it runs at once: what a stop cut off is paid before the first minute ends.
  catchUp: { count: 1, every: 60_000 },
  run: async ({ db }) => {
    const counts = await settlePending(db);
    return { ...counts, fightBets: await settlePendingFights(db) };
  },
};

export const eventsSandbox: Job = {
  name: "events-sandbox",
  summary:
    "demo installs only: the sandbox feed's minute — fixtures of today and tomorrow, kick-offs, results, odds moves, and the arena's made-up fight",
  schedule: "* * * * *",
  periodOf: minuteOf,
  periodShape: MINUTE_PERIOD,
  leaseSeconds: 300,
  keepDoneRunsDays: 2,
  // No catch-up: each minute plays the feed up to the clock, so a missed minute is made up by the next one.
  run: async ({ db, config, log }) => {
    if (isProduction(config)) return { skipped: 1 };
    // Loaded here, on a demo install, and never on a production one (ADR 0075).
    const { sandboxTick } = await import("../sandbox/events/index.js");
    const counts = await sandboxTick(db, new Date(), (what, error) =>
      log.error({ err: error, what }, "the sandbox feed's message was refused"),
    );
    return counts;
  },
};
