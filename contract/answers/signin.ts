// Sign-in options (docs/platform-calls.md "Sign-in options", ADR 0032): the member's authenticator app.
import { z } from "zod";

/** On or off; while a set-up waits for its first code, the secret to type and its otpauth:// URL. */
export const authenticatorState = z.object({
  enabled: z.boolean(),
  setup: z.object({ secret: z.string(), otpauthUrl: z.string() }).nullable(),
});

/** The ways a login from a new address can be confirmed (SPEC §4). */
export const NEW_IP_OPTIONS = ["sms", "email", "totp", "bankName"] as const;
export type NewIpOption = (typeof NEW_IP_OPTIONS)[number];

export type AuthenticatorState = z.infer<typeof authenticatorState>;
