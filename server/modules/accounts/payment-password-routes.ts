import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { route } from "../../http/route.js";
import { hasPaymentPassword, setPaymentPassword } from "./payment-password.js";
import { accountEndpoints } from "../../../contract/routes/accounts.js";

// The 6-digit payment password that guards every money movement a member starts (SPEC §3 wallet).

const sixDigits = z.string().regex(/^\d{6}$/, "6 digits");

export function paymentPasswordRoutes(app: FastifyInstance) {
  const { db, config } = app;

  route(app, {
    endpoint: accountEndpoints.paymentPasswordState,
    auth: "realMember",
    handler: async ({ signedIn }) => ({ set: await hasPaymentPassword(db, signedIn.member.id) }),
  });

  route(app, {
    endpoint: accountEndpoints.setPaymentPassword,
    body: z
      .object({
        currentPassword: z.string().max(128).optional(),
        newPassword: sixDigits,
        confirmPassword: z.string().max(128),
      })
      .refine((b) => b.confirmPassword === b.newPassword, {
        message: "does not match newPassword",
        path: ["confirmPassword"],
      }),
    auth: "realMember",
    handler: async ({ body, signedIn: { member } }) => {
      await setPaymentPassword(db, config, {
        memberId: member.id,
        current: body.currentPassword,
        newPassword: body.newPassword,
      });
      return { set: true as const };
    },
  });
}
