// The member's money (docs/platform-calls.md "Wallet and payments"): balances, transfers between the
// main wallet and vendors' wallets, the account record, profit and bonuses.
import { z } from "zod";
import { ledgerId, minorUnits } from "./common";

export const walletBalance = z.object({
  sumBalance: minorUnits,
  mainBalance: minorUnits,
  points: minorUnits,
  currency: z.string(),
  currencySymbol: z.string(),
  wallets: z.array(z.object({ vendor: z.string(), name: z.string(), balance: minorUnits })),
});
export const moneyMoved = z.object({ transferId: ledgerId, balance: minorUnits });
export const collected = z.object({ moved: minorUnits, balance: minorUnits });
export const walletMerchant = z.object({
  isSingle: z.boolean(),
  vendors: z.array(z.object({ vendor: z.string(), name: z.string() })),
});
export const walletTransaction = z.object({
  id: ledgerId,
  transferId: ledgerId,
  type: z.string(),
  wallet: z.string(),
  /** A vendor sub-wallet's name in the catalogue; null for the main and points wallets (the web names those). */
  walletName: z.string().nullable(),
  amount: minorUnits,
  balanceAfter: minorUnits,
  memo: z.string().nullable(),
  createdAt: z.string(),
});
export const personalProfit = z.object({
  deposits: minorUnits,
  withdrawals: minorUnits,
  bets: minorUnits,
  payouts: minorUnits,
  bonuses: minorUnits,
  transfersIn: minorUnits,
  transfersOut: minorUnits,
  profit: minorUnits,
  /** Stakes of bets still open in the period: in none of the sums above until they settle (ADR 0061). */
  open: minorUnits.default("0"),
});
export const bonusEntry = z.object({
  id: ledgerId,
  type: z.string(),
  amount: minorUnits,
  createdAt: z.string(),
  memo: z.string().nullable(),
});

/** Failure details of the money calls (AMOUNT_OUT_OF_RANGE, bank-account CONFLICT). */
export const moneyFailureDetails = {
  range: z.object({
    min: z.union([minorUnits, z.number().int().transform(String)]),
    max: z.union([minorUnits, z.number().int().transform(String)]),
  }),
  max: z.object({ max: z.number() }),
};

export type WalletBalance = z.infer<typeof walletBalance>;
export type WalletMerchant = z.infer<typeof walletMerchant>;
export type MoneyMoved = z.infer<typeof moneyMoved>;
export type Collected = z.infer<typeof collected>;
export type WalletTransaction = z.infer<typeof walletTransaction>;
export type PersonalProfit = z.infer<typeof personalProfit>;
export type BonusEntry = z.infer<typeof bonusEntry>;
