import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { memberKey } from "../accounts/index.js";
import { bonusKey, promotionKey } from "../promotions/index.js";

/**
 * A referral promotion's decision on one invited friend (ADR 0051): the inviter's reward paid (its bonus,
 * whose ledger transfer is keyed `promotion:<promotion>:referee:<friend>`), or refused with the reason. One
 * per promotion and friend: the unique index, and the bonus's key, make a rerun pay nothing twice.
 */
export const referralRewards = pgTable(
  "referral_rewards",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    promotionId: text("promotion_id").notNull().references(promotionKey),
    ruleVersion: integer("rule_version").notNull(),
    referrerId: uuid("referrer_id").notNull().references(memberKey),
    refereeId: uuid("referee_id").notNull().references(memberKey),
    amount: bigint("amount", { mode: "bigint" }).notNull(),
    bonusId: bigint("bonus_id", { mode: "number" }).references(bonusKey),
    refusal: text("refusal"),
    /** When it was paid (or refused). */
    decidedAt: timestamp("decided_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex("referral_rewards_referee").on(t.promotionId, t.refereeId),
    index("referral_rewards_referrer").on(t.referrerId, t.decidedAt),
    index("referral_rewards_friend").on(t.refereeId),
    check("referral_reward_decided", sql`(${t.bonusId} is null) <> (${t.refusal} is null)`),
    check("referral_reward_amount", sql`${t.amount} > 0`),
  ],
);
