// Registration form rules (SPEC §2.4, §5), built from GET /wps/system/setting/register. One pure
// function for the browser and the /auth action; the platform checks the same rules again.
import { z } from "zod";
import { message } from "../forms/messages";
import {
  ageOn,
  fieldFailure,
  isTrivialPaymentPassword,
  MINIMUM_AGE,
  parseBirthday,
  REGISTRATION_FIELDS,
  smsRequired as smsCodeRequired,
  type RegisterRule,
  type RegistrationField,
  type RegistrationMode,
  type ReportedFailure,
} from "~contract/registration";

export type RegisterRules = Record<string, RegisterRule>;

export type RegistrationOptions = {
  mode: RegistrationMode;
  /** REGMOBVERF3: an SMS code also in username mode. */
  smsVerification: boolean;
  /** False when the site's own affiliate code in the URL is valid (SPEC §4). */
  affiliateShown: boolean;
};

export type FieldPlan = { field: RegistrationField; required: boolean; rule: RegisterRule | undefined; type: string };

export function smsRequired(
  rules: RegisterRules,
  options: Pick<RegistrationOptions, "mode" | "smsVerification">,
): boolean {
  return smsCodeRequired(rules, options.mode, options.smsVerification);
}

/** Which fields the form shows, and which of them are required, in order. */
export function registrationPlan(rules: RegisterRules, options: RegistrationOptions): FieldPlan[] {
  const sms = smsRequired(rules, options);
  const always = new Set<string>(["username", "password", "confirmPassword"]);
  if (sms) always.add("mobileNum").add("verificationCode");
  // In mobile mode the platform makes the username from the number.
  if (options.mode === "mobile") always.delete("username");
  const plan: FieldPlan[] = [];
  for (const field of REGISTRATION_FIELDS) {
    const rule = rules[field];
    if (field === "username" && options.mode === "mobile") continue;
    if (field === "affiliateCode" && !options.affiliateShown) continue;
    const shown = always.has(field) || rule?.enabled === true;
    if (!shown) continue;
    plan.push({ field, required: always.has(field) || rule?.required === true, rule, type: rule?.type ?? "text" });
  }
  return plan;
}

/** The message of a failure, from the browser's check or the platform's FIELD_INVALID answer. */
export function failureMessage(failure: ReportedFailure): string {
  if ("patternId" in failure)
    return message(`auth:pattern.${failure.patternId}`, { min: failure.min, max: failure.max });
  switch (failure.rule) {
    case "required":
      return message("auth:validation.notEmpty", { field: `auth:field.${failure.field}` });
    case "checkPass":
      return "auth:validation.checkPass";
    case "age":
      return "auth:validation.age";
    case "terms":
      return "auth:validation.terms";
    case "reused":
      return "auth:validation.passwordReused";
    case "weak":
      return "member:error.PAYMENT_PASSWORD_WEAK";
    default:
      return "auth:validation.invalid";
  }
}

export type RegistrationValues = Partial<Record<RegistrationField | "countryDialingCode", string>> & {
  ageConfirmed?: boolean;
  termsAccepted?: boolean;
};

/** Every failing field at once, the platform's rules exactly (SPEC §5). */
export function registrationFailures(
  values: RegistrationValues,
  rules: RegisterRules,
  options: RegistrationOptions,
  today = new Date(),
): ReportedFailure[] {
  const failures: ReportedFailure[] = [];
  for (const { field, required, rule } of registrationPlan(rules, options)) {
    const value = values[field];
    // The captcha's answer is checked against its challenge by the platform.
    const failure = fieldFailure(field, value, field === "captcha" ? undefined : rule, required);
    if (failure) failures.push(failure);
    else if (field === "confirmPassword" && rule && value && value !== values.password)
      failures.push({ field, rule: "checkPass" });
    else if (field === "paymentPassword" && value && isTrivialPaymentPassword(value))
      failures.push({ field, rule: "weak" });
  }
  if (values.mobileNum && !values.countryDialingCode) failures.push({ field: "countryDialingCode", rule: "required" });
  const birthday = values.birthday ? parseBirthday(values.birthday) : null;
  const birthdayFailed = failures.some((failure) => failure.field === "birthday");
  if (values.birthday && !birthday && !birthdayFailed) {
    const rule = rules.birthday;
    failures.push({
      field: "birthday",
      patternId: rule?.patternId ?? "date",
      min: rule?.minLength ?? 10,
      max: rule?.maxLength ?? 10,
    });
  } else if (birthday ? ageOn(birthday, today) < MINIMUM_AGE : values.ageConfirmed !== true) {
    failures.push({ field: birthday ? "birthday" : "ageConfirmed", rule: "age" });
  }
  if (values.termsAccepted !== true) failures.push({ field: "termsAccepted", rule: "terms" });
  return failures;
}

const trimmed = z.preprocess(
  (value) => (typeof value === "string" ? value.trim() || undefined : value),
  z.string().max(255).optional(),
);

/** The registration form's schema for conform (browser) and parseWithZod (the /auth action). */
export function registrationSchema(rules: RegisterRules, options: RegistrationOptions, today?: Date) {
  const shape: Record<string, z.ZodTypeAny> = {};
  for (const field of REGISTRATION_FIELDS) shape[field] = trimmed;
  return z
    .object({
      ...shape,
      countryDialingCode: trimmed,
      referralCode: trimmed,
      siteAffiliateCode: trimmed,
      ageConfirmed: z.boolean().optional(),
      termsAccepted: z.boolean().optional(),
      returnTo: z.string().optional(),
    })
    .superRefine((values, ctx) => {
      for (const failure of registrationFailures(values as RegistrationValues, rules, options, today)) {
        ctx.addIssue({ code: "custom", path: [failure.field], message: failureMessage(failure) });
      }
    });
}
