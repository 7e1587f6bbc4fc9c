// The password forms' schemas (SPEC §2.5, §4): forgotten (by email or by phone) and changed.
import { z } from "zod";
import { message } from "~/lib/forms/messages";
import { dialingCode, mobileNum, notEmpty, requiredText, returnTo, verificationCode } from "./fields";

export const forgotEmailSchema = z.object({
  username: requiredText("username", 64),
  email: z.preprocess(
    (value) => (typeof value === "string" ? value.trim() || undefined : value),
    z
      .string({ required_error: notEmpty("email") })
      .email("auth:validation.email")
      .max(255, "auth:validation.email"),
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
