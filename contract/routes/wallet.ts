// The wallet calls of the route table (ADR 0073), as docs/platform-calls.md lists them.
import { pageOf } from "../answers/common.js";
import {
  collected,
  moneyMoved,
  personalProfit,
  walletBalance,
  walletMerchant,
  walletTransaction,
} from "../answers/wallet.js";
import { endpoint } from "./endpoint.js";

export const walletEndpoints = {
  walletBalance: endpoint({
    name: "wallet.walletBalance",
    method: "GET",
    path: "/wps/v2/wallets/balance",
    summary: "Wallet balance",
    access: "member",
    answer: walletBalance,
  }),
  walletMerchant: endpoint({
    name: "wallet.walletMerchant",
    method: "GET",
    path: "/wps/v2/wallets/merchant",
    summary: "Wallet merchant",
    access: "member",
    answer: walletMerchant,
  }),
  transferFund: endpoint({
    name: "wallet.transferFund",
    method: "POST",
    path: "/wps/v2/wallets/transfer",
    summary: "Transfer fund",
    access: "member",
    answer: moneyMoved,
  }),
  collectAll: endpoint({
    name: "wallet.collectAll",
    method: "POST",
    path: "/wps/v2/wallets/collectAll",
    summary: "Collect all",
    access: "member",
    answer: collected,
  }),
  transferUpline: endpoint({
    name: "wallet.transferUpline",
    method: "POST",
    path: "/wps/v2/wallets/transferUpline",
    summary: "Transfer upline",
    access: "member",
    answer: moneyMoved,
  }),
  transactions: endpoint({
    name: "wallet.transactions",
    method: "GET",
    path: "/wps/v2/wallets/transactions",
    summary: "Transactions",
    access: "member",
    answer: pageOf(walletTransaction),
  }),
  personalProfit: endpoint({
    name: "wallet.personalProfit",
    method: "GET",
    path: "/wps/v2/wallets/profit",
    summary: "Personal profit",
    access: "member",
    answer: personalProfit,
  }),
} as const;
