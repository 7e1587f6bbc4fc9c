// Social sign-in on the web tier (SPEC §2.4, ADR 0033). A button is a plain link (a form in My account
// for linking) to /auth/social/<provider>; the platform builds the provider's request, whose state,
// nonce and PKCE verifier wait here in a sealed cookie for ten minutes; the provider sends the visitor
// back to /auth/social/<provider>/callback, whose answer goes to the platform with what was kept.
import crypto from "node:crypto";
import { redirect } from "@remix-run/node";
import type { AppLoadContext } from "@remix-run/node";
import { z } from "zod";
import { socialProvider, type SocialProvider } from "~contract/answers/social";
import { readWebEnv } from "~/lib/config/env.server";
import { message } from "~/lib/forms/messages";
import { redirectWithNotice } from "~/lib/forms/notice.server";
import { PROVIDER_NAMES } from "./social";
import { PlatformError, PlatformUnreachableError, wps, type WpsClient } from "~/lib/platform/client.server";
import { createSealedCookie } from "~/lib/session/sealedCookie.server";
import { SECRET, getSession } from "~/lib/session/session.server";
import { modalHref, safeRedirectPath } from "~/lib/shell/urls";
import { flashForm, placeOf, redirectWith, startSession, translateFailure } from "./account.server";
import { FORM_IDS } from "./fields";
import { afterLoginHref } from "./task.server";

const FLOW_SECONDS = 600;
const SECURITY_CENTRE = "/member/securityCenter";

const flowSchema = z.object({
  provider: socialProvider,
  intent: z.enum(["login", "link"]),
  state: z.string(),
  nonce: z.string(),
  codeVerifier: z.string(),
  redirectUri: z.string().url(),
  returnTo: z.string(),
  startedAt: z.number(),
  /** For a link: the proof of the session that started it; the callback links only for that session. */
  session: z.string().optional(),
});
type Flow = z.infer<typeof flowSchema>;

// Only the social routes read it. SameSite=Lax still reaches the callback: the provider sends the
// visitor back with a top-level GET.
const flowCookie = createSealedCookie("__social", SECRET, {
  httpOnly: true,
  sameSite: "lax",
  secure: readWebEnv().NODE_ENV === "production",
  path: "/auth/social",
});

/**
 * My account's "Link Google" is a link, not a form: a form's redirect to the provider would break the
 * site's `form-action 'self'` policy. The link carries a value only this member's session can have, so a
 * page elsewhere cannot start a linking in a member's browser.
 */
export function linkProof(platformToken: string): string {
  return crypto.createHmac("sha256", SECRET).update(`social-link:${platformToken}`).digest("base64url");
}

export function isLinkProof(platformToken: string | undefined, proof: string | null): boolean {
  if (!platformToken || !proof) return false;
  const expected = Buffer.from(linkProof(platformToken));
  const given = Buffer.from(proof);
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}

/** The provider named in the URL, or null for any other word. */
export function providerOf(value: unknown): SocialProvider | null {
  const parsed = socialProvider.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** Where the provider sends the visitor back: this site's callback, as the provider has it registered. */
export function callbackUri(origin: string, provider: SocialProvider): string {
  return new URL(`/auth/social/${provider}/callback`, origin).href;
}

/** The providers to show buttons for; none when the platform cannot say (no promise of what may fail). */
export async function offeredProviders(client: WpsClient): Promise<SocialProvider[]> {
  try {
    return await client.socialProviders();
  } catch (error) {
    if (!(error instanceof PlatformError || error instanceof PlatformUnreachableError)) throw error;
    return [];
  }
}

/** Sends the visitor to the provider, keeping the request's secrets in the flow cookie. */
export async function startSocial(
  client: WpsClient,
  input: { origin: string; provider: SocialProvider; intent: Flow["intent"]; returnTo: string; session?: string },
): Promise<Response> {
  const redirectUri = callbackUri(input.origin, input.provider);
  const request = await client.socialRequest({ provider: input.provider, redirectUri });
  const flow: Flow = {
    provider: input.provider,
    intent: input.intent,
    state: request.state,
    nonce: request.nonce,
    codeVerifier: request.codeVerifier,
    redirectUri,
    returnTo: safeRedirectPath(input.returnTo),
    startedAt: Date.now(),
    session: input.session,
  };
  return redirect(request.url, {
    headers: { "Set-Cookie": await flowCookie.serialize(flow, { maxAge: FLOW_SECONDS }) },
  });
}

/** A refusal as one message for the login form or My account's notice. */
export function socialFailureText(error: unknown, provider: SocialProvider): string {
  const name = PROVIDER_NAMES[provider];
  if (error instanceof PlatformUnreachableError) return "social:error.unavailable";
  if (!(error instanceof PlatformError)) throw error;
  switch (error.code) {
    case "SOCIAL_NOT_LINKED":
      return message("social:error.notLinked", { provider: name });
    case "SOCIAL_CANCELLED":
      return message("social:error.cancelled", { provider: name });
    case "SOCIAL_REFUSED":
      return message("social:error.refused", { provider: name });
    case "SOCIAL_LINKED_ELSEWHERE":
      return message("social:error.linkedElsewhere", { provider: name });
    case "SOCIAL_PROVIDER_LINKED":
      return message("social:error.providerLinked", { provider: name });
    case "SOCIAL_NOT_CONFIGURED":
      return message("social:error.notConfigured", { provider: name });
    case "UNAVAILABLE":
      return "social:error.unavailable";
    default:
      return translateFailure(error).formErrors[0] ?? message("social:error.refused", { provider: name });
  }
}

function withHeaders(response: Response, headers: Headers): Response {
  headers.forEach((value, name) => response.headers.append(name, value));
  return response;
}

/** The login pop-up, reopened where the visitor was, saying why the sign-in did not happen. */
async function backToLogin(request: Request, returnTo: string, text: string, headers: Headers): Promise<Response> {
  const session = await getSession(request);
  flashForm(session, FORM_IDS.login, { status: "error", error: { "": [text] } });
  return redirectWith(session, modalHref(placeOf(returnTo), "login"), headers);
}

/** The provider's answer at the callback: a sign-in, or a link for the member who started it. */
export async function finishSocial(
  request: Request,
  context: AppLoadContext,
  provider: SocialProvider,
): Promise<Response> {
  const headers = new Headers({ "Set-Cookie": await flowCookie.serialize("", { maxAge: 0 }) });
  const parsed = flowSchema.safeParse(await flowCookie.parse(request.headers.get("Cookie")));
  const flow =
    parsed.success && parsed.data.provider === provider && Date.now() - parsed.data.startedAt < FLOW_SECONDS * 1000
      ? parsed.data
      : null;
  const session = await getSession(request);
  const token = session.get("token");
  // No request of this browser is waiting (expired, another tab's, or a link forged elsewhere): nothing is sent on.
  if (!flow) {
    const expired = message("social:error.expired", { provider: PROVIDER_NAMES[provider] });
    return token
      ? withHeaders(await redirectWithNotice(SECURITY_CENTRE, expired), headers)
      : backToLogin(request, "/", expired, headers);
  }

  const client = wps(request, context);
  const answer = {
    provider,
    callbackUrl: `${flow.redirectUri}${new URL(request.url).search}`,
    state: flow.state,
    nonce: flow.nonce,
    codeVerifier: flow.codeVerifier,
  };

  if (flow.intent === "link") {
    if (!token) return backToLogin(request, SECURITY_CENTRE, "social:error.sessionEnded", headers);
    // Another member logged in here since the link was started: nothing is linked to them.
    if (!isLinkProof(token, flow.session ?? null))
      return withHeaders(await redirectWithNotice(SECURITY_CENTRE, "social:error.sessionEnded"), headers);
    const text = await client.linkIdentity(token, answer).then(
      () => message("social:done.linked", { provider: PROVIDER_NAMES[provider] }),
      (error: unknown) => socialFailureText(error, provider),
    );
    return withHeaders(await redirectWithNotice(SECURITY_CENTRE, text), headers);
  }

  try {
    const login = await client.socialLogin(answer);
    // The browser's earlier session ends here rather than linger on the platform.
    if (token && token !== login.token) await client.logout(token).catch(() => null);
    startSession(session, login);
    return redirectWith(
      session,
      login.mustChangePassword ? "/?modal=changePassword" : afterLoginHref(flow.returnTo),
      headers,
    );
  } catch (error) {
    return backToLogin(request, flow.returnTo, socialFailureText(error, provider), headers);
  }
}
