import type { FastifyInstance } from "fastify";
import { autoConfirmWithdrawals } from "./withdrawals.js";

// A member who does not answer a disbursed withdrawal's receipt in time is taken to have received it
// (auto_received). The platform checks once a minute; the timer never keeps the process alive and
// stops when the platform closes.
const EVERY_MS = 60_000;

export function startAutoReceipt(app: FastifyInstance) {
  let timer: NodeJS.Timeout | undefined;
  app.addHook("onReady", async () => {
    timer = setInterval(() => {
      autoConfirmWithdrawals(app.db, new Date(), app.config.WITHDRAWAL_AUTO_RECEIPT_MINUTES).then(
        (ids) => ids.length && app.log.info({ withdrawals: ids }, "withdrawals auto-received"),
        (error) => app.log.error({ err: error }, "auto-receipt failed"),
      );
    }, EVERY_MS);
    timer.unref();
  });
  app.addHook("onClose", async () => clearInterval(timer));
}
