import { AppError } from "../errors.js";
import { requireListedDialingCode, siteConfiguration } from "../merchant/index.js";
import { checkCaptcha } from "./captcha/captcha.js";
import type { Visit } from "./login.js";
import { findMemberByMobile, phoneTarget } from "./members.js";
import { mayUseMemberSite } from "./member-types.js";
import { fieldInvalid } from "./registration.js";
import { fieldFailure } from "../../../contract/registration.js";
import { disabled, type AccountContext } from "./sign-in.js";
import { take } from "./throttles.js";
import { isOn } from "./toggles.js";
import { createCode } from "./verification-codes.js";

// Codes by SMS. Each number gets one message per SMS_RESEND_SECONDS and each address
// SMS_PER_IP_PER_HOUR. Both limits count whether or not the number has an account (and the
// answer is the same), so neither the answer nor a throttle tells who is registered.

export type Phone = { countryDialingCode: string; mobileNum: string };
type OptionalCaptcha = { captchaId?: string; captcha?: string };

async function throttleSms({ services }: AccountContext, visit: Visit, target: string) {
  await take(services.throttles.smsPerIp, visit.ip);
  await take(services.throttles.smsPerNumber, target);
}

async function sendSms(
  { db, config, services }: AccountContext,
  purpose: "login" | "register" | "password",
  target: string,
  memberId: string | null,
): Promise<Date> {
  const { code, expiresAt } = await createCode(db, { purpose, target, minutes: config.SMS_CODE_MINUTES, memberId });
  await services.delivery.sms.send(
    target,
    `Laro: your verification code is ${code}. It expires in ${config.SMS_CODE_MINUTES} minutes.`,
  );
  return expiresAt;
}

/** A captcha is optional on the SMS calls; when the web sends one, it must be right. */
async function optionalCaptcha({ db }: AccountContext, input: OptionalCaptcha) {
  if (input.captchaId !== undefined || input.captcha !== undefined)
    await checkCaptcha(db, input.captchaId, input.captcha);
}

export async function sendLoginCode(
  context: AccountContext,
  visit: Visit,
  input: Phone & OptionalCaptcha,
): Promise<{ expiredMinutes: number }> {
  const { db, config } = context;
  if (!(await isOn(db, config.MERCHANT_CODE, "MOBILEVERCODELOGIN3"))) throw disabled("Login by SMS code");
  await requireListedDialingCode(db, input.countryDialingCode);
  await optionalCaptcha(context, input);
  const target = phoneTarget(input.countryDialingCode, input.mobileNum);
  await throttleSms(context, visit, target);
  const member = await findMemberByMobile(db, input.countryDialingCode, input.mobileNum);
  if (member && mayUseMemberSite(config, member.type)) await sendSms(context, "login", target, member.id);
  return { expiredMinutes: config.SMS_CODE_MINUTES };
}

export async function sendRegisterCode(
  context: AccountContext,
  visit: Visit,
  input: Phone & OptionalCaptcha & { regType: "username" | "mobile" },
): Promise<{ expiredMinutes: number }> {
  const { db, config } = context;
  if (input.regType === "mobile" && !(await isOn(db, config.MERCHANT_CODE, "MOBILENUMREG3")))
    throw disabled("Registration by mobile number");
  await requireListedDialingCode(db, input.countryDialingCode);
  // The number must pass its rule before a message is spent on it (SPEC §5).
  const rules = (await siteConfiguration(db, config.MERCHANT_CODE)).register;
  const failure = rules.mobileNum ? fieldFailure("mobileNum", input.mobileNum, rules.mobileNum, true) : null;
  if (failure) throw fieldInvalid([failure]);
  await optionalCaptcha(context, input);
  if (await findMemberByMobile(db, input.countryDialingCode, input.mobileNum)) {
    throw new AppError("MOBILE_TAKEN", "This mobile number already has an account");
  }
  const target = phoneTarget(input.countryDialingCode, input.mobileNum);
  await throttleSms(context, visit, target);
  await sendSms(context, "register", target, null);
  return { expiredMinutes: config.SMS_CODE_MINUTES };
}

export async function sendPasswordCode(
  context: AccountContext,
  visit: Visit,
  input: Phone,
): Promise<{ expirationTime: string }> {
  const { db, config } = context;
  if (!(await isOn(db, config.MERCHANT_CODE, "CHNGPASSVERIF3"))) throw disabled("Password recovery by phone");
  await requireListedDialingCode(db, input.countryDialingCode);
  const target = phoneTarget(input.countryDialingCode, input.mobileNum);
  await throttleSms(context, visit, target);
  const member = await findMemberByMobile(db, input.countryDialingCode, input.mobileNum);
  const expiresAt = member?.passwordHash
    ? await sendSms(context, "password", target, member.id)
    : new Date(Date.now() + config.SMS_CODE_MINUTES * 60_000);
  return { expirationTime: expiresAt.toISOString() };
}
