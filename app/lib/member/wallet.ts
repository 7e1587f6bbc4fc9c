// The member centre's money forms (SPEC §2.6, docs/platform-calls.md "Wallet and payments"): their
// ids, schemas and the account record's filters. Shared by the browser (conform's onValidate) and the
// server (parseWithZod), which stays the authority.
import { z } from "zod";
import { message } from "~/lib/forms/messages";
import { parseAmount } from "~contract/money";

export const WALLET_FORMS = {
  transferFund: "transfer-fund-form",
  collectAll: "collect-all-form",
  transferUpline: "transfer-upline-form",
  transferDownline: "transfer-downline-form",
  deposit: "deposit-form",
  withdraw: "withdraw-form",
  receipt: "withdrawal-receipt-form",
  paymentPassword: "payment-password-form",
  addBankAccount: "bank-account-form",
  removeBankAccount: "remove-bank-account-form",
} as const;

/** Forms that move money: each goes through a confirmation step and carries a requestKey. */
export const MONEY_INTENTS = [
  "transferFund",
  "collectAll",
  "transferUpline",
  "transferDownline",
  "deposit",
  "withdraw",
] as const;
export type MoneyIntent = (typeof MONEY_INTENTS)[number];
export const isMoneyIntent = (intent: string): intent is MoneyIntent =>
  (MONEY_INTENTS as readonly string[]).includes(intent);

/** Deposits ask no payment password: the money comes from outside the wallet. */
export const NEEDS_PAYMENT_PASSWORD: Record<MoneyIntent, boolean> = {
  transferFund: true,
  collectAll: true,
  transferUpline: true,
  transferDownline: true,
  deposit: false,
  withdraw: true,
};

const required = (field: string) => message("member:validation.required", { field: `member:field.${field}` });

function text(field: string, max = 120) {
  return z.preprocess(
    (value) => (typeof value === "string" ? value.trim() || undefined : value),
    z
      .string({ required_error: required(field) })
      .max(max, message("member:validation.tooLong", { field: `member:field.${field}`, max })),
  );
}

/** An amount typed in VND ("150000", "1,500.50"): above zero, at most two decimals (parseAmount). */
const amount = text("amount", 24).refine((value) => (parseAmount(value) ?? 0n) > 0n, "member:validation.amount");
const sixDigits = (field: string) =>
  text(field, 6).refine((value) => /^\d{6}$/.test(value), "member:validation.sixDigits");

const moneyDetails = {
  transferFund: z.object({
    vendor: text("vendor", 40),
    direction: z.enum(["in", "out"], { required_error: required("direction") }),
    amount,
  }),
  collectAll: z.object({}),
  transferUpline: z.object({ amount }),
  // An agent to a direct downline (SPEC §6): the downline is the row the agent chose.
  transferDownline: z.object({ username: text("downline", 64), amount }),
  deposit: z.object({
    channelCode: text("channel", 40),
    amount,
    // Required for a bank channel: the server knows the channel's kind (and says so under the field).
    reference: z.preprocess(
      (value) => (typeof value === "string" ? value.trim() || undefined : value),
      z.string().min(4, "member:validation.reference").max(40, "member:validation.reference").optional(),
    ),
  }),
  withdraw: z.object({ bankAccountId: text("bankAccount", 80), amount }),
} satisfies Record<MoneyIntent, z.AnyZodObject>;

/**
 * The first step checks the details; the confirmed step (confirmed=1) also needs the form's
 * requestKey and, when the money leaves the wallet, the payment password. A withdrawal's confirmation may
 * carry the member's agreement to forfeit a bonus still wagering (forfeitBonus=1, ADR 0046).
 */
export function moneySchema(intent: MoneyIntent, confirmed: boolean) {
  const details: z.AnyZodObject = moneyDetails[intent];
  if (!confirmed) return details;
  return details.extend({
    confirmed: z.literal("1"),
    requestKey: z.string().regex(/^[A-Za-z0-9_-]{8,80}$/, "member:error.formExpired"),
    ...(NEEDS_PAYMENT_PASSWORD[intent] ? { paymentPassword: text("paymentPassword", 128) } : {}),
    ...(intent === "withdraw" ? { forfeitBonus: z.literal("1").optional() } : {}),
  });
}

/** A withdrawal's refusal while a bonus wagers (BONUS_WAGERING): the held bonus and how far its wagering is, when the platform said. */
export type BonusWagering = { amount?: string; progress?: string; target?: string };

export const paymentPasswordSchema = (hasPassword: boolean) =>
  z
    .object({
      currentPassword: hasPassword ? text("currentPassword", 128) : z.string().optional(),
      newPassword: sixDigits("newPaymentPassword"),
      confirmPassword: text("confirmPaymentPassword", 6),
    })
    .refine((value) => value.newPassword === value.confirmPassword, {
      message: "member:validation.mismatch",
      path: ["confirmPassword"],
    });

export const addBankAccountSchema = z.object({
  bankName: text("bankName", 80).refine((value) => value.length >= 2, "member:validation.bankName"),
  accountNumber: text("accountNumber", 30).refine(
    (value) => /^\d{6,30}$/.test(value),
    "member:validation.accountNumber",
  ),
  holderName: text("holderName", 120),
  paymentPassword: text("paymentPassword", 128),
});

export const removeBankAccountSchema = z.object({ bankAccountId: text("bankAccount", 80) });

export const RECEIPT_ANSWERS = ["received", "partly_received", "not_received"] as const;
/** SPEC §5: proof images png or jpg, at most 5 MB. */
export const PROOF_MAX_BYTES = 5 * 1024 * 1024;

export const receiptSchema = z
  .object({
    withdrawalId: text("withdrawal", 80),
    answer: z.enum(RECEIPT_ANSWERS, { required_error: required("receiptAnswer") }),
    note: z.preprocess(
      (value) => (typeof value === "string" ? value.trim() || undefined : value),
      z.string().max(140, "member:validation.note").optional(),
    ),
    proof: z.any().optional(),
  })
  // Anything but "received" needs a picture of what did (or did not) arrive (SPEC §4).
  .refine((value) => value.answer === "received" || isFilled(value.proof), {
    message: "member:validation.proof",
    path: ["proof"],
  })
  // Said before the upload when the browser can: png or jpg, at most 5 MB (SPEC §5).
  .refine((value) => !isFilled(value.proof) || isAcceptedProof(value.proof as { size: number; type?: string }), {
    message: "member:validation.proofFile",
    path: ["proof"],
  });

const PROOF_TYPES = new Set(["image/png", "image/jpeg"]);

function isAcceptedProof(file: { size: number; type?: string }): boolean {
  return file.size <= PROOF_MAX_BYTES && PROOF_TYPES.has(file.type ?? "");
}

function isFilled(file: unknown): boolean {
  return typeof file === "object" && file !== null && "size" in file && (file as { size: number }).size > 0;
}

// ---- the account record's filters ------------------------------------------------------------

/**
 * Past periods only: a record holds what happened, so SPEC §9's "next 7 / next 30 days" would always be
 * empty here; today, yesterday and the previous 7, 30 and 90 days are offered instead.
 */
export const DATE_PRESETS = ["today", "yesterday", "previous7", "previous30", "previous90"] as const;
export type DatePreset = (typeof DATE_PRESETS)[number];
export const DEFAULT_PRESET: DatePreset = "previous30";

// Days on screen are the site's days (SITE_TIME_ZONE has no daylight saving), so a fixed offset is exact
// and server and browser agree on every date.
const SITE_OFFSET_MS = 8 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

export function datePreset(value: string | null): DatePreset {
  return (DATE_PRESETS as readonly string[]).includes(value ?? "") ? (value as DatePreset) : DEFAULT_PRESET;
}

/** The preset as instants [from, to): "previous 7" is the last seven days up to the end of today. */
export function presetRange(preset: DatePreset, now = new Date()): { from: string; to: string } {
  const startOfToday = Math.floor((now.getTime() + SITE_OFFSET_MS) / DAY_MS) * DAY_MS - SITE_OFFSET_MS;
  const endOfToday = startOfToday + DAY_MS;
  const days: Record<Exclude<DatePreset, "yesterday">, number> = {
    today: 1,
    previous7: 7,
    previous30: 30,
    previous90: 90,
  };
  const [from, to] =
    preset === "yesterday" ? [startOfToday - DAY_MS, startOfToday] : [endOfToday - days[preset] * DAY_MS, endOfToday];
  return { from: new Date(from).toISOString(), to: new Date(to).toISOString() };
}

// In its own module (no zod), so that a page showing a time alone — home's winners board — ships no schema library.
export { formatDateTime } from "~/lib/shell/date-time";
