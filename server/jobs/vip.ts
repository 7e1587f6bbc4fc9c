import { recomputeVip, vipMemberTypes } from "../modules/loyalty/index.js";
import type { Job } from "./job.js";
import { MINUTE_PERIOD, minuteOf } from "./periods.js";

// VIP levels (ADR 0050): every ten minutes each member is ranked on the period's figures (up, kept or down one)
// and paid the bonuses due — each level passed, the weekly, monthly and birthday ones — once each. A run ranks
// on the figures at the moment it runs, whichever period it was claimed for.

const TEN_MINUTES = 10 * 60_000;

export const vipLevels: Job = {
  name: "vip-levels",
  summary: "rank every member on the period's valid bets and deposits, and pay the VIP bonuses due, once each",
  schedule: "*/10 * * * *",
  periodOf: (at) => minuteOf(new Date(Math.floor(at.getTime() / TEN_MINUTES) * TEN_MINUTES)),
  periodShape: MINUTE_PERIOD,
  leaseSeconds: 600,
  keepDoneRunsDays: 2,
  run: async ({ db, config }) => recomputeVip(db, new Date(), vipMemberTypes(config)),
};
