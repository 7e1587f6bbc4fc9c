CREATE TABLE "draw_entries" (
	"promotion_id" text NOT NULL,
	"entry" integer NOT NULL,
	"member_id" uuid NOT NULL,
	"tier" integer,
	"bonus_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "draw_entries_promotion_id_entry_pk" PRIMARY KEY("promotion_id","entry")
);
--> statement-breakpoint
CREATE TABLE "free_round_sets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"promotion_id" text NOT NULL,
	"member_id" uuid NOT NULL,
	"rule_version" integer NOT NULL,
	"game" text NOT NULL,
	"stake" bigint NOT NULL,
	"rounds" integer NOT NULL,
	"played" integer DEFAULT 0 NOT NULL,
	"won" bigint DEFAULT 0 NOT NULL,
	"play_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"state" text DEFAULT 'playing' NOT NULL,
	"bonus_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "free_round_state" CHECK ("free_round_sets"."state" in ('playing', 'done', 'expired')),
	CONSTRAINT "free_round_played" CHECK ("free_round_sets"."played" between 0 and "free_round_sets"."rounds")
);
--> statement-breakpoint
CREATE TABLE "lucky_draws" (
	"promotion_id" text PRIMARY KEY NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"drawn_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "draw_entries" ADD CONSTRAINT "draw_entries_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draw_entries" ADD CONSTRAINT "draw_entries_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draw_entries" ADD CONSTRAINT "draw_entries_bonus_id_bonuses_id_fk" FOREIGN KEY ("bonus_id") REFERENCES "public"."bonuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "free_round_sets" ADD CONSTRAINT "free_round_sets_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "free_round_sets" ADD CONSTRAINT "free_round_sets_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "free_round_sets" ADD CONSTRAINT "free_round_sets_bonus_id_bonuses_id_fk" FOREIGN KEY ("bonus_id") REFERENCES "public"."bonuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lucky_draws" ADD CONSTRAINT "lucky_draws_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "draw_entries_member" ON "draw_entries" USING btree ("promotion_id","member_id");--> statement-breakpoint
CREATE INDEX "free_round_sets_member" ON "free_round_sets" USING btree ("member_id","promotion_id");--> statement-breakpoint
CREATE INDEX "free_round_sets_playing" ON "free_round_sets" USING btree ("expires_at") WHERE state = 'playing';