import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { members } from "./schema.js";

// A session is found by the SHA-256 of its token; the token itself is shown once and never stored.
export const sessions = pgTable(
  "sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    memberId: uuid("member_id")
      .notNull()
      .references(() => members.id),
    tokenHash: text("token_hash").notNull().unique(),
    method: text("method").notNull(),
    // The login_history row of this login, so that member info can name the one before it.
    loginId: bigint("login_id", { mode: "number" }).notNull(),
    ip: text("ip").notNull(),
    userAgent: text("user_agent"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [index("sessions_member").on(t.memberId)],
);

// Every login attempt; member_id is null when the username matched nobody.
export const loginHistory = pgTable(
  "login_history",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    memberId: uuid("member_id").references(() => members.id),
    accountKey: text("account_key").notNull(),
    ip: text("ip").notNull(),
    method: text("method").notNull(),
    success: boolean("success").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull(),
  },
  (t) => [index("login_history_member").on(t.memberId, t.id)],
);

// Addresses a member has logged in from; a new one asks for a code first (SPEC §4).
export const knownIps = pgTable(
  "known_ips",
  {
    memberId: uuid("member_id")
      .notNull()
      .references(() => members.id),
    ip: text("ip").notNull(),
    firstSeenAt: timestamp("first_seen_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.ip] })],
);

// Browsers a member has logged in on (ADR 0058): the SHA-256 of the web's device name, given at a login. A
// known device is a source of its own for failed logins, so a stranger on the member's address (a shared NAT)
// cannot lock the member out of it.
export const knownDevices = pgTable(
  "known_devices",
  {
    memberId: uuid("member_id")
      .notNull()
      .references(() => members.id),
    deviceHash: text("device_hash").notNull(),
    lastLoginAt: timestamp("last_login_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.deviceHash] })],
);

// Consecutive failed logins per username key ("user:…", kept even when nobody has that name, so a
// lockout reveals nothing) and per address ("ip:…", which only turns the captcha on).
export const loginFailures = pgTable("login_failures", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  lockedUntil: timestamp("locked_until", { withTimezone: true }),
  lastFailureAt: timestamp("last_failure_at", { withTimezone: true }).notNull(),
});

export const captchas = pgTable("captchas", {
  id: uuid("id").primaryKey().defaultRandom(),
  answerHash: text("answer_hash").notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  usedAt: timestamp("used_at", { withTimezone: true }),
});

// Development only (never written in production): each captcha's answer and the address it was
// issued to, so that tests answer captchas through `npm run ops -- captcha --ip <address>` instead
// of reading the picture. Goes with its challenge.
export const captchaAnswers = pgTable(
  "captcha_answers",
  {
    // In issue order: "the newest" is the highest id, never a tie of timestamps.
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    captchaId: uuid("captcha_id")
      .notNull()
      .unique()
      .references(() => captchas.id, { onDelete: "cascade" }),
    ip: text("ip").notNull(),
    answer: text("answer").notNull(),
  },
  (t) => [index("captcha_answers_ip").on(t.ip, t.id)],
);

// One-time codes sent by SMS or email. purpose: login, register, password, newIp, bindMobile, bindEmail.
// For newIp the row also carries the pending login (data) that the code completes.
export const verificationCodes = pgTable(
  "verification_codes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    purpose: text("purpose").notNull(),
    target: text("target").notNull(),
    codeHash: text("code_hash").notNull(),
    attempts: integer("attempts").notNull().default(0),
    memberId: uuid("member_id").references(() => members.id),
    data: jsonb("data"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [index("verification_codes_target").on(t.purpose, t.target, t.createdAt)],
);

// Development delivery: what would have been sent by SMS or email, read by `npm run ops -- outbox`.
export const outbox = pgTable(
  "outbox",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    channel: text("channel").notNull(),
    to: text("to").notNull(),
    subject: text("subject"),
    body: text("body").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("outbox_channel").on(t.channel, t.id)],
);

// The member's authenticator app (TOTP, RFC 6238; ADR 0032). Secrets are stored sealed to the platform's
// own key (jwe.ts), never in clear. A set-up waits in pending_secret until a code from the app confirms
// it; last_step is the newest 30-second step a code was taken for, so no code is ever taken twice.
export const authenticators = pgTable("authenticators", {
  memberId: uuid("member_id")
    .primaryKey()
    .references(() => members.id),
  secret: text("secret"),
  pendingSecret: text("pending_secret"),
  lastStep: bigint("last_step", { mode: "number" }).notNull().default(0),
  enabledAt: timestamp("enabled_at", { withTimezone: true }),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
});
