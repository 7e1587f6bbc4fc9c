import multipart from "@fastify/multipart";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import { minorAmount as amount, requestKey } from "../wallet/index.js";
import { AppError } from "../errors.js";
import { ok } from "../../http/envelope.js";
import { refuseNul } from "../../http/nul.js";
import { requireOperator } from "../../http/operator.js";
import { page, paging, route } from "../../http/route.js";
import { checkProof, MAX_PROOF_BYTES, proofFromBase64 } from "./receipt-proof.js";
import { answerWithdrawalReceipt, type Proof } from "./withdrawal-receipts.js";
import { decideWithdrawal, operatorWithdrawals, WITHDRAWAL_STATUSES } from "./withdrawal-decisions.js";
import { memberWithdrawals, requestWithdrawal, withdrawalSettings } from "./withdrawals.js";
import { paymentEndpoints } from "../../../contract/routes/payments.js";

// Withdrawal calls (docs/platform-calls.md, "Wallet and payments"): the member's side and the operator's.

const receiptFields = z.object({
  answer: z.enum(["received", "partly_received", "not_received"]),
  note: z.string().trim().max(500).optional(),
});

export function withdrawalRoutes(app: FastifyInstance) {
  const { db, config } = app;

  route(app, {
    endpoint: paymentEndpoints.withdrawSettings,
    auth: "realMember",
    handler: async ({ signedIn }) => withdrawalSettings(db, config, signedIn.member.id),
  });

  route(app, {
    endpoint: paymentEndpoints.requestWithdrawal,
    body: z.object({
      bankAccountId: z.string().uuid(),
      amount,
      paymentPassword: z.string().min(1).max(100),
      requestKey,
      forfeitBonus: z.boolean().default(false),
    }),
    auth: "realMember",
    handler: async ({ body, signedIn }) => requestWithdrawal(db, config, signedIn.member.id, body),
  });

  route(app, {
    endpoint: paymentEndpoints.withdrawals,
    query: paging(20),
    auth: "realMember",
    handler: async ({ query, signedIn: { member } }) => {
      const { list, total } = await memberWithdrawals(db, config, member.id, query.pageNo, query.pageSize);
      return page(list, total, query.pageNo, query.pageSize);
    },
  });
}

/**
 * A multipart body that does not parse (cut short, no or a wrong boundary, a bad part header) is the
 * sender's fault: 400; the plugin's own limits keep their 413. Only our own failures stay 5xx.
 */
function multipartError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const { code, statusCode } = error as { code?: string; statusCode?: number };
  if (code === "FST_REQ_FILE_TOO_LARGE")
    return new AppError("PAYLOAD_TOO_LARGE", "proof: at most 5 MB", { maxBytes: MAX_PROOF_BYTES });
  if (statusCode === 413)
    return new AppError("PAYLOAD_TOO_LARGE", "At most one file and five fields", { maxFiles: 1, maxFields: 5 });
  if (statusCode === undefined || statusCode < 500)
    return new AppError("BAD_REQUEST", `The multipart body is not valid: ${(error as Error).message}`);
  return error;
}

/** The receipt answer takes multipart (the web's file input) or JSON with base64 (API clients). */
async function readReceipt(
  request: FastifyRequest,
): Promise<{ answer: z.infer<typeof receiptFields>["answer"]; note?: string; proof?: Proof }> {
  if (!request.isMultipart()) {
    refuseNul(request.body, "body");
    const body = receiptFields
      .extend({
        proof: z
          .string()
          .max(Math.ceil((MAX_PROOF_BYTES * 4) / 3) + 200)
          .optional(),
      })
      .safeParse(request.body ?? {});
    if (!body.success) {
      const tooLarge = body.error.issues.some((i) => i.path[0] === "proof" && i.code === "too_big");
      if (tooLarge) throw new AppError("PAYLOAD_TOO_LARGE", "proof: at most 5 MB", { maxBytes: MAX_PROOF_BYTES });
      throw body.error;
    }
    return {
      answer: body.data.answer,
      note: body.data.note,
      proof: body.data.proof ? proofFromBase64(body.data.proof) : undefined,
    };
  }
  const fields = new Map<string, string>();
  let proof: Proof | undefined;
  try {
    for await (const part of request.parts({
      limits: { fileSize: MAX_PROOF_BYTES, files: 1, fields: 5, fieldSize: 1000 },
    })) {
      if (part.type === "file") {
        const bytes = await part.toBuffer();
        if (part.fieldname === "proof" && bytes.length > 0) proof = checkProof(bytes);
      } else {
        fields.set(part.fieldname, String(part.value));
      }
    }
  } catch (error) {
    throw multipartError(error);
  }
  refuseNul(fields, "body");
  const parsed = receiptFields.parse({ answer: fields.get("answer"), note: fields.get("note") || undefined });
  return { ...parsed, proof };
}

/** In its own scope: multipart and the larger body limit apply to the receipt call only. */
export async function withdrawalReceiptRoutes(app: FastifyInstance) {
  await app.register(multipart);
  app.route({
    method: "POST",
    url: "/wps/v2/withdraw/:id/receipt",
    // A 5 MB image in base64 is about 6.7 MB of JSON.
    bodyLimit: 8 * 1024 * 1024,
    handler: async (request) => {
      // Raw multipart, so not route(): the same member check, before the upload is read.
      const { member } = await app.authenticate(request, "realMember");
      const { id } = z.object({ id: z.string().uuid() }).parse(request.params);
      const receipt = await readReceipt(request);
      return ok(await answerWithdrawalReceipt(app.db, app.config, member.id, id, receipt));
    },
  });
}

/** /ops/withdrawals: the operator's queue and actions (X-Operator-Key, audited). */
export async function withdrawalOperatorRoutes(app: FastifyInstance) {
  app.addHook("onRequest", async (request) => requireOperator(request, app.operatorKey));

  route(app, {
    method: "GET",
    url: "/withdrawals",
    query: z.object({ status: z.enum(WITHDRAWAL_STATUSES).optional() }),
    handler: ({ query }) => operatorWithdrawals(app.db, app.config, query.status),
  });

  route(app, {
    method: "POST",
    url: "/withdrawals/:id/:verb",
    params: z.object({ id: z.string().uuid(), verb: z.enum(["approve", "reject", "disburse", "refund"]) }),
    body: z.object({ note: z.string().trim().max(200).optional() }).optional(),
    handler: ({ params, body }) =>
      decideWithdrawal(app.db, app.config, { verb: params.verb, id: params.id, note: body?.note, source: "api" }),
  });
}
