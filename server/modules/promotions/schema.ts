import { index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

export const promotions = pgTable(
  "promotions",
  {
    id: text("id").primaryKey(),
    category: text("category").notNull(),
    title: text("title").notNull(),
    summary: text("summary").notNull(),
    // Operator-authored HTML; the web sanitizes it before rendering (DESIGN §8).
    content: text("content").notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }),
    endsAt: timestamp("ends_at", { withTimezone: true }),
    sequence: integer("sequence").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("promotions_category_order").on(t.category, t.sequence)],
);

export const promotionImages = pgTable(
  "promotion_images",
  {
    promotionId: text("promotion_id")
      .notNull()
      .references(() => promotions.id, { onDelete: "cascade" }),
    sequence: integer("sequence").notNull(),
    url: text("url").notNull(),
  },
  (t) => [primaryKey({ columns: [t.promotionId, t.sequence] })],
);
