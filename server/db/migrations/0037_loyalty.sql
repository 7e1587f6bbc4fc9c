CREATE TABLE "referral_rewards" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"promotion_id" text NOT NULL,
	"rule_version" integer NOT NULL,
	"referrer_id" uuid NOT NULL,
	"referee_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"bonus_id" bigint,
	"refusal" text,
	"decided_at" timestamp with time zone NOT NULL,
	CONSTRAINT "referral_reward_decided" CHECK (("referral_rewards"."bonus_id" is null) <> ("referral_rewards"."refusal" is null)),
	CONSTRAINT "referral_reward_amount" CHECK ("referral_rewards"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "vip_bonuses" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" uuid NOT NULL,
	"rank_level" integer NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"amount" bigint NOT NULL,
	"settings_version" integer NOT NULL,
	"transfer_id" bigint,
	"refusal" text,
	"paid_at" timestamp with time zone NOT NULL,
	CONSTRAINT "vip_bonus_kind" CHECK ("vip_bonuses"."kind" in ('upgrade', 'birthday', 'weekly', 'monthly')),
	CONSTRAINT "vip_bonus_amount" CHECK ("vip_bonuses"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "vip_members" (
	"member_id" uuid PRIMARY KEY NOT NULL,
	"rank_level" integer NOT NULL,
	"since" timestamp with time zone NOT NULL,
	"settings_version" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vip_member_rank_level" CHECK ("vip_members"."rank_level" >= 1)
);
--> statement-breakpoint
CREATE TABLE "vip_settings" (
	"version" integer PRIMARY KEY NOT NULL,
	"settings" jsonb NOT NULL,
	"actor" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "points_conversions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" uuid NOT NULL,
	"request_id" uuid NOT NULL,
	"points" bigint NOT NULL,
	"cash_per_point" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "points_conversion_points" CHECK ("points_conversions"."points" > 0),
	CONSTRAINT "points_conversion_amount" CHECK ("points_conversions"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "points_goods" (
	"id" serial PRIMARY KEY NOT NULL,
	"names" jsonb NOT NULL,
	"kind" text NOT NULL,
	"art" text NOT NULL,
	"points" integer NOT NULL,
	"value" bigint,
	"stock" integer NOT NULL,
	"per_member" integer NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "points_goods_stock" CHECK ("points_goods"."stock" >= 0),
	CONSTRAINT "points_goods_points" CHECK ("points_goods"."points" > 0),
	CONSTRAINT "points_goods_per_member" CHECK ("points_goods"."per_member" > 0),
	CONSTRAINT "points_goods_kind" CHECK ("points_goods"."kind" in ('physical', 'voucher')),
	CONSTRAINT "points_goods_value" CHECK (("points_goods"."kind" = 'voucher') = ("points_goods"."value" is not null and "points_goods"."value" > 0))
);
--> statement-breakpoint
CREATE TABLE "points_redemptions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" uuid NOT NULL,
	"goods_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"points" bigint NOT NULL,
	"value" bigint,
	"status" text DEFAULT 'in_process' NOT NULL,
	"address" text,
	"remark" text,
	"request_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" text,
	CONSTRAINT "points_redemption_status" CHECK ("points_redemptions"."status" in ('in_process', 'rejected', 'approved')),
	CONSTRAINT "points_redemption_quantity" CHECK ("points_redemptions"."quantity" > 0),
	CONSTRAINT "points_redemption_points" CHECK ("points_redemptions"."points" > 0)
);
--> statement-breakpoint
CREATE TABLE "leaderboard_results" (
	"leaderboard_id" bigint NOT NULL,
	"period_key" text NOT NULL,
	"rank" integer NOT NULL,
	"member_id" uuid NOT NULL,
	"figure" bigint NOT NULL,
	"prize" bigint,
	"transfer_id" bigint,
	"refusal" text,
	CONSTRAINT "leaderboard_results_leaderboard_id_period_key_rank_pk" PRIMARY KEY("leaderboard_id","period_key","rank")
);
--> statement-breakpoint
CREATE TABLE "leaderboard_settlements" (
	"leaderboard_id" bigint NOT NULL,
	"period_key" text NOT NULL,
	"settled_at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor" text NOT NULL,
	CONSTRAINT "leaderboard_settlements_leaderboard_id_period_key_pk" PRIMARY KEY("leaderboard_id","period_key")
);
--> statement-breakpoint
CREATE TABLE "leaderboards" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"title" jsonb NOT NULL,
	"metric" text NOT NULL,
	"period" text NOT NULL,
	"category" text NOT NULL,
	"prizes" jsonb NOT NULL,
	"min_valid_bet" bigint NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leaderboard_metric" CHECK ("leaderboards"."metric" in ('validBet', 'win')),
	CONSTRAINT "leaderboard_period" CHECK ("leaderboards"."period" in ('daily', 'weekly'))
);
--> statement-breakpoint
CREATE TABLE "mission_claims" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"mission_id" bigint NOT NULL,
	"member_id" uuid NOT NULL,
	"period_key" text NOT NULL,
	"progress" bigint NOT NULL,
	"target" bigint NOT NULL,
	"reward" jsonb NOT NULL,
	"transfer_id" bigint,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "missions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"title" jsonb NOT NULL,
	"period" text NOT NULL,
	"goal" jsonb NOT NULL,
	"reward" jsonb NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"active" boolean DEFAULT true NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mission_period" CHECK ("missions"."period" in ('daily', 'weekly', 'once'))
);
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "withdrawals_per_day" integer;--> statement-breakpoint
ALTER TABLE "referral_rewards" ADD CONSTRAINT "referral_rewards_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_rewards" ADD CONSTRAINT "referral_rewards_referrer_id_members_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_rewards" ADD CONSTRAINT "referral_rewards_referee_id_members_id_fk" FOREIGN KEY ("referee_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_rewards" ADD CONSTRAINT "referral_rewards_bonus_id_bonuses_id_fk" FOREIGN KEY ("bonus_id") REFERENCES "public"."bonuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_bonuses" ADD CONSTRAINT "vip_bonuses_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_members" ADD CONSTRAINT "vip_members_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_conversions" ADD CONSTRAINT "points_conversions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_redemptions" ADD CONSTRAINT "points_redemptions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_redemptions" ADD CONSTRAINT "points_redemptions_goods_id_points_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."points_goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leaderboard_results" ADD CONSTRAINT "leaderboard_results_leaderboard_id_leaderboards_id_fk" FOREIGN KEY ("leaderboard_id") REFERENCES "public"."leaderboards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leaderboard_results" ADD CONSTRAINT "leaderboard_results_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leaderboard_settlements" ADD CONSTRAINT "leaderboard_settlements_leaderboard_id_leaderboards_id_fk" FOREIGN KEY ("leaderboard_id") REFERENCES "public"."leaderboards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mission_claims" ADD CONSTRAINT "mission_claims_mission_id_missions_id_fk" FOREIGN KEY ("mission_id") REFERENCES "public"."missions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mission_claims" ADD CONSTRAINT "mission_claims_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "referral_rewards_referee" ON "referral_rewards" USING btree ("promotion_id","referee_id");--> statement-breakpoint
CREATE INDEX "referral_rewards_referrer" ON "referral_rewards" USING btree ("referrer_id","decided_at");--> statement-breakpoint
CREATE INDEX "referral_rewards_friend" ON "referral_rewards" USING btree ("referee_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vip_bonuses_upgrade" ON "vip_bonuses" USING btree ("member_id","rank_level") WHERE kind = 'upgrade';--> statement-breakpoint
CREATE UNIQUE INDEX "vip_bonuses_period" ON "vip_bonuses" USING btree ("member_id","kind","period") WHERE kind <> 'upgrade';--> statement-breakpoint
CREATE INDEX "vip_bonuses_member" ON "vip_bonuses" USING btree ("member_id","paid_at");--> statement-breakpoint
CREATE UNIQUE INDEX "points_conversions_request" ON "points_conversions" USING btree ("member_id","request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "points_redemptions_request" ON "points_redemptions" USING btree ("member_id","request_id");--> statement-breakpoint
CREATE INDEX "points_redemptions_member" ON "points_redemptions" USING btree ("member_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "points_redemptions_status" ON "points_redemptions" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "leaderboard_results_member" ON "leaderboard_results" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "mission_claims_period" ON "mission_claims" USING btree ("mission_id","member_id","period_key");--> statement-breakpoint
CREATE INDEX "mission_claims_member" ON "mission_claims" USING btree ("member_id","claimed_at");