// Members and their sessions (docs/platform-calls.md "Accounts"): login in its forms, registration,
// passwords, SMS codes and the member's own data. Login, registration and password calls travel
// sealed (jwe.server.ts).
import { z } from "zod";
import { DEVICE_HEADER } from "~contract/device";
import { pageOf, type Page } from "~contract/answers/common";
import {
  affiliate,
  captcha,
  encryptionKey,
  expiration,
  login,
  loginRecord,
  loginTicket,
  memberIcon,
  memberInfo,
  paymentPasswordState,
  smsSent,
  type Affiliate,
  type Captcha,
  type EncryptionKey,
  type Expiration,
  type Login,
  type LoginRecord,
  type MemberInfo,
  type SmsSent,
} from "~contract/answers/accounts";
import type { WpsClient } from "./client.server";
import type { PlatformTransport, Sealer } from "./transport.server";

// Answer schemas built once, not per call.
const SET_ANSWER = z.object({ set: z.literal(true) });
const LOGIN_RECORD_PAGE = pageOf(loginRecord);

export const accountCalls = {
  encryptionKey(this: PlatformTransport): Promise<EncryptionKey> {
    return this.call("GET", "/wps/system/encryptionKey", encryptionKey);
  },

  /** A new challenge, or the one named again while it is unanswered (ADR 0068). */
  captcha(this: PlatformTransport, captchaId?: string): Promise<Captcha> {
    return this.call("GET", "/wps/captcha", captcha, captchaId ? { query: { captchaId } } : undefined);
  },

  /** `device`: the browser's name (its cookie), which the platform knows again at the next login (ADR 0058). */
  login(this: WpsClient, seal: Sealer, payload: Record<string, unknown>, device: string): Promise<Login> {
    return seal(this, payload).then((body) =>
      this.call("POST", "/wps/session/login", login, { body, headers: { [DEVICE_HEADER]: device } }),
    );
  },

  /** The code sent, a code of the authenticator app, or a bound bank account's holder name (ADR 0032). */
  verifyNewIp(
    this: PlatformTransport,
    body: { challengeId: string } & (
      { code: string } | { method: "totp"; code: string } | { method: "bankName"; holderName: string }
    ),
    device: string,
  ): Promise<Login> {
    return this.call("POST", "/wps/session/verifyNewIp", login, { body, headers: { [DEVICE_HEADER]: device } });
  },

  /** Whose login ticket this is (the ?token= landing shows it before anyone confirms). */
  peekLoginTicket(this: PlatformTransport, ticket: string): Promise<{ account: string; expiresAt: string }> {
    return this.get("/wps/session/ticket", loginTicket, { ticket });
  },

  loginWithTicket(this: PlatformTransport, ticket: string): Promise<Login> {
    return this.call("POST", "/wps/session/login/ticket", login, { body: { ticket } });
  },

  freePlay(this: PlatformTransport, body: { os: string; nonce: string }): Promise<Login> {
    return this.call("POST", "/wps/session/login/freeplay", login, { body: { ...body, platform: "W" } });
  },

  logout(this: PlatformTransport, token: string): Promise<null> {
    return this.call("DELETE", "/wps/session/logout", z.null(), { token });
  },

  loginSms(this: PlatformTransport, body: { mobileNum: string; countryDialingCode: string }): Promise<SmsSent> {
    return this.call("POST", "/wps/verification/sms/noLogin", smsSent, { body });
  },

  registerSms(
    this: PlatformTransport,
    body: { mobileNo: string; countryDialingCode: string; regType: "username" | "mobile" },
  ): Promise<SmsSent> {
    return this.call("POST", "/wps/verification/sms/register", smsSent, { body });
  },

  passwordSms(this: PlatformTransport, body: { mobileNum: string; countryDialingCode: string }): Promise<Expiration> {
    return this.call("POST", "/wps/verification/sms/password", expiration, { body });
  },

  register(
    this: WpsClient,
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
    this: WpsClient,
    seal: Sealer,
    payload: { newPassword: string; mobileNum: string; countryDialingCode: string; verificationCode: string },
  ): Promise<null> {
    return this.sealed(seal, "POST", "/wps/member/password/verification", z.null(), payload);
  },

  changePassword(
    this: WpsClient,
    seal: Sealer,
    token: string,
    payload: { oldPassword: string; newPassword: string; confirmNewPassword: string },
  ): Promise<Login> {
    return this.sealed(seal, "POST", "/wps/member/password", login, payload, token);
  },

  passwordByEmail(this: PlatformTransport, body: { username: string; email: string }): Promise<Expiration> {
    return this.call("POST", "/wps/member/password/email", expiration, { body });
  },

  affiliate(this: PlatformTransport, code: string, domain: string): Promise<Affiliate> {
    return this.get("/wps/agent/affiliate", affiliate, { code, domain });
  },

  memberInfo(this: PlatformTransport, token: string): Promise<MemberInfo> {
    return this.get("/wps/member/info", memberInfo, {}, token);
  },

  memberIcon(this: PlatformTransport, token: string): Promise<{ url: string }> {
    return this.get("/wps/member/info/icon", memberIcon, {}, token);
  },

  paymentPasswordState(this: PlatformTransport, token: string): Promise<{ set: boolean }> {
    return this.get("/wps/member/paymentPassword", paymentPasswordState, {}, token);
  },

  setPaymentPassword(
    this: PlatformTransport,
    token: string,
    body: { currentPassword?: string; newPassword: string; confirmPassword: string },
  ): Promise<{ set: true }> {
    return this.call("POST", "/wps/member/paymentPassword", SET_ANSWER, { body, token });
  },

  loginHistory(
    this: PlatformTransport,
    token: string,
    query: { pageNo: number; pageSize: number },
  ): Promise<Page<LoginRecord>> {
    return this.get("/wps/member/loginHistory", LOGIN_RECORD_PAGE, query, token);
  },
};

export type AccountCalls = typeof accountCalls;
