// Passwords (SPEC §2.5, §4, §8): forgotten — a link by email, or a new one with an SMS code — and
// changed by the member, who is then logged in again.
import { parseWithZod } from "@conform-to/zod";
import { withSealing } from "~/lib/platform/jwe.server";
import { passwordBounds } from "~/lib/auth/registration.server";
import { modalHref } from "~/lib/shell/urls";
import { PlatformError } from "~/lib/platform/client.server";
import { backToForm, forgetMember, placeOf, redirectWith, startSession, translateFailure } from "./account.server";
import { FORM_IDS } from "./fields";
import { changePasswordSchema, forgotEmailSchema, forgotPhoneSchema } from "./passwords";
import { reply, type AuthContext, type AuthTask } from "./task.server";

async function forgotEmail(ctx: AuthContext) {
  const { form, session, client } = ctx;
  const submission = parseWithZod(form, { schema: forgotEmailSchema });
  const params = { by: null };
  if (submission.status !== "success") {
    return backToForm(session, {
      returnTo: ctx.returnTo,
      modal: "forgotPassword",
      params,
      form: FORM_IDS.forgotEmail,
      result: reply(submission),
    });
  }
  try {
    await client.passwordByEmail({ username: submission.value.username, email: submission.value.email });
    // SPEC §8: the success dialog 'in_been_out'; the form's modal closes.
    return redirectWith(session, modalHref(placeOf(ctx.returnTo), "passwordEmailed"));
  } catch (error) {
    return backToForm(session, {
      returnTo: ctx.returnTo,
      modal: "forgotPassword",
      params,
      form: FORM_IDS.forgotEmail,
      result: reply(submission, translateFailure(error)),
    });
  }
}

async function forgotPhone(ctx: AuthContext) {
  const { form, session, client } = ctx;
  const bounds = await passwordBounds(client);
  const submission = parseWithZod(form, { schema: forgotPhoneSchema(bounds) });
  const params = { by: "phone" };
  if (submission.status !== "success") {
    return backToForm(session, {
      returnTo: ctx.returnTo,
      modal: "forgotPassword",
      params,
      form: FORM_IDS.forgotPhone,
      result: reply(submission),
    });
  }
  const { newPassword, mobileNum, countryDialingCode, verificationCode } = submission.value;
  try {
    await withSealing(client, (seal) =>
      client.passwordByPhone(seal, { newPassword, mobileNum, countryDialingCode, verificationCode }),
    );
    return redirectWith(session, modalHref(placeOf(ctx.returnTo), "passwordReset"));
  } catch (error) {
    return backToForm(session, {
      returnTo: ctx.returnTo,
      modal: "forgotPassword",
      params,
      form: FORM_IDS.forgotPhone,
      result: reply(submission, translateFailure(error)),
    });
  }
}

async function changePassword(ctx: AuthContext) {
  const { form, session, client } = ctx;
  const token = session.get("token");
  if (!token) return redirectWith(session, modalHref(placeOf(ctx.returnTo), "login"));
  const bounds = await passwordBounds(client);
  const submission = parseWithZod(form, { schema: changePasswordSchema(bounds) });
  if (submission.status !== "success") {
    return backToForm(session, {
      returnTo: ctx.returnTo,
      modal: "changePassword",
      form: FORM_IDS.changePassword,
      result: reply(submission),
    });
  }
  const { oldPassword, newPassword, confirmNewPassword } = submission.value;
  try {
    const answer = await withSealing(client, (seal) =>
      client.changePassword(seal, token, { oldPassword, newPassword, confirmNewPassword }),
    );
    startSession(session, answer);
    // SPEC §4: after a successful change the member is logged in again.
    return redirectWith(session, "/?modal=passwordChanged");
  } catch (error) {
    if (error instanceof PlatformError && error.status === 401) {
      forgetMember(session);
      return redirectWith(session, modalHref(placeOf(ctx.returnTo), "login"));
    }
    const translated = translateFailure(error, { confirmNewPassword: "confirmNewPassword" });
    return backToForm(session, {
      returnTo: ctx.returnTo,
      modal: "changePassword",
      form: FORM_IDS.changePassword,
      result: reply(submission, translated),
    });
  }
}

export const PASSWORD_TASKS: readonly AuthTask[] = [
  { intent: "forgotEmail", publicForm: true, run: forgotEmail },
  { intent: "forgotPhone", publicForm: true, run: forgotPhone },
  { intent: "changePassword", publicForm: false, run: changePassword },
];
