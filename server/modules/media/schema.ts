import { pgTable, text, timestamp } from "drizzle-orm/pg-core";

// Images the platform serves under /wps/static/<path>: generated SVG banners, promotion art, icons.
export const media = pgTable("media", {
  path: text("path").primaryKey(),
  contentType: text("content_type").notNull(),
  body: text("body").notNull(),
  // Strong validator computed from the body when it is stored, so serving never hashes.
  etag: text("etag").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
