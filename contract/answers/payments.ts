// Money in and out (docs/platform-calls.md "Wallet and payments"): deposit channels and deposits,
// bank accounts, withdrawals and their receipts.
import { z } from "zod";
import { minorUnits } from "./common";

export const bankAccount = z.object({
  id: z.string(),
  bankName: z.string(),
  accountNumber: z.string(),
  holderName: z.string(),
  createdAt: z.string(),
});
export const depositChannel = z.object({
  code: z.string(),
  kind: z.enum(["bank", "gateway"]),
  name: z.string(),
  min: minorUnits,
  max: minorUnits,
  bankName: z.string().nullish(),
  accountName: z.string().nullish(),
  accountNumber: z.string().nullish(),
});
export const deposit = z.object({
  id: z.string(),
  channelCode: z.string(),
  kind: z.string(),
  amount: minorUnits,
  reference: z.string().nullable(),
  status: z.enum(["pending", "approved", "rejected", "failed", "expired"]),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
/** A gateway deposit answers where to pay; a bank deposit has no payUrl. */
export const depositRequested = z.object({ deposit, payUrl: z.string().nullable() });
export const withdrawSettings = z.object({
  min: minorUnits,
  max: minorUnits,
  dailyCount: z.number(),
  usedToday: z.number(),
  autoReceiptMinutes: z.number(),
});
export const withdrawal = z.object({
  id: z.string(),
  amount: minorUnits,
  bankAccount: z.object({ bankName: z.string(), accountNumber: z.string(), holderName: z.string() }),
  status: z.string(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  disbursedAt: z.string().nullable(),
  confirmedAt: z.string().nullable(),
  receiptDeadline: z.string().nullable(),
});

export type BankAccount = z.infer<typeof bankAccount>;
export type DepositChannel = z.infer<typeof depositChannel>;
export type Deposit = z.infer<typeof deposit>;
export type DepositRequested = z.infer<typeof depositRequested>;
export type WithdrawSettings = z.infer<typeof withdrawSettings>;
export type Withdrawal = z.infer<typeof withdrawal>;

/** GET /wps/v2/deposit/methods: the kinds of deposit the site takes now (public; no channel's details). */
export const depositMethod = z.enum(["bank", "gateway"]);
export const depositMethods = z.object({ methods: z.array(depositMethod) });
export type DepositMethod = z.infer<typeof depositMethod>;
