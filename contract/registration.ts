// Registration rules (SPEC §2.4, §5): GET /wps/system/setting/register answers one rule per field.
// The web renders and pre-checks the form with them; the platform, the authority, checks the same
// fields with the same functions, so a value the browser accepts is never refused for another reason.
import { z } from "zod";

export const registerRule = z.object({
  enabled: z.boolean(),
  required: z.boolean(),
  acceptedPattern: z.string(),
  patternId: z.string(),
  minLength: z.number(),
  maxLength: z.number(),
  type: z.enum(["text", "password", "email", "tel", "date", "select"]),
});
export type RegisterRule = z.infer<typeof registerRule>;

/** Fields with a rule, in the order of the form (the platform's order). */
export const REGISTRATION_FIELDS = [
  "username",
  "password",
  "confirmPassword",
  "payeeName",
  "email",
  "qqNum",
  "mobileNum",
  "recommenderId",
  "captcha",
  "verificationCode",
  "affiliateCode",
  "paymentPassword",
  "line",
  "whatsapp",
  "zalo",
  "facebook",
  "wechat",
  "telegram",
  "idNumber",
  "birthday",
] as const;
export type RegistrationField = (typeof REGISTRATION_FIELDS)[number];

export type RegistrationMode = "username" | "mobile";

export const MINIMUM_AGE = 18;

/** Why a field failed without a pattern: the names the web translates (auth:validation.*). */
export type FieldRule = "required" | "checkPass" | "age" | "terms" | "reused" | "unlisted" | "weak";
export type PatternFailure = { field: string; patternId: string; min: number; max: number };
export type FieldFailure = PatternFailure | { field: string; rule: FieldRule };

/** A failure as FIELD_INVALID carries it; a rule name the web does not know reads as "invalid". */
export const reportedFailure = z.union([
  z.object({ field: z.string(), patternId: z.string(), min: z.number(), max: z.number() }),
  z.object({ field: z.string(), rule: z.string() }),
]);
export type ReportedFailure = z.infer<typeof reportedFailure>;

const compiled = new Map<string, RegExp>();
function patternOf(rule: RegisterRule): RegExp {
  // SPEC §5: a pattern of '*' means any text.
  const source = rule.acceptedPattern.trim() === "*" ? "^.*$" : rule.acceptedPattern;
  let re = compiled.get(source);
  if (!re) compiled.set(source, (re = new RegExp(source, "u")));
  return re;
}

/** One field against its rule; an empty value fails only when required. Lengths count characters. */
export function fieldFailure(
  field: string,
  value: string | undefined,
  rule: RegisterRule | undefined,
  required: boolean,
): FieldFailure | null {
  if (value === undefined || value === "") return required ? { field, rule: "required" } : null;
  if (!rule) return null;
  const length = [...value].length;
  if (length < rule.minLength || length > rule.maxLength || !patternOf(rule).test(value)) {
    return { field, patternId: rule.patternId, min: rule.minLength, max: rule.maxLength };
  }
  return null;
}

/**
 * A payment password anyone would try first: one digit repeated (000000, 111111) or a run up or down
 * (123456, 654321, 012345, 987654). Refused wherever one is set: at registration and when changed.
 */
export function isTrivialPaymentPassword(password: string): boolean {
  if (!/^\d{2,}$/.test(password)) return false;
  const digits = [...password].map(Number);
  const steps = new Set(digits.slice(1).map((digit, i) => digit - (digits[i] ?? digit)));
  const [step] = steps;
  return steps.size === 1 && step !== undefined && [0, 1, -1].includes(step);
}

/** yyyy-MM-dd or MM-dd-yyyy, as the date rule allows; null when it is no real date. */
export function parseBirthday(value: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) ?? /^(\d{2})-(\d{2})-(\d{4})$/.exec(value);
  if (!m) return null;
  const [y, mo, d] = m[1].length === 4 ? [m[1], m[2], m[3]] : [m[3], m[1], m[2]];
  const date = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d)));
  return date.getUTCMonth() === Number(mo) - 1 && date.getUTCDate() === Number(d) ? date : null;
}

export function ageOn(birthday: Date, today: Date): number {
  let age = today.getUTCFullYear() - birthday.getUTCFullYear();
  const beforeBirthday =
    today.getUTCMonth() < birthday.getUTCMonth() ||
    (today.getUTCMonth() === birthday.getUTCMonth() && today.getUTCDate() < birthday.getUTCDate());
  if (beforeBirthday) age--;
  return age;
}

/** An SMS code is asked in mobile mode, when the site's REGMOBVERF3 toggle is on, or when its rule requires it. */
export function smsRequired(
  rules: Record<string, RegisterRule>,
  mode: RegistrationMode,
  smsVerification: boolean,
): boolean {
  const rule = rules.verificationCode;
  return mode === "mobile" || smsVerification || (rule?.enabled === true && rule.required);
}
