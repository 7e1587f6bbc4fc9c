// Social sign-in (docs/platform-calls.md "Social sign-in", ADR 0033): the providers this site offers,
// the request that sends a visitor to one, and the identities a member linked.
import { z } from "zod";

export const SOCIAL_PROVIDERS = ["google", "facebook"] as const;
export const socialProvider = z.enum(SOCIAL_PROVIDERS);
export type SocialProvider = z.infer<typeof socialProvider>;

export const socialProviders = z.object({ providers: z.array(socialProvider) });
export const socialRequest = z.object({
  url: z.string().url(),
  state: z.string(),
  nonce: z.string(),
  codeVerifier: z.string(),
});
export const linkedIdentity = z.object({
  provider: socialProvider,
  email: z.string().nullable(),
  linkedAt: z.string(),
});
export const linkedIdentities = z.array(linkedIdentity);

export type SocialRequest = z.infer<typeof socialRequest>;
export type LinkedIdentity = z.infer<typeof linkedIdentity>;

/** The provider's answer as the web received it at its callback, with what it kept from the request. */
export type SocialAnswer = {
  provider: SocialProvider;
  callbackUrl: string;
  state: string;
  nonce: string;
  codeVerifier: string;
};
