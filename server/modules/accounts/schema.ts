import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";

export type ClubLabel = { labelName: string; color: string; color2: string; rankLevel: number };
export type MemberLabel = { labelName: string; color: string };

// Everyone with an account: members (0), agents (1, 2, 41, 42), trial players (4) and the
// merchant's staff (3), who exist here but may not log in to the member site (SPEC §6).
export const members = pgTable(
  "members",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    // Lower-case key keeps usernames unique whatever the case; username keeps what the member typed.
    usernameKey: text("username_key").notNull(),
    username: text("username").notNull(),
    nickname: text("nickname").notNull(),
    type: integer("type").notNull().default(0),
    // Trial players have no password: they can only come back through their session.
    passwordHash: text("password_hash"),
    passwordChangedAt: timestamp("password_changed_at", { withTimezone: true }).notNull().defaultNow(),
    mustChangePassword: boolean("must_change_password").notNull().default(false),
    // "Forgot password by email" adds a temporary password beside the real one, so a stranger who
    // knows a username and email cannot lock the owner out.
    tempPasswordHash: text("temp_password_hash"),
    tempPasswordExpiresAt: timestamp("temp_password_expires_at", { withTimezone: true }),
    paymentPasswordHash: text("payment_password_hash"),
    countryDialingCode: text("country_dialing_code"),
    mobileNum: text("mobile_num"),
    email: text("email"),
    payeeName: text("payee_name"),
    qqNum: text("qq_num"),
    line: text("line"),
    whatsapp: text("whatsapp"),
    zalo: text("zalo"),
    facebook: text("facebook"),
    wechat: text("wechat"),
    telegram: text("telegram"),
    idNumber: text("id_number"),
    recommenderId: text("recommender_id"),
    birthday: text("birthday"),
    uplineId: uuid("upline_id").references((): AnyPgColumn => members.id),
    referralCode: text("referral_code").notNull(),
    affiliateCodeUsed: text("affiliate_code_used"),
    clubLabel: jsonb("club_label").$type<ClubLabel | null>(),
    // The VIP level's withdrawals a site day (ADR 0050), written with the club label; payments enforces it. Null: no limit.
    withdrawalsPerDay: integer("withdrawals_per_day"),
    memberLabels: jsonb("member_labels").$type<MemberLabel[]>().notNull().default([]),
    registerUrl: text("register_url"),
    registerMethod: text("register_method"),
    firstLoginAt: timestamp("first_login_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("members_username_key").on(t.usernameKey),
    uniqueIndex("members_referral_code").on(t.referralCode),
    // One account per phone number: SMS login and phone recovery find the member by it.
    uniqueIndex("members_mobile")
      .on(t.countryDialingCode, t.mobileNum)
      .where(sql`${t.mobileNum} is not null`),
    index("members_upline").on(t.uplineId),
  ],
);

/**
 * What other modules' tables point their member foreign keys at (ADR 0020): the key column only, handed
 * out through the face so that no module imports this file.
 */
export const memberKey = (): AnyPgColumn => members.id;
