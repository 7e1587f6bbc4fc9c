import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { isProduction } from "../../config.js";
import { minorAmount as amount, requestKey } from "../wallet/index.js";
import { requireOperator } from "../../http/operator.js";
import { page, paging, route } from "../../http/route.js";
import { channelChange, channelCode, configureChannel, operatorChannels } from "./channels.js";
import {
  decideDeposit,
  depositMethods,
  listChannels,
  memberDeposits,
  operatorDeposits,
  requestDeposit,
} from "./deposits.js";
import { gatewayCallbackRoutes } from "./gateway/callback.js";
import { returnPath, sandboxPageRoutes } from "./gateway/sandbox-page.js";
import { receiptProofOperatorRoutes } from "./receipt-proof-routes.js";
import { withdrawalOperatorRoutes, withdrawalReceiptRoutes, withdrawalRoutes } from "./withdrawal-routes.js";
import { paymentEndpoints } from "../../../contract/routes/payments.js";

// Deposit and withdrawal calls (docs/platform-calls.md, "Wallet and payments"): the member's side,
// the gateway's, and the operator's.

const depositStatus = z.enum(["pending", "approved", "rejected", "failed", "expired"]);

/**
 * Every payments call outside /ops. The gateway callback carries only the sandbox's events today, so
 * production (no sandbox) has neither it nor the sandbox's page; a real provider's adapter brings the
 * callback back (ADR 0015).
 */
export async function paymentRoutes(app: FastifyInstance) {
  depositRoutes(app);
  withdrawalRoutes(app);
  await app.register(withdrawalReceiptRoutes);
  if (!isProduction(app.config)) {
    await app.register(gatewayCallbackRoutes);
    await app.register(sandboxPageRoutes);
  }
}

/** /ops/deposits and /ops/withdrawals. */
export async function paymentOperatorRoutes(app: FastifyInstance) {
  await app.register(depositOperatorRoutes);
  await app.register(withdrawalOperatorRoutes);
  await app.register(receiptProofOperatorRoutes);
}

function depositRoutes(app: FastifyInstance) {
  const { db, config } = app;

  // Public: the kinds of deposit only (bank transfer, online gateway), for the footer's payment image.
  route(app, {
    endpoint: paymentEndpoints.depositMethods,
    handler: async () => ({ methods: await depositMethods(db, config) }),
  });

  route(app, {
    endpoint: paymentEndpoints.depositChannels,
    auth: "realMember",
    handler: async () => {
      return listChannels(db, config);
    },
  });

  route(app, {
    endpoint: paymentEndpoints.requestDeposit,
    body: z.object({
      channelCode: z.string().trim().min(1).max(40),
      amount,
      reference: z
        .string()
        .trim()
        .min(4, "reference: 4 to 40 characters")
        .max(40, "reference: 4 to 40 characters")
        .optional(),
      requestKey,
      returnUrl: returnPath.optional(),
    }),
    auth: "realMember",
    handler: async ({ body, signedIn: { member } }) => {
      return requestDeposit(db, config, member.id, body);
    },
  });

  route(app, {
    endpoint: paymentEndpoints.deposits,
    query: paging(20),
    auth: "realMember",
    handler: async ({ query, signedIn: { member } }) => {
      const { list, total } = await memberDeposits(db, member.id, query.pageNo, query.pageSize);
      return page(list, total, query.pageNo, query.pageSize);
    },
  });
}

/** /ops/deposits: the operator's queue and decisions (X-Operator-Key, audited). */
async function depositOperatorRoutes(app: FastifyInstance) {
  app.addHook("onRequest", async (request) => requireOperator(request, app.operatorKey));

  route(app, {
    method: "GET",
    url: "/deposits",
    query: z.object({ status: depositStatus.optional() }),
    handler: ({ query }) => operatorDeposits(app.db, query.status),
  });

  route(app, {
    method: "GET",
    url: "/deposit-channels",
    handler: () => operatorChannels(app.db),
  });

  route(app, {
    method: "PUT",
    url: "/deposit-channels/:code",
    params: z.object({ code: channelCode }),
    body: channelChange,
    handler: ({ params, body }) => configureChannel(app.db, app.config, params.code, body, "api"),
  });

  route(app, {
    method: "POST",
    url: "/deposits/:id/:decision",
    params: z.object({ id: z.string().uuid(), decision: z.enum(["approve", "reject"]) }),
    body: z.object({ note: z.string().trim().max(200).optional() }).optional(),
    handler: ({ params, body }) =>
      decideDeposit(app.db, {
        action: params.decision === "approve" ? "deposit.approve" : "deposit.reject",
        id: params.id,
        note: body?.note,
        source: "api",
      }),
  });
}
