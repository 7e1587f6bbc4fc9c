import { autoConfirmWithdrawals } from "../modules/payments/index.js";
import type { Job } from "./job.js";
import { MINUTE_PERIOD, minuteOf } from "./periods.js";

// A member who does not answer a disbursed withdrawal's receipt in time is taken to have received it
// (auto_received), checked once a minute. One statement, so repeating a minute changes nothing more.
export const withdrawalAutoReceipt: Job = {
  name: "withdrawal-auto-receipt",
  summary: "disbursed withdrawals whose receipt deadline passed become auto_received",
  schedule: "* * * * *",
  periodOf: minuteOf,
  periodShape: MINUTE_PERIOD,
  leaseSeconds: 300,
  keepDoneRunsDays: 7,
  run: async ({ db, config, log }) => {
    const ids = await autoConfirmWithdrawals(db, new Date(), config.WITHDRAWAL_AUTO_RECEIPT_MINUTES);
    if (ids.length) log.info({ withdrawals: ids }, "withdrawals auto-received");
    return { autoReceived: ids.length };
  },
};
