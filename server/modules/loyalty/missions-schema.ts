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
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { memberKey } from "../accounts/index.js";

// Missions and leaderboards (ADR 0052). A mission's progress is never stored: it is read from the rounds,
// deposits, logins and the member row each time. What is stored is what was paid: one claim per mission, member
// and period, and one result per board, period and rank.

export const missions = pgTable(
  "missions",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    title: jsonb("title").$type<{ TY: string; EN: string }>().notNull(),
    period: text("period").notNull(),
    goal: jsonb("goal").$type<Record<string, unknown>>().notNull(),
    reward: jsonb("reward").$type<Record<string, unknown>>().notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }),
    endsAt: timestamp("ends_at", { withTimezone: true }),
    active: boolean("active").notNull().default(true),
    sequence: integer("sequence").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("mission_period", sql`${t.period} in ('daily', 'weekly', 'once')`)],
);

/** A mission's reward paid: once per mission, member and period (`period_key`: the period's first site day, or "once"). */
export const missionClaims = pgTable(
  "mission_claims",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    missionId: bigint("mission_id", { mode: "number" })
      .notNull()
      .references(() => missions.id),
    memberId: uuid("member_id").notNull().references(memberKey),
    periodKey: text("period_key").notNull(),
    /** The figures the claim was judged on, and the reward as the mission then said. */
    progress: bigint("progress", { mode: "bigint" }).notNull(),
    target: bigint("target", { mode: "bigint" }).notNull(),
    reward: jsonb("reward").$type<Record<string, unknown>>().notNull(),
    transferId: bigint("transfer_id", { mode: "number" }),
    claimedAt: timestamp("claimed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("mission_claims_period").on(t.missionId, t.memberId, t.periodKey),
    index("mission_claims_member").on(t.memberId, t.claimedAt),
  ],
);

export const leaderboards = pgTable(
  "leaderboards",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    title: jsonb("title").$type<{ TY: string; EN: string }>().notNull(),
    metric: text("metric").notNull(),
    period: text("period").notNull(),
    category: text("category").notNull(),
    prizes: jsonb("prizes").$type<{ from: number; to: number; amount: string }[]>().notNull(),
    minValidBet: bigint("min_valid_bet", { mode: "bigint" }).notNull(),
    active: boolean("active").notNull().default(true),
    sequence: integer("sequence").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("leaderboard_metric", sql`${t.metric} in ('validBet', 'win')`),
    check("leaderboard_period", sql`${t.period} in ('daily', 'weekly')`),
  ],
);

/** A board's period settled: its ranking is computed once, when this row is first written. */
export const leaderboardSettlements = pgTable(
  "leaderboard_settlements",
  {
    leaderboardId: bigint("leaderboard_id", { mode: "number" })
      .notNull()
      .references(() => leaderboards.id),
    periodKey: text("period_key").notNull(),
    settledAt: timestamp("settled_at", { withTimezone: true }).notNull().defaultNow(),
    actor: text("actor").notNull(),
  },
  (t) => [primaryKey({ columns: [t.leaderboardId, t.periodKey] })],
);

/** The final ranking of a settled period, and each prize paid (or why it was refused). */
export const leaderboardResults = pgTable(
  "leaderboard_results",
  {
    leaderboardId: bigint("leaderboard_id", { mode: "number" })
      .notNull()
      .references(() => leaderboards.id),
    periodKey: text("period_key").notNull(),
    rank: integer("rank").notNull(),
    memberId: uuid("member_id").notNull().references(memberKey),
    figure: bigint("figure", { mode: "bigint" }).notNull(),
    prize: bigint("prize", { mode: "bigint" }),
    transferId: bigint("transfer_id", { mode: "number" }),
    refusal: text("refusal"),
  },
  (t) => [
    primaryKey({ columns: [t.leaderboardId, t.periodKey, t.rank] }),
    index("leaderboard_results_member").on(t.memberId),
  ],
);
