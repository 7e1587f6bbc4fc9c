CREATE TABLE "lottery_bet_types" (
	"game" text NOT NULL,
	"code" text NOT NULL,
	"version" integer NOT NULL,
	"definition" jsonb NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text NOT NULL,
	CONSTRAINT "lottery_bet_types_game_code_version_pk" PRIMARY KEY("game","code","version")
);
--> statement-breakpoint
CREATE TABLE "lottery_chains" (
	"id" serial PRIMARY KEY NOT NULL,
	"game" text NOT NULL,
	"seed" text NOT NULL,
	"length" integer NOT NULL,
	"commitment" text NOT NULL,
	"next_index" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lottery_closed_days" (
	"area" text NOT NULL,
	"day" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text NOT NULL,
	CONSTRAINT "lottery_closed_days_area_day_pk" PRIMARY KEY("area","day")
);
--> statement-breakpoint
CREATE TABLE "lottery_draws" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"game" text NOT NULL,
	"issue" text NOT NULL,
	"station_code" text,
	"station_name" text,
	"opens_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"draw_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"chain_id" integer,
	"chain_index" integer,
	"link" text,
	"result" jsonb,
	"result_version" integer DEFAULT 0 NOT NULL,
	"result_source" text,
	"result_at" timestamp with time zone,
	"liability_cap" bigint,
	"cancel_reason" text,
	"settled_version" integer DEFAULT 0 NOT NULL,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lottery_draw_status" CHECK ("lottery_draws"."status" in ('open', 'closed', 'drawn', 'settled', 'cancelled')),
	CONSTRAINT "lottery_draw_times" CHECK ("lottery_draws"."opens_at" <= "lottery_draws"."closes_at" and "lottery_draws"."closes_at" <= "lottery_draws"."draw_at"),
	CONSTRAINT "lottery_draw_result" CHECK (("lottery_draws"."result" is null) = ("lottery_draws"."result_version" = 0))
);
--> statement-breakpoint
CREATE TABLE "lottery_exposure" (
	"draw_id" bigint NOT NULL,
	"bet_type" text NOT NULL,
	"key" text NOT NULL,
	"points" bigint NOT NULL,
	"stake" bigint NOT NULL,
	"payout" bigint NOT NULL,
	CONSTRAINT "lottery_exposure_draw_id_bet_type_key_pk" PRIMARY KEY("draw_id","bet_type","key")
);
--> statement-breakpoint
CREATE TABLE "lottery_favourites" (
	"member_id" uuid NOT NULL,
	"game" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lottery_favourites_member_id_game_pk" PRIMARY KEY("member_id","game")
);
--> statement-breakpoint
CREATE TABLE "lottery_games" (
	"code" text PRIMARY KEY NOT NULL,
	"family" text NOT NULL,
	"prize_mode" text NOT NULL,
	"area" text NOT NULL,
	"names" jsonb NOT NULL,
	"source" text NOT NULL,
	"cadence_minutes" integer,
	"region" text,
	"close_lead_seconds" integer NOT NULL,
	"feed" text DEFAULT 'manual' NOT NULL,
	"liability_cap" bigint,
	"enabled" boolean DEFAULT true NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lottery_game_source" CHECK ("lottery_games"."source" in ('house', 'external')),
	CONSTRAINT "lottery_game_feed" CHECK ("lottery_games"."feed" in ('manual', 'sandbox')),
	CONSTRAINT "lottery_game_cadence" CHECK (("lottery_games"."source" = 'house') = ("lottery_games"."cadence_minutes" is not null))
);
--> statement-breakpoint
CREATE TABLE "lottery_number_rules" (
	"draw_id" bigint NOT NULL,
	"number" text NOT NULL,
	"rule" text NOT NULL,
	"set_by" text NOT NULL,
	"set_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lottery_number_rules_draw_id_number_pk" PRIMARY KEY("draw_id","number"),
	CONSTRAINT "lottery_number_rule" CHECK ("lottery_number_rules"."rule" in ('blocked', 'halfPay'))
);
--> statement-breakpoint
CREATE TABLE "lottery_results" (
	"draw_id" bigint NOT NULL,
	"version" integer NOT NULL,
	"prizes" jsonb NOT NULL,
	"source" text NOT NULL,
	"reason" text,
	"entered_by" text NOT NULL,
	"entered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lottery_results_draw_id_version_pk" PRIMARY KEY("draw_id","version")
);
--> statement-breakpoint
CREATE TABLE "lottery_ticket_draws" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ticket_id" uuid NOT NULL,
	"draw_id" bigint NOT NULL,
	"seq" integer NOT NULL,
	"multiple" integer NOT NULL,
	"stake" bigint NOT NULL,
	"pays" jsonb NOT NULL,
	"half_pay" jsonb NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"hits" integer,
	"win" bigint,
	"trace" jsonb,
	"result_version" integer,
	"settled_at" timestamp with time zone,
	"refund_reason" text,
	CONSTRAINT "lottery_ticket_draw_status" CHECK ("lottery_ticket_draws"."status" in ('open', 'won', 'lost', 'refunded')),
	CONSTRAINT "lottery_ticket_draw_stake" CHECK ("lottery_ticket_draws"."stake" > 0 and "lottery_ticket_draws"."multiple" > 0)
);
--> statement-breakpoint
CREATE TABLE "lottery_tickets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"game" text NOT NULL,
	"play_type" text NOT NULL,
	"bet_type_version" integer NOT NULL,
	"numbers" jsonb NOT NULL,
	"points" integer NOT NULL,
	"stake" bigint NOT NULL,
	"win_stop" boolean DEFAULT false NOT NULL,
	"request_key" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lottery_ticket_stake" CHECK ("lottery_tickets"."stake" > 0)
);
--> statement-breakpoint
ALTER TABLE "lottery_bet_types" ADD CONSTRAINT "lottery_bet_types_game_lottery_games_code_fk" FOREIGN KEY ("game") REFERENCES "public"."lottery_games"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_chains" ADD CONSTRAINT "lottery_chains_game_lottery_games_code_fk" FOREIGN KEY ("game") REFERENCES "public"."lottery_games"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_draws" ADD CONSTRAINT "lottery_draws_game_lottery_games_code_fk" FOREIGN KEY ("game") REFERENCES "public"."lottery_games"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_draws" ADD CONSTRAINT "lottery_draws_chain_id_lottery_chains_id_fk" FOREIGN KEY ("chain_id") REFERENCES "public"."lottery_chains"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_exposure" ADD CONSTRAINT "lottery_exposure_draw_id_lottery_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."lottery_draws"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_favourites" ADD CONSTRAINT "lottery_favourites_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_favourites" ADD CONSTRAINT "lottery_favourites_game_lottery_games_code_fk" FOREIGN KEY ("game") REFERENCES "public"."lottery_games"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_number_rules" ADD CONSTRAINT "lottery_number_rules_draw_id_lottery_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."lottery_draws"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_results" ADD CONSTRAINT "lottery_results_draw_id_lottery_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."lottery_draws"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_ticket_draws" ADD CONSTRAINT "lottery_ticket_draws_ticket_id_lottery_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."lottery_tickets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_ticket_draws" ADD CONSTRAINT "lottery_ticket_draws_draw_id_lottery_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."lottery_draws"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_tickets" ADD CONSTRAINT "lottery_tickets_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_tickets" ADD CONSTRAINT "lottery_tickets_game_lottery_games_code_fk" FOREIGN KEY ("game") REFERENCES "public"."lottery_games"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_draws_game_issue" ON "lottery_draws" USING btree ("game","issue");--> statement-breakpoint
CREATE INDEX "lottery_draws_game_draw_at" ON "lottery_draws" USING btree ("game","draw_at");--> statement-breakpoint
CREATE INDEX "lottery_draws_pending" ON "lottery_draws" USING btree ("draw_at") WHERE status in ('open', 'closed', 'drawn');--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_ticket_draws_ticket_draw" ON "lottery_ticket_draws" USING btree ("ticket_id","draw_id");--> statement-breakpoint
CREATE INDEX "lottery_ticket_draws_draw" ON "lottery_ticket_draws" USING btree ("draw_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_tickets_member_key" ON "lottery_tickets" USING btree ("member_id","request_key");--> statement-breakpoint
CREATE INDEX "lottery_tickets_member_created" ON "lottery_tickets" USING btree ("member_id","created_at");