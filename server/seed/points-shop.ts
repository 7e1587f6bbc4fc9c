import { goodsSchema, type GoodsInput, type PointsConvert } from "../../contract/points-shop.js";
import type { Tx } from "../db/connect.js";
import { pointsGoods } from "../db/schema.js";

// The demo's points shop (ADR 0049). Points come at 1 per ₫1,000 of valid bets (ADR 0048) and convert
// to cash at ₫10 each, so points are worth 1% of what was bet; a cash voucher gives a little more per point than
// converting (₫11–12), and goods are priced near their shop value at that rate. Written once, into an empty shop:
// an operator's own goods and edits are kept (ids are the table's own, so none is written by id).

const VND = 100n;
const vnd = (amount: bigint) => String(amount * VND);

/** ₫10 a point, at least 1,000 points (₫10,000) at a time. */
export const DEMO_CONVERT: PointsConvert = { cashPerPoint: vnd(10n), minPoints: 1_000 };

export const DEMO_GOODS: GoodsInput[] = [
  {
    name: { TY: "Cash voucher na ₫50,000", EN: "₫50,000 cash voucher" },
    kind: "voucher",
    art: "voucher",
    points: 4_500,
    value: vnd(50_000n),
    stock: 1_000,
    perMember: 10,
    sequence: 1,
  },
  {
    name: { TY: "Cash voucher na ₫200,000", EN: "₫200,000 cash voucher" },
    kind: "voucher",
    art: "voucher",
    points: 17_000,
    value: vnd(200_000n),
    stock: 500,
    perMember: 5,
    sequence: 2,
  },
  {
    name: { TY: "T-shirt ng Laro", EN: "Laro T-shirt" },
    kind: "physical",
    art: "shirt",
    points: 8_000,
    value: null,
    stock: 100,
    perMember: 2,
    sequence: 3,
  },
  {
    name: { TY: "Wireless na headphones", EN: "Wireless headphones" },
    kind: "physical",
    art: "headphones",
    points: 60_000,
    value: null,
    stock: 20,
    perMember: 1,
    sequence: 4,
  },
  {
    name: { TY: "Relo", EN: "Wristwatch" },
    kind: "physical",
    art: "watch",
    points: 120_000,
    value: null,
    stock: 10,
    perMember: 1,
    sequence: 5,
  },
  {
    name: { TY: "Smartphone", EN: "Smartphone" },
    kind: "physical",
    art: "phone",
    points: 300_000,
    value: null,
    stock: 5,
    perMember: 1,
    sequence: 6,
  },
].map((g) => goodsSchema.parse({ ...g, active: true }));

export async function seedPointsShop(tx: Tx): Promise<void> {
  const [stocked] = await tx.select({ id: pointsGoods.id }).from(pointsGoods).limit(1);
  if (stocked) return;
  await tx.insert(pointsGoods).values(
    DEMO_GOODS.map((g) => ({
      names: g.name,
      kind: g.kind,
      art: g.art,
      points: g.points,
      value: g.value === null ? null : BigInt(g.value),
      stock: g.stock,
      perMember: g.perMember,
      sequence: g.sequence,
      active: g.active,
    })),
  );
}
