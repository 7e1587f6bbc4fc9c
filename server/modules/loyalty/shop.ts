import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { GoodsItem } from "../../../contract/answers/points-shop.js";
import { REDEEM_QUANTITY_MAX, goodsSchema, type GoodsInput } from "../../../contract/points-shop.js";
import type { Db, Tx } from "../../db/connect.js";
import { forgetReads } from "../../db/read-cache.js";
import { AppError } from "../errors.js";
import { required } from "../../required.js";
import { bumpSiteVersion, recordAudit } from "../system/index.js";
import { accountBalance, memberAccount } from "../wallet/index.js";
import { goodsStanding } from "./standing.js";
import { pointsGoods, pointsRedemptions } from "./shop-schema.js";

// The points shop's goods (ADR 0049): what the operator stocks and the site offers. The operator
// writes an item whole (goodsSchema), audited; each change raises the site version, so the shop's cached
// lists show it at once.

export type GoodsRow = typeof pointsGoods.$inferSelect;

export function goodsView(row: GoodsRow, redeemed: number | null): GoodsItem {
  return {
    id: row.id,
    name: row.names,
    kind: row.kind as GoodsItem["kind"],
    art: row.art as GoodsItem["art"],
    points: row.points,
    value: row.value === null ? null : row.value.toString(),
    stock: row.stock,
    perMember: row.perMember,
    redeemed,
    standing: null,
  };
}

/** The operator's view: the item as the shop shows it, and whether and where it is offered. */
function operatorView(row: GoodsRow) {
  return {
    ...goodsView(row, null),
    sequence: row.sequence,
    active: row.active,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const shopOrder = [asc(pointsGoods.sequence), asc(pointsGoods.id)];

/** The goods on offer, in the operator's order; `redeemed` is null (nobody is asking). */
export async function offeredGoods(db: Db): Promise<GoodsItem[]> {
  const rows = await db
    .select()
    .from(pointsGoods)
    .where(eq(pointsGoods.active, true))
    .orderBy(...shopOrder);
  return rows.map((row) => goodsView(row, null));
}

/** How many of each item the member holds: redemptions in process or approved (a rejected one holds none). */
export async function heldQuantities(db: Db | Tx, memberId: string, goodsIds?: number[]): Promise<Map<number, number>> {
  const rows = await db
    .select({ goodsId: pointsRedemptions.goodsId, held: sql<number>`sum(${pointsRedemptions.quantity})::int` })
    .from(pointsRedemptions)
    .where(
      and(
        eq(pointsRedemptions.memberId, memberId),
        inArray(pointsRedemptions.status, ["in_process", "approved"]),
        goodsIds ? inArray(pointsRedemptions.goodsId, goodsIds) : undefined,
      ),
    )
    .groupBy(pointsRedemptions.goodsId);
  return new Map(rows.map((r) => [r.goodsId, Number(r.held)]));
}

/** The goods on offer with what this member holds of each, against its per-member limit, and its standing with each. */
export async function memberGoods(db: Db, memberId: string): Promise<GoodsItem[]> {
  const [offered, held, points] = await Promise.all([
    offeredGoods(db),
    heldQuantities(db, memberId),
    memberAccount(db, memberId, "points").then((account) => accountBalance(db, account)),
  ]);
  return offered.map((item) => {
    const redeemed = held.get(item.id) ?? 0;
    return { ...item, redeemed, standing: goodsStanding(item, { redeemed, points }, REDEEM_QUANTITY_MAX) };
  });
}

/** Every item, hidden ones too, for the operator. */
export async function allGoods(db: Db) {
  const rows = await db
    .select()
    .from(pointsGoods)
    .orderBy(...shopOrder);
  return rows.map(operatorView);
}

/** An item as the CLI reads it on the database: the API's own schema, refused as the API refuses. */
export function readGoods(raw: unknown): GoodsInput {
  const parsed = goodsSchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw new AppError("VALIDATION", `${issue?.path.join(".") ?? ""}: ${issue?.message ?? "not an item"}`, {
    issues: parsed.error.issues,
  });
}

const columnsOf = (input: GoodsInput) => ({
  names: input.name,
  kind: input.kind,
  art: input.art,
  points: input.points,
  value: input.value === null ? null : BigInt(input.value),
  stock: input.stock,
  perMember: input.perMember,
  sequence: input.sequence,
  active: input.active,
});

/** A new item; audited. */
export async function addGoods(db: Db, input: GoodsInput, actor: string) {
  return db
    .transaction(async (tx) => {
      const row = required((await tx.insert(pointsGoods).values(columnsOf(input)).returning())[0], "the new item");
      await recordAudit(tx, { action: "points.goods.add", detail: { source: actor, id: row.id, goods: input } });
      await bumpSiteVersion(tx);
      return operatorView(row);
    })
    .finally(() => forgetReads(db));
}

/**
 * An item rewritten whole; audited. Its redemptions keep the points and value they were made at. The stock
 * written is what is left to redeem from now on: the row is locked, so no redemption takes one meanwhile.
 */
export async function setGoods(db: Db, id: number, input: GoodsInput, actor: string) {
  return db
    .transaction(async (tx) => {
      const [before] = await tx.select().from(pointsGoods).where(eq(pointsGoods.id, id)).for("update");
      if (!before) throw new AppError("NOT_FOUND", `No item ${id}`);
      const [updated] = await tx
        .update(pointsGoods)
        .set({ ...columnsOf(input), updatedAt: new Date() })
        .where(eq(pointsGoods.id, id))
        .returning();
      const row = required(updated, `item ${id}, locked above`);
      await recordAudit(tx, {
        action: "points.goods.set",
        detail: { source: actor, id, before: operatorView(before), goods: input },
      });
      await bumpSiteVersion(tx);
      return operatorView(row);
    })
    .finally(() => forgetReads(db));
}
