import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { route } from "../../http/route.js";
import type { AccountServices } from "./account-services.js";
import { authenticatorRoutes } from "./authenticator-routes.js";
import { avatarDataUrl } from "./icon.js";
import { openSealed } from "./jwe.js";
import { memberInfo } from "./members.js";
import { changePassword, emailTemporaryPassword, resetPasswordByPhone } from "./password-changes.js";
import { profileRoutes } from "./profile.js";
import { codeOwner, registerMember } from "./registering.js";
import { registrationPayload } from "./registration.js";
import type { RegistrationMode } from "../../../contract/registration.js";
import { previousLogin } from "./sessions.js";
import type { AccountContext } from "./sign-in.js";
import { visitOf } from "./visit.js";
import { accountEndpoints } from "../../../contract/routes/accounts.js";

// The member's own calls (docs/platform-calls.md, "Accounts"): registration, passwords, the member's
// info. Each parses, calls the rule in registering.ts or password-changes.ts, and answers.

const passwordChange = z.object({
  oldPassword: z.string().trim().min(1).max(128),
  newPassword: z.string().trim().max(128),
  confirmNewPassword: z.string().trim().max(128),
});

const passwordByPhone = z.object({
  newPassword: z.string().trim().max(128),
  mobileNum: z
    .string()
    .trim()
    .regex(/^\d{6,15}$/),
  countryDialingCode: z
    .string()
    .trim()
    .regex(/^\+?\d{1,4}$/),
  verificationCode: z.string().trim().min(1).max(255),
});

export function memberRoutes(app: FastifyInstance, services: AccountServices) {
  const { db, config } = app;
  const context: AccountContext = { db, config, services };

  for (const [url, mode] of [
    ["/wps/member/register", "username"],
    ["/wps/member/register/mobile", "mobile"],
  ] as const satisfies readonly (readonly [string, RegistrationMode])[]) {
    route(app, {
      method: "PUT",
      url,
      body: z.unknown(),
      handler: async ({ body }, request) =>
        registerMember(context, visitOf(request), mode, await openSealed(services.keys, body, registrationPayload)),
    });
  }

  route(app, {
    endpoint: accountEndpoints.affiliate,
    query: z.object({ code: z.string().trim().min(1).max(64), domain: z.string().max(255).optional() }),
    handler: async ({ query }) => {
      const agent = await codeOwner(context, query.code, true);
      return { valid: agent !== undefined, agent: agent?.username ?? null };
    },
  });

  route(app, {
    endpoint: accountEndpoints.changePassword,
    body: z.unknown(),
    auth: "realMember",
    handler: async ({ body, signedIn: { member } }, request) =>
      changePassword(context, visitOf(request), member, await openSealed(services.keys, body, passwordChange)),
  });

  route(app, {
    endpoint: accountEndpoints.passwordByPhone,
    body: z.unknown(),
    handler: async ({ body }, request) =>
      resetPasswordByPhone(context, visitOf(request), await openSealed(services.keys, body, passwordByPhone)),
  });

  route(app, {
    endpoint: accountEndpoints.passwordByEmail,
    body: z.object({ username: z.string().trim().min(1).max(64), email: z.string().trim().email().max(255) }),
    handler: ({ body }, request) => emailTemporaryPassword(context, visitOf(request), body),
  });

  route(app, {
    endpoint: accountEndpoints.memberInfo,
    auth: "member",
    handler: async ({ signedIn: { member, session } }) => {
      return memberInfo(db, config, member, {
        previousLogin: await previousLogin(db, session),
        expiresAt: session.expiresAt,
      });
    },
  });

  profileRoutes(app, services);
  authenticatorRoutes(app, services);

  route(app, {
    endpoint: accountEndpoints.memberIcon,
    auth: "member",
    handler: async ({ signedIn: { member } }) => {
      return { url: avatarDataUrl(member.username) };
    },
  });
}
