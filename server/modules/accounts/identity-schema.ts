import { pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { members } from "./schema.js";

// Sign-in identities a member linked from My account (ADR 0033): an OpenID Connect issuer's subject,
// which is stable for that person at that provider (an email address can change hands, a subject cannot).
export const linkedIdentities = pgTable(
  "linked_identities",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    memberId: uuid("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    // "google" or "facebook": the button the member used; issuer and subject say who it was.
    provider: text("provider").notNull(),
    issuer: text("issuer").notNull(),
    subject: text("subject").notNull(),
    // What the provider said at linking, shown to the member only to tell two accounts apart.
    email: text("email"),
    linkedAt: timestamp("linked_at", { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
  },
  (t) => [
    // One person at a provider opens one account, and an account links one identity per provider.
    uniqueIndex("linked_identities_subject").on(t.issuer, t.subject),
    uniqueIndex("linked_identities_member_provider").on(t.memberId, t.provider),
  ],
);
