// Money in and out (docs/platform-calls.md "Wallet and payments"): bank accounts, deposits and
// withdrawals with their receipts.

import type { Page } from "~contract/answers/common";
import {
  withdrawal,
  type BankAccount,
  type Deposit,
  type DepositChannel,
  type DepositMethod,
  type DepositRequested,
  type WithdrawSettings,
  type Withdrawal,
} from "~contract/answers/payments";
import { paymentEndpoints as api } from "~contract/routes/payments";
import type { PlatformTransport } from "./transport.server";

// Answer schemas built once, not per call.

export const paymentCalls = {
  bankAccounts(this: PlatformTransport, token: string): Promise<BankAccount[]> {
    return this.call(api.bankAccounts, { token });
  },

  addBankAccount(
    this: PlatformTransport,
    token: string,
    body: { bankName: string; accountNumber: string; holderName: string; paymentPassword: string },
  ): Promise<BankAccount> {
    return this.call(api.addBankAccount, { body, token });
  },

  removeBankAccount(this: PlatformTransport, token: string, id: string): Promise<{ removed: true }> {
    return this.call(api.removeBankAccount, { params: { id }, token });
  },

  /** The kinds of deposit the site takes now (public): the footer's payment image. */
  async depositMethods(this: PlatformTransport): Promise<DepositMethod[]> {
    return (await this.call(api.depositMethods)).methods;
  },

  depositChannels(this: PlatformTransport, token: string): Promise<DepositChannel[]> {
    return this.call(api.depositChannels, { token });
  },

  requestDeposit(
    this: PlatformTransport,
    token: string,
    body: { channelCode: string; amount: string; reference?: string; requestKey: string; returnUrl?: string },
  ): Promise<DepositRequested> {
    return this.call(api.requestDeposit, { body, token });
  },

  deposits(
    this: PlatformTransport,
    token: string,
    query: { pageNo: number; pageSize: number },
  ): Promise<Page<Deposit>> {
    return this.call(api.deposits, { query, token });
  },

  withdrawSettings(this: PlatformTransport, token: string): Promise<WithdrawSettings> {
    return this.call(api.withdrawSettings, { token });
  },

  /** `forfeitBonus`: the member agreed that a bonus still wagering is taken back (without it, BONUS_WAGERING). */
  requestWithdrawal(
    this: PlatformTransport,
    token: string,
    body: {
      bankAccountId: string;
      amount: string;
      paymentPassword: string;
      requestKey: string;
      forfeitBonus?: boolean;
    },
  ): Promise<Withdrawal> {
    return this.call(api.requestWithdrawal, { body, token });
  },

  withdrawals(
    this: PlatformTransport,
    token: string,
    query: { pageNo: number; pageSize: number },
  ): Promise<Page<Withdrawal>> {
    return this.call(api.withdrawals, { query, token });
  },

  /** The receipt goes as multipart: the proof image travels as the member sent it. */
  confirmWithdrawalReceipt(this: PlatformTransport, token: string, id: string, receipt: FormData): Promise<Withdrawal> {
    return this.call("POST", `/wps/v2/withdraw/${encodeURIComponent(id)}/receipt`, withdrawal, {
      body: receipt,
      token,
    });
  },
};

export type PaymentCalls = typeof paymentCalls;
