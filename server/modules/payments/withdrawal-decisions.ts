// The operator's side of a withdrawal: the queue by status, and each decision — approve, reject, disburse,
// refund — from the states it may start from; a rejection or a refund gives the hold back (withdrawal_release).
import { asc, eq } from "drizzle-orm";
import type { PlatformConfig } from "../../config.js";
import type { Db, Tx } from "../../db/connect.js";
import { AppError } from "../errors.js";
import { recordAudit } from "../system/index.js";
import { memberAccount, moneyError, postTransfer, systemAccount } from "../wallet/index.js";
import { usernamesOf } from "../accounts/index.js";
import { sendSystemMessage } from "../messages/index.js";
import { bankAccounts, withdrawals } from "./schema.js";
import { WITHDRAWAL_CLEARING, withAccount, withdrawalView, type WithdrawalRow } from "./withdrawals.js";

export const WITHDRAWAL_STATUSES = [
  "pending",
  "approved",
  "rejected",
  "disbursed",
  "received",
  "partly_received",
  "not_received",
  "auto_received",
  "refunded",
] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

/** The operator's queue, oldest first; the operator sees the whole account number to pay it. */
export async function operatorWithdrawals(db: Db, config: PlatformConfig, status?: WithdrawalStatus) {
  const rows = await db
    .select({ withdrawal: withdrawals, account: bankAccounts })
    .from(withdrawals)
    .innerJoin(bankAccounts, eq(bankAccounts.id, withdrawals.bankAccountId))
    .where(status ? eq(withdrawals.status, status) : undefined)
    .orderBy(asc(withdrawals.createdAt), asc(withdrawals.id))
    .limit(200);
  const usernames = await usernamesOf(
    db,
    rows.map((r) => r.withdrawal.memberId),
  );
  return rows.map((r) => ({
    ...withdrawalView(r.withdrawal, r.account, config.WITHDRAWAL_AUTO_RECEIPT_MINUTES),
    bankAccount: {
      bankName: r.account.bankName,
      accountNumber: r.account.accountNumber,
      holderName: r.account.holderName,
    },
    username: usernames.get(r.withdrawal.memberId),
    origin: r.withdrawal.origin,
    decisionNote: r.withdrawal.decisionNote,
    receiptNote: r.withdrawal.receiptNote,
    hasProof: r.withdrawal.proofType !== null,
  }));
}

export type WithdrawalVerb = "approve" | "reject" | "disburse" | "refund";
// Which states each operator action may start from; anything else is STATE_CONFLICT.
const ALLOWED: Record<WithdrawalVerb, readonly string[]> = {
  approve: ["pending"],
  reject: ["pending", "approved"],
  disburse: ["approved"],
  // An auto_received withdrawal is never refunded: the member let the deadline pass.
  refund: ["not_received"],
};
const NEXT: Record<WithdrawalVerb, WithdrawalStatus> = {
  approve: "approved",
  reject: "rejected",
  disburse: "disbursed",
  refund: "refunded",
};

/** Gives the held amount back to the member: the hold's entries reversed, once. */
async function releaseHold(tx: Tx, row: WithdrawalRow, why: string) {
  const main = await memberAccount(tx, row.memberId, "main");
  const clearing = await systemAccount(tx, "payment_clearing", WITHDRAWAL_CLEARING);
  return postTransfer(tx, {
    idempotencyKey: `withdrawal-release:${row.id}`,
    kind: "withdrawal_release",
    memo: why,
    reverses: row.holdTransferId,
    metadata: { withdrawalId: row.id },
    entries: [
      { account: clearing, amount: -row.amount },
      { account: main, amount: row.amount },
    ],
  });
}

export type WithdrawalDecision = { verb: WithdrawalVerb; id: string; note?: string; source: "api" | "cli" };

export async function decideWithdrawal(db: Db, config: PlatformConfig, decision: WithdrawalDecision) {
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx.select().from(withdrawals).where(eq(withdrawals.id, decision.id)).for("update");
      if (!row) throw new AppError("NOT_FOUND", `No withdrawal ${decision.id}`);
      if (!ALLOWED[decision.verb].includes(row.status)) {
        throw new AppError("STATE_CONFLICT", `Withdrawal ${row.id} is ${row.status}: cannot ${decision.verb} it`);
      }
      const now = new Date();
      const release =
        decision.verb === "reject" || decision.verb === "refund"
          ? await releaseHold(tx, row, decision.verb === "reject" ? "withdrawal rejected" : "withdrawal refunded")
          : null;
      const [updated] = await tx
        .update(withdrawals)
        .set({
          status: NEXT[decision.verb],
          decidedBy: decision.source,
          decisionNote: decision.note ?? row.decisionNote,
          ...(decision.verb === "disburse" ? { disbursedAt: now } : { decidedAt: now }),
          ...(release ? { releaseTransferId: release.id } : {}),
        })
        .where(eq(withdrawals.id, row.id))
        .returning();
      if (decision.verb === "disburse") {
        // The member hears of it in platform information, in the same transaction as the payout.
        await sendSystemMessage(tx, {
          memberId: row.memberId,
          template: "withdrawalDisbursed",
          params: { amount: row.amount.toString(), withdrawalId: row.id },
          eventKey: `withdrawal-disbursed:${row.id}`,
        });
      }
      const action = `withdrawal.${decision.verb}`;
      await recordAudit(tx, {
        action,
        detail: {
          source: decision.source,
          withdrawalId: row.id,
          memberId: row.memberId,
          amount: row.amount.toString(),
          from: row.status,
          note: decision.note ?? null,
          releaseTransferId: release?.id ?? null,
        },
      });
      return { action, withdrawal: await withAccount(tx, updated, config) };
    });
  } catch (error) {
    throw moneyError(error);
  }
}
