// The registration form's rules for one request: the platform's field rules, the whitelabel toggles,
// and whether the site's own affiliate code in the URL is valid (SPEC §2.4, §4).
import type { PasswordBounds } from "./passwords";
import type { RegistrationMode } from "~contract/registration";
import { registrationPlan, registrationSchema, type RegistrationOptions } from "./registration";
import { accountToggles } from "../shell/toggles";
import { PlatformError, type RegisterRule, type WpsClient } from "../platform/client.server";

/** Bounds for new passwords when the rule is missing (the platform's default rule). */
const FALLBACK_PASSWORD: PasswordBounds = { min: 8, max: 20 };

export async function passwordBounds(client: WpsClient): Promise<PasswordBounds> {
  const rule = (await client.registerRules()).password;
  return rule ? { min: rule.minLength, max: rule.maxLength } : FALLBACK_PASSWORD;
}

/** The site's own code from the URL (?affiliateCode= or ?code=), when the platform knows it. */
export async function validSiteAffiliateCode(
  client: WpsClient,
  code: string | null,
  domain: string,
): Promise<string | null> {
  const trimmed = code?.trim();
  if (!trimmed || !/^[A-Za-z0-9]{1,64}$/.test(trimmed)) return null;
  try {
    return (await client.affiliate(trimmed, domain)).valid ? trimmed : null;
  } catch (error) {
    if (error instanceof PlatformError) return null;
    throw error;
  }
}

export type RegistrationContext = {
  rules: Record<string, RegisterRule>;
  options: RegistrationOptions;
  modes: RegistrationMode[];
  plan: ReturnType<typeof registrationPlan>;
  schema: ReturnType<typeof registrationSchema>;
  siteAffiliateCode: string | null;
};

export async function registrationContext(
  client: WpsClient,
  request: Request,
  input: { mode: RegistrationMode; siteAffiliateCode: string | null },
): Promise<RegistrationContext> {
  const host = new URL(request.url).host;
  const [rules, status, siteAffiliateCode] = await Promise.all([
    client.registerRules(),
    client.status(host),
    validSiteAffiliateCode(client, input.siteAffiliateCode, host),
  ]);
  const toggles = accountToggles(status.info.whitelabel);
  const modes: RegistrationMode[] = [];
  if (toggles.usernameRegister) modes.push("username");
  if (toggles.mobileRegister) modes.push("mobile");
  const mode = modes.includes(input.mode) ? input.mode : (modes[0] ?? "username");
  const options: RegistrationOptions = {
    mode,
    smsVerification: toggles.registerSmsVerification,
    affiliateShown: siteAffiliateCode === null,
  };
  return {
    rules,
    options,
    modes,
    plan: registrationPlan(rules, options),
    schema: registrationSchema(rules, options),
    siteAffiliateCode,
  };
}
