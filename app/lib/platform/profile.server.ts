// My account (docs/platform-calls.md, Accounts "My account"): the profile, and the mobile number and
// email bound with a code sent to the new one.
import { profile, smsSent, type Profile, type SmsSent } from "~contract/answers/accounts";
import type { PlatformTransport } from "./transport.server";

export const profileCalls = {
  memberProfile(this: PlatformTransport, token: string): Promise<Profile> {
    return this.get("/wps/member/profile", profile, {}, token);
  },

  updateProfile(this: PlatformTransport, token: string, body: Record<string, string>): Promise<Profile> {
    return this.call("PUT", "/wps/member/info", profile, { body, token });
  },

  bindMobileSms(
    this: PlatformTransport,
    token: string,
    body: { countryDialingCode: string; mobileNum: string },
  ): Promise<SmsSent> {
    return this.call("POST", "/wps/verification/sms/bind", smsSent, { body, token });
  },

  bindMobile(
    this: PlatformTransport,
    token: string,
    body: { countryDialingCode: string; mobileNum: string; verificationCode: string },
  ): Promise<Profile> {
    return this.call("PUT", "/wps/member/mobile", profile, { body, token });
  },

  bindEmailCode(this: PlatformTransport, token: string, body: { email: string }): Promise<SmsSent> {
    return this.call("POST", "/wps/verification/email/bind", smsSent, { body, token });
  },

  bindEmail(
    this: PlatformTransport,
    token: string,
    body: { email: string; verificationCode: string },
  ): Promise<Profile> {
    return this.call("PUT", "/wps/member/email", profile, { body, token });
  },
};

export type ProfileCalls = typeof profileCalls;
