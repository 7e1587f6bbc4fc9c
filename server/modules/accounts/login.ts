import type { PlatformConfig } from "../../config.js";
import type { Db } from "../../db/connect.js";
import { AppError } from "../errors.js";
import {
  maskEmail,
  maskMobile,
  memberInfo,
  phoneTarget,
  updateMember,
  type Member,
  type MemberInfo,
} from "./members.js";
import { mayUseMemberSite } from "./member-types.js";
import type { AccountServices } from "./account-services.js";
import {
  issueSession,
  previousLogin,
  rememberDevice,
  type IssuedSession,
  type LoginMethod,
  type Session,
} from "./sessions.js";
import { createCode } from "./verification-codes.js";
import { hasAuthenticator } from "./authenticator.js";
import type { NewIpOption } from "../../../contract/answers/signin.js";

export type LoginFlags = { firstTimeLogin: boolean; passwordExpired: boolean; mustChangePassword: boolean };

export type Login = LoginFlags & { token: string; sessionId: string; captcha: false; member: MemberInfo };

export const NO_FLAGS: LoginFlags = { firstTimeLogin: false, passwordExpired: false, mustChangePassword: false };

/** Where a call comes from, as the account rules need it: the visitor's address and browser. */
/** Who is calling: the address, the browser, and the web's name for the browser (ADR 0058), when it sent one. */
export type Visit = { ip: string; userAgent: string | null; device?: string | null };

export function passwordExpired(config: PlatformConfig, member: Member, now = Date.now()): boolean {
  return now - member.passwordChangedAt.getTime() > config.PASSWORD_MAX_AGE_DAYS * 86_400_000;
}

/** The Login value for a session (docs/platform-calls.md). */
export async function loginValue(
  db: Db,
  config: PlatformConfig,
  member: Member,
  token: string,
  session: Session,
  flags: LoginFlags,
): Promise<Login> {
  return {
    token,
    sessionId: session.id,
    ...flags,
    captcha: false,
    member: await memberInfo(db, config, member, {
      previousLogin: await previousLogin(db, session),
      expiresAt: session.expiresAt,
    }),
  };
}

/** Issues the session of a login that passed every check, and answers it. */
export async function completeLogin(
  db: Db,
  config: PlatformConfig,
  visit: Visit,
  member: Member,
  method: LoginMethod,
  flags: LoginFlags,
): Promise<Login> {
  if (!mayUseMemberSite(config, member.type)) throw nonMember();
  const issued: IssuedSession = await db.transaction(async (tx) => {
    if (!member.firstLoginAt) await updateMember(tx, member.id, { firstLoginAt: new Date() });
    return issueSession(tx, config, {
      memberId: member.id,
      accountKey: member.usernameKey,
      method,
      ip: visit.ip,
      userAgent: visit.userAgent,
    });
  });
  if (visit.device) await rememberDevice(db, member.id, visit.device);
  return loginValue(db, config, member, issued.token, issued.session, flags);
}

export const nonMember = () => new AppError("NON_MEMBER", "Non-member account unable to login");

/**
 * SPEC §4: a login from an address this member never used asks for a second proof first: a code sent by
 * SMS when the member has a phone, else by email; a code of the authenticator app when it is on; the
 * holder name of a bank account bound to the account (ADR 0032). Only the options the member has are
 * offered; a member with none logs in as before. The pending login waits in the challenge's row.
 */
export async function newIpChallenge(
  db: Db,
  config: PlatformConfig,
  services: AccountServices,
  visit: Visit,
  member: Member,
  method: LoginMethod,
  flags: LoginFlags,
): Promise<AppError | null> {
  const contact =
    member.mobileNum && member.countryDialingCode
      ? { channel: "sms" as const, target: phoneTarget(member.countryDialingCode, member.mobileNum) }
      : member.email
        ? { channel: "email" as const, target: member.email.toLowerCase() }
        : null;
  const [totp, holderNames] = await Promise.all([
    hasAuthenticator(db, member.id),
    services.boundHolderNames(db, member.id),
  ]);
  const options: NewIpOption[] = [
    ...(contact ? [contact.channel] : []),
    ...(totp ? (["totp"] as const) : []),
    ...(holderNames.length > 0 ? (["bankName"] as const) : []),
  ];
  if (options.length === 0) return null;
  // Without a phone or mailbox the row's code goes nowhere: the challenge is answered another way.
  const challenge = await createCode(db, {
    purpose: "newIp",
    target: contact?.target ?? `member:${member.id}`,
    minutes: config.SMS_CODE_MINUTES,
    memberId: member.id,
    data: { ip: visit.ip, method, flags },
  });
  if (contact) {
    const text = `Laro: a login from a new address (${visit.ip}). Your verification code is ${challenge.code}; it expires in ${config.SMS_CODE_MINUTES} minutes.`;
    if (contact.channel === "sms") await services.delivery.sms.send(contact.target, text);
    else await services.delivery.email.send(contact.target, "Laro: confirm a login from a new address", text);
  }
  return new AppError("NEW_IP_VERIFICATION", "A login from a new address needs a verification code", {
    challengeId: challenge.id,
    channel: contact?.channel ?? null,
    target: contact ? (contact.channel === "sms" ? maskMobile(member.mobileNum) : maskEmail(member.email)) : null,
    expiredMinutes: config.SMS_CODE_MINUTES,
    options,
  });
}
