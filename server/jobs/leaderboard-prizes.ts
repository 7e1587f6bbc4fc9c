import { payLeaderboardPrizes, rankedTypes } from "../modules/loyalty/index.js";
import type { Job } from "./job.js";
import { MINUTE_PERIOD, minuteOf } from "./periods.js";

// Leaderboard prizes (ADR 0052): every ten minutes each active board's ended periods that are not settled yet get
// their final ranking, computed once, and their prizes, paid once each. A run settles what has ended when it runs,
// whichever period it was claimed for; a period missed while the platform was stopped is settled on the next run.

const TEN_MINUTES = 10 * 60_000;

export const leaderboardPrizes: Job = {
  name: "leaderboard-prizes",
  summary: "rank each leaderboard's ended periods once and pay their prizes, once each",
  schedule: "*/10 * * * *",
  periodOf: (at) => minuteOf(new Date(Math.floor(at.getTime() / TEN_MINUTES) * TEN_MINUTES)),
  periodShape: MINUTE_PERIOD,
  leaseSeconds: 600,
  keepDoneRunsDays: 2,
  run: async ({ db, config }) => payLeaderboardPrizes(db, rankedTypes(config)),
};
