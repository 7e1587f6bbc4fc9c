import { selfExclusionPayouts } from "../modules/payments/index.js";
import type { Job } from "./job.js";
import { MINUTE_PERIOD, minuteOf } from "./periods.js";

// A self-excluded member's balance goes back to them (ADR 0038): once a minute, every self-excluded member
// with money in the main wallet, no withdrawal open and a bank account gets a withdrawal of it, which the
// operator pays out as any other. A member without a bank account is counted until they add one.
export const selfExclusionPayout: Job = {
  name: "self-exclusion-payout",
  summary: "the balance of each self-excluded member is asked for as a withdrawal to their bank account",
  schedule: "* * * * *",
  periodOf: minuteOf,
  periodShape: MINUTE_PERIOD,
  leaseSeconds: 300,
  keepDoneRunsDays: 7,
  run: async ({ db, log }) => {
    const counts = await selfExclusionPayouts(db);
    if (counts.requested) log.info(counts, "self-exclusion payouts asked for");
    return counts;
  },
};
