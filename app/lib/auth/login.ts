// The login forms' schemas (SPEC §3, §4): by username, by SMS code, the new-address check and the
// login landing's ticket.
import { z } from "zod";
import { dialingCode, mobileNum, requiredText, returnTo, verificationCode } from "./fields";

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

export const verifyNewIpSchema = z.object({ code: verificationCode, returnTo });

/** The login landing's confirmation: the ticket from ?token= (ADR 0019), sent back with a POST. */
export const LOGIN_TICKET_PATTERN = /^[0-9a-f-]{36}\.[A-Za-z0-9_-]{43}$/;
export const loginTicketSchema = z.object({
  ticket: z.string().regex(LOGIN_TICKET_PATTERN, "auth:error.TICKET_INVALID"),
  returnTo,
});
