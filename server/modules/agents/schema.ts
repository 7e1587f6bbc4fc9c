import { bigint, boolean, date, index, integer, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { memberKey } from "../accounts/index.js";

// The agent tree as a closure table (ADR 0042): a row for every member and each of its uplines at any
// depth, and one of depth 0 for the member itself. "All of X's downline" and "is Y in X's downline" are
// index lookups whatever the depth. members.upline_id (accounts) stays the one written fact; the triggers of
// migration 0028 keep these rows in step with it in the same statement, whoever writes it.
export const agentTree = pgTable(
  "agent_tree",
  {
    ancestorId: uuid("ancestor_id").notNull().references(memberKey),
    memberId: uuid("member_id").notNull().references(memberKey),
    /** 0 for the member itself, 1 for a direct downline, 2 for a downline's downline … */
    depth: integer("depth").notNull(),
    /** The member's registration time, copied: a downline list pages newest first without another table. */
    joinedAt: timestamp("joined_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.ancestorId, t.memberId] }), index("agent_tree_member").on(t.memberId, t.depth), index("agent_tree_downline").on(t.ancestorId, t.depth, t.joinedAt)],
);

// The agents' reporting rows (ADR 0043): each member's play per site day and game category, and money per
// site day, rebuilt by the agent-figures job from the owning modules' read models (games' valid-bet rule over
// the rounds, wallet's ledger). Team figures over any period and depth are sums of these joined to the tree.
export const memberDayPlay = pgTable(
  "member_day_play",
  {
    memberId: uuid("member_id").notNull().references(memberKey),
    day: date("day", { mode: "string" }).notNull(),
    category: text("category").notNull(),
    betCount: integer("bet_count").notNull(),
    bet: bigint("bet", { mode: "bigint" }).notNull(),
    validBet: bigint("valid_bet", { mode: "bigint" }).notNull(),
    payout: bigint("payout", { mode: "bigint" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.day, t.category] }), index("member_day_play_day").on(t.day)],
);

export const memberDayMoney = pgTable(
  "member_day_money",
  {
    memberId: uuid("member_id").notNull().references(memberKey),
    day: date("day", { mode: "string" }).notNull(),
    deposits: bigint("deposits", { mode: "bigint" }).notNull(),
    withdrawals: bigint("withdrawals", { mode: "bigint" }).notNull(),
    bonuses: bigint("bonuses", { mode: "bigint" }).notNull(),
    /** This day holds the member's first deposit ever. */
    firstDeposit: boolean("first_deposit").notNull(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.day] }), index("member_day_money_day").on(t.day)],
);
