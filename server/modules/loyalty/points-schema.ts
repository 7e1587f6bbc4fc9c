import { bigint, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { memberKey } from "../accounts/index.js";

/** The operator's points rates (ADR 0048): one row, each change a new version, who made it and when. */
export const pointsRates = pgTable("points_rates", {
  version: integer("version").primaryKey(),
  rates: jsonb("rates").$type<Record<string, unknown>>().notNull(),
  actor: text("actor").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The points a member has been given for one site day's valid bets in one category: each accrual posts only
 * the difference to what the day's valid bet now earns, so a day is paid to the point, once.
 */
export const pointsAccruals = pgTable(
  "points_accruals",
  {
    memberId: uuid("member_id").notNull().references(memberKey),
    day: text("day").notNull(),
    category: text("category").notNull(),
    validBet: bigint("valid_bet", { mode: "bigint" }).notNull(),
    points: bigint("points", { mode: "bigint" }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.day, t.category] })],
);
