// The agent centre's forms (SPEC §2.7 registerCenter): ids and schemas shared by the browser (conform's
// onValidate) and the server (parseWithZod), which stays the authority; the platform checks the site's
// username and password rules and answers each failure at its field.
import { z } from "zod";
import { message } from "~/lib/forms/messages";

export const AGENT_FORMS = { registerDownline: "register-downline-form" } as const;

export const ACCOUNT_TYPES = ["member", "agent"] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

const required = (field: string) => message("agent:validation.required", { field: `agent:field.${field}` });

function text(field: string, max: number) {
  return z.preprocess(
    (value) => (typeof value === "string" ? value.trim() || undefined : value),
    z
      .string({ required_error: required(field) })
      .max(max, message("agent:validation.tooLong", { field: `agent:field.${field}`, max })),
  );
}

export const registerDownlineSchema = z
  .object({
    username: text("username", 64),
    // A password is taken as typed: spaces are the member's choice and the platform's rule decides.
    password: z
      .string({ required_error: required("password") })
      .max(128, message("agent:validation.tooLong", { field: "agent:field.password", max: 128 })),
    confirmPassword: z.string({ required_error: required("confirmPassword") }),
    accountType: z.enum(ACCOUNT_TYPES, {
      required_error: required("accountType"),
      invalid_type_error: required("accountType"),
    }),
  })
  .refine((value) => value.password === value.confirmPassword, {
    message: "agent:validation.mismatch",
    path: ["confirmPassword"],
  });
