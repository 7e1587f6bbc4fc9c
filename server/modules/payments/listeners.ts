import type { Tx } from "../../db/connect.js";

// What payments tells the modules above it (ADR 0020: a lower module never imports a higher one). The
// composition root, and the ops CLI when it works on the database itself, register promotions' functions
// here once per process; payments calls them inside its own transaction, so a bonus and the deposit it is
// for commit together, and a withdrawal and the bonus it forfeits too.

export type CreditedDeposit = {
  id: string;
  memberId: string;
  amount: bigint;
  channelCode: string;
  /** 1 for the member's first credited deposit. */ nth: number;
};
export type DepositListener = (tx: Tx, deposit: CreditedDeposit) => Promise<void>;
/** Runs before a withdrawal takes money: may refuse it (an AppError) or act in its transaction. */
export type WithdrawalGuard = (tx: Tx, request: { memberId: string; forfeitBonus: boolean }) => Promise<void>;

const depositListeners = new Set<DepositListener>();
const withdrawalGuards = new Set<WithdrawalGuard>();

export function listenToPayments(listeners: { deposit?: DepositListener; withdrawal?: WithdrawalGuard }): void {
  if (listeners.deposit) depositListeners.add(listeners.deposit);
  if (listeners.withdrawal) withdrawalGuards.add(listeners.withdrawal);
}

export async function depositCredited(tx: Tx, deposit: CreditedDeposit): Promise<void> {
  for (const listener of depositListeners) await listener(tx, deposit);
}

export async function guardWithdrawal(tx: Tx, request: { memberId: string; forfeitBonus: boolean }): Promise<void> {
  for (const guard of withdrawalGuards) await guard(tx, request);
}
