// Sign-in options (docs/platform-calls.md "Sign-in options", ADR 0032): the member's authenticator app;
// turning it off carries a code or the login password, so that call travels sealed (jwe.server.ts).
import type { AuthenticatorState } from "~contract/answers/signin";
import { signinEndpoints as api } from "~contract/routes/signin";
import type { KeySource, PlatformTransport, Sealer } from "./transport.server";

export const signinCalls = {
  authenticator(this: PlatformTransport, token: string): Promise<AuthenticatorState> {
    return this.call(api.authenticator, { token });
  },

  startAuthenticator(this: PlatformTransport, token: string): Promise<AuthenticatorState> {
    return this.call(api.startAuthenticator, { token });
  },

  confirmAuthenticator(this: PlatformTransport, token: string, code: string): Promise<AuthenticatorState> {
    return this.call(api.confirmAuthenticator, { body: { code }, token });
  },

  disableAuthenticator(
    this: PlatformTransport & KeySource,
    seal: Sealer,
    token: string,
    proof: { code: string } | { password: string },
  ): Promise<AuthenticatorState> {
    return seal(this, proof).then((body) => this.call(api.disableAuthenticator, { body, token }));
  },
};

export type SigninCalls = typeof signinCalls;
