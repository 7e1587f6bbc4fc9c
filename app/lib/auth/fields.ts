// What the account forms (SPEC §5) have in common: their ids and the fields several of them ask for.
// Each task's own schema lives beside it (login.ts, sms.ts, passwords.ts), shared by the browser
// (conform's onValidate) and the /auth action (parseWithZod): the server is the authority.
import { z } from "zod";
import { message } from "~/lib/forms/messages";

export const FORM_IDS = {
  login: "login-form",
  loginSms: "login-sms-form",
  verifyNewIp: "verify-new-ip-form",
  register: "register-form",
  forgotEmail: "forgot-email-form",
  forgotPhone: "forgot-phone-form",
  changePassword: "change-password-form",
  logout: "logout-form",
  trialRegister: "trial-register-form",
  freePlay: "free-play-form",
  loginTicket: "login-ticket-form",
} as const;
export type FormId = (typeof FORM_IDS)[keyof typeof FORM_IDS];

/** SPEC §9: a verification code is at most 255 characters. */
export const VERIFICATION_CODE_MAX = 255;
/** The dialing code a form starts with (the site's home market). */
export const DEFAULT_DIALING_CODE = "+63";

export const notEmpty = (field: string) => message("auth:validation.notEmpty", { field: `auth:field.${field}` });

/** A required text, trimmed (SPEC §3: username and password are trimmed). */
export function requiredText(field: string, max = 255) {
  return z.preprocess(
    (value) => (typeof value === "string" ? value.trim() || undefined : value),
    z
      .string({ required_error: notEmpty(field) })
      .max(max, message("auth:validation.tooLong", { field: `auth:field.${field}`, max })),
  );
}

export const mobileNum = z.preprocess(
  (value) => (typeof value === "string" ? value.trim() || undefined : value),
  z.string({ required_error: notEmpty("mobileNum") }).regex(/^\d{6,15}$/, "auth:validation.mobile"),
);
export const dialingCode = z.preprocess(
  (value) => (typeof value === "string" ? value.trim() || undefined : value),
  z.string({ required_error: notEmpty("countryDialingCode") }).regex(/^\+?\d{1,4}$/, "auth:validation.dialingCode"),
);
export const verificationCode = z.preprocess(
  (value) => (typeof value === "string" ? value.trim() || undefined : value),
  z.string({ required_error: "auth:validation.code" }).max(VERIFICATION_CODE_MAX, "auth:validation.code"),
);
export const returnTo = z.string().optional();

/** Forms with nothing to fill in (logout, free play) only carry where to come back to. */
export const emptySchema = z.object({ returnTo });
