import { z } from "zod";
import { socialProvider } from "~contract/answers/social";

// Social sign-in (ADR 0033), shared with the browser: the providers' names, and My account's unlink
// form, which names only the provider.
export const SOCIAL_FORMS = { unlink: "unlink-social-form" } as const;
export const socialProviderSchema = z.object({ provider: socialProvider });
/** The providers' names as they write them: brands, the same in every language. */
export const PROVIDER_NAMES = { google: "Google", facebook: "Facebook" } as const;
