import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { memberKey } from "../accounts/index.js";

// VIP levels (ADR 0050): the operator's table as versioned rows, each member's level and the bonuses
// paid for it, each exactly once.

/** The operator's VIP table (contract/vip.ts vipSettingsSchema): each change a new version, who made it and when. */
export const vipSettings = pgTable("vip_settings", {
  version: integer("version").primaryKey(),
  settings: jsonb("settings").$type<Record<string, unknown>>().notNull(),
  actor: text("actor").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A member's level, once it has been above level 1 (a member without a row is at level 1): since when it was
 * reached or last kept (the keep check looks a period after it), and the settings version that decided it.
 */
export const vipMembers = pgTable(
  "vip_members",
  {
    memberId: uuid("member_id").primaryKey().references(memberKey),
    rankLevel: integer("rank_level").notNull(),
    since: timestamp("since", { withTimezone: true }).notNull(),
    settingsVersion: integer("settings_version").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("vip_member_rank_level", sql`${t.rankLevel} >= 1`)],
);

/**
 * A VIP bonus: an upgrade bonus once per member and level ever, a weekly, monthly or birthday bonus once per
 * member and period ("2026-W48", "2026-11", "2026"). The unique indexes, and the ledger transfer's key, make a
 * rerun pay nothing twice. A bonus the care check refused (a time-out, a self-exclusion) is kept with its
 * refusal and no transfer: it is not owed later.
 */
export const vipBonuses = pgTable(
  "vip_bonuses",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    memberId: uuid("member_id").notNull().references(memberKey),
    rankLevel: integer("rank_level").notNull(),
    kind: text("kind").notNull(),
    period: text("period").notNull(),
    amount: bigint("amount", { mode: "bigint" }).notNull(),
    settingsVersion: integer("settings_version").notNull(),
    transferId: bigint("transfer_id", { mode: "number" }),
    refusal: text("refusal"),
    /** When it was paid (or refused). */
    paidAt: timestamp("paid_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex("vip_bonuses_upgrade")
      .on(t.memberId, t.rankLevel)
      .where(sql`kind = 'upgrade'`),
    uniqueIndex("vip_bonuses_period")
      .on(t.memberId, t.kind, t.period)
      .where(sql`kind <> 'upgrade'`),
    index("vip_bonuses_member").on(t.memberId, t.paidAt),
    check("vip_bonus_kind", sql`${t.kind} in ('upgrade', 'birthday', 'weekly', 'monthly')`),
    check("vip_bonus_amount", sql`${t.amount} > 0`),
  ],
);
