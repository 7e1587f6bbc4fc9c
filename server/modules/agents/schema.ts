import { index, integer, pgTable, primaryKey, timestamp, uuid } from "drizzle-orm/pg-core";
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
