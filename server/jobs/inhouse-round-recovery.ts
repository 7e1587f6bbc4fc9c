import { finishInterruptedPlays, inhouseContext } from "../modules/games/index.js";
import type { Job } from "./job.js";
import { MINUTE_PERIOD, minuteOf } from "./periods.js";

// An in-house play whose stake was taken but whose outcome was never paid (the platform stopped between
// the two wallet calls) is finished once a minute; the wallet answers a repeated win as a replay.
export const inhouseRoundRecovery: Job = {
  name: "inhouse-round-recovery",
  summary: "in-house plays cut off between stake and payout are paid as their seeds decided",
  schedule: "* * * * *",
  periodOf: minuteOf,
  periodShape: MINUTE_PERIOD,
  leaseSeconds: 300,
  keepDoneRunsDays: 7,
  run: async ({ app, log }) => {
    const ids = await finishInterruptedPlays(inhouseContext(app));
    if (ids.length) log.info({ plays: ids }, "interrupted in-house plays finished");
    return { finished: ids.length };
  },
};
