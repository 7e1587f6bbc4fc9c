import { markNoticeSent, queueRaiseNotices, unsentNotices } from "../modules/care/index.js";
import { sendSystemMessage, type SystemTemplate } from "../modules/messages/index.js";
import type { Job } from "./job.js";
import { MINUTE_PERIOD, minuteOf } from "./periods.js";

// The member hears about their limits (ADR 0038): care writes a notice with each change that binds and
// this job queues one for each raise whose 24 hours have passed; each notice becomes a system message in
// the transaction that marks it sent, and the message's event key is the notice's, so a repeated run (or
// two copies at once) sends each message once.
export const careNotices: Job = {
  name: "care-notices",
  summary: "limit changes that took effect, and raises that can now be confirmed, become messages to the member",
  schedule: "* * * * *",
  periodOf: minuteOf,
  periodShape: MINUTE_PERIOD,
  leaseSeconds: 300,
  keepDoneRunsDays: 7,
  run: async ({ db }) => {
    const queued = await queueRaiseNotices(db);
    let sent = 0;
    for (const notice of await unsentNotices(db)) {
      await db.transaction(async (tx) => {
        if (!(await markNoticeSent(tx, notice.id))) return;
        await sendSystemMessage(tx, {
          memberId: notice.memberId,
          template: notice.template as SystemTemplate,
          params: notice.params,
          eventKey: notice.eventKey,
        });
        sent++;
      });
    }
    return { queued, sent };
  },
};
