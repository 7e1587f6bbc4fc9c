CREATE TABLE "operator_audit" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "operator_audit_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"action" text NOT NULL,
	"detail" jsonb NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_service_entries" (
	"type" text PRIMARY KEY NOT NULL,
	"path" text NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "domains" (
	"domain_name" text PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"seeded" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "merchants" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"currency" text NOT NULL,
	"currency_symbol" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "register_rules" (
	"field" text PRIMARY KEY NOT NULL,
	"enabled" boolean NOT NULL,
	"required" boolean NOT NULL,
	"accepted_pattern" text NOT NULL,
	"pattern_id" text NOT NULL,
	"min_length" integer NOT NULL,
	"max_length" integer NOT NULL,
	"type" text NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "register_rule_type" CHECK ("register_rules"."type" in ('text', 'password', 'email', 'tel', 'date', 'select')),
	CONSTRAINT "register_rule_lengths" CHECK ("register_rules"."min_length" >= 0 and "register_rules"."max_length" >= "register_rules"."min_length")
);
--> statement-breakpoint
CREATE TABLE "resources" (
	"id" text PRIMARY KEY NOT NULL,
	"resource_type" text NOT NULL,
	"label_name_en" text NOT NULL,
	"url" text NOT NULL,
	"qr_code_url" text NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "resource_type" CHECK ("resources"."resource_type" in ('SOCIAL', 'ANDROID', 'IOS', 'LITE'))
);
--> statement-breakpoint
CREATE TABLE "whitelabel_nodes" (
	"mod_id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"enabled" text NOT NULL,
	"parent_mod_id" text,
	"sequence" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "whitelabel_enabled_flag" CHECK ("whitelabel_nodes"."enabled" in ('1', '0'))
);
--> statement-breakpoint
CREATE TABLE "announcements" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	CONSTRAINT "announcement_type" CHECK ("announcements"."type" in ('B', 'PL', 'PU', 'PR', 'H'))
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" text PRIMARY KEY NOT NULL,
	"group_name" text NOT NULL,
	"title" text NOT NULL,
	"image_url" text NOT NULL,
	"linkage_type" text,
	"link" text,
	"sequence" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	CONSTRAINT "banner_linkage_type" CHECK ("banners"."linkage_type" is null or "banners"."linkage_type" in ('URL', 'PROMOTION', 'GAME')),
	CONSTRAINT "banner_linkage_has_link" CHECK (("banners"."linkage_type" is null) = ("banners"."link" is null))
);
--> statement-breakpoint
CREATE TABLE "help_articles" (
	"id" text PRIMARY KEY NOT NULL,
	"category_id" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "help_categories" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotion_images" (
	"promotion_id" text NOT NULL,
	"sequence" integer NOT NULL,
	"url" text NOT NULL,
	CONSTRAINT "promotion_images_promotion_id_sequence_pk" PRIMARY KEY("promotion_id","sequence")
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" text PRIMARY KEY NOT NULL,
	"category" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"content" text NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"sequence" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media" (
	"path" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"body" text NOT NULL,
	"etag" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "whitelabel_nodes" ADD CONSTRAINT "whitelabel_nodes_parent_mod_id_whitelabel_nodes_mod_id_fk" FOREIGN KEY ("parent_mod_id") REFERENCES "public"."whitelabel_nodes"("mod_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_articles" ADD CONSTRAINT "help_articles_category_id_help_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."help_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_images" ADD CONSTRAINT "promotion_images_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "resources_order" ON "resources" USING btree ("sequence");--> statement-breakpoint
CREATE INDEX "announcements_newest" ON "announcements" USING btree ("type","published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "banners_group_order" ON "banners" USING btree ("group_name","sequence");--> statement-breakpoint
CREATE INDEX "help_articles_category" ON "help_articles" USING btree ("category_id","sequence");--> statement-breakpoint
CREATE INDEX "promotions_category_order" ON "promotions" USING btree ("category","sequence");