import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  date,
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
  (t) => [
    primaryKey({ columns: [t.ancestorId, t.memberId] }),
    index("agent_tree_member").on(t.memberId, t.depth),
    index("agent_tree_downline").on(t.ancestorId, t.depth, t.joinedAt),
  ],
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

// Contracts (ADR 0044). A contract binds an agent (member_id) to its upline (upline_id; null: the operator,
// for a top-level agent) for one kind. Its terms are immutable versions: an offer or a change is a new
// version, accepted_at says when the holder signed it, and a settlement names the version it used.
export const contracts = pgTable(
  "contracts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind").notNull(),
    memberId: uuid("member_id").notNull().references(memberKey),
    uplineId: uuid("upline_id").references(memberKey),
    state: text("state").notNull(),
    /** The version in force (signed); null until the first offer is accepted. */
    signedVersion: integer("signed_version"),
    /** An offer (or a change of a signed contract) waiting for the holder's answer. */
    pendingVersion: integer("pending_version"),
    /** Who asked to end a signed contract ("upline" or "downline"); the other side agrees or declines. */
    terminationAskedBy: text("termination_asked_by"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp("ended_at", { withTimezone: true }),
  },
  (t) => [
    // One live contract per agent and kind: a change is a new version of it, not a second contract.
    uniqueIndex("contracts_live")
      .on(t.memberId, t.kind)
      .where(sql`${t.state} in ('offered', 'signed')`),
    index("contracts_upline").on(t.uplineId, t.kind),
  ],
);

export const contractTerms = pgTable(
  "contract_terms",
  {
    contractId: uuid("contract_id")
      .notNull()
      .references(() => contracts.id),
    version: integer("version").notNull(),
    terms: jsonb("terms").notNull(),
    offeredAt: timestamp("offered_at", { withTimezone: true }).notNull().defaultNow(),
    /** The offering agent; null when the operator offered it. */
    offeredBy: uuid("offered_by").references(memberKey),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.contractId, t.version] })],
);

/** Every transition of a contract, with who and when: the audit trail both parties read. */
export const contractEvents = pgTable(
  "contract_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    contractId: uuid("contract_id")
      .notNull()
      .references(() => contracts.id),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    /** "upline", "downline", "operator" or "platform" (a cascade or an automatic termination). */
    actor: text("actor").notNull(),
    actorId: uuid("actor_id").references(memberKey),
    action: text("action").notNull(),
    version: integer("version"),
    detail: jsonb("detail").notNull().default({}),
  },
  (t) => [index("contract_events_contract").on(t.contractId, t.at)],
);

/**
 * One settlement of one contract for one period (a day, an hour, a five-minute window, a dividend period):
 * its stored inputs and amount, who pays whom, and whether it is paid. Unique per (contract, period): a rerun
 * finds the row and pays what is still due, by the ledger key (contract, kind, period, payee).
 */
export const contractSettlements = pgTable(
  "contract_settlements",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    contractId: uuid("contract_id")
      .notNull()
      .references(() => contracts.id),
    kind: text("kind").notNull(),
    period: text("period").notNull(),
    periodStart: timestamp("period_start", { withTimezone: true }).notNull(),
    periodEnd: timestamp("period_end", { withTimezone: true }).notNull(),
    payeeId: uuid("payee_id").notNull().references(memberKey),
    /** null: the operator's salary or dividend account pays. */
    payerId: uuid("payer_id").references(memberKey),
    version: integer("version").notNull(),
    /** Depth of the payee in the tree: uplines are paid before they pay their own downlines. */
    level: integer("level").notNull(),
    inputs: jsonb("inputs").notNull(),
    amount: bigint("amount", { mode: "bigint" }).notNull(),
    state: text("state").notNull(),
    transferId: bigint("transfer_id", { mode: "number" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("contract_settlements_period").on(t.contractId, t.period),
    index("contract_settlements_payee").on(t.payeeId, t.periodEnd),
    index("contract_settlements_payer").on(t.payerId, t.state),
    index("contract_settlements_kind").on(t.kind, t.period),
  ],
);

/** What the operator enabled (SPEC §3 consolidated flags) and the ceiling of a top-level agent's rate per kind. */
export const contractFeatures = pgTable("contract_features", {
  kind: text("kind").primaryKey(),
  enabled: boolean("enabled").notNull(),
  maxRateBp: integer("max_rate_bp").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

// Team rollups (ADR 0045): the members' day rows summed per upline, so that a team's figures over any period
// are a few rows per day whatever the team's size. Derived data, rebuilt with the members' rows by
// refreshFigures and moved with a branch by a trigger on members.upline_id (migration 0033). No foreign keys:
// they are written under the rollups' lock, and a key's check would lock the member rows that an operator's
// move holds while it waits for that lock.

/** What members ≥ 1 level below `ancestor_id` played and moved on one site day (the ancestor itself excluded). */
export const teamDayFigures = pgTable(
  "team_day_figures",
  {
    ancestorId: uuid("ancestor_id").notNull(),
    day: date("day", { mode: "string" }).notNull(),
    betCount: integer("bet_count").notNull(),
    bet: bigint("bet", { mode: "bigint" }).notNull(),
    validBet: bigint("valid_bet", { mode: "bigint" }).notNull(),
    payout: bigint("payout", { mode: "bigint" }).notNull(),
    deposits: bigint("deposits", { mode: "bigint" }).notNull(),
    withdrawals: bigint("withdrawals", { mode: "bigint" }).notNull(),
    bonuses: bigint("bonuses", { mode: "bigint" }).notNull(),
    firstDeposits: integer("first_deposits").notNull(),
  },
  (t) => [primaryKey({ columns: [t.ancestorId, t.day] }), index("team_day_figures_day").on(t.day)],
);

/**
 * The days a member had a valid bet, each with how many days had passed since its previous such day (`gap`,
 * capped at 367: none in the 366 days before). A member is active in [from, to] exactly when one
 * of its days in it has a gap reaching back before `from` — its first day in it — so the active members of a
 * period are a sum, not a distinct count.
 */
export const memberDayActive = pgTable(
  "member_day_active",
  {
    memberId: uuid("member_id").notNull(),
    day: date("day", { mode: "string" }).notNull(),
    gap: integer("gap").notNull(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.day] }), index("member_day_active_day").on(t.day)],
);

/** member_day_active summed per upline: how many members ≥ 1 level below `ancestor_id` were active that day with that gap. */
export const teamDayActive = pgTable(
  "team_day_active",
  {
    ancestorId: uuid("ancestor_id").notNull(),
    day: date("day", { mode: "string" }).notNull(),
    gap: integer("gap").notNull(),
    members: integer("members").notNull(),
  },
  (t) => [primaryKey({ columns: [t.ancestorId, t.day, t.gap] }), index("team_day_active_day").on(t.day)],
);
