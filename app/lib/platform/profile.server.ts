// My account (docs/platform-calls.md, Accounts "My account"): the profile, and the mobile number and
// email bound with a code sent to the new one.
import type { Profile, SmsSent } from "~contract/answers/accounts";
import { profileEndpoints as api } from "~contract/routes/profile";
import type { PlatformTransport } from "./transport.server";

export const profileCalls = {
  memberProfile(this: PlatformTransport, token: string): Promise<Profile> {
    return this.call(api.memberProfile, { token });
  },

  updateProfile(this: PlatformTransport, token: string, body: Record<string, string>): Promise<Profile> {
    return this.call(api.updateProfile, { body, token });
  },

  bindMobileSms(
    this: PlatformTransport,
    token: string,
    body: { countryDialingCode: string; mobileNum: string },
  ): Promise<SmsSent> {
    return this.call(api.bindMobileSms, { body, token });
  },

  bindMobile(
    this: PlatformTransport,
    token: string,
    body: { countryDialingCode: string; mobileNum: string; verificationCode: string },
  ): Promise<Profile> {
    return this.call(api.bindMobile, { body, token });
  },

  bindEmailCode(this: PlatformTransport, token: string, body: { email: string }): Promise<SmsSent> {
    return this.call(api.bindEmailCode, { body, token });
  },

  bindEmail(
    this: PlatformTransport,
    token: string,
    body: { email: string; verificationCode: string },
  ): Promise<Profile> {
    return this.call(api.bindEmail, { body, token });
  },
};

export type ProfileCalls = typeof profileCalls;
