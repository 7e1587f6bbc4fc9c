// The member centre's money forms (SPEC §2.6) go in two steps through the same code whatever the
// browser: the first POST checks the details and answers "please confirm" (a dialog with JS, the same
// panel without); the second (confirmed=1) carries the requestKey made when the form was rendered and
// moves the money. Each section says what its form confirms and how it moves the money (MoneyForm).
import { parseWithZod } from "@conform-to/zod";
import type { SubmissionResult } from "@conform-to/react";
import { data } from "@remix-run/node";
import { z } from "zod";
import { translateFailure } from "~/lib/auth/account.server";
import { message } from "~/lib/forms/messages";
import { minorUnits } from "~contract/answers/common";
import { formatMinor, parseAmount } from "~contract/money";
import { PlatformError, moneyFailureDetails } from "~/lib/platform/client.server";
import { reply } from "~/lib/forms/reply.server";
import type { ActionCtx, CentreActionData } from "./centre.server";
import { NEEDS_PAYMENT_PASSWORD, formatDateTime, moneySchema, type BonusWagering, type MoneyIntent } from "./wallet";

/** The form's details as the member typed them (trimmed; empty ones left out). */
export type MoneyDetails = Partial<Record<string, string>>;
export type MoneyKeys = { paymentPassword: string; requestKey: string };

export type MoneyForm = {
  /** The fields the confirmation sends again. */
  fields: readonly string[];
  /** "Transfer 1,500.00 from the main wallet to DS88": the confirmation's words, with the names the member knows. */
  summary: (ctx: ActionCtx, values: MoneyDetails) => Promise<string>;
  /**
   * What can be known wrong before the confirmation step, per field (a bank deposit's missing reference,
   * an amount outside the channel's limits): refused there, next to the field, where it can be fixed.
   */
  check?: (ctx: ActionCtx, values: MoneyDetails) => Promise<Record<string, string[]> | null>;
  /** The confirmed step: the platform call, and the redirect with its notice. */
  move: (ctx: ActionCtx, values: MoneyDetails, keys: MoneyKeys) => Promise<Response>;
};

/**
 * A detail the confirmed step needs. The schema has already refused a form without it, so its absence
 * is a mismatch between a section's fields and its schema, not the member's mistake.
 */
export function detail(values: MoneyDetails, field: string): string {
  const value = values[field];
  if (value === undefined) throw new Error(`money form: "${field}" passed the schema but is missing`);
  return value;
}

/** An amount as typed, in minor units for the platform. */
export const minor = (amountText: string) => (parseAmount(amountText) ?? 0n).toString();

/** The money calls' failures (docs/platform-calls.md) as the form's messages. */
export function moneyFailure(error: unknown): { formErrors: string[]; fieldErrors: Record<string, string[]> } {
  if (!(error instanceof PlatformError)) return translateFailure(error);
  switch (error.code) {
    case "PAYMENT_PASSWORD_WRONG":
      return { formErrors: [], fieldErrors: { paymentPassword: ["member:error.PAYMENT_PASSWORD_WRONG"] } };
    case "AMOUNT_OUT_OF_RANGE": {
      const range = moneyFailureDetails.range.safeParse(error.details);
      return {
        formErrors: [
          range.success
            ? message("member:error.AMOUNT_OUT_OF_RANGE", {
                min: formatMinor(range.data.min),
                max: formatMinor(range.data.max),
              })
            : "member:error.AMOUNT_OUT_OF_RANGE_PLAIN",
        ],
        fieldErrors: {},
      };
    }
    case "CONFLICT": {
      const max = moneyFailureDetails.max.safeParse(error.details);
      return {
        formErrors: [
          max.success ? message("member:error.BANK_ACCOUNT_LIMIT", { max: max.data.max }) : "member:error.CONFLICT",
        ],
        fieldErrors: {},
      };
    }
    // Responsible play (ADR 0029): what the member's own limit or break allows, with its numbers.
    case "DEPOSIT_LIMIT": {
      const left = (error.details as { left?: string } | null)?.left ?? "0";
      return { formErrors: [message("care:error.DEPOSIT_LIMIT", { left: formatMinor(left) })], fieldErrors: {} };
    }
    case "TIMED_OUT":
    case "SELF_EXCLUDED": {
      const until = (error.details as { until?: string } | null)?.until;
      return {
        formErrors: [message(`care:error.${error.code}`, { until: until ? formatDateTime(until) : "" })],
        fieldErrors: {},
      };
    }
    // The member's VIP level allows so many withdrawals a site day (ADR 0050).
    case "WITHDRAWAL_COUNT_LIMIT": {
      const count = (error.details as { limit?: number; used?: number } | null) ?? {};
      return {
        formErrors: [
          message("member:error.WITHDRAWAL_COUNT_LIMIT", { limit: count.limit ?? "", used: count.used ?? "" }),
        ],
        fieldErrors: {},
      };
    }
    // An agent that owes its downlines settlements (ADR 0044): frozen until it pays them all.
    case "FROZEN":
      return { formErrors: ["care:error.FROZEN"], fieldErrors: {} };
    case "INSUFFICIENT_FUNDS":
    case "PAYMENT_PASSWORD_NOT_SET":
    case "DAILY_LIMIT_REACHED":
    case "HOLDER_NAME_MISMATCH":
    case "NOT_DOWNLINE":
    case "NON_AGENT":
    case "STATE_CONFLICT":
    case "VALIDATION":
    case "NOT_FOUND":
    case "FEATURE_DISABLED":
      return { formErrors: [`member:error.${error.code}`], fieldErrors: {} };
    default:
      return translateFailure(error);
  }
}

export async function moneyForm(ctx: ActionCtx, intent: MoneyIntent, money: MoneyForm) {
  const { form } = ctx;
  const confirmed = form.get("confirmed") === "1";
  const submission = parseWithZod(form, { schema: moneySchema(intent, confirmed) });
  const requestKey = String(form.get("requestKey") ?? "");
  if (submission.status !== "success") {
    if (!confirmed) return data<CentreActionData>({ intent, result: reply(submission) }, { status: 400 });
  }
  const values = detailsOf(form, money.fields);
  if (!confirmed && money.check) {
    const refused = await money.check(ctx, values);
    if (refused)
      return data<CentreActionData>(
        { intent, result: reply(submission, { formErrors: [], fieldErrors: refused }) },
        { status: 400 },
      );
  }
  const summary = await money.summary(ctx, values);
  if (!confirmed) return data<CentreActionData>({ intent, confirm: { intent, summary, values, requestKey } });
  const again = (result: SubmissionResult<string[]>, status = 400, forfeit?: BonusWagering, final = false) =>
    data<CentreActionData>(
      {
        intent,
        confirm: {
          intent,
          summary,
          values,
          requestKey,
          result,
          ...(forfeit ? { forfeit } : {}),
          ...(final ? { final } : {}),
        },
      },
      { status },
    );
  if (submission.status !== "success") return again(reply(submission));
  const paymentPassword = NEEDS_PAYMENT_PASSWORD[intent] ? String(form.get("paymentPassword")) : "";
  try {
    return await money.move(ctx, values, { paymentPassword, requestKey });
  } catch (error) {
    // A bonus still wagering (ADR 0046): the confirmation asks again, saying what forfeiting it takes back.
    const forfeit = bonusWagering(error);
    if (forfeit) {
      const unticked = form.get("forfeitAsked") === "1" ? { forfeitBonus: ["member:forfeit.required"] } : {};
      return again(reply(submission, { formErrors: [], fieldErrors: unticked }), 409, forfeit);
    }
    // Only a wrong payment password is put right in the dialog itself; any other refusal (a deposit limit, the
    // balance, a break) would refuse the same again, so the dialog then offers no Confirm (finalRefusal).
    const final = error instanceof PlatformError && !RETRYABLE_IN_DIALOG.has(error.code);
    return again(reply(submission, moneyFailure(error)), error instanceof PlatformError ? 400 : 503, undefined, final);
  }
}

/** The refusals the confirmation can put right without leaving it (the payment password typed again). */
const RETRYABLE_IN_DIALOG = new Set(["PAYMENT_PASSWORD_WRONG"]);

const BONUS_WAGERING_DETAILS = z.object({ amount: minorUnits, progress: minorUnits, target: minorUnits });

/** The held bonus a withdrawal would forfeit, when the platform refused it for that. */
function bonusWagering(error: unknown): BonusWagering | null {
  if (!(error instanceof PlatformError) || error.code !== "BONUS_WAGERING") return null;
  const details = BONUS_WAGERING_DETAILS.safeParse(error.details);
  return details.success ? details.data : {};
}

function detailsOf(form: FormData, fields: readonly string[]): Record<string, string> {
  const values: Record<string, string> = {};
  for (const field of fields) {
    const value = form.get(field);
    if (typeof value === "string" && value.trim()) values[field] = value.trim();
  }
  return values;
}
