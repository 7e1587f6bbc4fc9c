CREATE TABLE "announcement_texts" (
	"announcement_id" text NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	CONSTRAINT "announcement_texts_announcement_id_language_pk" PRIMARY KEY("announcement_id","language"),
	CONSTRAINT "announcement_text_language" CHECK ("announcement_texts"."language" in ('TY', 'EN'))
);
--> statement-breakpoint
CREATE TABLE "banner_texts" (
	"banner_id" text NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"image_url" text,
	CONSTRAINT "banner_texts_banner_id_language_pk" PRIMARY KEY("banner_id","language"),
	CONSTRAINT "banner_text_language" CHECK ("banner_texts"."language" in ('TY', 'EN'))
);
--> statement-breakpoint
CREATE TABLE "promotion_texts" (
	"promotion_id" text NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"content" text NOT NULL,
	CONSTRAINT "promotion_texts_promotion_id_language_pk" PRIMARY KEY("promotion_id","language"),
	CONSTRAINT "promotion_text_language" CHECK ("promotion_texts"."language" in ('TY', 'EN'))
);
--> statement-breakpoint
ALTER TABLE "announcement_texts" ADD CONSTRAINT "announcement_texts_announcement_id_announcements_id_fk" FOREIGN KEY ("announcement_id") REFERENCES "public"."announcements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banner_texts" ADD CONSTRAINT "banner_texts_banner_id_banners_id_fk" FOREIGN KEY ("banner_id") REFERENCES "public"."banners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_texts" ADD CONSTRAINT "promotion_texts_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The texts written so far were English (ADR 0062): they become the EN texts, which TY visitors read until the operator writes theirs.
INSERT INTO "announcement_texts" ("announcement_id", "language", "title", "content") SELECT "id", 'EN', "title", "content" FROM "announcements";--> statement-breakpoint
INSERT INTO "banner_texts" ("banner_id", "language", "title") SELECT "id", 'EN', "title" FROM "banners";--> statement-breakpoint
INSERT INTO "promotion_texts" ("promotion_id", "language", "title", "summary", "content") SELECT "id", 'EN', "title", "summary", "content" FROM "promotions";--> statement-breakpoint
ALTER TABLE "announcements" DROP COLUMN "title";--> statement-breakpoint
ALTER TABLE "announcements" DROP COLUMN "content";--> statement-breakpoint
ALTER TABLE "banners" DROP COLUMN "title";--> statement-breakpoint
ALTER TABLE "promotions" DROP COLUMN "title";--> statement-breakpoint
ALTER TABLE "promotions" DROP COLUMN "summary";--> statement-breakpoint
ALTER TABLE "promotions" DROP COLUMN "content";