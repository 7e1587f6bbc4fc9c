// POST /auth: every account form (DESIGN §4 "many actions on one route dispatch on intent").
// The same for JavaScript on and off: validate with the form's schema, call the platform, and answer
// with a redirect — on failure back to the page with the modal open and the result in a flash.
import crypto from "node:crypto";
import { parseWithZod } from "@conform-to/zod";
import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import type { z } from "zod";
import {
  HIDDEN_FIELDS,
  backToForm,
  flashForm,
  forgetMember,
  placeOf,
  redirectWith,
  smsSecondsLeft,
  startCountdown,
  startSession,
  translateFailure,
  type Translated,
} from "~/lib/auth/account.server";
import {
  FORM_IDS,
  changePasswordSchema,
  emptySchema,
  forgotEmailSchema,
  forgotPhoneSchema,
  loginSchema,
  loginTicketSchema,
  loginSmsSchema,
  smsRequestSchema,
  verifyNewIpSchema,
} from "~/lib/auth/fields";
import { readWebEnv } from "~/lib/env.server";
import { withSealing } from "~/lib/jwe.server";
import { passwordBounds, registrationContext } from "~/lib/registration.server";
import { rememberCookies } from "~/lib/auth/remember";
import { checkForm } from "~/lib/security.server";
import { getSession, type SmsPurpose, type WebSession } from "~/lib/session.server";
import { closeModalHref, modalHref } from "~/lib/urls";
import { PlatformError, failureDetails, wps, type Login, type WpsClient } from "~/lib/wps.server";
import { readPlainForm } from "~/lib/formData.server";

const secure = readWebEnv().NODE_ENV === "production";

const PUBLIC_INTENTS = new Set(["login", "sendLoginSms", "verifyNewIp", "register", "sendRegisterSms", "forgotEmail", "sendForgotSms", "forgotPhone", "freePlay", "loginTicket"]);

type Context = {
  request: Request;
  form: FormData;
  session: WebSession;
  client: WpsClient;
  returnTo: string;
};

// Remix needs a default export for the route to answer its action without a page of its own.
export function loader() {
  return redirect("/");
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readPlainForm(request);
  const intent = String(form.get("intent") ?? "");
  const session = await getSession(request);
  const client = wps(request, context);
  const returnTo = String(form.get("returnTo") ?? "/");
  const ctx: Context = { request, form, session, client, returnTo };

  const check = await checkForm(form, request.headers, { publicForm: PUBLIC_INTENTS.has(intent) });
  if (check !== "ok") {
    // A stale page (the CSRF cookie expired) or a bot: nothing happens; people see why.
    flashForm(session, "security", { status: "error", error: { "": [`auth:error.${check}`] } });
    return redirectWith(session, modalHref(placeOf(returnTo), "formExpired"));
  }

  switch (intent) {
    case "login":
      return login(ctx);
    case "sendLoginSms":
      return sendSms(ctx, "login");
    case "verifyNewIp":
      return verifyNewIp(ctx);
    case "register":
      return register(ctx);
    case "sendRegisterSms":
      return sendSms(ctx, form.get("regType") === "mobile" ? "registerMobile" : "register");
    case "forgotEmail":
      return forgotEmail(ctx);
    case "sendForgotSms":
      return sendSms(ctx, "password");
    case "forgotPhone":
      return forgotPhone(ctx);
    case "changePassword":
      return changePassword(ctx);
    case "logout":
      return logout(ctx);
    case "freePlay":
      return freePlay(ctx);
    case "loginTicket":
      return loginTicket(ctx);
    default:
      return redirect(placeOf(returnTo).pathname);
  }
}

/**
 * After any login: the forced change first (SPEC §4), else back where the player was with the modal
 * closed (a game they opened as a visitor then launches; from /login, home).
 */
async function loggedIn(ctx: Context, login: Login, headers?: Headers, to = closeModalHref(placeOf(ctx.returnTo))) {
  startSession(ctx.session, login);
  return redirectWith(ctx.session, login.mustChangePassword ? "/?modal=changePassword" : to, headers);
}

function reply(submission: { reply: (options?: object) => unknown }, translated?: Translated) {
  return submission.reply({ hideFields: HIDDEN_FIELDS, ...(translated ?? {}) }) as never;
}

async function login(ctx: Context) {
  const { form, session, client } = ctx;
  const sms = form.get("loginType") === "sms";
  const captcha = session.get("captchaRequired") === true;
  const schema = sms ? loginSmsSchema({ captcha }) : loginSchema({ captcha });
  const submission = parseWithZod(form, { schema });
  const formId = sms ? FORM_IDS.loginSms : FORM_IDS.login;
  const params = { loginType: sms ? "sms" : null };
  if (submission.status !== "success") {
    return backToForm(session, { returnTo: ctx.returnTo, modal: "login", params, form: formId, result: reply(submission) });
  }
  const value = submission.value as z.infer<ReturnType<typeof loginSmsSchema>> & z.infer<ReturnType<typeof loginSchema>>;
  const captchaFields = captcha ? { captchaId: session.get("captchaId"), captcha: value.captcha } : {};
  const payload = sms
    ? { type: "sms", mobileNum: value.mobileNum, countryDialingCode: value.countryDialingCode, verificationCode: value.verificationCode, ...captchaFields }
    : { type: "username", username: value.username, password: value.password, ...captchaFields };
  // The captcha answers one attempt only: the next one needs a new image.
  session.unset("captchaId");
  try {
    const answer = await withSealing(client, (seal) => client.login(seal, payload));
    const headers = new Headers();
    const merchant = (await client.status()).merchant.code;
    for (const cookie of rememberCookies({ remember: value.remember === true, username: sms ? "" : value.username, merchant, typeSms: sms, secure })) {
      headers.append("Set-Cookie", cookie);
    }
    return loggedIn(ctx, answer, headers);
  } catch (error) {
    if (error instanceof PlatformError && error.code === "NEW_IP_VERIFICATION") {
      const details = failureDetails.newIp.safeParse(error.details);
      if (details.success) {
        session.set("newIp", { ...details.data, sentAt: Date.now() });
        return redirectWith(session, modalHref(placeOf(ctx.returnTo), "verifyNewIp"));
      }
    }
    if (error instanceof PlatformError) {
      const flag = failureDetails.captcha.safeParse(error.details);
      if ((flag.success && flag.data.captcha) || error.code === "CAPTCHA_REQUIRED" || error.code === "CAPTCHA_WRONG") session.set("captchaRequired", true);
    }
    return backToForm(session, { returnTo: ctx.returnTo, modal: "login", params, form: formId, result: reply(submission, translateFailure(error)) });
  }
}

async function verifyNewIp(ctx: Context) {
  const { form, session, client } = ctx;
  const submission = parseWithZod(form, { schema: verifyNewIpSchema });
  const challenge = session.get("newIp");
  if (!challenge) return redirectWith(session, modalHref(placeOf(ctx.returnTo), "login"));
  if (submission.status !== "success") {
    return backToForm(session, { returnTo: ctx.returnTo, modal: "verifyNewIp", form: FORM_IDS.verifyNewIp, result: reply(submission) });
  }
  try {
    return await loggedIn(ctx, await client.verifyNewIp({ challengeId: challenge.challengeId, code: submission.value.code }));
  } catch (error) {
    const translated = translateFailure(error, { verificationCode: "code" });
    return backToForm(session, { returnTo: ctx.returnTo, modal: "verifyNewIp", form: FORM_IDS.verifyNewIp, result: reply(submission, translated) });
  }
}

const SMS_MODAL: Record<SmsPurpose, { modal: string; form: string; params: Record<string, string> }> = {
  login: { modal: "login", form: FORM_IDS.loginSms, params: { loginType: "sms" } },
  register: { modal: "register", form: FORM_IDS.register, params: {} },
  registerMobile: { modal: "register", form: FORM_IDS.register, params: { regType: "mobile" } },
  password: { modal: "forgotPassword", form: FORM_IDS.forgotPhone, params: { by: "phone" } },
};

/** The SMS buttons: the number must pass first; a request during a running countdown is skipped. */
async function sendSms(ctx: Context, purpose: SmsPurpose) {
  const { form, session, client } = ctx;
  const target = SMS_MODAL[purpose];
  const submission = parseWithZod(form, { schema: smsRequestSchema });
  // The registration page posts from /register: keep the page, not the modal.
  const onPage = form.get("display") === "page";
  const back = (result: never) =>
    onPage
      ? (flashForm(session, target.form, result), redirectWith(session, `${placeOf(ctx.returnTo).pathname}${placeOf(ctx.returnTo).search}`))
      : backToForm(session, { returnTo: ctx.returnTo, modal: target.modal, params: target.params, form: target.form, result });
  // Whatever else was typed stays in the form; only the number decides.
  const keep = parseWithZod(form, { schema: emptySchema });
  if (submission.status !== "success") {
    const errors = submission.error ?? {};
    return back(keep.reply({ hideFields: HIDDEN_FIELDS, fieldErrors: Object.fromEntries(Object.entries(errors).filter(([, v]) => v)) as never }) as never);
  }
  const { mobileNum, countryDialingCode } = submission.value;
  if (smsSecondsLeft(session, purpose) > 0) return back(keep.reply({ hideFields: HIDDEN_FIELDS }) as never);
  try {
    let seconds: number;
    if (purpose === "password") {
      const answer = await client.passwordSms({ mobileNum, countryDialingCode });
      seconds = Math.max(1, Math.round((new Date(answer.expirationTime).getTime() - Date.now()) / 1000));
    } else if (purpose === "login") {
      seconds = (await client.loginSms({ mobileNum, countryDialingCode })).expiredMinutes * 60;
    } else {
      const regType = purpose === "registerMobile" ? "mobile" : "username";
      seconds = (await client.registerSms({ mobileNo: mobileNum, countryDialingCode, regType })).expiredMinutes * 60;
    }
    startCountdown(session, purpose, seconds, `${countryDialingCode}${mobileNum}`);
    return back(keep.reply({ hideFields: HIDDEN_FIELDS }) as never);
  } catch (error) {
    const translated = translateFailure(error, { mobileNo: "mobileNum" });
    return back(keep.reply({ hideFields: HIDDEN_FIELDS, ...translated }) as never);
  }
}

async function register(ctx: Context) {
  const { form, session, client, request } = ctx;
  const onPage = form.get("display") === "page";
  const registration = await registrationContext(client, request, {
    mode: form.get("regType") === "mobile" ? "mobile" : "username",
    siteAffiliateCode: String(form.get("siteAffiliateCode") ?? ""),
  });
  const submission = parseWithZod(form, { schema: registration.schema });
  const back = (result: never) => {
    if (!onPage) {
      return backToForm(session, { returnTo: ctx.returnTo, modal: "register", params: { regType: registration.options.mode === "mobile" ? "mobile" : null }, form: FORM_IDS.register, result });
    }
    flashForm(session, FORM_IDS.register, result);
    const place = placeOf(ctx.returnTo);
    return redirectWith(session, `${place.pathname}${place.search}`);
  };
  if (submission.status !== "success") return back(reply(submission));
  const value = submission.value as Record<string, string | boolean | undefined>;
  const payload: Record<string, unknown> = {};
  for (const { field } of registration.plan) if (value[field] !== undefined) payload[field] = value[field];
  if (registration.siteAffiliateCode) payload.affiliateCode = registration.siteAffiliateCode;
  if (value.referralCode) payload.referralCode = value.referralCode;
  if (value.mobileNum) payload.countryDialingCode = value.countryDialingCode;
  if (registration.plan.some((item) => item.field === "captcha")) payload.captchaId = session.get("captchaId");
  const url = new URL(request.url);
  Object.assign(payload, {
    ageConfirmed: value.ageConfirmed === true,
    termsAccepted: value.termsAccepted === true,
    domain: url.host,
    registerUrl: `${url.origin}${placeOf(ctx.returnTo).pathname}`,
    registerMethod: "WEB",
    login: true,
  });
  session.unset("captchaId");
  try {
    const answer = await withSealing(client, (seal) => client.register(seal, registration.options.mode, payload));
    startSession(session, answer);
    // SPEC §2.4: home, then the success pop-up; in registerMobile mode the welcome dialog first.
    return redirectWith(session, registration.options.mode === "mobile" ? "/?modal=welcome" : "/?modal=registered");
  } catch (error) {
    return back(reply(submission, translateFailure(error, { mobileNo: "mobileNum" })));
  }
}

async function forgotEmail(ctx: Context) {
  const { form, session, client } = ctx;
  const submission = parseWithZod(form, { schema: forgotEmailSchema });
  const params = { by: null };
  if (submission.status !== "success") {
    return backToForm(session, { returnTo: ctx.returnTo, modal: "forgotPassword", params, form: FORM_IDS.forgotEmail, result: reply(submission) });
  }
  try {
    await client.passwordByEmail({ username: submission.value.username, email: submission.value.email });
    // SPEC §8: the success dialog 'in_been_out'; the form's modal closes.
    return redirectWith(session, modalHref(placeOf(ctx.returnTo), "passwordEmailed"));
  } catch (error) {
    return backToForm(session, { returnTo: ctx.returnTo, modal: "forgotPassword", params, form: FORM_IDS.forgotEmail, result: reply(submission, translateFailure(error)) });
  }
}

async function forgotPhone(ctx: Context) {
  const { form, session, client } = ctx;
  const bounds = await passwordBounds(client);
  const submission = parseWithZod(form, { schema: forgotPhoneSchema(bounds) });
  const params = { by: "phone" };
  if (submission.status !== "success") {
    return backToForm(session, { returnTo: ctx.returnTo, modal: "forgotPassword", params, form: FORM_IDS.forgotPhone, result: reply(submission) });
  }
  const { newPassword, mobileNum, countryDialingCode, verificationCode } = submission.value;
  try {
    await withSealing(client, (seal) => client.passwordByPhone(seal, { newPassword, mobileNum, countryDialingCode, verificationCode }));
    return redirectWith(session, modalHref(placeOf(ctx.returnTo), "passwordReset"));
  } catch (error) {
    return backToForm(session, { returnTo: ctx.returnTo, modal: "forgotPassword", params, form: FORM_IDS.forgotPhone, result: reply(submission, translateFailure(error)) });
  }
}

async function changePassword(ctx: Context) {
  const { form, session, client } = ctx;
  const token = session.get("token");
  if (!token) return redirectWith(session, modalHref(placeOf(ctx.returnTo), "login"));
  const bounds = await passwordBounds(client);
  const submission = parseWithZod(form, { schema: changePasswordSchema(bounds) });
  if (submission.status !== "success") {
    return backToForm(session, { returnTo: ctx.returnTo, modal: "changePassword", form: FORM_IDS.changePassword, result: reply(submission) });
  }
  const { oldPassword, newPassword, confirmNewPassword } = submission.value;
  try {
    const answer = await withSealing(client, (seal) => client.changePassword(seal, token, { oldPassword, newPassword, confirmNewPassword }));
    startSession(session, answer);
    // SPEC §4: after a successful change the member is logged in again.
    return redirectWith(session, "/?modal=passwordChanged");
  } catch (error) {
    if (error instanceof PlatformError && error.status === 401) {
      forgetMember(session);
      return redirectWith(session, modalHref(placeOf(ctx.returnTo), "login"));
    }
    const translated = translateFailure(error, { confirmNewPassword: "confirmNewPassword" });
    return backToForm(session, { returnTo: ctx.returnTo, modal: "changePassword", form: FORM_IDS.changePassword, result: reply(submission, translated) });
  }
}

async function logout(ctx: Context) {
  const { session, client } = ctx;
  const token = session.get("token");
  if (token) {
    try {
      await client.logout(token);
    } catch (error) {
      // Already ended on the platform (expired, revoked): the visitor is logged out all the same.
      if (!(error instanceof PlatformError)) console.error(`logout: ${(error as Error).message}`);
    }
  }
  forgetMember(session);
  return redirectWith(session, "/");
}

async function freePlay(ctx: Context) {
  const { session, client, request } = ctx;
  try {
    const answer = await client.freePlay({ os: (request.headers.get("user-agent") ?? "web").slice(0, 64), nonce: crypto.randomBytes(16).toString("base64url") });
    return await loggedIn(ctx, answer);
  } catch (error) {
    const translated = translateFailure(error);
    flashForm(session, FORM_IDS.freePlay, { status: "error", error: { "": translated.formErrors } });
    return redirectWith(session, modalHref(placeOf(ctx.returnTo), "login", { freePlay: 1 }));
  }
}

/** The login landing's confirmation (ADR 0019): the ticket opens a new session, whoever was logged in. */
async function loginTicket(ctx: Context) {
  const { form, session, client } = ctx;
  const submission = parseWithZod(form, { schema: loginTicketSchema });
  const failed = (formErrors: string[]) => {
    flashForm(session, FORM_IDS.login, { status: "error", error: { "": formErrors } });
    return redirectWith(session, "/login");
  };
  if (submission.status !== "success") return failed(["auth:error.TICKET_INVALID"]);
  try {
    const answer = await client.loginWithTicket(submission.value.ticket);
    const token = session.get("token");
    // The browser's earlier session ends here rather than linger on the platform.
    if (token && token !== answer.token) await client.logout(token).catch(() => null);
    return await loggedIn(ctx, answer, undefined, "/");
  } catch (error) {
    const ticketRefused = error instanceof PlatformError && (error.code === "CODE_INVALID" || error.code === "CODE_EXPIRED" || error.code === "VALIDATION");
    return failed(ticketRefused ? ["auth:error.TICKET_INVALID"] : translateFailure(error).formErrors);
  }
}
