import crypto from "node:crypto";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { count, desc, eq } from "drizzle-orm";
import { z } from "zod";
import { AppError } from "../../http/envelope.js";
import { requireOperator } from "../../http/operator.js";
import { page, paging, route } from "../../http/route.js";
import { requireListedDialingCode, siteConfiguration } from "../merchant/index.js";
import {
  createMember,
  findMemberById,
  findMemberByMobile,
  findMemberByUsername,
  phoneTarget,
  usernameKey,
  type Member,
} from "./members.js";
import { MEMBER_TYPE, mayUseMemberSite } from "./member-types.js";
import { dummyHash, verifyPassword } from "./passwords.js";
import { fieldFailure, fieldInvalid } from "./registration.js";
import { visitorIp } from "../system/index.js";
import type { AccountServices } from "./account-services.js";
import { checkCaptcha, issueCaptcha } from "./captcha/captcha.js";
import { readOutbox } from "./delivery.js";
import { openSealed } from "./jwe.js";
import { clearFailures, failureState, recordFailure } from "./lockout.js";
import { clientIp, completeLogin, newIpChallenge, NO_FLAGS, nonMember, passwordExpired, type LoginFlags } from "./login.js";
import { loginHistory } from "./session-schema.js";
import { hasLoggedInBefore, isKnownIp, recordLogin, rememberIp, revokeSession } from "./sessions.js";
import { take } from "./throttles.js";
import { isOn } from "./toggles.js";
import { createCode, peekCodeById, useCode, useCodeById } from "./verification-codes.js";

const captchaFields = { captchaId: z.string().max(64).optional(), captcha: z.string().trim().max(16).optional() };
const dialingCode = z.string().trim().regex(/^\+?\d{1,4}$/, "a country dialing code such as +63");
const mobileNum = z.string().trim().regex(/^\d{6,15}$/, "digits only");

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

const LOGIN_TICKET_MINUTES = 2;
/** `<uuid>.<43 base64url characters>`: the ticket's id and its secret. */
const loginTicket = z.string().regex(/^[0-9a-f-]{36}\.[A-Za-z0-9_-]{43}$/, "a login ticket");

const loginFailed = () => new AppError("LOGIN_FAILED", "Wrong username or password", { captcha: true });

export function authRoutes(app: FastifyInstance, services: AccountServices) {
  const { db, config } = app;
  const { throttles, delivery } = services;

  route(app, {
    method: "GET",
    url: "/wps/system/encryptionKey",
    handler: () => ({ kid: services.keys.kid, jwk: services.keys.publicJwk }),
  });

  route(app, {
    method: "GET",
    url: "/wps/captcha",
    handler: async (_input, request, reply) => {
      reply.header("Cache-Control", "no-store");
      // As long as the registration rule for the captcha field says, within 4-5 characters.
      const rule = (await siteConfiguration(db, config.MERCHANT_CODE)).register.captcha;
      return issueCaptcha(db, config, { length: Math.min(5, Math.max(4, rule?.maxLength ?? 4)), ip: visitorIp(request) });
    },
  });

  route(app, {
    method: "POST",
    url: "/wps/session/login",
    body: z.unknown(),
    handler: async ({ body }, request) => {
      const payload = await openSealed(services.keys, body, loginPayload);
      const ip = clientIp(request);
      await take(throttles.loginPerIp, ip);
      return payload.type === "username" ? usernameLogin(request, payload) : smsLogin(request, payload);
    },
  });

  async function usernameLogin(request: FastifyRequest, payload: Extract<z.infer<typeof loginPayload>, { type: "username" }>) {
    const ip = clientIp(request);
    const key = usernameKey(payload.username);
    await take(throttles.loginPerAccount, `user:${key}`);
    const state = await failureState(db, key, ip);
    if (state.lockedUntil) throw locked(state.lockedUntil);
    if (state.captchaRequired) await checkCaptcha(db, payload.captchaId, payload.captcha);

    const member = await findMemberByUsername(db, key);
    // Unknown names are checked against a dummy hash so that both failures take as long.
    const passwordOk = await verifyPassword(member?.passwordHash ?? (await dummyHash(config)), payload.password);
    const tempOk =
      !passwordOk &&
      member?.tempPasswordHash != null &&
      member.tempPasswordExpiresAt != null &&
      member.tempPasswordExpiresAt.getTime() > Date.now() &&
      (await verifyPassword(member.tempPasswordHash, payload.password));
    if (!member || !member.passwordHash || (!passwordOk && !tempOk)) {
      await recordLogin(db, { memberId: member?.id ?? null, accountKey: key, ip, method: "username", success: false });
      const until = await recordFailure(db, config, key, ip);
      if (until) throw locked(until);
      throw loginFailed();
    }
    if (!mayUseMemberSite(config, member.type)) throw nonMember();
    await clearFailures(db, key, ip);

    const expired = passwordExpired(config, member);
    const forceExpired = expired && (await isOn(db, config.MERCHANT_CODE, "PWDEXPFORCECHANGE3"));
    const flags: LoginFlags = {
      firstTimeLogin: member.firstLoginAt === null,
      passwordExpired: expired,
      mustChangePassword:
        member.mustChangePassword || tempOk || member.firstLoginAt === null || payload.password === config.DEFAULT_PASSWORD || forceExpired,
    };
    if (!(await isKnownIp(db, member.id, ip)) && (await hasLoggedInBefore(db, member.id))) {
      const challenge = await newIpChallenge(db, config, services, request, member, "username", flags);
      if (challenge) throw challenge;
    }
    return completeLogin(db, config, request, member, "username", flags);
  }

  async function smsLogin(request: FastifyRequest, payload: Extract<z.infer<typeof loginPayload>, { type: "sms" }>) {
    if (!(await isOn(db, config.MERCHANT_CODE, "MOBILEVERCODELOGIN3"))) throw disabled("Login by SMS code");
    await requireListedDialingCode(db, payload.countryDialingCode);
    const ip = clientIp(request);
    const target = phoneTarget(payload.countryDialingCode, payload.mobileNum);
    await take(throttles.loginPerAccount, `mobile:${target}`);
    const state = await failureState(db, `mobile:${target}`, ip);
    if (state.lockedUntil) throw locked(state.lockedUntil);
    if (state.captchaRequired) await checkCaptcha(db, payload.captchaId, payload.captcha);
    let member: Member | undefined;
    try {
      await useCode(db, "login", target, payload.verificationCode);
      member = await findMemberByMobile(db, payload.countryDialingCode, payload.mobileNum);
      if (!member) throw loginFailed();
    } catch (error) {
      await recordLogin(db, { memberId: null, accountKey: `mobile:${target}`, ip, method: "sms", success: false });
      const until = await recordFailure(db, config, `mobile:${target}`, ip);
      if (until) throw locked(until);
      throw error;
    }
    if (!mayUseMemberSite(config, member.type)) throw nonMember();
    await clearFailures(db, `mobile:${target}`, ip);
    // The code proved the phone: no new-address check, and no forced change (SPEC §4: not for sms).
    return completeLogin(db, config, request, member, "sms", {
      firstTimeLogin: member.firstLoginAt === null,
      passwordExpired: passwordExpired(config, member),
      mustChangePassword: false,
    });
  }

  route(app, {
    method: "POST",
    url: "/wps/session/verifyNewIp",
    body: z.object({ challengeId: z.string().max(64), code: z.string().trim().min(1).max(16) }),
    handler: async ({ body }, request) => {
      await take(throttles.loginPerIp, clientIp(request));
      const challenge = await useCodeById(db, "newIp", body.challengeId, body.code);
      const pending = z
        .object({ ip: z.string(), method: z.enum(["username", "sms"]), flags: z.object({ firstTimeLogin: z.boolean(), passwordExpired: z.boolean(), mustChangePassword: z.boolean() }) })
        .parse(challenge.data);
      // The code proves the phone or mailbox, not the address: it must be used from where the login came.
      if (pending.ip !== clientIp(request) || !challenge.memberId) throw new AppError("CODE_INVALID", "The verification code is not valid");
      const member = await findMemberById(db, challenge.memberId);
      if (!member) throw new AppError("CODE_INVALID", "The verification code is not valid");
      await rememberIp(db, member.id, pending.ip);
      return completeLogin(db, config, request, member, pending.method, pending.flags);
    },
  });

  // Login tickets (SPEC §2.1 "the login landing accepts an optional token"; ADR 0019). A session token
  // never travels in a link: a logged-in member asks for a ticket — single use, alive 2 minutes — that
  // opens a new session elsewhere (a mirror domain, the app). The landing shows whose it is (peek) and
  // logs in only when the visitor confirms with a POST, so a link alone cannot switch anyone's account.
  route(app, {
    method: "POST",
    url: "/wps/session/ticket",
    auth: "member",
    handler: async ({ signedIn: { member } }) => {
      const ticket = await createCode(db, { purpose: "loginTicket", target: member.id, memberId: member.id, minutes: LOGIN_TICKET_MINUTES, strength: "link" });
      return { ticket: `${ticket.id}.${ticket.code}`, expiresAt: ticket.expiresAt.toISOString() };
    },
  });

  route(app, {
    method: "GET",
    url: "/wps/session/ticket",
    query: z.object({ ticket: loginTicket }),
    handler: async ({ query }, request) => {
      await take(throttles.loginPerIp, clientIp(request));
      const [id, code] = query.ticket.split(".") as [string, string];
      const row = await peekCodeById(db, "loginTicket", id, code);
      const member = row.memberId ? await findMemberById(db, row.memberId) : undefined;
      if (!member || !mayUseMemberSite(config, member.type)) throw new AppError("CODE_INVALID", "The login link is not valid");
      return { account: member.username, expiresAt: row.expiresAt.toISOString() };
    },
  });

  route(app, {
    method: "POST",
    url: "/wps/session/login/ticket",
    body: z.object({ ticket: loginTicket }),
    handler: async ({ body }, request) => {
      await take(throttles.loginPerIp, clientIp(request));
      const [id, code] = body.ticket.split(".") as [string, string];
      const row = await useCodeById(db, "loginTicket", id, code);
      const member = row.memberId ? await findMemberById(db, row.memberId) : undefined;
      if (!member) throw new AppError("CODE_INVALID", "The login link is not valid");
      return completeLogin(db, config, request, member, "ticket", { ...NO_FLAGS, mustChangePassword: member.mustChangePassword });
    },
  });

  route(app, {
    method: "POST",
    url: "/wps/session/login/freeplay",
    body: z.object({ os: z.string().max(64).optional(), platform: z.literal("W").default("W"), nonce: z.string().max(256).optional() }),
    handler: async (_input, request) => {
      if (!(await isOn(db, config.MERCHANT_CODE, "FREEPLAY3"))) throw disabled("Free play");
      await take(throttles.freeplayPerIp, clientIp(request));
      // The account and its play money are one commit: no trial account is ever left without it.
      const member = await db.transaction(async (tx) => {
        const trial = await createMember(tx, {
          username: `trial_${crypto.randomBytes(4).toString("hex").slice(0, 6)}`,
          type: MEMBER_TYPE.trial,
          passwordHash: null,
          registerMethod: "FREEPLAY",
        });
        await services.fundTrial(tx, trial.id);
        await rememberIp(tx, trial.id, clientIp(request));
        return trial;
      });
      return completeLogin(db, config, request, member, "freeplay", NO_FLAGS);
    },
  });

  route(app, {
    method: "DELETE",
    url: "/wps/session/logout",
    auth: "member",
    handler: async ({ signedIn: { session } }) => {
      await revokeSession(db, session.id);
      return null;
    },
  });

  // Codes by SMS. Each number gets one message per SMS_RESEND_SECONDS and each address
  // SMS_PER_IP_PER_HOUR. Both limits count whether or not the number has an account (and the
  // answer is the same), so neither the answer nor a throttle tells who is registered.
  async function throttleSms(request: FastifyRequest, target: string) {
    await take(throttles.smsPerIp, clientIp(request));
    await take(throttles.smsPerNumber, target);
  }

  async function sendSms(purpose: "login" | "register" | "password", target: string, memberId: string | null): Promise<Date> {
    const { code, expiresAt } = await createCode(db, { purpose, target, minutes: config.SMS_CODE_MINUTES, memberId });
    await delivery.sms.send(target, `Laro: your verification code is ${code}. It expires in ${config.SMS_CODE_MINUTES} minutes.`);
    return expiresAt;
  }

  /** A captcha is optional on the SMS calls; when the web sends one, it must be right. */
  async function optionalCaptcha(body: { captchaId?: string; captcha?: string }) {
    if (body.captchaId !== undefined || body.captcha !== undefined) await checkCaptcha(db, body.captchaId, body.captcha);
  }

  route(app, {
    method: "POST",
    url: "/wps/verification/sms/noLogin",
    body: z.object({ mobileNum, countryDialingCode: dialingCode, ...captchaFields }),
    handler: async ({ body }, request) => {
      if (!(await isOn(db, config.MERCHANT_CODE, "MOBILEVERCODELOGIN3"))) throw disabled("Login by SMS code");
      await requireListedDialingCode(db, body.countryDialingCode);
      await optionalCaptcha(body);
      const target = phoneTarget(body.countryDialingCode, body.mobileNum);
      await throttleSms(request, target);
      const member = await findMemberByMobile(db, body.countryDialingCode, body.mobileNum);
      if (member && mayUseMemberSite(config, member.type)) await sendSms("login", target, member.id);
      return { expiredMinutes: config.SMS_CODE_MINUTES };
    },
  });

  route(app, {
    method: "POST",
    url: "/wps/verification/sms/register",
    body: z.object({ countryDialingCode: dialingCode, mobileNo: mobileNum, regType: z.enum(["username", "mobile"]).default("username"), ...captchaFields }),
    handler: async ({ body }, request) => {
      if (body.regType === "mobile" && !(await isOn(db, config.MERCHANT_CODE, "MOBILENUMREG3"))) throw disabled("Registration by mobile number");
      await requireListedDialingCode(db, body.countryDialingCode);
      // The number must pass its rule before a message is spent on it (SPEC §5).
      const rules = (await siteConfiguration(db, config.MERCHANT_CODE)).register;
      const failure = rules.mobileNum ? fieldFailure("mobileNum", body.mobileNo, rules.mobileNum, true) : null;
      if (failure) throw fieldInvalid([failure]);
      await optionalCaptcha(body);
      if (await findMemberByMobile(db, body.countryDialingCode, body.mobileNo)) {
        throw new AppError("MOBILE_TAKEN", "This mobile number already has an account");
      }
      const target = phoneTarget(body.countryDialingCode, body.mobileNo);
      await throttleSms(request, target);
      await sendSms("register", target, null);
      return { expiredMinutes: config.SMS_CODE_MINUTES };
    },
  });

  route(app, {
    method: "POST",
    url: "/wps/verification/sms/password",
    body: z.object({ countryDialingCode: dialingCode, mobileNum }),
    handler: async ({ body }, request) => {
      if (!(await isOn(db, config.MERCHANT_CODE, "CHNGPASSVERIF3"))) throw disabled("Password recovery by phone");
      await requireListedDialingCode(db, body.countryDialingCode);
      const target = phoneTarget(body.countryDialingCode, body.mobileNum);
      await throttleSms(request, target);
      const member = await findMemberByMobile(db, body.countryDialingCode, body.mobileNum);
      const expiresAt = member?.passwordHash
        ? await sendSms("password", target, member.id)
        : new Date(Date.now() + config.SMS_CODE_MINUTES * 60_000);
      return { expirationTime: expiresAt.toISOString() };
    },
  });

  route(app, {
    method: "GET",
    url: "/wps/member/loginHistory",
    query: paging(20, 100),
    auth: "member",
    handler: async ({ query, signedIn: { member } }) => {
      const where = eq(loginHistory.memberId, member.id);
      const [rows, [total]] = await Promise.all([
        db
          .select({ at: loginHistory.at, ip: loginHistory.ip, method: loginHistory.method, success: loginHistory.success })
          .from(loginHistory)
          .where(where)
          .orderBy(desc(loginHistory.id))
          .limit(query.pageSize)
          .offset((query.pageNo - 1) * query.pageSize),
        db.select({ n: count() }).from(loginHistory).where(where),
      ]);
      return page(rows.map((r) => ({ ...r, at: r.at.toISOString() })), total?.n ?? 0, query.pageNo, query.pageSize);
    },
  });
}

export const locked = (until: Date) =>
  new AppError("ACCOUNT_LOCKED", "Too many failed logins; the account is locked for a while", { until: until.toISOString() });
export const disabled = (what: string) => new AppError("FEATURE_DISABLED", `${what} is switched off on this site`);

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
