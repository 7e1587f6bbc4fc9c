// My account's profile forms (SPEC §2.6): what the section loads for them and the centre action's
// answers. Binding goes in two posts of one form, whatever the browser: "send code" answers the page
// again with the number kept and the code field shown; "confirm" binds and redirects with a notice.
import { parseWithZod } from "@conform-to/zod";
import { data } from "@remix-run/node";
import { translateFailure, HIDDEN_FIELDS } from "~/lib/auth/account.server";
import { PlatformError, type WpsClient } from "~/lib/platform/client.server";
import { sectionDone, type ActionCtx, type CentreActionData, type SectionForm } from "./centre.server";
import { reply } from "~/lib/forms/reply.server";
import { bindEmailSchema, bindMobileSchema, profilePlan, profileSchema, PROFILE_INTENTS } from "./profile";

type ProfileIntent = (typeof PROFILE_INTENTS)[keyof typeof PROFILE_INTENTS];

/** After "send code": where it went (shown above the code field) and for how long it works. */
export type CodeSent = { to: string; minutes: number };
export type ProfileActionData = CentreActionData & { codeSent?: CodeSent };

export async function profileSection(client: WpsClient, token: string) {
  const [profile, rules, countries] = await Promise.all([
    client.memberProfile(token),
    client.registerRules(),
    client.countries(),
  ]);
  return { profile, rules, countries };
}

/** My account's profile, mobile and email forms, by intent (each binding in two steps). */
export const PROFILE_ACTIONS = [
  { intent: "profile" satisfies ProfileIntent, run: saveProfile },
  { intent: "mobileCode" satisfies ProfileIntent, run: (ctx) => bindMobile(ctx, "mobileCode") },
  { intent: "mobile" satisfies ProfileIntent, run: (ctx) => bindMobile(ctx, "mobile") },
  { intent: "emailCode" satisfies ProfileIntent, run: (ctx) => bindEmail(ctx, "emailCode") },
  { intent: "email" satisfies ProfileIntent, run: (ctx) => bindEmail(ctx, "email") },
] satisfies SectionForm[];

/** The platform's answers as the form's messages; the codes of this section land under their field. */
function profileFailure(error: unknown) {
  if (error instanceof PlatformError) {
    switch (error.code) {
      case "PAYEE_NAME_LOCKED":
        return { formErrors: [], fieldErrors: { payeeName: ["member:error.PAYEE_NAME_LOCKED"] } };
      case "EMAIL_TAKEN":
        return { formErrors: [], fieldErrors: { email: ["member:error.EMAIL_TAKEN"] } };
      case "VALIDATION":
        // The one check the browser cannot make: a dialing code outside the site's country list.
        return { formErrors: [], fieldErrors: { countryDialingCode: ["auth:validation.dialingCode"] } };
    }
  }
  const failure = translateFailure(error);
  // "reused" is the member's own number or address again: nothing to bind.
  for (const field of ["mobileNum", "email"]) {
    const messages = failure.fieldErrors[field];
    if (messages)
      failure.fieldErrors[field] = messages.map((text) =>
        text === "auth:validation.passwordReused" ? "member:error.ALREADY_BOUND" : text,
      );
  }
  return failure;
}

// A wrong code is typed again, never shown back.
const hideCode = { hideFields: [...HIDDEN_FIELDS, "verificationCode"] };

async function saveProfile(ctx: ActionCtx) {
  const intent = PROFILE_INTENTS.profile;
  const payeeNameSet = ctx.form.get("payeeNameSet") === "1";
  let rules: Awaited<ReturnType<WpsClient["registerRules"]>>;
  try {
    rules = await ctx.client.registerRules();
  } catch (error) {
    return data<ProfileActionData>(
      { intent, result: { status: "error", error: { "": translateFailure(error).formErrors } } },
      { status: 503 },
    );
  }
  const submission = parseWithZod(ctx.form, { schema: profileSchema(rules, payeeNameSet) });
  if (submission.status !== "success")
    return data<ProfileActionData>({ intent, result: reply(submission) }, { status: 400 });
  const values = submission.value as Record<string, string | undefined>;
  const plan = profilePlan(rules, payeeNameSet);
  // Only what the form shows; an emptied contact field is cleared.
  const change: Record<string, string> = { nickname: values.nickname ?? "" };
  if (plan.payeeName && values.payeeName) change.payeeName = values.payeeName;
  if (plan.birthday && values.birthday) change.birthday = values.birthday;
  for (const field of plan.contacts) change[field] = values[field] ?? "";
  try {
    await ctx.client.updateProfile(ctx.token, change);
    return sectionDone(ctx, "member:done.profile");
  } catch (error) {
    return data<ProfileActionData>({ intent, result: reply(submission, profileFailure(error)) }, { status: 400 });
  }
}

async function bindMobile(ctx: ActionCtx, intent: "mobileCode" | "mobile") {
  const submission = parseWithZod(ctx.form, { schema: bindMobileSchema });
  if (submission.status !== "success") {
    // A failed confirmation keeps the code step open: the code was sent.
    const codeSent = intent === "mobile" ? sentTo(ctx.form, "mobile") : undefined;
    return data<ProfileActionData>({ intent, result: reply(submission, hideCode), codeSent }, { status: 400 });
  }
  const { countryDialingCode, mobileNum, verificationCode } = submission.value;
  const number = { countryDialingCode, mobileNum };
  try {
    if (intent === "mobileCode") {
      const sent = await ctx.client.bindMobileSms(ctx.token, number);
      return data<ProfileActionData>({
        intent,
        result: reply(submission),
        codeSent: { to: `${countryDialingCode} ${mobileNum}`, minutes: sent.expiredMinutes },
      });
    }
    // The schema refuses a confirmation without its code; its type cannot say so.
    if (!verificationCode) throw new Error("bindMobileSchema let a confirmation through without its code");
    await ctx.client.bindMobile(ctx.token, { ...number, verificationCode });
    return sectionDone(ctx, "member:done.mobile");
  } catch (error) {
    const codeSent = intent === "mobile" ? sentTo(ctx.form, "mobile") : undefined;
    return data<ProfileActionData>(
      { intent, result: reply(submission, { ...profileFailure(error), ...hideCode }), codeSent },
      { status: 400 },
    );
  }
}

async function bindEmail(ctx: ActionCtx, intent: "emailCode" | "email") {
  const submission = parseWithZod(ctx.form, { schema: bindEmailSchema });
  if (submission.status !== "success") {
    const codeSent = intent === "email" ? sentTo(ctx.form, "email") : undefined;
    return data<ProfileActionData>({ intent, result: reply(submission, hideCode), codeSent }, { status: 400 });
  }
  const { email, verificationCode } = submission.value;
  try {
    if (intent === "emailCode") {
      const sent = await ctx.client.bindEmailCode(ctx.token, { email });
      return data<ProfileActionData>({
        intent,
        result: reply(submission),
        codeSent: { to: email, minutes: sent.expiredMinutes },
      });
    }
    if (!verificationCode) throw new Error("bindEmailSchema let a confirmation through without its code");
    await ctx.client.bindEmail(ctx.token, { email, verificationCode });
    return sectionDone(ctx, "member:done.email");
  } catch (error) {
    const codeSent = intent === "email" ? sentTo(ctx.form, "email") : undefined;
    return data<ProfileActionData>(
      { intent, result: reply(submission, { ...profileFailure(error), ...hideCode }), codeSent },
      { status: 400 },
    );
  }
}

/** The code step's target as the form sent it again (hidden field `codeMinutes` keeps the lifetime). */
function sentTo(form: FormData, kind: "mobile" | "email"): CodeSent {
  const to =
    kind === "mobile"
      ? `${String(form.get("countryDialingCode") ?? "")} ${String(form.get("mobileNum") ?? "")}`
      : String(form.get("email") ?? "");
  return { to: to.trim(), minutes: Number(form.get("codeMinutes")) || 5 };
}
