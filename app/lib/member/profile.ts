// My account's profile forms (SPEC §2.6 "profile (fields per registration rules), bind or change mobile
// and email with a code"): their ids, intents and schemas, shared by the browser (conform) and the
// centre's action. The platform checks the same registration rules again and stays the authority.
import { z } from "zod";
import { failureMessage, type RegisterRules } from "~/lib/auth/registration";
import { parseBirthday, ageOn, MINIMUM_AGE, type ReportedFailure as RuleFailure } from "~contract/registration";

export const PROFILE_FORMS = { profile: "profile-form", mobile: "bind-mobile-form", email: "bind-email-form" } as const;

/** The two steps of each binding: ask for a code, then confirm with it. */
export const PROFILE_INTENTS = {
  profile: "profile",
  mobileCode: "mobileCode",
  mobile: "mobile",
  emailCode: "emailCode",
  email: "email",
} as const;

/** Contact fields a member may add later, shown when the site shows them at registration. */
export const CONTACT_FIELDS = ["qqNum", "line", "whatsapp", "zalo", "facebook", "wechat", "telegram"] as const;

// Nickname has no registration rule; the platform takes 2-20 printable characters.
export const NICKNAME = { min: 2, max: 20 };

const trimmed = z.preprocess(
  (value) => (typeof value === "string" ? value.trim() : value),
  z.string().max(255).optional(),
);

function ruleFailure(field: string, value: string, rule: RegisterRules[string] | undefined): RuleFailure | null {
  if (!rule) return null;
  const source = rule.acceptedPattern.trim() === "*" ? "^.*$" : rule.acceptedPattern;
  const length = [...value].length;
  if (length < rule.minLength || length > rule.maxLength || !new RegExp(source, "u").test(value)) {
    return { field, patternId: rule.patternId, min: rule.minLength, max: rule.maxLength };
  }
  return null;
}

/** Which profile fields the form shows: the full name only while it is empty. */
export function profilePlan(rules: RegisterRules, payeeNameSet: boolean) {
  return {
    payeeName: !payeeNameSet,
    birthday: rules.birthday?.enabled === true,
    contacts: CONTACT_FIELDS.filter((field) => rules[field]?.enabled === true),
  };
}

export function profileSchema(rules: RegisterRules, payeeNameSet: boolean, today = new Date()) {
  const plan = profilePlan(rules, payeeNameSet);
  return z
    .object({
      payeeName: trimmed,
      nickname: trimmed,
      birthday: trimmed,
      ...Object.fromEntries(CONTACT_FIELDS.map((field) => [field, trimmed])),
    })
    .superRefine((values: Record<string, string | undefined>, ctx) => {
      const fail = (failure: RuleFailure) =>
        ctx.addIssue({ code: "custom", path: [failure.field], message: failureMessage(failure) });
      const nickname = values.nickname ?? "";
      if (!nickname) fail({ field: "nickname", rule: "required" });
      else if ([...nickname].length < NICKNAME.min || [...nickname].length > NICKNAME.max)
        fail({ field: "nickname", patternId: "any", min: NICKNAME.min, max: NICKNAME.max });
      const checked: string[] = [
        ...plan.contacts,
        ...(plan.payeeName ? ["payeeName"] : []),
        ...(plan.birthday ? ["birthday"] : []),
      ];
      for (const field of checked) {
        const value = values[field];
        if (!value) {
          if (rules[field]?.required && field !== "payeeName") fail({ field, rule: "required" });
          continue;
        }
        const failure = ruleFailure(field, value, rules[field]);
        if (failure) fail(failure);
        else if (field === "birthday") {
          const date = parseBirthday(value);
          if (!date) fail({ field, patternId: rules.birthday?.patternId ?? "date", min: 10, max: 10 });
          else if (ageOn(date, today) < MINIMUM_AGE) fail({ field, rule: "age" });
        }
      }
    });
}

const required = (key: string) =>
  z.preprocess(
    (value) => (typeof value === "string" ? value.trim() || undefined : value),
    z.string({ required_error: key }).max(255, key),
  );
const intent = z.string().optional();

/**
 * Both steps post the same form: "send code" needs the number, "confirm" the code too. The intent
 * (the pressed button) says which; conform's browser check sees it as the submitter's value.
 */
export const bindMobileSchema = z
  .object({
    countryDialingCode: required("auth:validation.dialingCode").pipe(
      z.string().regex(/^\+?\d{1,4}$/, "auth:validation.dialingCode"),
    ),
    mobileNum: required("auth:validation.mobile").pipe(z.string().regex(/^\d{6,15}$/, "auth:validation.mobile")),
    verificationCode: trimmed,
    intent,
  })
  .superRefine((values, ctx) => {
    if (values.intent === PROFILE_INTENTS.mobile && !values.verificationCode)
      ctx.addIssue({ code: "custom", path: ["verificationCode"], message: "auth:validation.code" });
  });

export const bindEmailSchema = z
  .object({
    email: required("auth:validation.email").pipe(z.string().email("auth:validation.email")),
    verificationCode: trimmed,
    intent,
  })
  .superRefine((values, ctx) => {
    if (values.intent === PROFILE_INTENTS.email && !values.verificationCode)
      ctx.addIssue({ code: "custom", path: ["verificationCode"], message: "auth:validation.code" });
  });
