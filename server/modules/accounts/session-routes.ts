import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { requireOperator } from "../../http/operator.js";
import { page, paging, route } from "../../http/route.js";
import { siteConfiguration } from "../merchant/index.js";
import { visitorIp } from "../system/index.js";
import type { AccountServices } from "./account-services.js";
import { totpCode } from "./authenticator-routes.js";
import { captchaSecret, issueCaptcha, redrawCaptcha } from "./captcha/captcha.js";
import { readOutbox } from "./delivery.js";
import { openSealed } from "./jwe.js";
import { loginHistoryPage, revokeSession } from "./sessions.js";
import {
  createLoginTicket,
  loginWithTicket,
  peekLoginTicket,
  smsLogin,
  startTrial,
  usernameLogin,
  verifyNewIp,
  type AccountContext,
} from "./sign-in.js";
import { sendLoginCode, sendPasswordCode, sendRegisterCode } from "./sms-codes.js";
import { take } from "./throttles.js";
import { visitOf } from "./visit.js";
import { dialingCode, mobileNum } from "./phone-inputs.js";
import { accountEndpoints } from "../../../contract/routes/accounts.js";

// The session and verification calls (docs/platform-calls.md, "Accounts"): each parses, calls the rule
// in sign-in.ts or sms-codes.ts, and answers.

const captchaFields = { captchaId: z.string().max(64).optional(), captcha: z.string().trim().max(16).optional() };

const loginPayload = z.discriminatedUnion("type", [
  z.object({
    type: z.literal("username"),
    // SPEC §3: username and password are trimmed.
    username: z.string().trim().min(1).max(64),
    password: z.string().trim().min(1).max(128),
    ...captchaFields,
  }),
  z.object({
    type: z.literal("sms"),
    mobileNum,
    countryDialingCode: dialingCode,
    verificationCode: z.string().trim().min(1).max(255),
    ...captchaFields,
  }),
]);

const challengeId = z.string().max(64);
/** The code sent (method may be left out, as before the other options), a code of the app, or a holder name. */
const newIpAnswer = z.union([
  z.object({ challengeId, method: z.literal("totp"), code: totpCode }),
  z.object({ challengeId, method: z.literal("bankName"), holderName: z.string().trim().min(1).max(120) }),
  z.object({ challengeId, method: z.literal("code").default("code"), code: z.string().trim().min(1).max(16) }),
]);

/** `<uuid>.<43 base64url characters>`: the ticket's id and its secret. */
const loginTicket = z.string().regex(/^[0-9a-f-]{36}\.[A-Za-z0-9_-]{43}$/, "a login ticket");

export function authRoutes(app: FastifyInstance, services: AccountServices) {
  const { db, config } = app;
  const context: AccountContext = { db, config, services };

  route(app, {
    endpoint: accountEndpoints.encryptionKey,
    handler: () => ({ kid: services.keys.kid, jwk: services.keys.publicJwk }),
  });

  route(app, {
    endpoint: accountEndpoints.captcha,
    // ?captchaId= asks for that challenge again (ADR 0068): drawn again while unanswered, else a new one.
    query: z.object({ captchaId: z.string().max(64).optional() }),
    handler: async ({ query }, request, reply) => {
      reply.header("Cache-Control", "no-store");
      // As long as the registration rule for the captcha field says, within 4-5 characters.
      const rule = (await siteConfiguration(db, config.MERCHANT_CODE)).register.captcha;
      const length = Math.min(5, Math.max(4, rule?.maxLength ?? 4));
      const secret = captchaSecret(services.keys);
      const again = query.captchaId ? await redrawCaptcha(db, secret, query.captchaId, length) : null;
      return again ?? issueCaptcha(db, config, { length, ip: visitorIp(request), secret });
    },
  });

  route(app, {
    endpoint: accountEndpoints.login,
    body: z.unknown(),
    handler: async ({ body }, request) => {
      const payload = await openSealed(services.keys, body, loginPayload);
      const visit = visitOf(request);
      await take(services.throttles.loginPerIp, visit.ip);
      return payload.type === "username" ? usernameLogin(context, visit, payload) : smsLogin(context, visit, payload);
    },
  });

  route(app, {
    endpoint: accountEndpoints.verifyNewIp,
    body: newIpAnswer,
    handler: ({ body }, request) => verifyNewIp(context, visitOf(request), body),
  });

  route(app, {
    method: "POST",
    url: "/wps/session/ticket",
    auth: "member",
    handler: ({ signedIn }) => createLoginTicket(db, signedIn.member),
  });

  route(app, {
    endpoint: accountEndpoints.peekLoginTicket,
    query: z.object({ ticket: loginTicket }),
    handler: ({ query }, request) => peekLoginTicket(context, visitOf(request), query.ticket),
  });

  route(app, {
    endpoint: accountEndpoints.loginWithTicket,
    body: z.object({ ticket: loginTicket }),
    handler: ({ body }, request) => loginWithTicket(context, visitOf(request), body.ticket),
  });

  route(app, {
    endpoint: accountEndpoints.freePlay,
    body: z.object({
      os: z.string().max(64).optional(),
      platform: z.literal("W").default("W"),
      nonce: z.string().max(256).optional(),
    }),
    handler: (_input, request) => startTrial(context, visitOf(request)),
  });

  route(app, {
    endpoint: accountEndpoints.logout,
    auth: "member",
    handler: async ({ signedIn: { session } }) => {
      await revokeSession(db, session.id);
      return null;
    },
  });

  route(app, {
    endpoint: accountEndpoints.loginSms,
    body: z.object({ mobileNum, countryDialingCode: dialingCode, ...captchaFields }),
    handler: ({ body }, request) => sendLoginCode(context, visitOf(request), body),
  });

  route(app, {
    endpoint: accountEndpoints.registerSms,
    body: z.object({
      countryDialingCode: dialingCode,
      mobileNo: mobileNum,
      regType: z.enum(["username", "mobile"]).default("username"),
      ...captchaFields,
    }),
    handler: ({ body: { mobileNo, ...rest } }, request) =>
      sendRegisterCode(context, visitOf(request), { ...rest, mobileNum: mobileNo }),
  });

  route(app, {
    endpoint: accountEndpoints.passwordSms,
    body: z.object({ countryDialingCode: dialingCode, mobileNum }),
    handler: ({ body }, request) => sendPasswordCode(context, visitOf(request), body),
  });

  route(app, {
    endpoint: accountEndpoints.loginHistory,
    query: paging(20, 100),
    auth: "member",
    handler: async ({ query, signedIn: { member } }) => {
      const { list, total } = await loginHistoryPage(db, member.id, query.pageNo, query.pageSize);
      return page(list, total, query.pageNo, query.pageSize);
    },
  });
}

/** GET /ops/outbox: the development outbox for the operator CLI. */
export async function outboxOperatorRoutes(app: FastifyInstance) {
  app.addHook("onRequest", async (request) => requireOperator(request, app.operatorKey));
  route(app, {
    method: "GET",
    url: "/outbox",
    query: z.object({ channel: z.enum(["sms", "email"]), to: z.string().max(200).optional() }),
    handler: ({ query }) => readOutbox(app.db, query.channel, query.to),
  });
}
