import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { route } from "../../http/route.js";
import { checkPaymentPassword } from "../accounts/index.js";
import { addBankAccount, listBankAccounts, removeBankAccount } from "./bank-accounts.js";
import { paymentEndpoints } from "../../../contract/routes/payments.js";

// The member's own bank accounts, where withdrawals are paid (at most MAX_BANK_ACCOUNTS).

const paymentPassword = z.string().min(1).max(128);

export function bankAccountRoutes(app: FastifyInstance) {
  const { db } = app;

  route(app, {
    endpoint: paymentEndpoints.bankAccounts,
    auth: "realMember",
    handler: async ({ signedIn }) => listBankAccounts(db, signedIn.member.id),
  });

  route(app, {
    endpoint: paymentEndpoints.addBankAccount,
    body: z.object({
      bankName: z.string().trim().min(2).max(80),
      accountNumber: z
        .string()
        .trim()
        .regex(/^\d{6,30}$/, "6 to 30 digits"),
      holderName: z.string().trim().min(1).max(120),
      paymentPassword,
    }),
    auth: "realMember",
    handler: async ({ body, signedIn: { member } }) => {
      await checkPaymentPassword(db, member.id, body.paymentPassword);
      return addBankAccount(db, member, body);
    },
  });

  route(app, {
    endpoint: paymentEndpoints.removeBankAccount,
    params: z.object({ id: z.string().uuid() }),
    auth: "realMember",
    handler: async ({ params, signedIn: { member } }) => {
      await removeBankAccount(db, member.id, params.id);
      return { removed: true as const };
    },
  });
}
