// Social sign-in (docs/platform-calls.md "Social sign-in", ADR 0033): the platform holds the providers'
// settings and secrets; the web sends the visitor away and hands the provider's answer back.
import type { Login } from "~contract/answers/accounts";
import type { LinkedIdentity, SocialAnswer, SocialProvider, SocialRequest } from "~contract/answers/social";
import { socialEndpoints as api } from "~contract/routes/social";
import type { PlatformTransport } from "./transport.server";

export type { SocialAnswer } from "~contract/answers/social";

export const socialCalls = {
  async socialProviders(this: PlatformTransport): Promise<SocialProvider[]> {
    return (await this.call(api.socialProviders)).providers;
  },

  socialRequest(
    this: PlatformTransport,
    body: { provider: SocialProvider; redirectUri: string },
  ): Promise<SocialRequest> {
    return this.call(api.socialRequest, { body });
  },

  socialLogin(this: PlatformTransport, body: SocialAnswer): Promise<Login> {
    return this.call(api.socialLogin, { body });
  },

  linkedIdentities(this: PlatformTransport, token: string): Promise<LinkedIdentity[]> {
    return this.call(api.linkedIdentities, { token });
  },

  linkIdentity(this: PlatformTransport, token: string, body: SocialAnswer): Promise<LinkedIdentity[]> {
    return this.call(api.linkIdentity, { body, token });
  },

  unlinkIdentity(this: PlatformTransport, token: string, provider: SocialProvider): Promise<LinkedIdentity[]> {
    return this.call(api.unlinkIdentity, { body: { provider }, token });
  },
};

export type SocialCalls = typeof socialCalls;
