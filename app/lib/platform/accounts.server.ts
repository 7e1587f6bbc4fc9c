// Members and their sessions (docs/platform-calls.md "Accounts"): login in its forms, registration,
// passwords, SMS codes and the member's own data. Login, registration and password calls travel
// sealed (jwe.server.ts).

import { DEVICE_HEADER } from "~contract/device";
import type { Page } from "~contract/answers/common";
import {
  login,
  type Affiliate,
  type Captcha,
  type EncryptionKey,
  type Expiration,
  type Login,
  type LoginRecord,
  type MemberInfo,
  type SmsSent,
} from "~contract/answers/accounts";
import { accountEndpoints as api } from "~contract/routes/accounts";
import type { KeySource, PlatformTransport, Sealer } from "./transport.server";

export const accountCalls = {
  encryptionKey(this: PlatformTransport): Promise<EncryptionKey> {
    return this.call(api.encryptionKey);
  },

  /** A new challenge, or the one named again while it is unanswered (ADR 0068). */
  captcha(this: PlatformTransport, captchaId?: string): Promise<Captcha> {
    return this.call(api.captcha, captchaId ? { query: { captchaId } } : undefined);
  },

  /** `device`: the browser's name (its cookie), which the platform knows again at the next login (ADR 0058). */
  login(
    this: PlatformTransport & KeySource,
    seal: Sealer,
    payload: Record<string, unknown>,
    device: string,
  ): Promise<Login> {
    return seal(this, payload).then((body) => this.call(api.login, { body, headers: { [DEVICE_HEADER]: device } }));
  },

  /** The code sent, a code of the authenticator app, or a bound bank account's holder name (ADR 0032). */
  verifyNewIp(
    this: PlatformTransport,
    body: { challengeId: string } & (
      { code: string } | { method: "totp"; code: string } | { method: "bankName"; holderName: string }
    ),
    device: string,
  ): Promise<Login> {
    return this.call(api.verifyNewIp, { body, headers: { [DEVICE_HEADER]: device } });
  },

  /** Whose login ticket this is (the ?token= landing shows it before anyone confirms). */
  peekLoginTicket(this: PlatformTransport, ticket: string): Promise<{ account: string; expiresAt: string }> {
    return this.call(api.peekLoginTicket, { query: { ticket } });
  },

  loginWithTicket(this: PlatformTransport, ticket: string): Promise<Login> {
    return this.call(api.loginWithTicket, { body: { ticket } });
  },

  freePlay(this: PlatformTransport, body: { os: string; nonce: string }): Promise<Login> {
    return this.call(api.freePlay, { body: { ...body, platform: "W" } });
  },

  logout(this: PlatformTransport, token: string): Promise<null> {
    return this.call(api.logout, { token });
  },

  loginSms(this: PlatformTransport, body: { mobileNum: string; countryDialingCode: string }): Promise<SmsSent> {
    return this.call(api.loginSms, { body });
  },

  registerSms(
    this: PlatformTransport,
    body: { mobileNo: string; countryDialingCode: string; regType: "username" | "mobile" },
  ): Promise<SmsSent> {
    return this.call(api.registerSms, { body });
  },

  passwordSms(this: PlatformTransport, body: { mobileNum: string; countryDialingCode: string }): Promise<Expiration> {
    return this.call(api.passwordSms, { body });
  },

  register(
    this: PlatformTransport & KeySource,
    seal: Sealer,
    mode: "username" | "mobile",
    payload: Record<string, unknown>,
  ): Promise<Login> {
    return this.sealed(
      seal,
      "PUT",
      mode === "mobile" ? "/wps/member/register/mobile" : "/wps/member/register",
      login,
      payload,
    );
  },

  passwordByPhone(
    this: PlatformTransport & KeySource,
    seal: Sealer,
    payload: { newPassword: string; mobileNum: string; countryDialingCode: string; verificationCode: string },
  ): Promise<null> {
    return seal(this, payload).then((body) => this.call(api.passwordByPhone, { body }));
  },

  changePassword(
    this: PlatformTransport & KeySource,
    seal: Sealer,
    token: string,
    payload: { oldPassword: string; newPassword: string; confirmNewPassword: string },
  ): Promise<Login> {
    return seal(this, payload).then((body) => this.call(api.changePassword, { body, token }));
  },

  passwordByEmail(this: PlatformTransport, body: { username: string; email: string }): Promise<Expiration> {
    return this.call(api.passwordByEmail, { body });
  },

  affiliate(this: PlatformTransport, code: string, domain: string): Promise<Affiliate> {
    return this.call(api.affiliate, { query: { code, domain } });
  },

  memberInfo(this: PlatformTransport, token: string): Promise<MemberInfo> {
    return this.call(api.memberInfo, { token });
  },

  memberIcon(this: PlatformTransport, token: string): Promise<{ url: string }> {
    return this.call(api.memberIcon, { token });
  },

  paymentPasswordState(this: PlatformTransport, token: string): Promise<{ set: boolean }> {
    return this.call(api.paymentPasswordState, { token });
  },

  setPaymentPassword(
    this: PlatformTransport,
    token: string,
    body: { currentPassword?: string; newPassword: string; confirmPassword: string },
  ): Promise<{ set: true }> {
    return this.call(api.setPaymentPassword, { body, token });
  },

  loginHistory(
    this: PlatformTransport,
    token: string,
    query: { pageNo: number; pageSize: number },
  ): Promise<Page<LoginRecord>> {
    return this.call(api.loginHistory, { query, token });
  },
};

export type AccountCalls = typeof accountCalls;
