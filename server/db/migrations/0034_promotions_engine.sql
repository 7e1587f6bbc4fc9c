CREATE TABLE "bonuses" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" uuid NOT NULL,
	"promotion_id" text NOT NULL,
	"rule_version" integer NOT NULL,
	"grant_key" text NOT NULL,
	"amount" bigint NOT NULL,
	"deposit" bigint,
	"pay_to" text NOT NULL,
	"wagering" jsonb,
	"target" bigint NOT NULL,
	"progress" bigint DEFAULT 0 NOT NULL,
	"state" text NOT NULL,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	CONSTRAINT "bonus_state" CHECK ("bonuses"."state" in ('wagering', 'completed', 'expired', 'forfeited', 'paid')),
	CONSTRAINT "bonus_pay_to" CHECK ("bonuses"."pay_to" in ('bonus', 'main')),
	CONSTRAINT "bonus_amount" CHECK ("bonuses"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "promotion_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"promotion_id" text NOT NULL,
	"member_id" uuid NOT NULL,
	"state" text NOT NULL,
	"comment" text,
	"reason" text,
	"decided_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "promotion_entry_state" CHECK ("promotion_entries"."state" in ('joined', 'applying', 'issued', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "promotion_entry_images" (
	"entry_id" bigint NOT NULL,
	"position" integer NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "promotion_entry_images_entry_id_position_pk" PRIMARY KEY("entry_id","position")
);
--> statement-breakpoint
CREATE TABLE "promotion_identities" (
	"promotion_id" text NOT NULL,
	"kind" text NOT NULL,
	"value" text NOT NULL,
	"member_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotion_identities_promotion_id_kind_value_pk" PRIMARY KEY("promotion_id","kind","value")
);
--> statement-breakpoint
CREATE TABLE "promotion_rules" (
	"promotion_id" text NOT NULL,
	"version" integer NOT NULL,
	"rule" jsonb NOT NULL,
	"actor" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotion_rules_promotion_id_version_pk" PRIMARY KEY("promotion_id","version")
);
--> statement-breakpoint
CREATE TABLE "rebate_payments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"promotion_id" text NOT NULL,
	"member_id" uuid NOT NULL,
	"rule_version" integer NOT NULL,
	"from_at" timestamp with time zone NOT NULL,
	"to_at" timestamp with time zone NOT NULL,
	"lines" jsonb NOT NULL,
	"amount" bigint NOT NULL,
	"transfer_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_account_kind";--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "rule" jsonb;--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "rule_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "lifecycle" text DEFAULT 'live' NOT NULL;--> statement-breakpoint
ALTER TABLE "bonuses" ADD CONSTRAINT "bonuses_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonuses" ADD CONSTRAINT "bonuses_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_entries" ADD CONSTRAINT "promotion_entries_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_entries" ADD CONSTRAINT "promotion_entries_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_entry_images" ADD CONSTRAINT "promotion_entry_images_entry_id_promotion_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."promotion_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_identities" ADD CONSTRAINT "promotion_identities_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_identities" ADD CONSTRAINT "promotion_identities_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_rules" ADD CONSTRAINT "promotion_rules_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rebate_payments" ADD CONSTRAINT "rebate_payments_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rebate_payments" ADD CONSTRAINT "rebate_payments_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bonuses_grant_key" ON "bonuses" USING btree ("grant_key");--> statement-breakpoint
CREATE INDEX "bonuses_member" ON "bonuses" USING btree ("member_id","granted_at");--> statement-breakpoint
CREATE INDEX "bonuses_wagering" ON "bonuses" USING btree ("expires_at") WHERE state = 'wagering';--> statement-breakpoint
CREATE INDEX "bonuses_promotion" ON "bonuses" USING btree ("promotion_id");--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_entries_member" ON "promotion_entries" USING btree ("promotion_id","member_id");--> statement-breakpoint
CREATE INDEX "promotion_entries_state" ON "promotion_entries" USING btree ("state","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "rebate_payments_period" ON "rebate_payments" USING btree ("promotion_id","member_id","from_at");--> statement-breakpoint
CREATE INDEX "rebate_payments_member" ON "rebate_payments" USING btree ("member_id","to_at");--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotion_lifecycle" CHECK ("promotions"."lifecycle" in ('live', 'paused', 'ended'));--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_account_kind" CHECK (("ledger_accounts"."member_id" is not null and "ledger_accounts"."kind" in ('main', 'points', 'vendor', 'bonus')) or ("ledger_accounts"."member_id" is null and "ledger_accounts"."kind" in ('house', 'payment_clearing', 'vendor_clearing', 'promotion', 'salary', 'dividend', 'adjustment', 'points_pool', 'demo')));--> statement-breakpoint
-- The demo's promotions notice said that none runs (ADR 0037); with the engine a demo runs some (ADR 0046).
-- A notice still exactly as seeded is reworded; an operator's edit is kept.
UPDATE "announcements" SET "title" = 'Promotions with their full terms', "content" = '<p>Every promotion lists its full terms on the promotions page: what it pays, how many times a bonus is wagered and by when.</p>
<p>Your bonuses, their wagering progress and every bet that counted, or did not and why, are under Bonus details in your account.</p>' WHERE "title" = 'No promotions are running' AND "content" = '<p>No promotion is running at the moment, so none is offered or paid.</p>
<p>When one starts, its full terms appear on the promotions page first.</p>';
