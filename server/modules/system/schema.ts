import { integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

// Operator settings changed at run time (maintenance, region lists …), one row per key.
export const settings = pgTable("settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

// Who changed what and when: every operator change, through the API or the CLI.
export const operatorAudit = pgTable("operator_audit", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  action: text("action").notNull(),
  detail: jsonb("detail").notNull(),
  at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
});
