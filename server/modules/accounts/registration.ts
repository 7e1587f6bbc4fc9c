import { z } from "zod";
import { AppError } from "../errors.js";
import {
  ageOn,
  fieldFailure,
  isTrivialPaymentPassword,
  MINIMUM_AGE,
  parseBirthday,
  REGISTRATION_FIELDS,
  smsRequired as smsCodeRequired,
  type FieldFailure,
  type RegisterRule,
  type RegistrationField,
  type RegistrationMode,
} from "../../../contract/registration.js";

// The server is the authority on registration (SPEC §5): every field is shown, required and
// checked by its rule from GET /wps/system/setting/register, the same rules the web renders.

/** FIELD_INVALID answers the first failure's shape (as the contract says) and every failure in `fields`. */
export function fieldInvalid(failures: FieldFailure[]): AppError {
  const first = failures[0];
  const what = "rule" in first ? first.rule : first.patternId;
  return new AppError("FIELD_INVALID", `${first.field}: ${what}`, { ...first, fields: failures });
}

const text = z.string().trim().max(255).optional();

export const registrationPayload = z.object({
  username: text,
  password: z.string().trim().max(128).optional(),
  confirmPassword: z.string().trim().max(128).optional(),
  payeeName: text,
  email: text,
  qqNum: text,
  mobileNum: text,
  countryDialingCode: z.string().trim().max(8).optional(),
  recommenderId: text,
  captchaId: z.string().max(64).optional(),
  captcha: text,
  verificationCode: text,
  affiliateCode: text,
  referralCode: text,
  paymentPassword: z.string().trim().max(128).optional(),
  line: text,
  whatsapp: text,
  zalo: text,
  facebook: text,
  wechat: text,
  telegram: text,
  idNumber: text,
  birthday: text,
  domain: text,
  registerUrl: z.string().max(2048).optional(),
  registerMethod: z.string().max(16).optional(),
  login: z.boolean().optional(),
  // SPEC §5: 18 or older (from birthday when given, else this confirmation) and terms accepted.
  ageConfirmed: z.boolean().optional(),
  termsAccepted: z.boolean().optional(),
});
export type RegistrationPayload = z.infer<typeof registrationPayload>;

export type CheckedRegistration = {
  /** Fields that are shown on this site and filled in; hidden fields are dropped. */
  values: Partial<Record<RegistrationField, string>>;
  captchaRequired: boolean;
  smsRequired: boolean;
};

/**
 * Every failing field at once (the web shows a message under each), in form order.
 * Username, password and its confirmation are always required; in mobile mode the mobile number
 * and SMS code too, and the SMS code whenever REGMOBVERF3 is on or its rule requires it.
 */
export function checkRegistration(
  payload: RegistrationPayload,
  rules: Record<string, RegisterRule>,
  mode: RegistrationMode,
  toggles: Set<string>,
  /** The site's country list (merchant/countries.ts): a dialing code outside it is refused. */
  isListedDialingCode: (code: string) => boolean,
  today = new Date(),
): CheckedRegistration {
  const smsRequired = smsCodeRequired(rules, mode, toggles.has("REGMOBVERF3"));
  const always = new Set<string>(["username", "password", "confirmPassword"]);
  if (smsRequired) always.add("mobileNum").add("verificationCode");
  // In mobile mode the username may be left out: one is made from the number.
  const usernameFromNumber = mode === "mobile" && !payload.username;

  const failures: FieldFailure[] = [];
  const values: Partial<Record<RegistrationField, string>> = {};
  let captchaRequired = false;
  for (const field of REGISTRATION_FIELDS) {
    const rule = rules[field];
    if (field === "username" && usernameFromNumber) continue;
    const shown = always.has(field) || rule?.enabled === true;
    if (!shown) continue;
    const required = always.has(field) || rule?.required === true;
    const value = payload[field];
    if (field === "captcha") {
      // The answer itself is checked against the challenge after the fields pass.
      captchaRequired = required;
      if (required && !value) failures.push({ field, rule: "required" });
      continue;
    }
    const failure = fieldFailure(field, value, rule, required);
    if (failure) failures.push(failure);
    else if (field === "confirmPassword" && value !== payload.password) failures.push({ field, rule: "checkPass" });
    // The payment password's own rule, as when it is changed later (payment-password.ts).
    else if (field === "paymentPassword" && value && isTrivialPaymentPassword(value))
      failures.push({ field, rule: "weak" });
    else if (value) values[field] = value;
  }
  if (values.mobileNum && !payload.countryDialingCode) failures.push({ field: "countryDialingCode", rule: "required" });
  else if (payload.countryDialingCode && !isListedDialingCode(payload.countryDialingCode))
    failures.push({ field: "countryDialingCode", rule: "unlisted" });

  const birthday = values.birthday ? parseBirthday(values.birthday) : null;
  if (values.birthday && !birthday) {
    failures.push({
      field: "birthday",
      patternId: rules.birthday?.patternId ?? "date",
      min: rules.birthday?.minLength ?? 10,
      max: rules.birthday?.maxLength ?? 10,
    });
  } else if (birthday ? ageOn(birthday, today) < MINIMUM_AGE : payload.ageConfirmed !== true) {
    failures.push({ field: birthday ? "birthday" : "ageConfirmed", rule: "age" });
  }
  if (payload.termsAccepted !== true) failures.push({ field: "termsAccepted", rule: "terms" });

  if (failures.length > 0) throw fieldInvalid(failures);
  return { values, captchaRequired, smsRequired };
}
