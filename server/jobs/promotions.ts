import { nextSiteDay, previousSiteDay, siteDayStart } from "../../contract/time-zone.js";
import { accruePoints } from "../modules/loyalty/index.js";
import {
  drawDueDraws,
  endExpiredFreeRounds,
  payDailyRebates,
  refreshWagering,
  rebateOffers,
} from "../modules/promotions/index.js";
import type { Job } from "./job.js";
import { DAY_PERIOD, MINUTE_PERIOD, dayOf, minuteOf } from "./periods.js";

// Promotions' jobs (ADR 0046): each minute every wagering bonus's progress is brought up to date, a bonus that
// reached its target turns into cash and one whose time ran out is taken back; after midnight the automatic
// rebates of the previous site day are paid, once per member and day (missed days caught up, a week back).
// Each minute too, free rounds whose time ran out pay what they won, and lucky draws whose time came are
// drawn (ADR 0047) — in their own job, so a slow draw never holds up wagering.

export const promotionWagering: Job = {
  name: "promotion-wagering",
  summary: "bring the wagering bonuses' progress up to date: convert completed ones to cash, take back expired ones",
  schedule: "* * * * *",
  periodOf: minuteOf,
  periodShape: MINUTE_PERIOD,
  leaseSeconds: 300,
  keepDoneRunsDays: 2,
  run: async ({ db }) => refreshWagering(db),
};

export const promotionDraws: Job = {
  name: "promotion-draws",
  summary: "draw the lucky draws whose time has come and end the free rounds whose time ran out, paying what they won",
  schedule: "* * * * *",
  periodOf: minuteOf,
  periodShape: MINUTE_PERIOD,
  leaseSeconds: 300,
  keepDoneRunsDays: 2,
  run: async ({ db }) => ({ drawn: await drawDueDraws(db), freeRoundsEnded: await endExpiredFreeRounds(db) }),
};

export const pointsAccrual: Job = {
  name: "points-accrual",
  summary: "give members the points their valid bets earned today (and yesterday, just after midnight), to the point",
  schedule: "* * * * *",
  periodOf: minuteOf,
  periodShape: MINUTE_PERIOD,
  leaseSeconds: 300,
  keepDoneRunsDays: 2,
  run: async ({ db }) => accruePoints(db),
};

const DAY = 86_400_000;

export const promotionRebates: Job = {
  name: "promotion-rebates",
  summary: "pay the automatic rebates of the site's previous day",
  schedule: "20 0 * * *",
  periodOf: (at) => previousSiteDay(dayOf(at)),
  periodShape: DAY_PERIOD,
  leaseSeconds: 600,
  catchUp: { count: 7, every: DAY },
  run: async ({ db }, day) =>
    payDailyRebates(db, siteDayStart(day), siteDayStart(nextSiteDay(day)), await rebateOffers(db)),
};
