// The account forms' schemas (SPEC §5), shared by the browser (conform's onValidate) and the /auth
// action (parseWithZod): the server is the authority, the browser only answers sooner.
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
  freePlay: "free-play-form",
  loginTicket: "login-ticket-form",
} as const;
export type FormId = (typeof FORM_IDS)[keyof typeof FORM_IDS];

/** SPEC §9: a verification code is at most 255 characters. */
export const VERIFICATION_CODE_MAX = 255;
/** The dialing code a form starts with (the site's home market). */
export const DEFAULT_DIALING_CODE = "+63";

const notEmpty = (field: string) => message("auth:validation.notEmpty", { field: `auth:field.${field}` });

/** A required text, trimmed (SPEC §3: username and password are trimmed). */
export function requiredText(field: string, max = 255) {
  return z.preprocess(
    (value) => (typeof value === "string" ? value.trim() || undefined : value),
    z.string({ required_error: notEmpty(field) }).max(max, message("auth:validation.tooLong", { field: `auth:field.${field}`, max })),
  );
}

const mobileNum = z.preprocess(
  (value) => (typeof value === "string" ? value.trim() || undefined : value),
  z.string({ required_error: notEmpty("mobileNum") }).regex(/^\d{6,15}$/, "auth:validation.mobile"),
);
const dialingCode = z.preprocess(
  (value) => (typeof value === "string" ? value.trim() || undefined : value),
  z.string({ required_error: notEmpty("countryDialingCode") }).regex(/^\+?\d{1,4}$/, "auth:validation.dialingCode"),
);
const verificationCode = z.preprocess(
  (value) => (typeof value === "string" ? value.trim() || undefined : value),
  z.string({ required_error: "auth:validation.code" }).max(VERIFICATION_CODE_MAX, "auth:validation.code"),
);
const returnTo = z.string().optional();

function captchaField(required: boolean) {
  return required ? requiredText("captcha", 16) : z.string().trim().optional();
}

/** Login by username: both required; the captcha once a failed login asked for it. */
export function loginSchema(options: { captcha: boolean }) {
  return z.object({
    username: requiredText("username", 64),
    password: requiredText("password", 128),
    captcha: captchaField(options.captcha),
    remember: z.boolean().optional(),
    returnTo,
  });
}

/** Login by SMS code: mobile in mobile format, code required. */
export function loginSmsSchema(options: { captcha: boolean }) {
  return z.object({
    countryDialingCode: dialingCode,
    mobileNum,
    verificationCode,
    captcha: captchaField(options.captcha),
    remember: z.boolean().optional(),
    returnTo,
  });
}

/** The login SMS button needs only the number. */
export const smsRequestSchema = z.object({ countryDialingCode: dialingCode, mobileNum, returnTo });

export const verifyNewIpSchema = z.object({ code: verificationCode, returnTo });

export const forgotEmailSchema = z.object({
  username: requiredText("username", 64),
  email: z.preprocess(
    (value) => (typeof value === "string" ? value.trim() || undefined : value),
    z.string({ required_error: notEmpty("email") }).email("auth:validation.email").max(255, "auth:validation.email"),
  ),
  returnTo,
});

/** The password rule's bounds come from the registration rules (SPEC §5 "(min)-(max) characters"). */
export type PasswordBounds = { min: number; max: number };

function newPassword(field: string, bounds: PasswordBounds) {
  const length = message("auth:validation.passwordLength", { min: bounds.min, max: bounds.max });
  return requiredText(field, 128).pipe(z.string().min(bounds.min, length).max(bounds.max, length));
}

export function forgotPhoneSchema(bounds: PasswordBounds) {
  return z.object({
    countryDialingCode: dialingCode,
    mobileNum,
    verificationCode,
    newPassword: newPassword("newPassword", bounds),
    returnTo,
  });
}

export function changePasswordSchema(bounds: PasswordBounds) {
  return z
    .object({
      oldPassword: requiredText("oldPassword", 128),
      newPassword: newPassword("newPassword", bounds),
      confirmNewPassword: requiredText("confirmNewPassword", 128),
      returnTo,
    })
    .refine((value) => value.newPassword === value.confirmNewPassword, {
      path: ["confirmNewPassword"],
      message: "auth:validation.inconsistentTwice",
    });
}

/** Forms with nothing to fill in (logout, free play) only carry where to come back to. */
export const emptySchema = z.object({ returnTo });

/** The login landing's confirmation: the ticket from ?token= (ADR 0019), sent back with a POST. */
export const LOGIN_TICKET_PATTERN = /^[0-9a-f-]{36}\.[A-Za-z0-9_-]{43}$/;
export const loginTicketSchema = z.object({ ticket: z.string().regex(LOGIN_TICKET_PATTERN, "auth:error.TICKET_INVALID"), returnTo });
