// Social sign-in (docs/platform-calls.md "Social sign-in", ADR 0033): the platform holds the providers'
// settings and secrets; the web sends the visitor away and hands the provider's answer back.
import { login, type Login } from "~contract/answers/accounts";
import {
  linkedIdentities,
  socialProviders,
  socialRequest,
  type LinkedIdentity,
  type SocialProvider,
  type SocialAnswer,
  type SocialRequest,
} from "~contract/answers/social";
import type { PlatformTransport } from "./transport.server";

export type { SocialAnswer } from "~contract/answers/social";

export const socialCalls = {
  async socialProviders(this: PlatformTransport): Promise<SocialProvider[]> {
    return (await this.get("/wps/social/providers", socialProviders)).providers;
  },

  socialRequest(
    this: PlatformTransport,
    body: { provider: SocialProvider; redirectUri: string },
  ): Promise<SocialRequest> {
    return this.call("POST", "/wps/social/authorize", socialRequest, { body });
  },

  socialLogin(this: PlatformTransport, body: SocialAnswer): Promise<Login> {
    return this.call("POST", "/wps/social/login", login, { body });
  },

  linkedIdentities(this: PlatformTransport, token: string): Promise<LinkedIdentity[]> {
    return this.get("/wps/social/identities", linkedIdentities, {}, token);
  },

  linkIdentity(this: PlatformTransport, token: string, body: SocialAnswer): Promise<LinkedIdentity[]> {
    return this.call("POST", "/wps/social/link", linkedIdentities, { body, token });
  },

  unlinkIdentity(this: PlatformTransport, token: string, provider: SocialProvider): Promise<LinkedIdentity[]> {
    return this.call("POST", "/wps/social/unlink", linkedIdentities, { body: { provider }, token });
  },
};

export type SocialCalls = typeof socialCalls;
