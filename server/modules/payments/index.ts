// The payments module's public face (ADR 0020): other modules, the composition root, seeds, ops and scripts import only this.
export { bankAccountRoutes } from "./bank-account-routes.js";
export { boundAccountNumbers, boundHolderNames } from "./bank-accounts.js";
export { channelChange, configureChannel, operatorChannels } from "./channels.js";
export { creditedDepositCount, creditedDeposits } from "./deposit-totals.js";
export { decideDeposit, operatorDeposits } from "./deposits.js";
export { firstDeposits } from "./first-deposits.js";
export type { DepositStatus } from "./deposits.js";
export { readProof } from "./receipt-proof-routes.js";
export type { StoredProof } from "./receipt-proof.js";
export { paymentOperatorRoutes, paymentRoutes } from "./routes.js";
export { WITHDRAWAL_STATUSES, decideWithdrawal, operatorWithdrawals } from "./withdrawal-decisions.js";
export { autoConfirmWithdrawals } from "./withdrawal-receipts.js";
export type { WithdrawalStatus, WithdrawalVerb } from "./withdrawal-decisions.js";
export { selfExclusionPayouts } from "./self-exclusion-payout.js";
export { listenToPayments } from "./listeners.js";
export type { CreditedDeposit } from "./listeners.js";
