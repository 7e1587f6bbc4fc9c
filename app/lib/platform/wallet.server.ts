// The member's money in the wallet (docs/platform-calls.md "Wallet and payments"): balances, moves
// between wallets, the account record and profit. Amounts are strings of minor units.
import type { Page } from "~contract/answers/common";
import type {
  MoneyMoved,
  PersonalProfit,
  WalletBalance,
  WalletMerchant,
  WalletTransaction,
} from "~contract/answers/wallet";
import { walletEndpoints as api } from "~contract/routes/wallet";
import type { PlatformTransport } from "./transport.server";

export const walletCalls = {
  walletBalance(this: PlatformTransport, token: string): Promise<WalletBalance> {
    return this.call(api.walletBalance, { token });
  },

  walletMerchant(this: PlatformTransport, token: string): Promise<WalletMerchant> {
    return this.call(api.walletMerchant, { token });
  },

  transferFund(
    this: PlatformTransport,
    token: string,
    body: { vendor: string; direction: "in" | "out"; amount: string; paymentPassword: string; requestKey: string },
  ): Promise<MoneyMoved> {
    return this.call(api.transferFund, { body, token });
  },

  collectAll(
    this: PlatformTransport,
    token: string,
    body: { paymentPassword: string; requestKey: string },
  ): Promise<{ moved: string; balance: string }> {
    return this.call(api.collectAll, { body, token });
  },

  transferUpline(
    this: PlatformTransport,
    token: string,
    body: { amount: string; paymentPassword: string; requestKey: string },
  ): Promise<MoneyMoved> {
    return this.call(api.transferUpline, { body, token });
  },

  transactions(
    this: PlatformTransport,
    token: string,
    query: { types?: string; from?: string; to?: string; pageNo: number; pageSize: number },
  ): Promise<Page<WalletTransaction>> {
    return this.call(api.transactions, { query, token });
  },

  personalProfit(
    this: PlatformTransport,
    token: string,
    query: { from?: string; to?: string },
  ): Promise<PersonalProfit> {
    return this.call(api.personalProfit, { query, token });
  },
};

export type WalletCalls = typeof walletCalls;
