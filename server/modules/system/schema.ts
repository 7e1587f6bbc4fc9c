import { jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

// Operator settings changed at run time (maintenance, region lists …), one row per key.
export const settings = pgTable("settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
