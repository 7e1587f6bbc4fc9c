// The member's session on the web tier (DESIGN §4, §8): a sealed (encrypted and authenticated),
// httpOnly, SameSite=Lax cookie holding the platform token and the little the pages need between
// requests (ADR 0019).
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { createCookie, createCookieSessionStorage, type Session } from "@remix-run/node";
import type { SubmissionResult } from "@conform-to/react";
import type { NewIpOption } from "~contract/answers/signin";
import { readWebEnv } from "../config/env.server";
import { COOKIE_BYTES_MAX, createSealedCookie } from "./sealedCookie.server";

export type MemberSummary = { account: string; type: number; isAgent: boolean; isTrial: boolean };

/** What a form answer leaves for the next page: the modal's last result, or a pop-up to show. */
export type FormFlash = { form: string; result: SubmissionResult<string[]> };

/** A login from a new address waiting for its proof: the code sent (if any) and the other options the member has (ADR 0032). */
export type NewIpChallenge = {
  challengeId: string;
  channel: "sms" | "email" | null;
  target: string | null;
  options: NewIpOption[];
  sentAt: number;
  expiredMinutes: number;
};

/** SMS countdowns per purpose (SPEC §4 SMS button): when the code was sent and how long it lives. */
export type SmsPurpose = "login" | "register" | "registerMobile" | "password";
export type SmsCountdown = { sentAt: number; seconds: number; to: string };

export type SessionData = {
  token: string;
  sessionId: string;
  member: MemberSummary;
  mustChangePassword: boolean;
  captchaId: string;
  /** Set by a failed login whose answer carried the captcha flag (SPEC §4). */
  captchaRequired: boolean;
  newIp: NewIpChallenge;
  sms: Partial<Record<SmsPurpose, SmsCountdown>>;
};
// A form's answer for the next page view (flashForm); what a form that did its work says is its notice, which has
// its own cookie (app/lib/forms/notice.server.ts, ADR 0072).
export type SessionFlash = { formFlash: FormFlash };
export type WebSession = Session<SessionData, SessionFlash>;

const SECRET_FILE = "web-session.secret";

/**
 * SESSION_SECRET, or (outside production) one generated on first start and kept under DATA_DIR so
 * that sessions survive a restart. Production without it is refused by readWebEnv.
 */
export function sessionSecret(env = readWebEnv()): string {
  if (env.SESSION_SECRET) return env.SESSION_SECRET;
  if (env.NODE_ENV === "production") throw new Error("SESSION_SECRET is required when NODE_ENV is production");
  const file = path.resolve(env.DATA_DIR, SECRET_FILE);
  try {
    const stored = fs.readFileSync(file, "utf8").trim();
    if (stored.length >= 16) return stored;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const secret = crypto.randomBytes(32).toString("base64url");
  fs.writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

const env = readWebEnv();
const secure = env.NODE_ENV === "production";
export const SECRET = sessionSecret(env);

const storage = createCookieSessionStorage<SessionData, SessionFlash>({
  cookie: createSealedCookie("__session", SECRET, { httpOnly: true, sameSite: "lax", secure, path: "/" }),
});

export const csrfCookie = createCookie("csrf", {
  httpOnly: true,
  sameSite: "lax",
  secure,
  path: "/",
  secrets: [SECRET],
});

export function getSession(request: Request): Promise<WebSession> {
  return storage.getSession(request.headers.get("Cookie"));
}

/**
 * Never more than a browser keeps: should a form's flash still not fit (its echoed values are already
 * bounded, account.server.ts), the flash goes and the session stays.
 */
export async function commitSession(session: WebSession): Promise<string> {
  const cookie = await storage.commitSession(session).catch(() => null);
  if (cookie && cookie.length <= COOKIE_BYTES_MAX) return cookie;
  session.unset("__flash_formFlash__" as never);
  return storage.commitSession(session);
}

const MEMBER_KEYS = ["token", "sessionId", "member", "mustChangePassword", "newIp"] as const;

/** Logged out: the member's part goes, the rest (countdowns, captcha state) stays. */
export function forgetMember(session: WebSession): void {
  for (const key of MEMBER_KEYS) session.unset(key);
}
