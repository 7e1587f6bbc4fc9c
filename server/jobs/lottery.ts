import {
  drawHouseDraws,
  drawsToSettle,
  fetchFeedResults,
  findDraw,
  markClosed,
  refundCancelledDraw,
  scheduleDraws,
  settleDraw,
} from "../modules/lottery/index.js";
import type { Job } from "./job.js";
import { MINUTE_PERIOD, minuteOf } from "./periods.js";
import { runPeriod } from "./run.js";

// The lottery's jobs (ADR 0055). Each minute, lottery-draws makes the draws ahead, marks the closed
// ones, draws the house draws whose time came from their chains and takes the feeds' results; then, for each
// draw with a result to settle (or cancelled with tickets to refund), it starts that draw's own settlement:
// one lottery-settlement period per draw and result version, claimed once across every platform copy. A
// settlement cut off mid-way is taken over by the next minute's claim and resumes where it stopped.

const SETTLEMENT_PERIOD = /^[a-z0-9-]{1,40}\/[0-9a-z-]{1,40}\/(v\d{1,6}|cancel)$/;

export const lotterySettlement: Job = {
  name: "lottery-settlement",
  summary:
    "settle one draw's tickets under one result version, or refund a cancelled draw's (period <game>/<issue>/v<version> or …/cancel)",
  schedule: null,
  // Periods are named by the draws, not by the clock: lottery-draws starts each one.
  periodOf: () => "",
  periodShape: SETTLEMENT_PERIOD,
  leaseSeconds: 600,
  keepDoneRunsDays: 7,
  run: async ({ db }, period) => {
    const [game, issue, kind] = period.split("/");
    const draw = await findDraw(db, game, issue);
    if (kind === "cancel") return refundCancelledDraw(db, draw.id);
    // A newer correction has its own period; this one has nothing left to do.
    if (kind !== `v${draw.resultVersion}`) return { superseded: 1 };
    const counts = await settleDraw(db, draw.id);
    // Failed, so that the next minute's claim runs it again: a member has not the balance a correction takes back yet.
    if (counts.waiting)
      throw new Error(
        `${counts.waiting} ticket(s) wait for their member's balance to take back a corrected win (settled ${counts.settled}, resettled ${counts.resettled})`,
      );
    return counts;
  },
};

export const lotteryDraws: Job = {
  name: "lottery-draws",
  summary:
    "make the lottery's draws ahead, draw the house draws whose time came, take the feeds' results, and start each draw's settlement",
  schedule: "* * * * *",
  periodOf: minuteOf,
  periodShape: MINUTE_PERIOD,
  leaseSeconds: 300,
  keepDoneRunsDays: 2,
  // At a start (and after a missed minute) it runs at once: a fresh install has its draws before its first minute ends.
  catchUp: { count: 1, every: 60_000 },
  run: async (ctx) => {
    const { db } = ctx;
    const now = new Date();
    const counts = {
      made: await scheduleDraws(db, now),
      closed: await markClosed(db, now),
      drawn: await drawHouseDraws(db, now),
      fed: await fetchFeedResults(db, now),
      settlements: 0,
      failed: 0,
    };
    for (const draw of await drawsToSettle(db)) {
      const period =
        draw.status === "cancelled"
          ? `${draw.game}/${draw.issue}/cancel`
          : `${draw.game}/${draw.issue}/v${draw.resultVersion}`;
      const { ran, run } = await runPeriod(ctx, lotterySettlement, period, { retryFailed: true });
      if (ran) counts.settlements += 1;
      if (run.status === "failed") counts.failed += 1;
    }
    return counts;
  },
};
