// The member's money in the wallet (docs/platform-calls.md "Wallet and payments"): balances, moves
// between wallets, the account record and profit. Amounts are strings of minor units.
import { pageOf, type Page } from "~contract/answers/common";
import {
  collected,
  moneyMoved,
  personalProfit,
  walletBalance,
  walletMerchant,
  walletTransaction,
  type MoneyMoved,
  type PersonalProfit,
  type WalletBalance,
  type WalletMerchant,
  type WalletTransaction,
} from "~contract/answers/wallet";
import type { PlatformTransport } from "./transport.server";

// Answer schemas built once, not per call.
const WALLET_TRANSACTION_PAGE = pageOf(walletTransaction);

export const walletCalls = {
  walletBalance(this: PlatformTransport, token: string): Promise<WalletBalance> {
    return this.get("/wps/v2/wallets/balance", walletBalance, {}, token);
  },

  walletMerchant(this: PlatformTransport, token: string): Promise<WalletMerchant> {
    return this.get("/wps/v2/wallets/merchant", walletMerchant, {}, token);
  },

  transferFund(
    this: PlatformTransport,
    token: string,
    body: { vendor: string; direction: "in" | "out"; amount: string; paymentPassword: string; requestKey: string },
  ): Promise<MoneyMoved> {
    return this.call("POST", "/wps/v2/wallets/transfer", moneyMoved, { body, token });
  },

  collectAll(
    this: PlatformTransport,
    token: string,
    body: { paymentPassword: string; requestKey: string },
  ): Promise<{ moved: string; balance: string }> {
    return this.call("POST", "/wps/v2/wallets/collectAll", collected, { body, token });
  },

  transferUpline(
    this: PlatformTransport,
    token: string,
    body: { amount: string; paymentPassword: string; requestKey: string },
  ): Promise<MoneyMoved> {
    return this.call("POST", "/wps/v2/wallets/transferUpline", moneyMoved, { body, token });
  },

  transactions(
    this: PlatformTransport,
    token: string,
    query: { types?: string; from?: string; to?: string; pageNo: number; pageSize: number },
  ): Promise<Page<WalletTransaction>> {
    return this.get("/wps/v2/wallets/transactions", WALLET_TRANSACTION_PAGE, query, token);
  },

  personalProfit(
    this: PlatformTransport,
    token: string,
    query: { from?: string; to?: string },
  ): Promise<PersonalProfit> {
    return this.get("/wps/v2/wallets/profit", personalProfit, query, token);
  },
};

export type WalletCalls = typeof walletCalls;
