// Logging in (SPEC §3, §4): by username or SMS code, the new-address check a login may ask for, and
// the login landing's ticket (ADR 0019).
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import type { z } from "zod";
import { readWebEnv } from "~/lib/config/env.server";
import { withSealing } from "~/lib/platform/jwe.server";
import { modalHref } from "~/lib/shell/urls";
import { PlatformError, failureDetails } from "~/lib/platform/client.server";
import { backToForm, flashForm, placeOf, redirectWith, translateFailure } from "./account.server";
import { FORM_IDS } from "./fields";
import { loginSchema, loginSmsSchema, loginTicketSchema, verifyNewIpSchema } from "./login";
import { rememberCookies } from "./remember";
import { deviceNameFor } from "~/lib/session/device.server";
import { SIGNIN_FORMS, newIpBankSchema, newIpTotpSchema } from "~/lib/signin/signin";
import { signinFailure } from "~/lib/signin/failure.server";
import { loggedIn, reply, type AuthContext, type AuthTask } from "./task.server";

const secure = readWebEnv().NODE_ENV === "production";

async function login(ctx: AuthContext) {
  const { form, session, client } = ctx;
  const sms = form.get("loginType") === "sms";
  const captcha = session.get("captchaRequired") === true;
  const schema = sms ? loginSmsSchema({ captcha }) : loginSchema({ captcha });
  const submission = parseWithZod(form, { schema });
  const formId = sms ? FORM_IDS.loginSms : FORM_IDS.login;
  const params = { loginType: sms ? "sms" : null };
  if (submission.status !== "success") {
    return backToForm(session, {
      returnTo: ctx.returnTo,
      modal: "login",
      params,
      form: formId,
      result: reply(submission),
    });
  }
  const value = submission.value as z.infer<ReturnType<typeof loginSmsSchema>> &
    z.infer<ReturnType<typeof loginSchema>>;
  const captchaFields = captcha ? { captchaId: session.get("captchaId"), captcha: value.captcha } : {};
  const payload = sms
    ? {
        type: "sms",
        mobileNum: value.mobileNum,
        countryDialingCode: value.countryDialingCode,
        verificationCode: value.verificationCode,
        ...captchaFields,
      }
    : { type: "username", username: value.username, password: value.password, ...captchaFields };
  // The captcha answers one attempt only: the next one needs a new image.
  session.unset("captchaId");
  // The browser's name: a device the member logged in on before keeps its own count of failed logins (ADR 0058).
  const device = await deviceNameFor(ctx.request);
  try {
    const answer = await withSealing(client, (seal) => client.login(seal, payload, device));
    const headers = new Headers();
    const merchant = (await client.status()).merchant.code;
    for (const cookie of rememberCookies({
      remember: value.remember === true,
      username: sms ? "" : value.username,
      merchant,
      typeSms: sms,
      secure,
    })) {
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
      if ((flag.success && flag.data.captcha) || error.code === "CAPTCHA_REQUIRED" || error.code === "CAPTCHA_WRONG")
        session.set("captchaRequired", true);
    }
    return backToForm(session, {
      returnTo: ctx.returnTo,
      modal: "login",
      params,
      form: formId,
      result: reply(submission, translateFailure(error)),
    });
  }
}

async function verifyNewIp(ctx: AuthContext) {
  const { form, session, client } = ctx;
  const submission = parseWithZod(form, { schema: verifyNewIpSchema });
  const challenge = session.get("newIp");
  if (!challenge) return redirectWith(session, modalHref(placeOf(ctx.returnTo), "login"));
  if (submission.status !== "success") {
    return backToForm(session, {
      returnTo: ctx.returnTo,
      modal: "verifyNewIp",
      form: FORM_IDS.verifyNewIp,
      result: reply(submission),
    });
  }
  try {
    return await loggedIn(
      ctx,
      await client.verifyNewIp(
        { challengeId: challenge.challengeId, code: submission.value.code },
        await deviceNameFor(ctx.request),
      ),
    );
  } catch (error) {
    const translated = translateFailure(error, { verificationCode: "code" });
    return backToForm(session, {
      returnTo: ctx.returnTo,
      modal: "verifyNewIp",
      form: FORM_IDS.verifyNewIp,
      result: reply(submission, translated),
    });
  }
}

/** The new-address check answered by the authenticator app or a bank account's holder name (ADR 0032). */
function verifyNewIpBy(method: "totp" | "bankName") {
  const formId = method === "totp" ? SIGNIN_FORMS.newIpTotp : SIGNIN_FORMS.newIpBank;
  return async (ctx: AuthContext) => {
    const { form, session, client } = ctx;
    const challenge = session.get("newIp");
    if (!challenge) return redirectWith(session, modalHref(placeOf(ctx.returnTo), "login"));
    const back = (result: SubmissionResult<string[]>) =>
      backToForm(session, { returnTo: ctx.returnTo, modal: "verifyNewIp", form: formId, result });
    if (method === "totp") {
      const submission = parseWithZod(form, { schema: newIpTotpSchema });
      if (submission.status !== "success") return back(reply(submission));
      try {
        return await loggedIn(
          ctx,
          await client.verifyNewIp(
            { challengeId: challenge.challengeId, method: "totp", code: submission.value.code },
            await deviceNameFor(ctx.request),
          ),
        );
      } catch (error) {
        return back(reply(submission, signinFailure(error, "code", "signin:error.totpInvalid")));
      }
    }
    const submission = parseWithZod(form, { schema: newIpBankSchema });
    if (submission.status !== "success") return back(reply(submission));
    try {
      return await loggedIn(
        ctx,
        await client.verifyNewIp(
          { challengeId: challenge.challengeId, method: "bankName", holderName: submission.value.holderName },
          await deviceNameFor(ctx.request),
        ),
      );
    } catch (error) {
      return back(reply(submission, signinFailure(error, "holderName", "signin:error.holderNameInvalid")));
    }
  };
}

/** The login landing's confirmation (ADR 0019): the ticket opens a new session, whoever was logged in. */
async function loginTicket(ctx: AuthContext) {
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
    const ticketRefused =
      error instanceof PlatformError &&
      (error.code === "CODE_INVALID" || error.code === "CODE_EXPIRED" || error.code === "VALIDATION");
    return failed(ticketRefused ? ["auth:error.TICKET_INVALID"] : translateFailure(error).formErrors);
  }
}

export const LOGIN_TASKS: readonly AuthTask[] = [
  { intent: "login", publicForm: true, run: login },
  { intent: "verifyNewIp", publicForm: true, run: verifyNewIp },
  { intent: "verifyNewIpTotp", publicForm: true, run: verifyNewIpBy("totp") },
  { intent: "verifyNewIpBank", publicForm: true, run: verifyNewIpBy("bankName") },
  { intent: "loginTicket", publicForm: true, run: loginTicket },
];
