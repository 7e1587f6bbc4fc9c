import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { Db } from "../../../db/connect.js";
import { AppError } from "../../errors.js";
import { ok } from "../../../http/envelope.js";
import { refuseNul } from "../../../http/nul.js";
import { verifiedSignedCall } from "../../../http/rate-limits.js";
import { releaseDeposit } from "../../care/index.js";
import { moneyError } from "../../wallet/index.js";
import { creditDeposit } from "../deposits.js";
import { depositChannels, deposits, gatewayEvents } from "../schema.js";
import { gatewayAdapter, type GatewayEvent } from "./adapter.js";

// POST /wps/payments/callback/:adapter — the gateway tells us a payment's outcome. Order of checks:
// signature over the raw bytes first (nothing else is believed before it), then freshness, then the
// deposit. A replayed eventId answers the outcome recorded the first time and moves nothing. A verified
// callback counts against the gateway's own rate limit, any other against the sender's address (ADR 0016).

export const CALLBACK_MAX_AGE_MS = 5 * 60 * 1000;

export type CallbackOutcome = {
  depositId: string;
  eventId: string;
  outcome: "credited" | "failed" | "ignored";
  status: string;
  replayed: boolean;
};

/** Records the event and acts on it, all in one transaction under the deposit's row lock. */
export async function applyGatewayEvent(
  db: Db,
  adapter: string,
  event: GatewayEvent,
  payload: unknown,
): Promise<CallbackOutcome> {
  try {
    return await db.transaction(async (tx) => {
      const [found] = await tx
        .select({ deposit: deposits, adapter: depositChannels.adapter })
        .from(deposits)
        .innerJoin(depositChannels, eq(depositChannels.code, deposits.channelCode))
        .where(eq(deposits.id, event.depositId))
        .for("update", { of: deposits });
      if (!found || found.adapter !== adapter)
        throw new AppError("NOT_FOUND", `No ${adapter} deposit ${event.depositId}`);
      const { deposit } = found;

      const [first] = await tx
        .select()
        .from(gatewayEvents)
        .where(and(eq(gatewayEvents.adapter, adapter), eq(gatewayEvents.eventId, event.eventId)));
      if (first)
        return {
          depositId: deposit.id,
          eventId: event.eventId,
          outcome: first.outcome as CallbackOutcome["outcome"],
          status: deposit.status,
          replayed: true,
        };
      if (event.amount !== deposit.amount) {
        throw new AppError("VALIDATION", `amount: the callback says ${event.amount}, the deposit is ${deposit.amount}`);
      }

      // A deposit already decided (the operator approved it, or an earlier event settled it) is kept
      // as it is; the event is still recorded so that its replay answers the same.
      let outcome: CallbackOutcome["outcome"] = "ignored";
      let status = deposit.status;
      if (deposit.status === "pending" && event.status === "paid") {
        status = (await creditDeposit(tx, deposit, { decidedBy: `gateway:${adapter}`, note: `event ${event.eventId}` }))
          .status;
        outcome = "credited";
      } else if (deposit.status === "pending") {
        await tx
          .update(deposits)
          .set({
            status: "failed",
            decidedBy: `gateway:${adapter}`,
            decisionNote: `event ${event.eventId}`,
            decidedAt: new Date(),
          })
          .where(eq(deposits.id, deposit.id));
        await releaseDeposit(tx, deposit.id);
        status = "failed";
        outcome = "failed";
      }
      await tx
        .insert(gatewayEvents)
        .values({ adapter, eventId: event.eventId, depositId: deposit.id, payload, outcome });
      return { depositId: deposit.id, eventId: event.eventId, outcome, status, replayed: false };
    });
  } catch (error) {
    throw moneyError(error);
  }
}

/** Registered in its own scope: only here is a JSON body kept as the exact bytes that were signed. */
export async function gatewayCallbackRoutes(app: FastifyInstance) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("application/json", { parseAs: "string", bodyLimit: 64 * 1024 }, (_request, body, done) =>
    done(null, body),
  );

  app.post("/wps/payments/callback/:adapter", async (request) => {
    const rawBody = typeof request.body === "string" ? request.body : "";
    const { adapter: name, event } = await verifiedSignedCall(request, () => {
      const { adapter } = z.object({ adapter: z.enum(["sandbox"]) }).parse(request.params);
      return {
        signer: `gateway:${adapter}`,
        adapter,
        event: gatewayAdapter(app.config, adapter).verifyCallback(rawBody, request.headers),
      };
    });
    const age = Date.now() - event.timestamp.getTime();
    if (Math.abs(age) > CALLBACK_MAX_AGE_MS)
      throw new AppError("VALIDATION", "timestamp: the callback is older than 5 minutes (or from the future)");
    // The whole callback is kept as jsonb, which cannot hold NUL.
    const payload: unknown = JSON.parse(rawBody);
    refuseNul(payload, "body");
    return ok(await applyGatewayEvent(app.db, name, event, payload));
  });
}
