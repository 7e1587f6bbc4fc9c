// Registration (SPEC §2.4): the fields the platform's rules ask for, from the pop-up or the /register
// page; a refused form goes back to where it was, a new member lands on home with the success pop-up.
import { parseWithZod } from "@conform-to/zod";
import { withSealing } from "~/lib/platform/jwe.server";
import { registrationContext } from "~/lib/auth/registration.server";
import { PlatformError } from "~/lib/platform/client.server";
import {
  backToForm,
  flashForm,
  HIDDEN_FIELDS,
  placeOf,
  redirectWith,
  startSession,
  translateFailure,
} from "./account.server";
import { FORM_IDS } from "./fields";
import { type AuthContext, type AuthTask } from "./task.server";

// A refused form comes back with what was typed, passwords aside (ADR 0068). The captcha's answer comes
// back too while its challenge is unanswered: the form failed before the platform checked it (the web's
// own check of the same rules, a field the platform refused, a throttle), so /captcha.png draws the same
// image again and the player answers nothing twice.
const PASSWORDS = HIDDEN_FIELDS.filter((name) => name !== "captcha");
const CAPTCHA_UNSPENT = new Set(["FIELD_INVALID", "RATE_LIMITED"]);

function reply(submission: { reply: (options?: object) => unknown }, keepCaptcha: boolean, translated?: object) {
  return submission.reply({ hideFields: keepCaptcha ? PASSWORDS : HIDDEN_FIELDS, ...(translated ?? {}) }) as never;
}

async function register(ctx: AuthContext) {
  const { form, session, client, request } = ctx;
  const onPage = form.get("display") === "page";
  const registration = await registrationContext(client, request, {
    mode: form.get("regType") === "mobile" ? "mobile" : "username",
    siteAffiliateCode: String(form.get("siteAffiliateCode") ?? ""),
  });
  const submission = parseWithZod(form, { schema: registration.schema });
  const back = (result: never) => {
    if (!onPage) {
      return backToForm(session, {
        returnTo: ctx.returnTo,
        modal: "register",
        params: { regType: registration.options.mode === "mobile" ? "mobile" : null },
        form: FORM_IDS.register,
        result,
      });
    }
    flashForm(session, FORM_IDS.register, result);
    const place = placeOf(ctx.returnTo);
    return redirectWith(session, `${place.pathname}${place.search}`);
  };
  if (submission.status !== "success") return back(reply(submission, true));
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
  try {
    const answer = await withSealing(client, (seal) => client.register(seal, registration.options.mode, payload));
    session.unset("captchaId");
    startSession(session, answer);
    // SPEC §2.4: home, then the success pop-up; in registerMobile mode the welcome dialog first.
    return redirectWith(session, registration.options.mode === "mobile" ? "/?modal=welcome" : "/?modal=registered");
  } catch (error) {
    const unspent = error instanceof PlatformError && CAPTCHA_UNSPENT.has(error.code);
    return back(reply(submission, unspent, translateFailure(error, { mobileNo: "mobileNum" })));
  }
}

export const REGISTER_TASK: AuthTask = { intent: "register", publicForm: true, run: register };
