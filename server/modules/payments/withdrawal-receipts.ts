// After a disbursement the member says whether the money arrived (with a proof when it did not, or only in
// part); past the deadline a withdrawal counts as received, and the job marks it so.
import { and, eq, lte } from "drizzle-orm";
import type { PlatformConfig } from "../../config.js";
import type { Db } from "../../db/connect.js";
import { AppError } from "../errors.js";
import { reencodeProof } from "./receipt-proof.js";
import { withdrawals } from "./schema.js";
import { receiptDeadline, withAccount, type WithdrawalView } from "./withdrawals.js";

export type ReceiptAnswer = "received" | "partly_received" | "not_received";
export type Proof = { type: "image/png" | "image/jpeg"; bytes: Buffer };

/**
 * The member's answer after disbursement. Until the deadline only; after it the withdrawal counts as
 * received (auto_received) whether or not the job has marked it yet.
 */
export async function answerWithdrawalReceipt(
  db: Db,
  config: PlatformConfig,
  memberId: string,
  id: string,
  input: { answer: ReceiptAnswer; note?: string; proof?: Proof },
  now = new Date(),
): Promise<WithdrawalView> {
  if (input.answer !== "received" && !input.proof)
    throw new AppError("VALIDATION", "proof: a screenshot (png or jpg) is required unless the money was received");
  // Outside the transaction: decoding takes a while and needs no lock.
  const proof = input.proof ? await reencodeProof(input.proof) : undefined;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(withdrawals)
      .where(and(eq(withdrawals.id, id), eq(withdrawals.memberId, memberId)))
      .for("update");
    if (!row) throw new AppError("NOT_FOUND", "No such withdrawal");
    const deadline = receiptDeadline(row, config.WITHDRAWAL_AUTO_RECEIPT_MINUTES);
    if (row.status !== "disbursed" || !deadline || now > deadline) {
      throw new AppError(
        "STATE_CONFLICT",
        `Withdrawal ${row.id} is ${row.status === "disbursed" ? "past its receipt deadline" : row.status}: no receipt can be given`,
      );
    }
    const [updated] = await tx
      .update(withdrawals)
      .set({
        status: input.answer,
        receiptNote: input.note ?? null,
        proofType: proof?.type ?? null,
        proof: proof?.bytes ?? null,
        proofName: proof?.name ?? null,
        confirmedAt: now,
      })
      .where(eq(withdrawals.id, row.id))
      .returning();
    return withAccount(tx, updated, config);
  });
}

/**
 * Marks every disbursed withdrawal whose receipt deadline has passed as auto_received. One statement,
 * so a member's answer that races it either lands first (and is kept) or finds the withdrawal closed.
 */
export async function autoConfirmWithdrawals(db: Db, now: Date, autoReceiptMinutes = 1440): Promise<string[]> {
  const cutoff = new Date(now.getTime() - autoReceiptMinutes * 60_000);
  const rows = await db
    .update(withdrawals)
    .set({ status: "auto_received", confirmedAt: now })
    .where(and(eq(withdrawals.status, "disbursed"), lte(withdrawals.disbursedAt, cutoff)))
    .returning({ id: withdrawals.id });
  return rows.map((r) => r.id);
}
