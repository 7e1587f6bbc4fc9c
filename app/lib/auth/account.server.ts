// Member sessions on the web tier: starting and ending them, the member the header shows, and
// the translation of the platform's account failures into form messages (SPEC §8).
import type { SubmissionResult } from "@conform-to/react";
import { redirect } from "@remix-run/node";
import { message } from "~/lib/forms/messages";
import { formatMinor } from "~contract/money";
import { failureMessage } from "~/lib/auth/registration";
import { HONEYPOT_FIELDS } from "~/lib/security/security.server";
import { commitSession, forgetMember, type SmsPurpose, type WebSession } from "~/lib/session/session.server";
import { modalHref, safeRedirectPath, type Place } from "~/lib/shell/urls";
import {
  PlatformError,
  PlatformUnreachableError,
  failureDetails,
  type Login,
  type MemberInfo,
  type WalletBalance,
} from "~/lib/platform/client.server";

export type MemberView = {
  account: string;
  nickname: string;
  type: number;
  isAgent: boolean;
  isTrial: boolean;
  icon: string | null;
  mustChangePassword: boolean;
  /** The header's balance (SPEC §2.3), already formatted; null while the wallet cannot say ('updating'). */
  balance: { total: string; points: string | null } | null;
  /** Unread platform information (SPEC §7); null for a trial player (SPEC §4) or while the platform cannot say. */
  unreadMessages: number | null;
  /** The VIP level (SPEC §3 clubLabel.rankLevel; 0 without one): above 4 the member is served by VIP customer service (SPEC §6). */
  rankLevel: number;
};

/** Fields never echoed back into a form (passwords, the form's own tokens). */
// A captcha answer is spent by the submit that carried it (a failed one brings a new picture): never echoed.
export const HIDDEN_FIELDS = [
  "password",
  "confirmPassword",
  "oldPassword",
  "newPassword",
  "confirmNewPassword",
  "paymentPassword",
  "captcha",
  "csrf",
  ...HONEYPOT_FIELDS,
];

export function startSession(session: WebSession, login: Login): void {
  session.set("token", login.token);
  session.set("sessionId", login.sessionId);
  session.set("member", {
    account: login.member.account,
    type: login.member.type,
    isAgent: login.member.isAgent,
    isTrial: login.member.isTrial,
  });
  session.set("mustChangePassword", login.mustChangePassword);
  session.unset("newIp");
  session.unset("captchaRequired");
  session.unset("captchaId");
}

export function memberView(
  info: MemberInfo,
  icon: string | null,
  mustChangePassword: boolean,
  wallet: WalletBalance | null = null,
  unreadMessages: number | null = null,
): MemberView {
  return {
    unreadMessages,
    balance: wallet
      ? {
          total: `${wallet.currencySymbol}${formatMinor(wallet.sumBalance)}`,
          points: BigInt(wallet.points) > 0n ? BigInt(wallet.points).toLocaleString("en-US") : null,
        }
      : null,
    account: info.account,
    nickname: info.nickname,
    type: info.type,
    isAgent: info.isAgent,
    isTrial: info.isTrial,
    icon,
    mustChangePassword,
    rankLevel: info.clubLabel?.rankLevel ?? 0,
  };
}

export { forgetMember };

/** A path+query the form came from, as a place to reopen a modal on (same site only). */
export function placeOf(returnTo: unknown): Place {
  const target = new URL(safeRedirectPath(returnTo), "http://site.invalid");
  // A form comes back to its page without asking for another captcha (the no-JS refresh link's ?newCaptcha).
  target.searchParams.delete("newCaptcha");
  return { pathname: target.pathname, search: target.search };
}

/** A redirect that also stores the session. */
export async function redirectWith(
  session: WebSession,
  to: string,
  headers: Headers = new Headers(),
): Promise<Response> {
  headers.append("Set-Cookie", await commitSession(session));
  return redirect(to, { headers });
}

// A refused form comes back filled in without JavaScript: its values ride in the sealed session cookie
// for one page view. Only what a person types goes back, cut to a field's length, never a password.
const ECHO_FIELDS_MAX = 40;
const ECHO_VALUE_CHARS = 256;
const ECHO_TOTAL_CHARS = 1500;
// A captcha's answer comes back only when its task kept it (registration, while the challenge is unanswered,
// ADR 0068): every other task's reply hides it already.
const NEVER_ECHOED = HIDDEN_FIELDS.filter((name) => name !== "captcha");

function boundedEcho(initial: unknown): Record<string, string | string[]> | null {
  if (!initial || typeof initial !== "object") return null;
  const echo: Record<string, string | string[]> = {};
  const cut = (value: unknown) => (typeof value === "string" ? value.slice(0, ECHO_VALUE_CHARS) : null);
  for (const [name, value] of Object.entries(initial).slice(0, ECHO_FIELDS_MAX)) {
    if (name.length > 64 || NEVER_ECHOED.includes(name)) continue;
    const kept = Array.isArray(value)
      ? value
          .slice(0, 10)
          .map(cut)
          .filter((v): v is string => v !== null)
      : cut(value);
    if (kept !== null) echo[name] = kept;
  }
  return JSON.stringify(echo).length <= ECHO_TOTAL_CHARS ? echo : null;
}

/** The form's answer for the next page view, its echoed values bounded (ADR 0019). */
export function flashForm(session: WebSession, form: string, result: SubmissionResult<string[]>): void {
  session.flash("formFlash", {
    form,
    result: { ...result, initialValue: boundedEcho(result.initialValue) } as SubmissionResult<string[]>,
  });
}

/** Back to the page the form was on, the modal open and the form's result in a flash. */
export async function backToForm(
  session: WebSession,
  input: {
    returnTo: unknown;
    modal: string;
    params?: Record<string, string | number | null>;
    form: string;
    result: SubmissionResult<string[]>;
  },
  headers?: Headers,
): Promise<Response> {
  flashForm(session, input.form, input.result);
  return redirectWith(session, modalHref(placeOf(input.returnTo), input.modal, input.params ?? {}), headers);
}

export type Translated = { formErrors: string[]; fieldErrors: Record<string, string[]> };

const minutes = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));

/** A platform failure as messages for the form (SPEC §8); the web translates by code, never by text. */
export function translateFailure(error: unknown, fieldOf: Partial<Record<string, string>> = {}): Translated {
  const result: Translated = { formErrors: [], fieldErrors: {} };
  const toField = (field: string, text: string) => {
    const name = fieldOf[field] ?? field;
    (result.fieldErrors[name] ??= []).push(text);
  };
  if (error instanceof PlatformUnreachableError) {
    result.formErrors.push("auth:error.network");
    return result;
  }
  if (!(error instanceof PlatformError)) throw error;
  switch (error.code) {
    case "ACCOUNT_LOCKED": {
      const details = failureDetails.locked.safeParse(error.details);
      const left = details.success ? (new Date(details.data.until).getTime() - Date.now()) / 1000 : 60;
      result.formErrors.push(message("auth:error.ACCOUNT_LOCKED", { minutes: minutes(left) }));
      break;
    }
    case "RATE_LIMITED": {
      const details = failureDetails.rateLimited.safeParse(error.details);
      result.formErrors.push(
        message("auth:error.RATE_LIMITED", {
          minutes: minutes(details.success ? details.data.retryAfterSeconds : 300),
        }),
      );
      break;
    }
    case "CAPTCHA_REQUIRED":
    case "CAPTCHA_WRONG":
      toField("captcha", `auth:error.${error.code}`);
      break;
    case "CODE_INVALID":
    case "CODE_EXPIRED":
      toField("verificationCode", `auth:error.${error.code}`);
      break;
    case "USERNAME_TAKEN":
      toField("username", "auth:error.USERNAME_TAKEN");
      break;
    case "MOBILE_TAKEN":
      toField("mobileNum", "auth:error.MOBILE_TAKEN");
      break;
    case "AFFILIATE_INVALID":
      toField("affiliateCode", "auth:error.AFFILIATE_INVALID");
      break;
    case "PASSWORD_WRONG":
      toField("oldPassword", "auth:error.PASSWORD_WRONG");
      break;
    case "FIELD_INVALID": {
      const many = failureDetails.fields.safeParse(error.details);
      const one = failureDetails.field.safeParse(error.details);
      const failures = many.success ? many.data.fields : one.success ? [one.data] : [];
      for (const failure of failures) toField(failure.field, failureMessage(failure));
      if (failures.length === 0) result.formErrors.push("auth:error.generic");
      break;
    }
    case "LOGIN_FAILED":
    case "NON_MEMBER":
    case "TRIAL_REFUSED":
    case "FEATURE_DISABLED":
    case "UNAUTHORIZED":
      result.formErrors.push(`auth:error.${error.code}`);
      break;
    default:
      console.error(`account call failed: ${error.code} ${error.message}`);
      result.formErrors.push("auth:error.generic");
  }
  return result;
}

/** SMS countdowns (SPEC §4): seconds left, 0 when none runs. */
export function smsSecondsLeft(session: WebSession, purpose: SmsPurpose, now = Date.now()): number {
  const countdown = session.get("sms")?.[purpose];
  if (!countdown) return 0;
  return Math.max(0, Math.ceil((countdown.sentAt + countdown.seconds * 1000 - now) / 1000));
}

export function startCountdown(
  session: WebSession,
  purpose: SmsPurpose,
  seconds: number,
  to: string,
  now = Date.now(),
): void {
  session.set("sms", { ...(session.get("sms") ?? {}), [purpose]: { sentAt: now, seconds, to } });
}
