// The wallet module's public face (ADR 0020): other modules, the composition root, seeds, ops and scripts import only this.
export { minorAmount, requestKey } from "./inputs.js";
export { InsufficientFundsError, postTransfer, reverseTransfer } from "./ledger.js";
export { accountBalance, mainBalancesOf, membersWithMainBalance, readBalances } from "./ledger-balances.js";
export { memberAccount, systemAccount } from "./ledger-accounts.js";
export type { AccountId, PostedTransfer } from "./ledger.js";
export { moneyError, transferFund } from "./member-transfers.js";
export type { TransferVendor } from "./member-transfers.js";
export { adjustMemberBalance, memberLedger, walletOperatorRoutes } from "./operator.js";
export type { AdjustResult } from "./operator.js";
export { givePlayMoney } from "./play-money.js";
export { walletRoutes } from "./routes.js";
export { dailyMoney, entriesOfMembers, firstDepositDays } from "./statement.js";
