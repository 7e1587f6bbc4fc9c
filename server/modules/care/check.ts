import { eq, sql, type SQL } from "drizzle-orm";
import type { Db, Tx } from "../../db/connect.js";
import { sqlRefusal } from "../../db/refusal.js";
import { careDeposits } from "./schema.js";

// The one responsible-play check (ADR 0029). Every place that accepts a deposit, a transfer, a bet or a
// launch calls it inside its own transaction; the seamless wallet's debit runs the same SQL function
// inside seamless_move. A time-out or self-exclusion refuses all four; a deposit must fit its limits and
// is counted against them in the same transaction as the deposit itself.

export type CareAction = "deposit" | "transfer" | "bet" | "launch" | "withdraw";

/** A refusal raised by care_check (SQLSTATE LA001), as an AppError; null for any other error. */
export const careRefusal = sqlRefusal;

/**
 * Refuses (TIMED_OUT, SELF_EXCLUDED, DEPOSIT_LIMIT; on a bet or launch also SESSION_LIMIT, REALITY_CHECK_DUE
 * and LOSS_LIMIT) or lets the action through. A deposit passes its amount and its reference (the deposit's
 * id), under which it is counted; a bet passes its stake; `now` is the caller's clock.
 */
export async function checkCare(
  db: Db | Tx,
  memberId: string,
  action: CareAction,
  money?: { amount: bigint; reference?: string },
  now = new Date(),
): Promise<void> {
  try {
    await db.execute(sql`select ${careCheckSql(memberId, action, money, now)}`);
  } catch (error) {
    throw careRefusal(error) ?? error;
  }
}

/**
 * The same check as an expression, for a caller that makes it part of its own statement (the in-house play
 * checks it in the statement that takes the nonce, ADR 0039); its refusal fails that statement, which
 * `careRefusal` reads.
 */
export function careCheckSql(
  memberId: string,
  action: CareAction,
  money?: { amount: bigint; reference?: string },
  now = new Date(),
): SQL {
  if (action === "deposit" && !money?.reference) throw new Error("checkCare: a deposit needs its amount and reference");
  return sql`care_check(${memberId}::uuid, ${action}, ${money ? money.amount.toString() : null}::bigint, ${money?.reference ?? null}, ${now.toISOString()}::timestamptz)`;
}

/** A deposit that will never arrive (rejected, failed, expired) no longer counts against the limits. */
export async function releaseDeposit(db: Db | Tx, reference: string): Promise<void> {
  await db.delete(careDeposits).where(eq(careDeposits.reference, reference));
}
