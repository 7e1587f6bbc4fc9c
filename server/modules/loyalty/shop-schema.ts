import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { memberKey } from "../accounts/index.js";

// The points shop (ADR 0049): the goods the operator stocks, the members' redemptions of them, and
// their conversions of points to cash. Points are whole numbers; money is minor units, as in the ledger.

/** An item on offer. `stock` is what is left to redeem: a redemption takes its quantity at once, a rejection gives it back. */
export const pointsGoods = pgTable(
  "points_goods",
  {
    id: serial("id").primaryKey(),
    names: jsonb("names").$type<{ TY: string; EN: string }>().notNull(),
    kind: text("kind").notNull(),
    art: text("art").notNull(),
    points: integer("points").notNull(),
    // A voucher's cash value (one of it); null for physical goods.
    value: bigint("value", { mode: "bigint" }),
    stock: integer("stock").notNull(),
    perMember: integer("per_member").notNull(),
    sequence: integer("sequence").notNull().default(0),
    active: boolean("active").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The last line of defence against two redemptions taking the same last item.
    check("points_goods_stock", sql`${t.stock} >= 0`),
    check("points_goods_points", sql`${t.points} > 0`),
    check("points_goods_per_member", sql`${t.perMember} > 0`),
    check("points_goods_kind", sql`${t.kind} in ('physical', 'voucher')`),
    check("points_goods_value", sql`(${t.kind} = 'voucher') = (${t.value} is not null and ${t.value} > 0)`),
  ],
);

/**
 * A member's redemption: the points it took (price × quantity, at the price then), a voucher's cash to pay on
 * approval (value × quantity), and the operator's decision. `request_id` is the member's form: a resend of it
 * answers this redemption.
 */
export const pointsRedemptions = pgTable(
  "points_redemptions",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    memberId: uuid("member_id").notNull().references(memberKey),
    goodsId: integer("goods_id")
      .notNull()
      .references(() => pointsGoods.id),
    quantity: integer("quantity").notNull(),
    points: bigint("points", { mode: "number" }).notNull(),
    value: bigint("value", { mode: "bigint" }),
    status: text("status").notNull().default("in_process"),
    address: text("address"),
    remark: text("remark"),
    requestId: uuid("request_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    decidedBy: text("decided_by"),
  },
  (t) => [
    uniqueIndex("points_redemptions_request").on(t.memberId, t.requestId),
    // The member's redeem history, newest first.
    index("points_redemptions_member").on(t.memberId, t.createdAt.desc()),
    // The operator's queue: those in process, oldest first.
    index("points_redemptions_status").on(t.status, t.createdAt),
    check("points_redemption_status", sql`${t.status} in ('in_process', 'rejected', 'approved')`),
    check("points_redemption_quantity", sql`${t.quantity} > 0`),
    check("points_redemption_points", sql`${t.points} > 0`),
  ],
);

/** A member's conversion of points to cash, at the rate then in force; `request_id` makes a resend answer it. */
export const pointsConversions = pgTable(
  "points_conversions",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    memberId: uuid("member_id").notNull().references(memberKey),
    requestId: uuid("request_id").notNull(),
    points: bigint("points", { mode: "number" }).notNull(),
    cashPerPoint: bigint("cash_per_point", { mode: "bigint" }).notNull(),
    amount: bigint("amount", { mode: "bigint" }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("points_conversions_request").on(t.memberId, t.requestId),
    check("points_conversion_points", sql`${t.points} > 0`),
    check("points_conversion_amount", sql`${t.amount} > 0`),
  ],
);
