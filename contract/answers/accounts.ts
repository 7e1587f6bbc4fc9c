// Members and their sessions (docs/platform-calls.md "Accounts"): login answers, the member's own
// data, the encrypted calls' key, and the details a failure carries.
import { z } from "zod";
import { NEW_IP_OPTIONS } from "./signin";
import { reportedFailure } from "../registration";

export const memberInfo = z.object({
  id: z.string(),
  account: z.string(),
  nickname: z.string(),
  type: z.number(),
  isAgent: z.boolean(),
  isTrial: z.boolean(),
  toUpline: z.string().nullable(),
  clubLabel: z
    .object({ labelName: z.string(), color: z.string(), color2: z.string(), rankLevel: z.number() })
    .nullable(),
  memberLabel: z.array(z.object({ labelName: z.string(), color: z.string() })),
  payeeName: z.string().nullable(),
  mobileNum: z.string().nullable(),
  email: z.string().nullable(),
  previousLogin: z.object({ at: z.string(), ip: z.string() }).nullable(),
  sessionExpiresAt: z.string(),
});

export const login = z.object({
  token: z.string().min(1),
  sessionId: z.string(),
  firstTimeLogin: z.boolean(),
  passwordExpired: z.boolean(),
  mustChangePassword: z.boolean(),
  member: memberInfo,
});

export const encryptionKey = z.object({
  kid: z.string(),
  jwk: z.object({ kty: z.literal("RSA"), n: z.string(), e: z.string() }).passthrough(),
});
export const captcha = z.object({ captchaId: z.string(), image: z.string() });
export const smsSent = z.object({ expiredMinutes: z.number().positive() });
export const expiration = z.object({ expirationTime: z.string() });
export const affiliate = z.object({ valid: z.boolean(), agent: z.string().nullable() });
export const loginTicket = z.object({ account: z.string(), expiresAt: z.string() });
export const memberIcon = z.object({ url: z.string() });
export const loginRecord = z.object({ at: z.string(), ip: z.string(), method: z.string(), success: z.boolean() });
export const paymentPasswordState = z.object({ set: z.boolean() });

/** My account (SPEC §2.6): the profile fields and the bound mobile and email. */
export const profile = z.object({
  nickname: z.string(),
  payeeName: z.string().nullable(),
  birthday: z.string().nullable(),
  countryDialingCode: z.string().nullable(),
  mobileNum: z.string().nullable(),
  email: z.string().nullable(),
  contacts: z.record(z.string().nullable()),
});

/** Failure details the platform sends in `value` (docs/platform-calls.md, Accounts). */
export const failureDetails = {
  captcha: z.object({ captcha: z.boolean() }),
  locked: z.object({ until: z.string() }),
  newIp: z.object({
    challengeId: z.string(),
    channel: z.enum(["sms", "email"]).nullable(),
    target: z.string().nullable(),
    expiredMinutes: z.number(),
    options: z.array(z.enum(NEW_IP_OPTIONS)),
  }),
  rateLimited: z.object({ retryAfterSeconds: z.number() }),
  field: reportedFailure,
  fields: z.object({ fields: z.array(reportedFailure) }),
};

export type MemberInfo = z.infer<typeof memberInfo>;
export type Login = z.infer<typeof login>;
export type EncryptionKey = z.infer<typeof encryptionKey>;
export type Captcha = z.infer<typeof captcha>;
export type SmsSent = z.infer<typeof smsSent>;
export type Expiration = z.infer<typeof expiration>;
export type Affiliate = z.infer<typeof affiliate>;
export type LoginRecord = z.infer<typeof loginRecord>;
export type Profile = z.infer<typeof profile>;
