import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, timestamp, type AnyPgColumn } from "drizzle-orm/pg-core";

// The operator running this site; one platform serves one merchant.
export const merchants = pgTable("merchants", {
  code: text("code").primaryKey(),
  name: text("name").notNull(),
  currency: text("currency").notNull(),
  currencySymbol: text("currency_symbol").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

// Feature toggles as a tree (SPEC §6); enabled keeps the operator's '1'/'0' wording.
export const whitelabelNodes = pgTable(
  "whitelabel_nodes",
  {
    modId: text("mod_id").primaryKey(),
    name: text("name").notNull(),
    enabled: text("enabled").notNull(),
    parentModId: text("parent_mod_id").references((): AnyPgColumn => whitelabelNodes.modId),
    sequence: integer("sequence").notNull().default(0),
  },
  (t) => [check("whitelabel_enabled_flag", sql`${t.enabled} in ('1', '0')`)],
);

// One row per registration field (SPEC §3, §5).
export const registerRules = pgTable(
  "register_rules",
  {
    field: text("field").primaryKey(),
    enabled: boolean("enabled").notNull(),
    required: boolean("required").notNull(),
    acceptedPattern: text("accepted_pattern").notNull(),
    patternId: text("pattern_id").notNull(),
    minLength: integer("min_length").notNull(),
    maxLength: integer("max_length").notNull(),
    type: text("type").notNull(),
    sequence: integer("sequence").notNull().default(0),
  },
  (t) => [
    check("register_rule_type", sql`${t.type} in ('text', 'password', 'email', 'tel', 'date', 'select')`),
    check("register_rule_lengths", sql`${t.minLength} >= 0 and ${t.maxLength} >= ${t.minLength}`),
  ],
);

// Mirror addresses of the site, offered in the domain speed test.
export const domains = pgTable("domains", {
  domainName: text("domain_name").primaryKey(),
  enabled: boolean("enabled").notNull().default(true),
  sequence: integer("sequence").notNull().default(0),
  // Rows the seed derives from this platform's own address; re-derived when the port changes.
  seeded: boolean("seeded").notNull().default(false),
});

// Social links and app downloads shown in the footer, right bar and download page.
export const resources = pgTable(
  "resources",
  {
    id: text("id").primaryKey(),
    resourceType: text("resource_type").notNull(),
    labelNameEn: text("label_name_en").notNull(),
    url: text("url").notNull(),
    qrCodeUrl: text("qr_code_url").notNull(),
    sequence: integer("sequence").notNull().default(0),
  },
  (t) => [
    check("resource_type", sql`${t.resourceType} in ('SOCIAL', 'ANDROID', 'IOS', 'LITE')`),
    index("resources_order").on(t.sequence),
  ],
);

// Customer-service links; path is stored already encrypted as the web expects it (SPEC §3).
export const customerServiceEntries = pgTable("customer_service_entries", {
  type: text("type").primaryKey(),
  path: text("path").notNull(),
  sequence: integer("sequence").notNull().default(0),
});
