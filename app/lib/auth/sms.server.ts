// The SMS buttons (SPEC §4) of the login, registration and password-by-phone forms: the number must
// pass first; a request during a running countdown is skipped.
import { parseWithZod } from "@conform-to/zod";
import type { SmsPurpose } from "~/lib/session/session.server";
import {
  HIDDEN_FIELDS,
  backToForm,
  flashForm,
  placeOf,
  redirectWith,
  smsSecondsLeft,
  startCountdown,
  translateFailure,
} from "./account.server";
import { FORM_IDS, emptySchema } from "./fields";
import { smsRequestSchema } from "./sms";
import type { AuthContext, AuthTask } from "./task.server";

const SMS_MODAL: Record<SmsPurpose, { modal: string; form: string; params: Record<string, string> }> = {
  login: { modal: "login", form: FORM_IDS.loginSms, params: { loginType: "sms" } },
  register: { modal: "register", form: FORM_IDS.register, params: {} },
  registerMobile: { modal: "register", form: FORM_IDS.register, params: { regType: "mobile" } },
  password: { modal: "forgotPassword", form: FORM_IDS.forgotPhone, params: { by: "phone" } },
};

async function sendSms(ctx: AuthContext, purpose: SmsPurpose) {
  const { form, session, client } = ctx;
  const target = SMS_MODAL[purpose];
  const submission = parseWithZod(form, { schema: smsRequestSchema });
  // The registration page posts from /register: keep the page, not the modal.
  const onPage = form.get("display") === "page";
  const back = (result: never) =>
    onPage
      ? (flashForm(session, target.form, result),
        redirectWith(session, `${placeOf(ctx.returnTo).pathname}${placeOf(ctx.returnTo).search}`))
      : backToForm(session, {
          returnTo: ctx.returnTo,
          modal: target.modal,
          params: target.params,
          form: target.form,
          result,
        });
  // Whatever else was typed stays in the form; only the number decides.
  const keep = parseWithZod(form, { schema: emptySchema });
  if (submission.status !== "success") {
    const errors = submission.error ?? {};
    return back(
      keep.reply({
        hideFields: HIDDEN_FIELDS,
        fieldErrors: Object.fromEntries(Object.entries(errors).filter(([, v]) => v)) as never,
      }) as never,
    );
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

export const SMS_TASKS: readonly AuthTask[] = [
  { intent: "sendLoginSms", publicForm: true, run: (ctx) => sendSms(ctx, "login") },
  {
    intent: "sendRegisterSms",
    publicForm: true,
    run: (ctx) => sendSms(ctx, ctx.form.get("regType") === "mobile" ? "registerMobile" : "register"),
  },
  { intent: "sendForgotSms", publicForm: true, run: (ctx) => sendSms(ctx, "password") },
];
