import { sql } from "drizzle-orm";
import { boolean, check, foreignKey, index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

// Banner strips per route group (SPEC §2.2).
export const banners = pgTable(
  "banners",
  {
    id: text("id").primaryKey(),
    groupName: text("group_name").notNull(),
    imageUrl: text("image_url").notNull(),
    linkageType: text("linkage_type"),
    link: text("link"),
    sequence: integer("sequence").notNull().default(0),
    enabled: boolean("enabled").notNull().default(true),
  },
  (t) => [
    check("banner_linkage_type", sql`${t.linkageType} is null or ${t.linkageType} in ('URL', 'PROMOTION', 'GAME')`),
    check("banner_linkage_has_link", sql`(${t.linkageType} is null) = (${t.link} is null)`),
    index("banners_group_order").on(t.groupName, t.sequence),
  ],
);

// Operator announcements; B general, PL player notice, PU pop-up, PR promotion, H home (SPEC §3), AG to agents.
export const announcements = pgTable(
  "announcements",
  {
    id: text("id").primaryKey(),
    type: text("type").notNull(),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    check("announcement_type", sql`${t.type} in ('B', 'PL', 'PU', 'PR', 'H', 'AG')`),
    index("announcements_newest").on(t.type, t.publishedAt.desc()),
  ],
);

// What a player reads of a banner or an announcement, per site language (ADR 0062): keyed by (id, language);
// a language the operator left out reads the other one.
export const bannerTexts = pgTable(
  "banner_texts",
  {
    bannerId: text("banner_id")
      .notNull()
      .references(() => banners.id, { onDelete: "cascade" }),
    language: text("language").notNull(),
    // The banner's title, read as the image's alternative text.
    title: text("title").notNull(),
    // The artwork drawn in this language; null shows the banner's own image.
    imageUrl: text("image_url"),
  },
  (t) => [
    primaryKey({ columns: [t.bannerId, t.language] }),
    check("banner_text_language", sql`${t.language} in ('TY', 'EN')`),
  ],
);

export const announcementTexts = pgTable(
  "announcement_texts",
  {
    announcementId: text("announcement_id")
      .notNull()
      .references(() => announcements.id, { onDelete: "cascade" }),
    language: text("language").notNull(),
    title: text("title").notNull(),
    content: text("content").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.announcementId, t.language] }),
    check("announcement_text_language", sql`${t.language} in ('TY', 'EN')`),
  ],
);

// Help centre articles, written per site language (TY, EN): the page shows the visitor's language.
export const helpCategories = pgTable(
  "help_categories",
  {
    id: text("id").notNull(),
    language: text("language").notNull().default("EN"),
    title: text("title").notNull(),
    sequence: integer("sequence").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.language, t.id] })],
);

export const helpArticles = pgTable(
  "help_articles",
  {
    id: text("id").notNull(),
    language: text("language").notNull().default("EN"),
    categoryId: text("category_id").notNull(),
    title: text("title").notNull(),
    content: text("content").notNull(),
    sequence: integer("sequence").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.language, t.id] }),
    foreignKey({
      columns: [t.language, t.categoryId],
      foreignColumns: [helpCategories.language, helpCategories.id],
    }).onDelete("cascade"),
    index("help_articles_category").on(t.language, t.categoryId, t.sequence),
  ],
);
