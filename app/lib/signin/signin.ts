// Sign-in options (SPEC §4, ADR 0032): the forms' ids and schemas, shared by the browser (conform's
// onValidate) and the actions (parseWithZod): the new-address check by authenticator app or bank account
// holder name, and the authenticator app's set-up in the security centre.
import { z } from "zod";
import { returnTo } from "~/lib/auth/fields";

export const SIGNIN_FORMS = {
  newIpTotp: "verify-new-ip-totp-form",
  newIpBank: "verify-new-ip-bank-form",
  totpStart: "authenticator-start-form",
  totpConfirm: "authenticator-confirm-form",
  totpDisable: "authenticator-disable-form",
} as const;

const trimmed = (value: unknown) => (typeof value === "string" ? value.replace(/\s+/g, "") || undefined : value);

/** Six digits, as the app shows them (a space in the middle, as some apps print it, is dropped). */
export const totpCode = z.preprocess(
  trimmed,
  z.string({ required_error: "signin:validation.totpCode" }).regex(/^\d{6}$/, "signin:validation.totpCode"),
);

const holderName = z.preprocess(
  (value) => (typeof value === "string" ? value.trim() || undefined : value),
  z.string({ required_error: "signin:validation.holderName" }).max(120, "signin:validation.holderName"),
);

export const newIpTotpSchema = z.object({ code: totpCode, returnTo });
export const newIpBankSchema = z.object({ holderName, returnTo });

export const totpStartSchema = z.object({});
export const totpConfirmSchema = z.object({ code: totpCode });

/** Turning the app off takes a current code or the login password: one of the two. */
export const totpDisableSchema = z
  .object({
    code: z.preprocess(
      trimmed,
      z
        .string()
        .regex(/^\d{6}$/, "signin:validation.totpCode")
        .optional(),
    ),
    password: z.preprocess(
      (value) => (typeof value === "string" ? value.trim() || undefined : value),
      z.string().max(128).optional(),
    ),
  })
  .superRefine((value, ctx) => {
    if (!value.code && !value.password)
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["code"], message: "signin:validation.codeOrPassword" });
  });
