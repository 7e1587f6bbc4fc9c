CREATE TABLE "events_bet_legs" (
	"bet_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"event_id" uuid NOT NULL,
	"market_id" uuid NOT NULL,
	"outcome_id" uuid NOT NULL,
	"odds_milli" bigint NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"factor" text,
	CONSTRAINT "events_bet_legs_bet_id_seq_pk" PRIMARY KEY("bet_id","seq")
);
--> statement-breakpoint
CREATE TABLE "events_bets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"game" text NOT NULL,
	"kind" text NOT NULL,
	"stake" bigint NOT NULL,
	"odds_milli" bigint NOT NULL,
	"potential" bigint NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"returned" bigint,
	"version" integer DEFAULT 0 NOT NULL,
	"request_key" uuid NOT NULL,
	"placed_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "events_bet_status" CHECK ("events_bets"."status" in ('open', 'won', 'lost', 'void')),
	CONSTRAINT "events_bet_kind" CHECK ("events_bets"."kind" in ('single', 'parlay')),
	CONSTRAINT "events_bet_stake" CHECK ("events_bets"."stake" > 0)
);
--> statement-breakpoint
CREATE TABLE "events_cancels" (
	"id" serial PRIMARY KEY NOT NULL,
	"market_id" uuid NOT NULL,
	"from_at" timestamp with time zone,
	"to_at" timestamp with time zone,
	"reason" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "events_feed_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"actor" text NOT NULL,
	"type" text NOT NULL,
	"ref" text NOT NULL,
	"message" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "events_markets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"type" text NOT NULL,
	"line" text,
	"map" integer,
	"phase" text DEFAULT 'prematch' NOT NULL,
	"key" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"min_stake" bigint NOT NULL,
	"max_stake" bigint NOT NULL,
	"max_per_member" bigint NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"done_version" integer DEFAULT 0 NOT NULL,
	"status_before" text,
	"sequence" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "events_market_status" CHECK ("events_markets"."status" in ('active', 'suspended', 'closed', 'settled', 'cancelled')),
	CONSTRAINT "events_market_phase" CHECK ("events_markets"."phase" in ('prematch', 'live')),
	CONSTRAINT "events_market_stakes" CHECK ("events_markets"."min_stake" > 0 and "events_markets"."min_stake" <= "events_markets"."max_stake" and "events_markets"."max_stake" <= "events_markets"."max_per_member")
);
--> statement-breakpoint
CREATE TABLE "events_member_settings" (
	"member_id" uuid PRIMARY KEY NOT NULL,
	"odds_format" text DEFAULT 'decimal' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "events_member_stakes" (
	"market_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"stake" bigint NOT NULL,
	CONSTRAINT "events_member_stakes_market_id_member_id_pk" PRIMARY KEY("market_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "events_outcomes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"market_id" uuid NOT NULL,
	"code" text NOT NULL,
	"odds_milli" bigint NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"result" text,
	"void_factor" text,
	"dead_heat_factor" text,
	"sequence" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "events_outcome_odds" CHECK ("events_outcomes"."odds_milli" > 1000),
	CONSTRAINT "events_outcome_result" CHECK ("events_outcomes"."result" is null or "events_outcomes"."result" in ('win', 'lose'))
);
--> statement-breakpoint
CREATE TABLE "events_fight_bets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"fight_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"side" text NOT NULL,
	"stake" bigint NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"returned" bigint,
	"request_key" uuid NOT NULL,
	"placed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "events_fight_bet_side" CHECK ("events_fight_bets"."side" in ('meron', 'wala', 'draw')),
	CONSTRAINT "events_fight_bet_status" CHECK ("events_fight_bets"."status" in ('open', 'won', 'lost', 'refunded')),
	CONSTRAINT "events_fight_bet_stake" CHECK ("events_fight_bets"."stake" > 0)
);
--> statement-breakpoint
CREATE TABLE "events_fights" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" serial NOT NULL,
	"meron" text NOT NULL,
	"wala" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"result" text,
	"plasada_bps" integer NOT NULL,
	"min_stake" bigint NOT NULL,
	"max_stake" bigint NOT NULL,
	"pool_meron" bigint DEFAULT 0 NOT NULL,
	"pool_wala" bigint DEFAULT 0 NOT NULL,
	"pool_draw" bigint DEFAULT 0 NOT NULL,
	"per100_meron" bigint,
	"per100_wala" bigint,
	"sandbox" boolean DEFAULT false NOT NULL,
	"opens_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_call_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"cancel_reason" text,
	"created_by" text NOT NULL,
	CONSTRAINT "events_fight_status" CHECK ("events_fights"."status" in ('open', 'last_call', 'closed', 'settled', 'cancelled')),
	CONSTRAINT "events_fight_result" CHECK ("events_fights"."result" is null or "events_fights"."result" in ('meron', 'wala', 'draw', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "events_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ref" text NOT NULL,
	"game" text NOT NULL,
	"sport" text NOT NULL,
	"competition" text NOT NULL,
	"home" text NOT NULL,
	"away" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'not_started' NOT NULL,
	"score" jsonb,
	"sandbox" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "events_event_status" CHECK ("events_events"."status" in ('not_started', 'live', 'ended', 'cancelled')),
	CONSTRAINT "events_event_game" CHECK ("events_events"."game" in ('sports', 'esports'))
);
--> statement-breakpoint
ALTER TABLE "events_bet_legs" ADD CONSTRAINT "events_bet_legs_bet_id_events_bets_id_fk" FOREIGN KEY ("bet_id") REFERENCES "public"."events_bets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events_bet_legs" ADD CONSTRAINT "events_bet_legs_event_id_events_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events_events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events_bet_legs" ADD CONSTRAINT "events_bet_legs_market_id_events_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."events_markets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events_bet_legs" ADD CONSTRAINT "events_bet_legs_outcome_id_events_outcomes_id_fk" FOREIGN KEY ("outcome_id") REFERENCES "public"."events_outcomes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events_bets" ADD CONSTRAINT "events_bets_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events_cancels" ADD CONSTRAINT "events_cancels_market_id_events_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."events_markets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events_markets" ADD CONSTRAINT "events_markets_event_id_events_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events_events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events_member_settings" ADD CONSTRAINT "events_member_settings_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events_member_stakes" ADD CONSTRAINT "events_member_stakes_market_id_events_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."events_markets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events_member_stakes" ADD CONSTRAINT "events_member_stakes_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events_outcomes" ADD CONSTRAINT "events_outcomes_market_id_events_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."events_markets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events_fight_bets" ADD CONSTRAINT "events_fight_bets_fight_id_events_fights_id_fk" FOREIGN KEY ("fight_id") REFERENCES "public"."events_fights"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events_fight_bets" ADD CONSTRAINT "events_fight_bets_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "events_bet_legs_market" ON "events_bet_legs" USING btree ("market_id","bet_id");--> statement-breakpoint
CREATE UNIQUE INDEX "events_bets_member_key" ON "events_bets" USING btree ("member_id","request_key");--> statement-breakpoint
CREATE INDEX "events_bets_member_placed" ON "events_bets" USING btree ("member_id","placed_at");--> statement-breakpoint
CREATE INDEX "events_cancels_market" ON "events_cancels" USING btree ("market_id");--> statement-breakpoint
CREATE INDEX "events_feed_log_ref" ON "events_feed_log" USING btree ("ref","id");--> statement-breakpoint
CREATE UNIQUE INDEX "events_markets_event_key" ON "events_markets" USING btree ("event_id","key");--> statement-breakpoint
CREATE INDEX "events_markets_pending" ON "events_markets" USING btree ("id") WHERE done_version < version;--> statement-breakpoint
CREATE UNIQUE INDEX "events_outcomes_market_code" ON "events_outcomes" USING btree ("market_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "events_fight_bets_member_key" ON "events_fight_bets" USING btree ("member_id","request_key");--> statement-breakpoint
CREATE INDEX "events_fight_bets_fight" ON "events_fight_bets" USING btree ("fight_id","status");--> statement-breakpoint
CREATE INDEX "events_fight_bets_member" ON "events_fight_bets" USING btree ("member_id","placed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "events_fights_number" ON "events_fights" USING btree ("number");--> statement-breakpoint
CREATE INDEX "events_fights_active" ON "events_fights" USING btree ("number") WHERE status in ('open', 'last_call', 'closed');--> statement-breakpoint
CREATE UNIQUE INDEX "events_events_ref" ON "events_events" USING btree ("ref");--> statement-breakpoint
CREATE INDEX "events_events_game_start" ON "events_events" USING btree ("game","starts_at");