import { bytea } from "../../db/bytea.js";
import { sql } from "drizzle-orm";
import {
  boolean,
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

// Platform information (SPEC §2.6 messageV2, ADR 0030). A message to everyone, to agents or to a VIP
// level is one row, whoever reads it; only a message to named members has recipient rows. Read state
// is a row per (message, member) that read it, so unread = the member's messages without such a row.
export const messages = pgTable(
  "messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    // operator: written by the operator; system: sent by the platform on an event; answer: a feedback's answer.
    kind: text("kind").notNull(),
    // all | agents | vip | members (the recipients table names them)
    audience: text("audience").notNull(),
    vipLevel: integer("vip_level"),
    // An operator's message has its own words; a system message is a template the member's language renders.
    title: text("title"),
    body: text("body"),
    template: text("template"),
    params: jsonb("params").$type<Record<string, string>>().notNull().default({}),
    // A system message is sent once per event (e.g. "withdrawal-disbursed:<id>"), however often it is retried.
    eventKey: text("event_key"),
    sentBy: text("sent_by").notNull(),
    // A marketing message (promotions, offers) never reaches a member with a time-out or self-exclusion in
    // force when it is sent or read (LCCP 3.5, ADR 0034); service notices do.
    marketing: boolean("marketing").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("messages_event_key")
      .on(t.eventKey)
      .where(sql`${t.eventKey} is not null`),
    index("messages_broadcast")
      .on(t.audience, t.createdAt)
      .where(sql`${t.audience} <> 'members'`),
  ],
);

export const messageRecipients = pgTable(
  "message_recipients",
  {
    messageId: uuid("message_id")
      .notNull()
      .references(() => messages.id, { onDelete: "cascade" }),
    memberId: uuid("member_id").notNull().references(memberKey),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.messageId] })],
);

export const messageReads = pgTable(
  "message_reads",
  {
    messageId: uuid("message_id")
      .notNull()
      .references(() => messages.id, { onDelete: "cascade" }),
    memberId: uuid("member_id").notNull().references(memberKey),
    readAt: timestamp("read_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.messageId] })],
);

// A member's feedback (PUT /wps/feedback) and the operator's answer, which also arrives as a message.
export const feedback = pgTable(
  "feedback",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    memberId: uuid("member_id").notNull().references(memberKey),
    questionType: text("question_type").notNull(),
    content: text("content").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    answer: text("answer"),
    answeredBy: text("answered_by"),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
  },
  (t) => [
    index("feedback_member").on(t.memberId, t.createdAt),
    index("feedback_open")
      .on(t.createdAt)
      .where(sql`${t.answeredAt} is null`),
  ],
);

/** Up to three screenshots a feedback carries: decoded and re-encoded, under a random name (media's uploaded-image rules). */
export const feedbackImages = pgTable(
  "feedback_images",
  {
    feedbackId: uuid("feedback_id")
      .notNull()
      .references(() => feedback.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    type: text("type").notNull(),
    name: text("name").notNull(),
    bytes: bytea("bytes").notNull(),
  },
  (t) => [primaryKey({ columns: [t.feedbackId, t.position] })],
);
