import { AppError } from "../errors.js";
import { required } from "../../required.js";
import { countries, isListedDialingCode, siteConfiguration } from "../merchant/index.js";
import { completeLogin, NO_FLAGS, type Login, type Visit } from "./login.js";
import { createMember, findMemberByReferralCode, phoneTarget, type Member } from "./members.js";
import { isAgent, isTrial, mayUseMemberSite, MEMBER_TYPE } from "./member-types.js";
import { hashPassword } from "./passwords.js";
import { checkRegistration, fieldInvalid, type RegistrationPayload } from "./registration.js";
import { fieldFailure, type FieldFailure, type RegistrationMode } from "../../../contract/registration.js";
import { checkCaptcha } from "./captcha/captcha.js";
import { disabled, type AccountContext } from "./sign-in.js";
import { take } from "./throttles.js";
import { enabledToggles } from "./toggles.js";
import { useCode } from "./verification-codes.js";

// Registration (SPEC §5): the site's rules decide the fields; an invitation code names the upline.
// Registration logs the new member in.

/** The owner of an affiliate code (an agent) or a referral code (any real member). */
export async function codeOwner(
  { db, config }: AccountContext,
  code: string,
  agentsOnly: boolean,
): Promise<Member | undefined> {
  const owner = await findMemberByReferralCode(db, code);
  if (!owner || !mayUseMemberSite(config, owner.type) || isTrial(config, owner.type)) return undefined;
  return agentsOnly && !isAgent(config, owner.type) ? undefined : owner;
}

export async function registerMember(
  context: AccountContext,
  visit: Visit,
  mode: RegistrationMode,
  payload: RegistrationPayload,
): Promise<Login> {
  const { db, config, services } = context;
  const toggles = await enabledToggles(db, config.MERCHANT_CODE);
  if (mode === "username" && !toggles.has("USERNAMEREG3")) throw disabled("Registration by username");
  if (mode === "mobile" && !toggles.has("MOBILENUMREG3")) throw disabled("Registration by mobile number");
  await take(services.throttles.registerPerIp, visit.ip);

  const listed = await countries(db);
  const checked = checkRegistration(
    payload,
    (await siteConfiguration(db, config.MERCHANT_CODE)).register,
    mode,
    toggles,
    (code) => isListedDialingCode(listed, code),
  );
  const v = checked.values;
  if (checked.captchaRequired) await checkCaptcha(db, payload.captchaId, payload.captcha);
  // An affiliate code names an agent; a referral link's code any real member. Either becomes the upline.
  const code = v.affiliateCode ?? payload.referralCode;
  const upline = code ? await codeOwner(context, code, v.affiliateCode !== undefined) : undefined;
  if (code && !upline) throw new AppError("AFFILIATE_INVALID", "invitation_code_error: no such invitation code");
  if (checked.smsRequired) {
    // checkRegistration refuses the form unless the number, its dialing code and the code are filled in.
    const phone = phoneTarget(
      required(payload.countryDialingCode, "countryDialingCode"),
      required(v.mobileNum, "mobileNum"),
    );
    await useCode(db, "register", phone, required(v.verificationCode, "verificationCode"));
  }

  const member = await createMember(db, {
    username: v.username ?? `m${v.mobileNum}`,
    type: MEMBER_TYPE.member,
    passwordHash: await hashPassword(config, required(v.password, "password")),
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
    affiliateCodeUsed: upline && code ? code.toUpperCase() : null,
    registerUrl: payload.registerUrl ?? payload.domain ?? null,
    registerMethod: payload.registerMethod ?? "WEB",
  });
  // The registration bonuses (ADR 0046): the account stands whatever a promotion says or fails to say.
  await services.registered(db, member.id, visit.ip).catch(() => undefined);
  // Registration logs in; this is the member's first session.
  return completeLogin(db, config, visit, member, "register", { ...NO_FLAGS, firstTimeLogin: true });
}

/**
 * An agent registers an account directly under itself (SPEC §2.7 registerCenter): a member, or a sub-agent.
 * Username and password follow the site's registration rules, as on the registration page; the new account
 * is not logged in (the agent hands the login over). The caller has checked that `agent` is an agent.
 */
export async function registerDownline(
  { db, config }: Pick<AccountContext, "db" | "config">,
  agent: Member,
  input: { username: string; password: string; confirmPassword: string; accountType: "member" | "agent" },
): Promise<{ username: string; type: number }> {
  const rules = (await siteConfiguration(db, config.MERCHANT_CODE)).register;
  const failures: FieldFailure[] = [];
  for (const field of ["username", "password", "confirmPassword"] as const) {
    const failure = fieldFailure(field, input[field], rules[field], true);
    if (failure) failures.push(failure);
  }
  if (!failures.some((f) => f.field === "confirmPassword") && input.confirmPassword !== input.password)
    failures.push({ field: "confirmPassword", rule: "checkPass" });
  if (failures.length) throw fieldInvalid(failures);
  const member = await createMember(db, {
    username: input.username,
    type: input.accountType === "agent" ? MEMBER_TYPE.subAgent : MEMBER_TYPE.member,
    passwordHash: await hashPassword(config, input.password),
    uplineId: agent.id,
    registerMethod: "AGENT",
  });
  return { username: member.username, type: member.type };
}
