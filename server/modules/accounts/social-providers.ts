import * as oidc from "openid-client";
import type { PlatformConfig } from "../../config.js";
import { AppError } from "../errors.js";
import type { SocialAnswer } from "../../../contract/answers/social.js";

// The OpenID Connect side of social sign-in (ADR 0033): which providers this site has, the request that
// sends a visitor to one, and the check of its answer. Google and Facebook are both taken as plain OIDC
// issuers found by discovery; openid-client checks the state, PKCE and the ID token (signature, issuer,
// audience, expiry, nonce).

export const SOCIAL_PROVIDERS = ["google", "facebook"] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

type ProviderSettings = { issuer: URL; clientId: string; clientSecret: string };

function settingsOf(config: PlatformConfig, provider: SocialProvider): ProviderSettings | null {
  const [issuer, clientId, clientSecret] =
    provider === "google"
      ? [config.OIDC_GOOGLE_ISSUER, config.OIDC_GOOGLE_CLIENT_ID, config.OIDC_GOOGLE_CLIENT_SECRET]
      : [config.OIDC_FACEBOOK_ISSUER, config.OIDC_FACEBOOK_CLIENT_ID, config.OIDC_FACEBOOK_CLIENT_SECRET];
  return issuer && clientId && clientSecret ? { issuer: new URL(issuer), clientId, clientSecret } : null;
}

/** The providers whose three settings are all given: only their buttons show. */
export function configuredProviders(config: PlatformConfig): SocialProvider[] {
  return SOCIAL_PROVIDERS.filter((provider) => settingsOf(config, provider) !== null);
}

// One discovery per issuer and client for the life of the process; a failed one is tried again next time.
const discovered = new Map<string, Promise<oidc.Configuration>>();

async function configurationOf(
  config: PlatformConfig,
  provider: SocialProvider,
): Promise<{ settings: ProviderSettings; configuration: oidc.Configuration }> {
  const settings = settingsOf(config, provider);
  if (!settings) throw new AppError("SOCIAL_NOT_CONFIGURED", `Sign-in with ${provider} is not offered on this site`);
  const key = `${settings.issuer.href} ${settings.clientId}`;
  let pending = discovered.get(key);
  if (!pending) {
    // http is allowed by the configuration only for a loopback issuer (server/config.ts).
    const insecure = settings.issuer.protocol === "http:" ? { execute: [oidc.allowInsecureRequests] } : undefined;
    pending = oidc.discovery(settings.issuer, settings.clientId, settings.clientSecret, undefined, insecure);
    discovered.set(key, pending);
    pending.catch(() => discovered.delete(key));
  }
  try {
    return { settings, configuration: await pending };
  } catch {
    throw new AppError("UNAVAILABLE", `The ${provider} sign-in service cannot be reached`);
  }
}

/** What the web keeps (sealed, for a few minutes) between sending the visitor away and the answer. */
export type SocialRequest = { url: string; state: string; nonce: string; codeVerifier: string };

export async function authorizationRequest(
  config: PlatformConfig,
  provider: SocialProvider,
  redirectUri: string,
): Promise<SocialRequest> {
  const { configuration } = await configurationOf(config, provider);
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const url = oidc.buildAuthorizationUrl(configuration, {
    redirect_uri: redirectUri,
    scope: "openid email",
    response_type: "code",
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: "S256",
    state,
    nonce,
  });
  return { url: url.href, state, nonce, codeVerifier };
}

export type { SocialAnswer };

export type VerifiedIdentity = { provider: SocialProvider; issuer: string; subject: string; email: string | null };

/** Exchanges the code and checks the ID token; answers who the provider says signed in. */
export async function verifiedIdentity(config: PlatformConfig, answer: SocialAnswer): Promise<VerifiedIdentity> {
  const { configuration } = await configurationOf(config, answer.provider);
  const callback = new URL(answer.callbackUrl);
  const error = callback.searchParams.get("error");
  // The visitor said no at the provider (or closed its page): a refusal of its own, told apart from a forgery.
  if (error === "access_denied" && callback.searchParams.get("state") === answer.state) {
    throw new AppError("SOCIAL_CANCELLED", "The sign-in was cancelled at the provider");
  }
  let claims: oidc.IDToken | undefined;
  try {
    const tokens = await oidc.authorizationCodeGrant(configuration, callback, {
      pkceCodeVerifier: answer.codeVerifier,
      expectedState: answer.state,
      expectedNonce: answer.nonce,
      idTokenExpected: true,
    });
    claims = tokens.claims();
  } catch (cause) {
    if (cause instanceof AppError) throw cause;
    throw new AppError("SOCIAL_REFUSED", "The sign-in provider's answer could not be verified", {
      reason: cause instanceof Error ? cause.message.slice(0, 200) : "unknown",
    });
  }
  if (!claims) throw new AppError("SOCIAL_REFUSED", "The sign-in provider sent no ID token");
  const email = typeof claims.email === "string" && claims.email_verified !== false ? claims.email.slice(0, 320) : null;
  return { provider: answer.provider, issuer: claims.iss, subject: claims.sub, email };
}
