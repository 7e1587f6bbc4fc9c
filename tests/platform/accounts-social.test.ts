import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "../../server/db/schema.js";
import { freePort } from "../support/ports.js";
import {
  OIDC_CLIENT_ID,
  OIDC_CLIENT_SECRET,
  signInAtProvider,
  startOidcProvider,
  type TestProvider,
} from "../support/oidc-provider.js";
import { login, withToken } from "./accounts.js";
import { call, startPlatform, type Platform } from "./harness.js";

// Social sign-in (ADR 0033) against a real OpenID Connect provider started here: linking from a
// member's session, signing in with the linked identity, and every refusal of a doubtful answer.

const REDIRECT_URI = "http://127.0.0.1:3999/auth/social/google/callback";
let provider: TestProvider;
let platform: Platform;

beforeAll(async () => {
  provider = await startOidcProvider(await freePort(), [REDIRECT_URI]);
  platform = await startPlatform({
    env: {
      OIDC_GOOGLE_ISSUER: provider.issuer,
      OIDC_GOOGLE_CLIENT_ID: OIDC_CLIENT_ID,
      OIDC_GOOGLE_CLIENT_SECRET: OIDC_CLIENT_SECRET,
    },
  });
});
afterAll(async () => {
  await platform?.close();
  await provider?.close();
});

type Request = { url: string; state: string; nonce: string; codeVerifier: string };

async function authorize(): Promise<Request> {
  const res = await call(platform.app, "POST", "/wps/social/authorize", {
    body: { provider: "google", redirectUri: REDIRECT_URI },
  });
  expect(res.body.success).toBe(true);
  return res.body.value as Request;
}

/** The provider's answer for `subject` as the web hands it on: the callback URL and what it kept. */
async function answerFor(subject: string, request?: Request, options: { cancel?: boolean } = {}) {
  const started = request ?? (await authorize());
  const callbackUrl = await signInAtProvider(started.url, subject, options);
  return {
    provider: "google",
    callbackUrl,
    state: started.state,
    nonce: started.nonce,
    codeVerifier: started.codeVerifier,
  };
}

async function tokenOf(username: string, password: string): Promise<string> {
  const res = await login(platform.app, username, password);
  expect(res.body.success).toBe(true);
  return res.body.value.token as string;
}

const socialLogin = (body: unknown, ip = "127.0.0.1") =>
  call(platform.app, "POST", "/wps/social/login", { body, remoteAddress: ip });

describe("social sign-in", () => {
  it("offers only the providers whose settings are all given", async () => {
    const res = await call(platform.app, "GET", "/wps/social/providers");
    expect(res.body.value).toEqual({ providers: ["google"] });
    const bare = await startPlatform({ seed: false });
    try {
      expect((await call(bare.app, "GET", "/wps/social/providers")).body.value).toEqual({ providers: [] });
      const refused = await call(bare.app, "POST", "/wps/social/authorize", {
        body: { provider: "google", redirectUri: REDIRECT_URI },
      });
      expect(refused.body.code).toBe("SOCIAL_NOT_CONFIGURED");
    } finally {
      await bare.close();
    }
    const facebook = await call(platform.app, "POST", "/wps/social/authorize", {
      body: { provider: "facebook", redirectUri: REDIRECT_URI },
    });
    expect(facebook.body.code).toBe("SOCIAL_NOT_CONFIGURED");
  });

  it("sends the visitor to the provider with state, nonce and an S256 PKCE challenge", async () => {
    const request = await authorize();
    const url = new URL(request.url);
    expect(url.origin).toBe(provider.issuer);
    expect(url.searchParams.get("client_id")).toBe(OIDC_CLIENT_ID);
    expect(url.searchParams.get("redirect_uri")).toBe(REDIRECT_URI);
    expect(url.searchParams.get("state")).toBe(request.state);
    expect(url.searchParams.get("nonce")).toBe(request.nonce);
    expect(url.searchParams.get("code_challenge_method")).toBe("S256");
    expect(url.searchParams.get("code_challenge")).not.toBe(request.codeVerifier);
    expect(url.searchParams.get("scope")).toBe("openid email");
  });

  it("refuses an identity nobody linked, without creating an account", async () => {
    const before = await platform.database.db.select({ id: schema.members.id }).from(schema.members);
    const res = await socialLogin(await answerFor("stranger"));
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ success: false, code: "SOCIAL_NOT_LINKED", value: { provider: "google" } });
    const after = await platform.database.db.select({ id: schema.members.id }).from(schema.members);
    expect(after.length).toBe(before.length);
  });

  it("links an identity to the signed-in member, then signs that member in with it", async () => {
    const token = await tokenOf("demo", "Demo1234");
    const linked = await withToken(platform.app, "POST", "/wps/social/link", token, { body: await answerFor("alice") });
    expect(linked.body.success).toBe(true);
    expect(linked.body.value).toEqual([
      { provider: "google", email: "alice@example.test", linkedAt: expect.any(String) },
    ]);
    const listed = await withToken(platform.app, "GET", "/wps/social/identities", token);
    expect(listed.body.value).toEqual(linked.body.value);

    const answer = await answerFor("alice");
    const res = await socialLogin(answer);
    expect(res.body.success).toBe(true);
    expect(res.body.value.member.account).toBe("demo");
    expect(res.body.value.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // A real session of the existing kind: it answers member calls and its login is in the history as social.
    const history = await withToken(platform.app, "GET", "/wps/member/loginHistory", res.body.value.token);
    expect(history.body.value.list[0]).toMatchObject({ method: "social", success: true });

    // The code was spent: the same answer again is refused by the provider.
    const replay = await socialLogin(answer);
    expect(replay.body.code).toBe("SOCIAL_REFUSED");
  });

  it("refuses an answer whose state, nonce or PKCE verifier is not the request's", async () => {
    const first = await authorize();
    const second = await authorize();
    const swappedState = await answerFor("alice", first);
    expect((await socialLogin({ ...swappedState, state: second.state })).body.code).toBe("SOCIAL_REFUSED");
    const swappedNonce = await answerFor("alice", second);
    expect((await socialLogin({ ...swappedNonce, nonce: first.nonce })).body.code).toBe("SOCIAL_REFUSED");
    const third = await authorize();
    const swappedVerifier = await answerFor("alice", third);
    expect((await socialLogin({ ...swappedVerifier, codeVerifier: first.codeVerifier })).body.code).toBe(
      "SOCIAL_REFUSED",
    );
  });

  it("tells a cancelled sign-in apart", async () => {
    const res = await socialLogin(await answerFor("alice", undefined, { cancel: true }));
    expect(res.body.code).toBe("SOCIAL_CANCELLED");
  });

  it("keeps a locked account locked", async () => {
    await platform.database.db
      .insert(schema.loginFailures)
      .values({ key: "user:demo", count: 5, lockedUntil: new Date(Date.now() + 600_000), lastFailureAt: new Date() })
      .onConflictDoUpdate({ target: schema.loginFailures.key, set: { lockedUntil: new Date(Date.now() + 600_000) } });
    try {
      expect((await socialLogin(await answerFor("alice"))).body.code).toBe("ACCOUNT_LOCKED");
    } finally {
      await platform.database.db.delete(schema.loginFailures).where(eq(schema.loginFailures.key, "user:demo"));
    }
  });

  it("links one identity to one account and one identity per provider to an account", async () => {
    const other = await tokenOf("player2", "Player1234");
    const elsewhere = await withToken(platform.app, "POST", "/wps/social/link", other, {
      body: await answerFor("alice"),
    });
    expect(elsewhere.body.code).toBe("SOCIAL_LINKED_ELSEWHERE");
    const token = await tokenOf("demo", "Demo1234");
    const second = await withToken(platform.app, "POST", "/wps/social/link", token, { body: await answerFor("bob") });
    expect(second.body.code).toBe("SOCIAL_PROVIDER_LINKED");
    const again = await withToken(platform.app, "POST", "/wps/social/link", token, { body: await answerFor("alice") });
    expect(again.body.success).toBe(true);
  });

  it("unlinks: the identity no longer opens the account", async () => {
    const token = await tokenOf("demo", "Demo1234");
    const res = await withToken(platform.app, "POST", "/wps/social/unlink", token, { body: { provider: "google" } });
    expect(res.body.value).toEqual([]);
    expect((await socialLogin(await answerFor("alice"))).body.code).toBe("SOCIAL_NOT_LINKED");
  });

  it("validates its input and asks for a member to link", async () => {
    const request = await authorize();
    const bad = await socialLogin({
      provider: "google",
      callbackUrl: "javascript:alert(1)",
      state: request.state,
      nonce: request.nonce,
      codeVerifier: request.codeVerifier,
    });
    expect(bad.body.code).toBe("VALIDATION");
    expect(
      (
        await socialLogin({
          provider: "twitter",
          callbackUrl: REDIRECT_URI,
          state: request.state,
          nonce: request.nonce,
          codeVerifier: request.codeVerifier,
        })
      ).body.code,
    ).toBe("VALIDATION");
    expect((await call(platform.app, "POST", "/wps/social/link", { body: await answerFor("carol") })).status).toBe(401);
  });
});
