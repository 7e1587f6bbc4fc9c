import type { Server } from "node:http";
import Provider from "oidc-provider";
import { OIDC_CLIENT_ID, OIDC_CLIENT_SECRET } from "./oidc-client.js";

// A real OpenID Connect provider for the social sign-in tests (ADR 0033): oidc-provider with its
// development sign-in pages (plain HTML forms: any login name signs in as that subject) and one client.

export { OIDC_CLIENT_ID, OIDC_CLIENT_SECRET };

export type TestProvider = { issuer: string; close: () => Promise<void> };

/** Starts the provider on 127.0.0.1:port with one client allowed to come back to `redirectUris`. */
export async function startOidcProvider(port: number, redirectUris: string[]): Promise<TestProvider> {
  const issuer = `http://127.0.0.1:${port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: OIDC_CLIENT_ID,
        client_secret: OIDC_CLIENT_SECRET,
        redirect_uris: redirectUris,
        token_endpoint_auth_method: "client_secret_post",
      },
    ],
    findAccount: (_ctx, id) => ({
      accountId: id,
      claims: () => ({ sub: id, email: `${id}@example.test`, email_verified: true }),
    }),
    claims: { openid: ["sub"], email: ["email", "email_verified"] },
    features: { devInteractions: { enabled: true } },
    cookies: { keys: ["laro-test-provider-cookie-key"] },
    // The email in the ID token itself, as Google sends it (not only from the userinfo endpoint).
    conformIdTokenClaims: false,
    ttl: { Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 600, IdToken: 600, AuthorizationCode: 60 },
  });
  // Its development warnings say what a test does on purpose (dev interactions, in-memory store).
  const server: Server = provider.listen(port, "127.0.0.1");
  await new Promise<void>((resolve, reject) => {
    server.once("listening", () => resolve());
    server.once("error", reject);
  });
  return {
    issuer,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * Signs in at the provider as a browser would, without one: follows the authorization URL through the
 * development login and consent forms, keeping the provider's cookies, and answers the URL it sends the
 * visitor back to (the web's callback with `code` and `state`). `cancel` presses Cancel instead.
 */
export async function signInAtProvider(
  authorizationUrl: string,
  login: string,
  options: { cancel?: boolean } = {},
): Promise<string> {
  const jar = new Map<string, string>();
  const cookieHeader = () => [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
  const keep = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const at = pair.indexOf("=");
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
  };
  const origin = new URL(authorizationUrl).origin;
  let next: { url: string; init?: RequestInit } | null = { url: authorizationUrl };
  for (let step = 0; step < 12 && next; step++) {
    const response: Response = await fetch(next.url, {
      ...next.init,
      redirect: "manual",
      headers: { ...(next.init?.headers ?? {}), cookie: cookieHeader() },
    });
    keep(response);
    const location = response.headers.get("location");
    if (location) {
      const target: URL = new URL(location, next.url);
      if (target.origin !== origin) return target.href;
      next = { url: target.href };
      continue;
    }
    const html = await response.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    if (!action) throw new Error(`the provider answered ${response.status} without a form or a redirect`);
    if (options.cancel) {
      const abort = /href="([^"]+)">\[ Cancel \]/.exec(html)?.[1];
      if (!abort) throw new Error("no Cancel link on the provider's page");
      next = { url: new URL(abort.replace(/&amp;/g, "&"), next.url).href };
      continue;
    }
    const prompt = /name="prompt" value="([^"]+)"/.exec(html)?.[1] ?? "";
    const body = new URLSearchParams(prompt === "login" ? { prompt, login, password: "any" } : { prompt });
    next = {
      url: new URL(action, next.url).href,
      init: { method: "POST", body, headers: { "content-type": "application/x-www-form-urlencoded" } },
    };
  }
  throw new Error("the provider never sent the visitor back");
}
