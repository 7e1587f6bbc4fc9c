// Sign-in options (docs/platform-calls.md "Sign-in options", ADR 0032): the member's authenticator app;
// turning it off carries a code or the login password, so that call travels sealed (jwe.server.ts).
import { authenticatorState, type AuthenticatorState } from "~contract/answers/signin";
import type { WpsClient } from "./client.server";
import type { PlatformTransport, Sealer } from "./transport.server";

export const signinCalls = {
  authenticator(this: PlatformTransport, token: string): Promise<AuthenticatorState> {
    return this.get("/wps/member/authenticator", authenticatorState, {}, token);
  },

  startAuthenticator(this: PlatformTransport, token: string): Promise<AuthenticatorState> {
    return this.call("POST", "/wps/member/authenticator/setup", authenticatorState, { token });
  },

  confirmAuthenticator(this: PlatformTransport, token: string, code: string): Promise<AuthenticatorState> {
    return this.call("POST", "/wps/member/authenticator/confirm", authenticatorState, { body: { code }, token });
  },

  disableAuthenticator(
    this: WpsClient,
    seal: Sealer,
    token: string,
    proof: { code: string } | { password: string },
  ): Promise<AuthenticatorState> {
    return this.sealed(seal, "POST", "/wps/member/authenticator/disable", authenticatorState, proof, token);
  },
};

export type SigninCalls = typeof signinCalls;
