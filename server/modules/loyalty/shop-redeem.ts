import { and, count, desc, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Redemption } from "../../../contract/answers/points-shop.js";
import {
  ADDRESS_MAX,
  ADDRESS_MIN,
  type RedemptionStatus,
  type redeemRequestSchema,
} from "../../../contract/points-shop.js";
import type { Db, Tx } from "../../db/connect.js";
import { forgetReads } from "../../db/read-cache.js";
import { AppError } from "../errors.js";
import { required } from "../../required.js";
import { checkCare } from "../care/index.js";
import { checkPaymentPassword, lockMember } from "../accounts/index.js";
import { InsufficientFundsError, accountBalance, memberAccount, postTransfer, systemAccount } from "../wallet/index.js";
import { heldQuantities, type GoodsRow } from "./shop.js";
import { pointsGoods, pointsRedemptions } from "./shop-schema.js";

// A member redeems goods with points (SPEC §7, ADR 0049): checked with the payment password, then in
// one transaction — the member's row locked (a resend of the same form waits for the first and answers it), the
// item's row locked (two members never take its last one) — the stock goes down, the redemption is written in
// process and the points move from the member's points account to the points pool, once per redemption.

export type RedeemInput = z.infer<typeof redeemRequestSchema>;
export type RedemptionRow = typeof pointsRedemptions.$inferSelect;

export function redemptionView(row: RedemptionRow, goods: Pick<GoodsRow, "names" | "kind">): Redemption {
  return {
    id: row.id,
    goodsId: row.goodsId,
    name: goods.names,
    kind: goods.kind as Redemption["kind"],
    quantity: row.quantity,
    points: row.points,
    value: row.value === null ? null : row.value.toString(),
    status: row.status as RedemptionStatus,
    address: row.address,
    remark: row.remark,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

/** Takes the points of one redemption; NOT_ENOUGH_POINTS with what the member holds and what it takes. */
async function takePoints(tx: Tx, row: RedemptionRow, memo: string): Promise<void> {
  const account = await memberAccount(tx, row.memberId, "points");
  const balance = await accountBalance(tx, account);
  const refusal = (held: bigint) =>
    new AppError("NOT_ENOUGH_POINTS", `You have ${held} points; this takes ${row.points}`, {
      balance: Number(held),
      needed: row.points,
    });
  if (balance < BigInt(row.points)) throw refusal(balance);
  try {
    await postTransfer(tx, {
      idempotencyKey: `points_redeem:${row.id}`,
      kind: "points_redeem",
      memo,
      metadata: { redemptionId: row.id, goodsId: row.goodsId, quantity: row.quantity },
      entries: [
        { account, amount: -row.points },
        { account: await systemAccount(tx, "points_pool"), amount: row.points },
      ],
    });
  } catch (error) {
    // Only points the accrual adds can arrive meanwhile (the member's row is locked), so this is a safeguard.
    if (error instanceof InsufficientFundsError) throw refusal(error.balance);
    throw error;
  }
}

export async function redeemGoods(db: Db, memberId: string, input: RedeemInput): Promise<Redemption> {
  await checkPaymentPassword(db, memberId, input.paymentPassword);
  const answer = await db.transaction(async (tx) => {
    await lockMember(tx, memberId);
    // A timed-out or self-excluded member (or a frozen agent) gets no reward moved, as with any grant (ADR 0029).
    await checkCare(tx, memberId, "transfer");
    const [earlier] = await tx
      .select()
      .from(pointsRedemptions)
      .where(and(eq(pointsRedemptions.memberId, memberId), eq(pointsRedemptions.requestId, input.requestId)));
    if (earlier) {
      if (earlier.goodsId !== input.goodsId || earlier.quantity !== input.quantity) {
        throw new AppError("CONFLICT", "This requestId already redeemed something else; reload the form for a new one");
      }
      const [goods] = await tx
        .select({ names: pointsGoods.names, kind: pointsGoods.kind })
        .from(pointsGoods)
        .where(eq(pointsGoods.id, earlier.goodsId));
      return redemptionView(earlier, required(goods, `item ${earlier.goodsId} of redemption ${earlier.id}`));
    }
    const [goods] = await tx.select().from(pointsGoods).where(eq(pointsGoods.id, input.goodsId)).for("update");
    if (!goods?.active) throw new AppError("NOT_FOUND", `No item ${input.goodsId} on offer`);
    if (goods.stock < input.quantity) throw new AppError("OUT_OF_STOCK", `${goods.stock} left`, { stock: goods.stock });
    const redeemed = (await heldQuantities(tx, memberId, [goods.id])).get(goods.id) ?? 0;
    if (redeemed + input.quantity > goods.perMember) {
      throw new AppError("LIMIT_REACHED", `At most ${goods.perMember} per member; you hold ${redeemed}`, {
        perMember: goods.perMember,
        redeemed,
      });
    }
    // A voucher is paid to the wallet: no address is kept for it.
    const address = goods.kind === "physical" ? input.address : null;
    if (goods.kind === "physical" && (address === null || address.length < ADDRESS_MIN)) {
      throw new AppError("ADDRESS_REQUIRED", `address: ${ADDRESS_MIN} to ${ADDRESS_MAX} characters to ship it to`, {
        min: ADDRESS_MIN,
        max: ADDRESS_MAX,
      });
    }
    await tx
      .update(pointsGoods)
      .set({ stock: sql`${pointsGoods.stock} - ${input.quantity}` })
      .where(eq(pointsGoods.id, goods.id));
    const [written] = await tx
      .insert(pointsRedemptions)
      .values({
        memberId,
        goodsId: goods.id,
        quantity: input.quantity,
        points: goods.points * input.quantity,
        value: goods.value === null ? null : goods.value * BigInt(input.quantity),
        address,
        requestId: input.requestId,
      })
      .returning();
    const row = required(written, "the new redemption");
    await takePoints(tx, row, `${row.quantity} × ${goods.names.EN}`);
    return redemptionView(row, goods);
  });
  // The shop's lists show the stock now.
  forgetReads(db);
  return answer;
}

/** The member's redeem history, newest first; `status` narrows it. */
export async function memberRedemptions(
  db: Db,
  memberId: string,
  query: { status?: RedemptionStatus; pageNo: number; pageSize: number },
) {
  const where = and(
    eq(pointsRedemptions.memberId, memberId),
    query.status ? eq(pointsRedemptions.status, query.status) : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select({ row: pointsRedemptions, names: pointsGoods.names, kind: pointsGoods.kind })
      .from(pointsRedemptions)
      .innerJoin(pointsGoods, eq(pointsGoods.id, pointsRedemptions.goodsId))
      .where(where)
      .orderBy(desc(pointsRedemptions.createdAt), desc(pointsRedemptions.id))
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize),
    db.select({ total: count() }).from(pointsRedemptions).where(where),
  ]);
  return { list: rows.map((r) => redemptionView(r.row, r)), total: counted?.total ?? 0 };
}
