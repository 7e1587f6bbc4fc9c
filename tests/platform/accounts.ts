import type { FastifyInstance } from "fastify";
import { encryptForPlatform } from "../../server/modules/accounts/jwe.js";
import { issueCaptcha } from "../../server/modules/accounts/captcha/captcha.js";
import { readOutbox } from "../../server/modules/accounts/index.js";
import type { Platform } from "./harness.js";
import { call } from "./harness.js";

// Helpers for the account tests: seal payloads as the web does, solve a captcha we issued
// ourselves, and read codes from the development outbox.

const keys = new WeakMap<FastifyInstance, { kid: string; jwk: Record<string, unknown> }>();

/** Seals a payload with the platform's public key from GET /wps/system/encryptionKey. */
export async function seal(app: FastifyInstance, payload: Record<string, unknown>, at?: number): Promise<string> {
  let key = keys.get(app);
  if (!key) {
    key = (await call(app, "GET", "/wps/system/encryptionKey")).body.value as {
      kid: string;
      jwk: Record<string, unknown>;
    };
    keys.set(app, key);
  }
  return encryptForPlatform(key.jwk as never, key.kid, payload, at);
}

type Opts = { ip?: string; token?: string; headers?: Record<string, string> };

export async function sealedCall(
  app: FastifyInstance,
  method: string,
  url: string,
  payload: Record<string, unknown>,
  opts: Opts = {},
) {
  return call(app, method, url, {
    body: { jwe: await seal(app, payload) },
    remoteAddress: opts.ip,
    headers: { ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}), ...opts.headers },
  });
}

export function login(
  app: FastifyInstance,
  username: string,
  password: string,
  opts: Opts & { captcha?: { captchaId: string; captcha: string } } = {},
) {
  return sealedCall(app, "POST", "/wps/session/login", { type: "username", username, password, ...opts.captcha }, opts);
}

export function withToken(
  app: FastifyInstance,
  method: string,
  url: string,
  token: string,
  opts: { ip?: string; body?: unknown } = {},
) {
  return call(app, method, url, {
    headers: { authorization: `Bearer ${token}` },
    remoteAddress: opts.ip,
    body: opts.body,
  });
}

/** A captcha whose answer the test knows (issued straight through the module, as the call would). */
export async function solvedCaptcha(
  platform: Platform,
  text = "K7PW",
): Promise<{ captchaId: string; captcha: string }> {
  const { captchaId } = await issueCaptcha(platform.database.db, platform.config, {
    length: text.length,
    ip: "127.0.0.1",
    text,
  });
  return { captchaId, captcha: text.toLowerCase() };
}

/** The 6-digit code of the newest SMS (or email) to `to`. */
export async function lastCode(platform: Platform, channel: "sms" | "email", to: string): Promise<string> {
  const [message] = await readOutbox(platform.database.db, channel, to, 1);
  const code = message ? /code is (\d{6})/.exec(message.body)?.[1] : undefined;
  if (!code) throw new Error(`no code in the ${channel} outbox for ${to}`);
  return code;
}
