ALTER TABLE "help_articles" DROP CONSTRAINT "help_articles_category_id_help_categories_id_fk";--> statement-breakpoint
DROP INDEX "help_articles_category";--> statement-breakpoint
ALTER TABLE "help_articles" DROP CONSTRAINT "help_articles_pkey";--> statement-breakpoint
ALTER TABLE "help_categories" DROP CONSTRAINT "help_categories_pkey";--> statement-breakpoint
ALTER TABLE "help_articles" ADD COLUMN "language" text DEFAULT 'EN' NOT NULL;--> statement-breakpoint
ALTER TABLE "help_categories" ADD COLUMN "language" text DEFAULT 'EN' NOT NULL;--> statement-breakpoint
ALTER TABLE "help_articles" ADD CONSTRAINT "help_articles_language_id_pk" PRIMARY KEY("language","id");--> statement-breakpoint
ALTER TABLE "help_categories" ADD CONSTRAINT "help_categories_language_id_pk" PRIMARY KEY("language","id");--> statement-breakpoint
ALTER TABLE "help_articles" ADD CONSTRAINT "help_articles_language_category_id_help_categories_language_id_fk" FOREIGN KEY ("language","category_id") REFERENCES "public"."help_categories"("language","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "help_articles_category" ON "help_articles" USING btree ("language","category_id","sequence");
--> statement-breakpoint
-- The demo's first English articles named deposit channels this site does not offer (MoMo, scratch
-- cards), promised a payout time and outside providers: replaced where still as seeded.
UPDATE "help_articles" SET "content" = '<p>Open <strong>Deposit</strong> from the header and choose one of the channels the deposit form lists; each shows its minimum and maximum amount. A bank transfer is credited once our team has matched it; an online payment as soon as the payment provider confirms it.</p>' WHERE "language" = 'EN' AND "id" = 'deposit' AND "content" LIKE '%MoMo%';--> statement-breakpoint
UPDATE "help_articles" SET "content" = '<p>A withdrawal is paid to a bank account in your own name once it has been checked. After the money is sent, confirm whether you received it; without a confirmation it counts as received after the configured time.</p>' WHERE "language" = 'EN' AND "id" = 'withdraw' AND "content" LIKE '%within 15 minutes%';--> statement-breakpoint
UPDATE "help_articles" SET "content" = '<p>A round is settled even if you disconnect. The result appears in your betting record once the round ends.</p>' WHERE "language" = 'EN' AND "id" = 'game-disconnected' AND "content" LIKE '%settled by the game provider%';--> statement-breakpoint
UPDATE "help_articles" SET "content" = '<p>Laro originals are provably fair: every round can be verified with its server seed, your client seed and a nonce, from the betting record.</p>' WHERE "language" = 'EN' AND "id" = 'fair-play' AND "content" LIKE '%independently tested%';
