import { payReferralRewards, referrerTypes } from "../modules/referral/index.js";
import type { Job } from "./job.js";
import { MINUTE_PERIOD, minuteOf } from "./periods.js";

// Invite friends (ADR 0051): every five minutes each friend of the open referral promotions who qualified within
// its days earns the member who invited it the reward, once per promotion and friend. A run reads the figures as
// they are when it runs, whichever period it was claimed for.

const FIVE_MINUTES = 5 * 60_000;

export const referralRewards: Job = {
  name: "referral-rewards",
  summary: "pay members the invite-friends reward for each friend who qualified within its days, once per friend",
  schedule: "*/5 * * * *",
  periodOf: (at) => minuteOf(new Date(Math.floor(at.getTime() / FIVE_MINUTES) * FIVE_MINUTES)),
  periodShape: MINUTE_PERIOD,
  leaseSeconds: 600,
  keepDoneRunsDays: 2,
  run: async ({ db, config }) => payReferralRewards(db, referrerTypes(config)),
};
