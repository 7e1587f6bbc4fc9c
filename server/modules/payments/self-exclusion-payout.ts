import crypto from "node:crypto";
import { and, asc, eq, gte, inArray, isNull } from "drizzle-orm";
import type { Db } from "../../db/connect.js";
import { recordAudit } from "../system/index.js";
import { lockMember } from "../accounts/index.js";
import { selfExcludedMembers } from "../care/index.js";
import { sendSystemMessage } from "../messages/index.js";
import {
  accountBalance,
  memberAccount,
  membersWithMainBalance,
  moneyError,
  postTransfer,
  systemAccount,
} from "../wallet/index.js";
import { maskAccountNumber } from "./bank-accounts.js";
import { bankAccounts, withdrawals } from "./schema.js";
import { WITHDRAWAL_CLEARING } from "./withdrawals.js";

// A self-exclusion closes the account for play and its money goes back to the member (LCCP 3.5.4, ADR 0038).
// The platform asks for the withdrawal itself: the whole main balance to the member's first bank account,
// held at once like a member's request and paid out by the operator like any other (approve, disburse), so
// the money leaves through the same checked path. It skips the member's limits (minimum, maximum, daily
// count and payment password): they guard the member's own requests, not the return of their funds.

const OPEN = ["pending", "approved"];
const DAY_MS = 24 * 3_600_000;

export type PayoutCounts = { requested: number; noBankAccount: number; waiting: number };

/** One member's payout, if one is due: nothing while a withdrawal is open or a payout was rejected in the last day. */
async function payOut(
  db: Db,
  memberId: string,
  now: Date,
): Promise<"requested" | "noBankAccount" | "waiting" | "nothing"> {
  return db.transaction(async (tx) => {
    await lockMember(tx, memberId);
    const main = await memberAccount(tx, memberId, "main");
    const balance = await accountBalance(tx, main);
    if (balance <= 0n) return "nothing";
    const [open] = await tx
      .select({ id: withdrawals.id })
      .from(withdrawals)
      .where(and(eq(withdrawals.memberId, memberId), inArray(withdrawals.status, OPEN)))
      .limit(1);
    // A payout the operator rejected (a bank account that refuses it) waits a day for the member to fix it.
    const [rejected] = await tx
      .select({ id: withdrawals.id })
      .from(withdrawals)
      .where(
        and(
          eq(withdrawals.memberId, memberId),
          eq(withdrawals.origin, "selfExclusion"),
          eq(withdrawals.status, "rejected"),
          gte(withdrawals.decidedAt, new Date(now.getTime() - DAY_MS)),
        ),
      )
      .limit(1);
    if (open || rejected) return "waiting";
    const [account] = await tx
      .select()
      .from(bankAccounts)
      .where(and(eq(bankAccounts.memberId, memberId), isNull(bankAccounts.removedAt)))
      .orderBy(asc(bankAccounts.createdAt))
      .limit(1);
    if (!account) return "noBankAccount";
    const id = crypto.randomUUID();
    const hold = await postTransfer(tx, {
      idempotencyKey: `withdrawal:${id}`,
      kind: "withdrawal",
      memo: `self-exclusion payout ${account.bankName} ${maskAccountNumber(account.accountNumber)}`,
      metadata: { withdrawalId: id, origin: "selfExclusion" },
      entries: [
        { account: main, amount: -balance },
        { account: await systemAccount(tx, "payment_clearing", WITHDRAWAL_CLEARING), amount: balance },
      ],
    });
    await tx.insert(withdrawals).values({
      id,
      memberId,
      bankAccountId: account.id,
      amount: balance,
      requestKey: `self-exclusion:${id}`,
      origin: "selfExclusion",
      holdTransferId: hold.id,
      createdAt: now,
    });
    await sendSystemMessage(tx, {
      memberId,
      template: "balanceReturned",
      params: { amount: balance.toString(), bank: `${account.bankName} ${maskAccountNumber(account.accountNumber)}` },
      eventKey: `balance-returned:${id}`,
    });
    await recordAudit(tx, {
      action: "withdrawal.selfExclusion",
      detail: { source: "job", withdrawalId: id, memberId, amount: balance.toString() },
    });
    return "requested";
  });
}

/** Asks for the payout of every self-excluded member's balance that is due; safe to repeat (the member row lock orders copies). */
export async function selfExclusionPayouts(db: Db, now = new Date()): Promise<PayoutCounts> {
  const counts: PayoutCounts = { requested: 0, noBankAccount: 0, waiting: 0 };
  for (const memberId of await membersWithMainBalance(db, await selfExcludedMembers(db, now))) {
    try {
      const done = await payOut(db, memberId, now);
      if (done !== "nothing") counts[done]++;
    } catch (error) {
      throw moneyError(error);
    }
  }
  return counts;
}
