import { and, eq } from "drizzle-orm";
import type { z } from "zod";
import type { Converted } from "../../../contract/answers/points-shop.js";
import type { convertRequestSchema } from "../../../contract/points-shop.js";
import type { Db, Tx } from "../../db/connect.js";
import { AppError } from "../errors.js";
import { required } from "../../required.js";
import { checkCare } from "../care/index.js";
import { checkPaymentPassword, lockMember } from "../accounts/index.js";
import { InsufficientFundsError, accountBalance, memberAccount, postTransfer, systemAccount } from "../wallet/index.js";
import { currentPointsRates } from "./points.js";
import { pointsConversions } from "./shop-schema.js";

// Points converted to cash (SPEC §7, ADR 0049) at the operator's ratio (`convert` in the points rules;
// absent, conversion is closed). One ledger transfer moves both: the points from the member to the points pool
// and the cash from the promotion account to the member's main wallet — each unit sums to zero on its own.
// The member's row is locked and the requestId is kept with the conversion, so a resend answers the first.

/** The most one conversion pays (minor units): the 15 digits any amount on the wire may have. */
const MAX_AMOUNT = 999_999_999_999_999n;

export type ConvertInput = z.infer<typeof convertRequestSchema>;

const answerOf = (row: typeof pointsConversions.$inferSelect): Converted => ({
  points: row.points,
  amount: row.amount.toString(),
});

async function earlierConversion(db: Db | Tx, memberId: string, requestId: string) {
  const [row] = await db
    .select()
    .from(pointsConversions)
    .where(and(eq(pointsConversions.memberId, memberId), eq(pointsConversions.requestId, requestId)));
  return row ?? null;
}

/** The same form sent again answers what it did the first time, whatever the ratio is now. */
function replayed(row: typeof pointsConversions.$inferSelect, input: ConvertInput): Converted {
  if (row.points !== input.points)
    throw new AppError("CONFLICT", "This requestId already converted other points; reload the form for a new one");
  return answerOf(row);
}

export async function convertPoints(db: Db, memberId: string, input: ConvertInput): Promise<Converted> {
  // A resend after the operator closed or changed conversion still answers the conversion it made; a new one
  // is paid at the ratio in force when the member asked.
  const first = await earlierConversion(db, memberId, input.requestId);
  const convert = first ? null : (await currentPointsRates(db))?.rates.convert;
  if (!first && !convert) throw new AppError("CONVERT_CLOSED", "Points cannot be converted to cash now");
  if (convert && input.points < convert.minPoints)
    throw new AppError("BELOW_MIN", `At least ${convert.minPoints} points`, { minPoints: convert.minPoints });
  await checkPaymentPassword(db, memberId, input.paymentPassword);
  return db.transaction(async (tx) => {
    await lockMember(tx, memberId);
    // A timed-out or self-excluded member (or a frozen agent) gets no reward moved, as with any grant (ADR 0029).
    await checkCare(tx, memberId, "transfer");
    const earlier = await earlierConversion(tx, memberId, input.requestId);
    if (earlier) return replayed(earlier, input);
    // None before the lock means none before the first read either: the ratio was read then.
    const ratio = required(convert, "the conversion ratio");
    const points = await memberAccount(tx, memberId, "points");
    const refusal = (held: bigint) =>
      new AppError("NOT_ENOUGH_POINTS", `You have ${held} points; this takes ${input.points}`, {
        balance: Number(held),
        needed: input.points,
      });
    const balance = await accountBalance(tx, points);
    if (balance < BigInt(input.points)) throw refusal(balance);
    const cashPerPoint = BigInt(ratio.cashPerPoint);
    const amount = BigInt(input.points) * cashPerPoint;
    // A ratio and a count each within bounds can still multiply past what a ledger amount holds.
    if (amount > MAX_AMOUNT)
      throw new AppError("AMOUNT_OUT_OF_RANGE", "Convert fewer points at once", {
        maxPoints: Number(MAX_AMOUNT / cashPerPoint),
      });
    const [written] = await tx
      .insert(pointsConversions)
      .values({ memberId, requestId: input.requestId, points: input.points, cashPerPoint, amount })
      .returning();
    const row = required(written, "the new conversion");
    try {
      await postTransfer(tx, {
        idempotencyKey: `points_convert:${row.id}`,
        kind: "points_convert",
        memo: `${input.points} points`,
        metadata: { conversionId: row.id, points: input.points, cashPerPoint: ratio.cashPerPoint },
        entries: [
          { account: points, amount: -input.points },
          { account: await systemAccount(tx, "points_pool"), amount: input.points },
          { account: await systemAccount(tx, "promotion"), amount: -amount },
          { account: await memberAccount(tx, memberId, "main"), amount },
        ],
      });
    } catch (error) {
      if (error instanceof InsufficientFundsError) throw refusal(error.balance);
      throw error;
    }
    return answerOf(row);
  });
}
