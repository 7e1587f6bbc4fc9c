// Registers a member through the platform's public call, exactly as the web tier does: the payload
// sealed with the platform's key (JWE), the captcha answered with what the development ops route
// (GET /ops/dev/captchas, `npm run ops -- captcha`) says it was; nothing reads the picture. Used
// by the e2e suite, the crash test and the benchmark, which all need real members on a running
// platform outside production.
import { encryptForPlatform } from "../../server/modules/accounts/jwe.js";

export type Identity = {
  username: string;
  password: string;
  mobile: string;
  payeeName?: string;
  affiliateCode?: string;
  referralCode?: string;
};

async function value<T>(response: Response): Promise<T> {
  const body = (await response.json()) as { success: boolean; value: T; message: string; code: string };
  if (!body.success) throw new Error(`${response.url}: ${body.code} ${body.message}`);
  return body.value;
}

/** Registers and logs in; answers the session token. `ip` is sent as X-Forwarded-For (trusted from loopback). */
export async function registerOverHttp(
  platformUrl: string,
  identity: Identity,
  ip: string,
  operatorKey: string,
): Promise<string> {
  const headers = { "X-Forwarded-For": ip, "Content-Type": "application/json" };
  const captcha = await value<{ captchaId: string; image: string }>(
    await fetch(`${platformUrl}/wps/captcha`, { headers }),
  );
  const answer = await value<{ captchaId: string; answer: string }>(
    await fetch(`${platformUrl}/ops/dev/captchas?ip=${encodeURIComponent(ip)}`, {
      headers: { "X-Operator-Key": operatorKey },
    }),
  );
  if (answer.captchaId !== captcha.captchaId)
    throw new Error(`another captcha was issued to ${ip} meanwhile; give each registration its own address`);
  const key = await value<{ kid: string; jwk: Record<string, unknown> }>(
    await fetch(`${platformUrl}/wps/system/encryptionKey`, { headers }),
  );
  const jwe = await encryptForPlatform(key.jwk as never, key.kid, {
    username: identity.username,
    password: identity.password,
    confirmPassword: identity.password,
    mobileNum: identity.mobile,
    ...(identity.payeeName ? { payeeName: identity.payeeName } : {}),
    ...(identity.affiliateCode ? { affiliateCode: identity.affiliateCode } : {}),
    ...(identity.referralCode ? { referralCode: identity.referralCode } : {}),
    countryDialingCode: "+63",
    captchaId: captcha.captchaId,
    captcha: answer.answer,
    ageConfirmed: true,
    termsAccepted: true,
    registerMethod: "WEB",
    login: true,
  });
  const registered = await value<{ token: string }>(
    await fetch(`${platformUrl}/wps/member/register`, { method: "PUT", headers, body: JSON.stringify({ jwe }) }),
  );
  return registered.token;
}
