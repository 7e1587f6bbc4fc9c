import { and, asc, count, desc, eq, sql } from "drizzle-orm";
import type { RedemptionStatus } from "../../../contract/points-shop.js";
import type { Db, Tx } from "../../db/connect.js";
import { forgetReads } from "../../db/read-cache.js";
import { AppError } from "../errors.js";
import { required } from "../../required.js";
import { usernamesOf } from "../accounts/index.js";
import { sendSystemMessage } from "../messages/index.js";
import { recordAudit } from "../system/index.js";
import { memberAccount, postTransfer, systemAccount } from "../wallet/index.js";
import { redemptionView, type RedemptionRow } from "./shop-redeem.js";
import { pointsGoods, pointsRedemptions } from "./shop-schema.js";

// The operator decides a redemption (SPEC §4: in process → approved or rejected), once: the status changes only
// from in_process, so of two decisions one wins and the other is ALREADY_DECIDED. A rejection gives the points
// back and the quantity back to stock; approving a cash voucher pays its value to the member's main wallet from
// the promotion account (the merchant's cost of rewarding members, as bonuses and rebates are). Each movement is
// keyed by the redemption, so it happens once.

export type Decision = { id: number; decision: "approve" | "reject"; remark: string; actor: string };

async function refund(tx: Tx, row: RedemptionRow): Promise<void> {
  await tx
    .update(pointsGoods)
    .set({ stock: sql`${pointsGoods.stock} + ${row.quantity}` })
    .where(eq(pointsGoods.id, row.goodsId));
  await postTransfer(tx, {
    idempotencyKey: `points_refund:${row.id}`,
    kind: "points_refund",
    memo: row.remark ?? undefined,
    metadata: { redemptionId: row.id, goodsId: row.goodsId, quantity: row.quantity },
    entries: [
      { account: await systemAccount(tx, "points_pool"), amount: -row.points },
      { account: await memberAccount(tx, row.memberId, "points"), amount: row.points },
    ],
  });
}

async function payVoucher(tx: Tx, row: RedemptionRow, value: bigint, memo: string): Promise<void> {
  await postTransfer(tx, {
    idempotencyKey: `points_voucher:${row.id}`,
    kind: "points_voucher",
    memo,
    metadata: { redemptionId: row.id, goodsId: row.goodsId, quantity: row.quantity },
    entries: [
      { account: await systemAccount(tx, "promotion"), amount: -value },
      { account: await memberAccount(tx, row.memberId, "main"), amount: value },
    ],
  });
}

export async function decideRedemption(db: Db, input: Decision) {
  const remark = input.remark.trim();
  if (input.decision === "reject" && !remark)
    throw new AppError("VALIDATION", "remark: say why the redemption is rejected");
  const status: RedemptionStatus = input.decision === "approve" ? "approved" : "rejected";
  const answer = await db.transaction(async (tx) => {
    const [decided] = await tx
      .update(pointsRedemptions)
      .set({ status, remark: remark || null, decidedAt: new Date(), decidedBy: input.actor })
      .where(and(eq(pointsRedemptions.id, input.id), eq(pointsRedemptions.status, "in_process")))
      .returning();
    if (!decided) {
      const [found] = await tx
        .select({ status: pointsRedemptions.status })
        .from(pointsRedemptions)
        .where(eq(pointsRedemptions.id, input.id));
      if (!found) throw new AppError("NOT_FOUND", `No redemption ${input.id}`);
      throw new AppError("ALREADY_DECIDED", `Redemption ${input.id} is ${found.status} already`, {
        status: found.status,
      });
    }
    const [item] = await tx
      .select({ names: pointsGoods.names, kind: pointsGoods.kind })
      .from(pointsGoods)
      .where(eq(pointsGoods.id, decided.goodsId));
    const goods = required(item, `item ${decided.goodsId} of redemption ${decided.id}`);
    if (status === "rejected") await refund(tx, decided);
    else if (decided.value !== null)
      await payVoucher(tx, decided, decided.value, `${decided.quantity} × ${goods.names.EN}`);
    await sendSystemMessage(tx, {
      memberId: decided.memberId,
      template: status === "approved" ? "redemptionApproved" : "redemptionRejected",
      params: {
        nameTY: goods.names.TY,
        nameEN: goods.names.EN,
        quantity: String(decided.quantity),
        points: String(decided.points),
        reason: remark,
      },
      eventKey: `redemption:${decided.id}:${status}`,
    });
    await recordAudit(tx, {
      action: `points.redemption.${input.decision}`,
      detail: { source: input.actor, redemption: decided.id, memberId: decided.memberId, remark: remark || null },
    });
    return { ...redemptionView(decided, goods), memberId: decided.memberId, decidedBy: decided.decidedBy };
  });
  // A rejection puts stock back: the shop's lists show it now.
  forgetReads(db);
  const names = await usernamesOf(db, [answer.memberId]);
  return { ...answer, username: names.get(answer.memberId) ?? null };
}

/** The operator's queue: in process oldest first (the next to decide on top), decided ones newest first. */
export async function listRedemptions(db: Db, query: { status?: RedemptionStatus; pageNo: number; pageSize: number }) {
  const where = query.status ? eq(pointsRedemptions.status, query.status) : undefined;
  const [rows, [counted]] = await Promise.all([
    db
      .select({ row: pointsRedemptions, names: pointsGoods.names, kind: pointsGoods.kind })
      .from(pointsRedemptions)
      .innerJoin(pointsGoods, eq(pointsGoods.id, pointsRedemptions.goodsId))
      .where(where)
      .orderBy(
        ...(query.status === "in_process"
          ? [asc(pointsRedemptions.createdAt), asc(pointsRedemptions.id)]
          : [desc(pointsRedemptions.createdAt), desc(pointsRedemptions.id)]),
      )
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize),
    db.select({ total: count() }).from(pointsRedemptions).where(where),
  ]);
  const names = await usernamesOf(
    db,
    rows.map((r) => r.row.memberId),
  );
  return {
    list: rows.map((r) => ({
      ...redemptionView(r.row, r),
      memberId: r.row.memberId,
      username: names.get(r.row.memberId) ?? null,
      decidedBy: r.row.decidedBy,
    })),
    total: counted?.total ?? 0,
  };
}
