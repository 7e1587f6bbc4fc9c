import crypto from "node:crypto";
import { z } from "zod";
import type { PlatformConfig } from "../../config.js";
import type { Db } from "../../db/connect.js";
import { AppError } from "../errors.js";
import { requireListedDialingCode } from "../merchant/index.js";
import type { AccountServices } from "./account-services.js";
import { checkCaptcha } from "./captcha/captcha.js";
import { clearFailures, failureState, recordFailure } from "./lockout.js";
import {
  completeLogin,
  newIpChallenge,
  NO_FLAGS,
  nonMember,
  passwordExpired,
  type Login,
  type LoginFlags,
  type Visit,
} from "./login.js";
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
import { hasLoggedInBefore, isKnownDevice, isKnownIp, recordLogin, rememberIp, sha256 } from "./sessions.js";
import { take } from "./throttles.js";
import { isOn } from "./toggles.js";
import { answerChallengeById, createCode, peekCodeById, useCode, useCodeById } from "./verification-codes.js";
import { limitedCheck, takeAuthenticatorCode } from "./authenticator.js";

// Signing in (SPEC §3, §4): by username and password, by SMS code, by a login ticket, or as a trial
// player; each answers a Login or throws the AppError the web translates. The routes only parse.

/** What every account rule runs with: the store, the configuration and the account services. */
export type AccountContext = { db: Db; config: PlatformConfig; services: AccountServices };

export type UsernameLogin = { username: string; password: string; captchaId?: string; captcha?: string };
export type SmsLogin = {
  mobileNum: string;
  countryDialingCode: string;
  verificationCode: string;
  captchaId?: string;
  captcha?: string;
};
/** An answer to a new-address challenge: the code sent, a code of the authenticator app, or a bank account's holder name. */
export type NewIpAnswer = { challengeId: string } & (
  { method: "code"; code: string } | { method: "totp"; code: string } | { method: "bankName"; holderName: string }
);

export const LOGIN_TICKET_MINUTES = 2;

export const locked = (until: Date) =>
  new AppError("ACCOUNT_LOCKED", "Too many failed logins; the account is locked for a while", {
    until: until.toISOString(),
  });
export const disabled = (what: string) => new AppError("FEATURE_DISABLED", `${what} is switched off on this site`);
const loginFailed = () => new AppError("LOGIN_FAILED", "Wrong username or password", { captcha: true });

/**
 * Where failed logins of a name are counted (ADR 0058): the browser, when the member logged in on it before
 * (the web names it), else the address. A stranger's failures then lock the name only where the stranger is,
 * even on the member's own address; a device name nobody logged in with is no source, so inventing names
 * evades nothing.
 */
async function failureSource(db: Db, memberId: string | null, visit: Visit): Promise<string> {
  if (memberId && visit.device && (await isKnownDevice(db, memberId, visit.device)))
    return `device:${sha256(visit.device)}`;
  return visit.ip;
}

export async function usernameLogin(
  { db, config, services }: AccountContext,
  visit: Visit,
  payload: UsernameLogin,
): Promise<Login> {
  const { ip } = visit;
  const key = usernameKey(payload.username);
  await take(services.throttles.loginPerAccount, `user:${key}`);
  const member = await findMemberByUsername(db, key);
  const source = await failureSource(db, member?.id ?? null, visit);
  const state = await failureState(db, key, ip, source);
  if (state.lockedUntil) throw locked(state.lockedUntil);
  if (state.captchaRequired) await checkCaptcha(db, payload.captchaId, payload.captcha);

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
    const until = await recordFailure(db, config, key, ip, source);
    if (until) throw locked(until);
    throw loginFailed();
  }
  if (!mayUseMemberSite(config, member.type)) throw nonMember();
  await clearFailures(db, key, ip, source);

  const expired = passwordExpired(config, member);
  const forceExpired = expired && (await isOn(db, config.MERCHANT_CODE, "PWDEXPFORCECHANGE3"));
  const flags: LoginFlags = {
    firstTimeLogin: member.firstLoginAt === null,
    passwordExpired: expired,
    mustChangePassword:
      member.mustChangePassword ||
      tempOk ||
      member.firstLoginAt === null ||
      payload.password === config.DEFAULT_PASSWORD ||
      forceExpired,
  };
  if (!(await isKnownIp(db, member.id, ip)) && (await hasLoggedInBefore(db, member.id))) {
    const challenge = await newIpChallenge(db, config, services, visit, member, "username", flags);
    if (challenge) throw challenge;
  }
  return completeLogin(db, config, visit, member, "username", flags);
}

export async function smsLogin(
  { db, config, services }: AccountContext,
  visit: Visit,
  payload: SmsLogin,
): Promise<Login> {
  if (!(await isOn(db, config.MERCHANT_CODE, "MOBILEVERCODELOGIN3"))) throw disabled("Login by SMS code");
  await requireListedDialingCode(db, payload.countryDialingCode);
  const { ip } = visit;
  const target = phoneTarget(payload.countryDialingCode, payload.mobileNum);
  await take(services.throttles.loginPerAccount, `mobile:${target}`);
  const holder = await findMemberByMobile(db, payload.countryDialingCode, payload.mobileNum);
  const source = await failureSource(db, holder?.id ?? null, visit);
  const state = await failureState(db, `mobile:${target}`, ip, source);
  if (state.lockedUntil) throw locked(state.lockedUntil);
  if (state.captchaRequired) await checkCaptcha(db, payload.captchaId, payload.captcha);
  let member: Member | undefined;
  try {
    await useCode(db, "login", target, payload.verificationCode);
    member = holder;
    if (!member) throw loginFailed();
  } catch (error) {
    await recordLogin(db, { memberId: null, accountKey: `mobile:${target}`, ip, method: "sms", success: false });
    const until = await recordFailure(db, config, `mobile:${target}`, ip, source);
    if (until) throw locked(until);
    throw error;
  }
  if (!mayUseMemberSite(config, member.type)) throw nonMember();
  await clearFailures(db, `mobile:${target}`, ip, source);
  // The code proved the phone: no new-address check, and no forced change (SPEC §4: not for sms).
  return completeLogin(db, config, visit, member, "sms", {
    firstTimeLogin: member.firstLoginAt === null,
    passwordExpired: passwordExpired(config, member),
    mustChangePassword: false,
  });
}

const pendingLogin = z.object({
  ip: z.string(),
  method: z.enum(["username", "sms"]),
  flags: z.object({ firstTimeLogin: z.boolean(), passwordExpired: z.boolean(), mustChangePassword: z.boolean() }),
});

/** Holder names compare as people type them (ADR 0032): whatever the case, spaces and accents. */
export const holderNameKey = (name: string) =>
  name.normalize("NFKD").replace(/\p{M}/gu, "").replace(/\s+/gu, "").toLowerCase();

export async function verifyNewIp(
  { db, config, services }: AccountContext,
  visit: Visit,
  input: NewIpAnswer,
): Promise<Login> {
  await take(services.throttles.loginPerIp, visit.ip);
  // The proof is of the phone, mailbox, app or bank account, not of the address: the answer must come
  // from where the login came, and an answer from elsewhere counts as a wrong one.
  const memberFromHere = (row: { data: unknown; memberId: string | null }) =>
    pendingLogin.safeParse(row.data).data?.ip === visit.ip ? row.memberId : null;
  const challenge =
    input.method === "code"
      ? await useCodeById(db, "newIp", input.challengeId, input.code)
      : await answerChallengeById(db, "newIp", input.challengeId, async (row) => {
          const memberId = memberFromHere(row);
          if (!memberId) return false;
          return limitedCheck(services, memberId, async () => {
            if (input.method === "totp") return takeAuthenticatorCode(db, services.keys, memberId, input.code);
            const given = holderNameKey(input.holderName);
            return (
              given.length > 0 &&
              (await services.boundHolderNames(db, memberId)).some((name) => holderNameKey(name) === given)
            );
          });
        });
  const pending = pendingLogin.parse(challenge.data);
  const memberId = memberFromHere(challenge);
  if (!memberId) throw new AppError("CODE_INVALID", "The verification code is not valid");
  const member = await findMemberById(db, memberId);
  if (!member) throw new AppError("CODE_INVALID", "The verification code is not valid");
  await rememberIp(db, member.id, pending.ip);
  return completeLogin(db, config, visit, member, pending.method, pending.flags);
}

// Login tickets (SPEC §2.1 "the login landing accepts an optional token"; ADR 0019). A session token
// never travels in a link: a logged-in member asks for a ticket — single use, alive 2 minutes — that
// opens a new session elsewhere (a mirror domain, the app). The landing shows whose it is (peek) and
// logs in only when the visitor confirms with a POST, so a link alone cannot switch anyone's account.

/** `<uuid>.<43 base64url characters>`: the ticket's id and its secret. */
const splitTicket = (ticket: string) => ticket.split(".") as [string, string];

export async function createLoginTicket(db: Db, member: Member): Promise<{ ticket: string; expiresAt: string }> {
  const ticket = await createCode(db, {
    purpose: "loginTicket",
    target: member.id,
    memberId: member.id,
    minutes: LOGIN_TICKET_MINUTES,
    strength: "link",
  });
  return { ticket: `${ticket.id}.${ticket.code}`, expiresAt: ticket.expiresAt.toISOString() };
}

export async function peekLoginTicket(
  { db, config, services }: AccountContext,
  visit: Visit,
  ticket: string,
): Promise<{ account: string; expiresAt: string }> {
  await take(services.throttles.loginPerIp, visit.ip);
  const [id, code] = splitTicket(ticket);
  const row = await peekCodeById(db, "loginTicket", id, code);
  const member = row.memberId ? await findMemberById(db, row.memberId) : undefined;
  if (!member || !mayUseMemberSite(config, member.type))
    throw new AppError("CODE_INVALID", "The login link is not valid");
  return { account: member.username, expiresAt: row.expiresAt.toISOString() };
}

export async function loginWithTicket(
  { db, config, services }: AccountContext,
  visit: Visit,
  ticket: string,
): Promise<Login> {
  await take(services.throttles.loginPerIp, visit.ip);
  const [id, code] = splitTicket(ticket);
  const row = await useCodeById(db, "loginTicket", id, code);
  const member = row.memberId ? await findMemberById(db, row.memberId) : undefined;
  if (!member) throw new AppError("CODE_INVALID", "The login link is not valid");
  return completeLogin(db, config, visit, member, "ticket", {
    ...NO_FLAGS,
    mustChangePassword: member.mustChangePassword,
  });
}

/** A new trial account with its play money, logged in (SPEC §3 free play). */
export async function startTrial({ db, config, services }: AccountContext, visit: Visit): Promise<Login> {
  if (!(await isOn(db, config.MERCHANT_CODE, "FREEPLAY3"))) throw disabled("Free play");
  await take(services.throttles.freeplayPerIp, visit.ip);
  // The account and its play money are one commit: no trial account is ever left without it.
  const member = await db.transaction(async (tx) => {
    const trial = await createMember(tx, {
      username: `trial_${crypto.randomBytes(4).toString("hex").slice(0, 6)}`,
      type: MEMBER_TYPE.trial,
      passwordHash: null,
      registerMethod: "FREEPLAY",
    });
    await services.fundTrial(tx, trial.id);
    await rememberIp(tx, trial.id, visit.ip);
    return trial;
  });
  return completeLogin(db, config, visit, member, "freeplay", NO_FLAGS);
}
