import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { route } from "../../http/route.js";
import type { AccountServices } from "./account-services.js";
import { authenticatorState, confirmAuthenticator, disableAuthenticator, startAuthenticator } from "./authenticator.js";
import { openSealed } from "./jwe.js";
import { signinEndpoints } from "../../../contract/routes/signin.js";

// The member's authenticator app (docs/platform-calls.md "Sign-in options", ADR 0032): its state, a
// set-up, the confirming code, and turning it off with a code or the login password (sealed, as every
// call that carries a password).

export const totpCode = z
  .string()
  .trim()
  .regex(/^\d{6}$/, "six digits");

/** A code when one is given, else the password. */
const turnOff = z.union([z.object({ code: totpCode }), z.object({ password: z.string().trim().min(1).max(128) })]);

export function authenticatorRoutes(app: FastifyInstance, services: AccountServices) {
  const { db } = app;

  route(app, {
    endpoint: signinEndpoints.authenticator,
    auth: "realMember",
    handler: ({ signedIn: { member } }) => authenticatorState(db, services.keys, member),
  });

  route(app, {
    endpoint: signinEndpoints.startAuthenticator,
    auth: "realMember",
    handler: ({ signedIn: { member } }) => startAuthenticator(db, services.keys, member),
  });

  route(app, {
    endpoint: signinEndpoints.confirmAuthenticator,
    body: z.object({ code: totpCode }),
    auth: "realMember",
    handler: ({ body, signedIn: { member } }) => confirmAuthenticator(services, db, member, body.code),
  });

  route(app, {
    endpoint: signinEndpoints.disableAuthenticator,
    body: z.unknown(),
    auth: "realMember",
    handler: async ({ body, signedIn: { member } }) =>
      disableAuthenticator(services, db, member, await openSealed(services.keys, body, turnOff)),
  });
}
