import crypto from "node:crypto";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import { AppError } from "../../http/envelope.js";
import { route } from "../../http/route.js";
import type { AccountServices } from "./account-services.js";
import { checkCaptcha } from "./captcha/captcha.js";
import { openSealed } from "./jwe.js";
import { clientIp, completeLogin, loginValue, NO_FLAGS } from "./login.js";
import { disabled } from "./session-routes.js";
import { issueSession, previousLogin, revokeMemberSessions } from "./sessions.js";
import { take } from "./throttles.js";
import { enabledToggles, isOn } from "./toggles.js";
import { useCode } from "./verification-codes.js";
import { countries, isListedDialingCode, requireListedDialingCode, siteConfiguration } from "../merchant/index.js";
import { avatarDataUrl } from "./icon.js";
import {
  createMember,
  findMemberByMobile,
  findMemberByReferralCode,
  findMemberByUsername,
  memberInfo,
  phoneTarget,
  updateMember,
  usernameKey,
  type Member,
} from "./members.js";
import { isAgent, isTrial, mayUseMemberSite, MEMBER_TYPE } from "./member-types.js";
import { hashPassword, verifyPassword } from "./passwords.js";
import { profileRoutes } from "./profile.js";
import { checkRegistration, fieldFailure, fieldInvalid, registrationPayload, type FieldFailure, type RegistrationMode } from "./registration.js";

const passwordChange = z.object({
  oldPassword: z.string().trim().min(1).max(128),
  newPassword: z.string().trim().max(128),
  confirmNewPassword: z.string().trim().max(128),
});

const passwordByPhone = z.object({
  newPassword: z.string().trim().max(128),
  mobileNum: z.string().trim().regex(/^\d{6,15}$/),
  countryDialingCode: z.string().trim().regex(/^\+?\d{1,4}$/),
  verificationCode: z.string().trim().min(1).max(255),
});

// A temporary password has letters and digits, as the password rule of the demo site asks.
function temporaryPassword(): string {
  const letters = "abcdefghjkmnpqrstuvwxyzABCDEFGHJKMNPQRSTUVWXYZ";
  const digits = "23456789";
  const all = letters + digits;
  const chars = [letters[crypto.randomInt(letters.length)]!, digits[crypto.randomInt(digits.length)]!];
  while (chars.length < 10) chars.push(all[crypto.randomInt(all.length)]!);
  for (let i = chars.length - 1; i > 0; i--) {
    const j = crypto.randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  return chars.join("");
}

export function memberRoutes(app: FastifyInstance, services: AccountServices) {
  const { db, config } = app;
  const rules = async () => (await siteConfiguration(db, config.MERCHANT_CODE)).register;

  /** The owner of an affiliate code (an agent) or a referral code (any real member). */
  async function codeOwner(code: string, agentsOnly: boolean): Promise<Member | undefined> {
    const owner = await findMemberByReferralCode(db, code);
    if (!owner || !mayUseMemberSite(config, owner.type) || isTrial(config, owner.type)) return undefined;
    return agentsOnly && !isAgent(config, owner.type) ? undefined : owner;
  }

  /** A new password against the password rule; the well-known default is never accepted. */
  async function checkNewPassword(field: string, password: string, confirm: string | null, old: string | null): Promise<void> {
    const failures: FieldFailure[] = [];
    const failure = fieldFailure(field, password, (await rules()).password, true);
    if (failure) failures.push(failure);
    else if (password === config.DEFAULT_PASSWORD || password === old) failures.push({ field, rule: "reused" });
    if (confirm !== null && confirm !== password) failures.push({ field: "confirmNewPassword", rule: "checkPass" });
    if (failures.length) throw fieldInvalid(failures);
  }

  async function register(mode: RegistrationMode, body: unknown, request: FastifyRequest) {
    const payload = await openSealed(services.keys, body, registrationPayload);
    const toggles = await enabledToggles(db, config.MERCHANT_CODE);
    if (mode === "username" && !toggles.has("USERNAMEREG3")) throw disabled("Registration by username");
    if (mode === "mobile" && !toggles.has("MOBILENUMREG3")) throw disabled("Registration by mobile number");
    await take(services.throttles.registerPerIp, clientIp(request));

    const listed = await countries(db);
    const checked = checkRegistration(payload, await rules(), mode, toggles, (code) => isListedDialingCode(listed, code));
    const v = checked.values;
    if (checked.captchaRequired) await checkCaptcha(db, payload.captchaId, payload.captcha);
    // An affiliate code names an agent; a referral link's code any real member. Either becomes the upline.
    const code = v.affiliateCode ?? payload.referralCode;
    const upline = code ? await codeOwner(code, v.affiliateCode !== undefined) : undefined;
    if (code && !upline) throw new AppError("AFFILIATE_INVALID", "invitation_code_error: no such invitation code");
    if (checked.smsRequired) await useCode(db, "register", phoneTarget(payload.countryDialingCode!, v.mobileNum!), v.verificationCode!);

    const member = await createMember(db, {
      username: v.username ?? `m${v.mobileNum}`,
      type: MEMBER_TYPE.member,
      passwordHash: await hashPassword(config, v.password!),
      paymentPasswordHash: v.paymentPassword ? await hashPassword(config, v.paymentPassword) : null,
      countryDialingCode: v.mobileNum ? payload.countryDialingCode : null,
      mobileNum: v.mobileNum ?? null,
      email: v.email?.toLowerCase() ?? null,
      payeeName: v.payeeName ?? null,
      qqNum: v.qqNum ?? null,
      line: v.line ?? null,
      whatsapp: v.whatsapp ?? null,
      zalo: v.zalo ?? null,
      facebook: v.facebook ?? null,
      wechat: v.wechat ?? null,
      telegram: v.telegram ?? null,
      idNumber: v.idNumber ?? null,
      recommenderId: v.recommenderId ?? null,
      birthday: v.birthday ?? null,
      uplineId: upline?.id ?? null,
      affiliateCodeUsed: upline ? code!.toUpperCase() : null,
      registerUrl: payload.registerUrl ?? payload.domain ?? null,
      registerMethod: payload.registerMethod ?? "WEB",
    });
    // Registration logs in; this is the member's first session.
    return completeLogin(db, config, request, member, "register", { ...NO_FLAGS, firstTimeLogin: true });
  }

  route(app, { method: "PUT", url: "/wps/member/register", body: z.unknown(), handler: ({ body }, request) => register("username", body, request) });
  route(app, { method: "PUT", url: "/wps/member/register/mobile", body: z.unknown(), handler: ({ body }, request) => register("mobile", body, request) });

  route(app, {
    method: "GET",
    url: "/wps/agent/affiliate",
    query: z.object({ code: z.string().trim().min(1).max(64), domain: z.string().max(255).optional() }),
    handler: async ({ query }) => {
      const agent = await codeOwner(query.code, true);
      return { valid: agent !== undefined, agent: agent?.username ?? null };
    },
  });

  route(app, {
    method: "POST",
    url: "/wps/member/password",
    body: z.unknown(),
    auth: "realMember",
    handler: async ({ body, signedIn: { member } }, request) => {
      const payload = await openSealed(services.keys, body, passwordChange);
      await take(services.throttles.loginPerAccount, `user:${member.usernameKey}`);
      const tempOk =
        member.tempPasswordExpiresAt !== null && member.tempPasswordExpiresAt.getTime() > Date.now() && (await verifyPassword(member.tempPasswordHash, payload.oldPassword));
      if (!tempOk && !(await verifyPassword(member.passwordHash, payload.oldPassword))) {
        throw new AppError("PASSWORD_WRONG", "The current password is wrong");
      }
      await checkNewPassword("newPassword", payload.newPassword, payload.confirmNewPassword, payload.oldPassword);
      const passwordHash = await hashPassword(config, payload.newPassword);
      // Every session ends; the member goes on with a new one (SPEC §4: "logged in again").
      const issued = await db.transaction(async (tx) => {
        await updateMember(tx, member.id, {
          passwordHash,
          passwordChangedAt: new Date(),
          mustChangePassword: false,
          tempPasswordHash: null,
          tempPasswordExpiresAt: null,
          firstLoginAt: member.firstLoginAt ?? new Date(),
        });
        await revokeMemberSessions(tx, member.id);
        return issueSession(tx, config, {
          memberId: member.id,
          accountKey: member.usernameKey,
          method: "password",
          ip: clientIp(request),
          userAgent: (request.headers["user-agent"] as string | undefined) ?? null,
        });
      });
      const updated = (await findMemberByUsername(db, member.usernameKey))!;
      return loginValue(db, config, updated, issued.token, issued.session, NO_FLAGS);
    },
  });

  route(app, {
    method: "POST",
    url: "/wps/member/password/verification",
    body: z.unknown(),
    handler: async ({ body }, request) => {
      const payload = await openSealed(services.keys, body, passwordByPhone);
      if (!(await isOn(db, config.MERCHANT_CODE, "CHNGPASSVERIF3"))) throw disabled("Password recovery by phone");
      await requireListedDialingCode(db, payload.countryDialingCode);
      await take(services.throttles.recoveryPerIp, clientIp(request));
      await checkNewPassword("newPassword", payload.newPassword, null, null);
      await useCode(db, "password", phoneTarget(payload.countryDialingCode, payload.mobileNum), payload.verificationCode);
      const member = await findMemberByMobile(db, payload.countryDialingCode, payload.mobileNum);
      if (!member || !member.passwordHash) throw new AppError("CODE_INVALID", "The verification code is not valid");
      const passwordHash = await hashPassword(config, payload.newPassword);
      await db.transaction(async (tx) => {
        await updateMember(tx, member.id, { passwordHash, passwordChangedAt: new Date(), mustChangePassword: false, tempPasswordHash: null, tempPasswordExpiresAt: null });
        await revokeMemberSessions(tx, member.id);
      });
      return null;
    },
  });

  route(app, {
    method: "POST",
    url: "/wps/member/password/email",
    body: z.object({ username: z.string().trim().min(1).max(64), email: z.string().trim().email().max(255) }),
    handler: async ({ body }, request) => {
      await take(services.throttles.recoveryPerIp, clientIp(request));
      // One email per name per SMS_RESEND_SECONDS, counted whether or not the pair matches.
      await take(services.throttles.smsPerNumber, `email:${usernameKey(body.username)}`);
      const expiresAt = new Date(Date.now() + config.TEMP_PASSWORD_HOURS * 3_600_000);
      const member = await findMemberByUsername(db, body.username);
      // The same answer whether or not the pair matches: nobody learns who has an account.
      if (member?.passwordHash && member.email && member.email.toLowerCase() === body.email.toLowerCase()) {
        const temporary = temporaryPassword();
        await updateMember(db, member.id, { tempPasswordHash: await hashPassword(config, temporary), tempPasswordExpiresAt: expiresAt });
        await services.delivery.email.send(
          member.email,
          "Laro: your temporary password",
          `Hello ${member.username},\n\nyour temporary password is ${temporary}\nIt works until ${expiresAt.toISOString()} and must be changed when you log in with it. ` +
            `Your current password keeps working; if you did not ask for this, ignore this message.`,
        );
      }
      return { expirationTime: expiresAt.toISOString() };
    },
  });

  route(app, {
    method: "GET",
    url: "/wps/member/info",
    auth: "member",
    handler: async ({ signedIn: { member, session } }) => {
      return memberInfo(db, config, member, { previousLogin: await previousLogin(db, session), expiresAt: session.expiresAt });
    },
  });

  profileRoutes(app, services);

  route(app, {
    method: "GET",
    url: "/wps/member/info/icon",
    auth: "member",
    handler: async ({ signedIn: { member } }) => {
      return { url: avatarDataUrl(member.username) };
    },
  });

  // No messages exist yet (a later issue brings them): the honest count is 0.
  route(app, {
    method: "GET",
    url: "/wps/member/message/unread",
    auth: "realMember",
    handler: async () => {
      return { count: 0 };
    },
  });

  // SPEC §3 consolidated contract info; every flag stays off until contracts exist.
  route(app, {
    method: "GET",
    url: "/wps/member/info/funds/consolidated",
    auth: "realMember",
    handler: async () => {
      return {
        dailysalreqtype: false,
        divtypereq: false,
        contracthoursalreq: false,
        realtimesalreqtype: false,
        enableDailySalary: false,
        enableHourSalary: false,
        enableSalary: false,
        enableAgentRealtimeSalary: false,
        enableDividendContract: false,
      };
    },
  });
}
