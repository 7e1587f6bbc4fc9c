// The payments calls of the route table (ADR 0073), as docs/platform-calls.md lists them.
import { z } from "zod";
import { pageOf } from "../answers/common.js";
import {
  bankAccount,
  deposit,
  depositChannel,
  depositMethods,
  depositRequested,
  withdrawSettings,
  withdrawal,
} from "../answers/payments.js";
import { endpoint } from "./endpoint.js";

export const paymentEndpoints = {
  bankAccounts: endpoint({
    name: "payments.bankAccounts",
    method: "GET",
    path: "/wps/member/bankAccounts",
    summary: "Bank accounts",
    access: "member",
    answer: z.array(bankAccount),
  }),
  addBankAccount: endpoint({
    name: "payments.addBankAccount",
    method: "POST",
    path: "/wps/member/bankAccounts",
    summary: "Add bank account",
    access: "member",
    answer: bankAccount,
  }),
  depositMethods: endpoint({
    name: "payments.depositMethods",
    method: "GET",
    path: "/wps/v2/deposit/methods",
    summary: "The kinds of deposit the site takes now (public): the footer's payment image",
    access: "public",
    answer: depositMethods,
  }),
  depositChannels: endpoint({
    name: "payments.depositChannels",
    method: "GET",
    path: "/wps/v2/deposit/channels",
    summary: "Deposit channels",
    access: "member",
    answer: z.array(depositChannel),
  }),
  requestDeposit: endpoint({
    name: "payments.requestDeposit",
    method: "POST",
    path: "/wps/v2/deposit",
    summary: "Request deposit",
    access: "member",
    answer: depositRequested,
  }),
  deposits: endpoint({
    name: "payments.deposits",
    method: "GET",
    path: "/wps/v2/deposit",
    summary: "Deposits",
    access: "member",
    answer: pageOf(deposit),
  }),
  withdrawSettings: endpoint({
    name: "payments.withdrawSettings",
    method: "GET",
    path: "/wps/v2/withdraw/settings",
    summary: "Withdraw settings",
    access: "member",
    answer: withdrawSettings,
  }),
  requestWithdrawal: endpoint({
    name: "payments.requestWithdrawal",
    method: "POST",
    path: "/wps/v2/withdraw",
    summary: "Request withdrawal",
    access: "member",
    answer: withdrawal,
  }),
  withdrawals: endpoint({
    name: "payments.withdrawals",
    method: "GET",
    path: "/wps/v2/withdraw",
    summary: "Withdrawals",
    access: "member",
    answer: pageOf(withdrawal),
  }),
  removeBankAccount: endpoint({
    name: "payments.removeBankAccount",
    method: "DELETE",
    path: "/wps/member/bankAccounts/:id",
    summary: "Removes one of the member's bank accounts",
    access: "member",
    answer: z.object({ removed: z.literal(true) }),
  }),
} as const;
