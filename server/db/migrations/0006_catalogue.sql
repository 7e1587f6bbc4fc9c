CREATE TABLE "game_favourites" (
	"member_id" uuid NOT NULL,
	"node_id" text NOT NULL,
	"vendor" text NOT NULL,
	"game_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_favourites_member_id_node_id_pk" PRIMARY KEY("member_id","node_id")
);
--> statement-breakpoint
CREATE TABLE "game_lane_cards" (
	"lane" text NOT NULL,
	"vendor" text NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "game_lane_cards_lane_vendor_pk" PRIMARY KEY("lane","vendor")
);
--> statement-breakpoint
CREATE TABLE "game_lanes" (
	"title" text PRIMARY KEY NOT NULL,
	"game_classify" text[] NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_vendor_groups" (
	"game_category" text PRIMARY KEY NOT NULL,
	"source_lane" text NOT NULL,
	"after_lane" text NOT NULL,
	"vendors" text[] NOT NULL,
	"game_classify" text[] NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_vendors" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"categories" text[] NOT NULL,
	"is_hot" boolean DEFAULT false NOT NULL,
	"wallet_mode" text NOT NULL,
	"is_game" text DEFAULT 'VASSALAGE' NOT NULL,
	"logo" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "game_vendor_wallet_mode" CHECK ("game_vendors"."wallet_mode" in ('seamless', 'transfer')),
	CONSTRAINT "game_vendor_is_game" CHECK ("game_vendors"."is_game" in ('VASSALAGE', 'GAME')),
	CONSTRAINT "game_vendor_status" CHECK ("game_vendors"."status" in ('active', 'maintenance', 'disabled'))
);
--> statement-breakpoint
CREATE TABLE "games" (
	"node_id" text PRIMARY KEY NOT NULL,
	"vendor" text NOT NULL,
	"game_code" text NOT NULL,
	"game_type" text NOT NULL,
	"game_classify" text NOT NULL,
	"name" text NOT NULL,
	"image" text NOT NULL,
	"min_bet" bigint NOT NULL,
	"lines" integer,
	"is_hot" boolean DEFAULT false NOT NULL,
	"is_new" boolean DEFAULT false NOT NULL,
	"demo" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"popularity" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "game_status" CHECK ("games"."status" in ('active', 'maintenance', 'disabled')),
	CONSTRAINT "game_min_bet" CHECK ("games"."min_bet" > 0)
);
--> statement-breakpoint
CREATE TABLE "recent_games" (
	"member_id" uuid NOT NULL,
	"node_id" text NOT NULL,
	"last_played_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recent_games_member_id_node_id_pk" PRIMARY KEY("member_id","node_id")
);
--> statement-breakpoint
ALTER TABLE "game_favourites" ADD CONSTRAINT "game_favourites_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_favourites" ADD CONSTRAINT "game_favourites_node_id_games_node_id_fk" FOREIGN KEY ("node_id") REFERENCES "public"."games"("node_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_lane_cards" ADD CONSTRAINT "game_lane_cards_lane_game_lanes_title_fk" FOREIGN KEY ("lane") REFERENCES "public"."game_lanes"("title") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_lane_cards" ADD CONSTRAINT "game_lane_cards_vendor_game_vendors_code_fk" FOREIGN KEY ("vendor") REFERENCES "public"."game_vendors"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_vendor_groups" ADD CONSTRAINT "game_vendor_groups_source_lane_game_lanes_title_fk" FOREIGN KEY ("source_lane") REFERENCES "public"."game_lanes"("title") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_vendor_groups" ADD CONSTRAINT "game_vendor_groups_after_lane_game_lanes_title_fk" FOREIGN KEY ("after_lane") REFERENCES "public"."game_lanes"("title") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_vendor_game_vendors_code_fk" FOREIGN KEY ("vendor") REFERENCES "public"."game_vendors"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recent_games" ADD CONSTRAINT "recent_games_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recent_games" ADD CONSTRAINT "recent_games_node_id_games_node_id_fk" FOREIGN KEY ("node_id") REFERENCES "public"."games"("node_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_favourites_member" ON "game_favourites" USING btree ("member_id","game_type","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "games_vendor_code" ON "games" USING btree ("vendor","game_code");--> statement-breakpoint
CREATE INDEX "games_vendor_order" ON "games" USING btree ("vendor","sequence");--> statement-breakpoint
CREATE INDEX "games_type_order" ON "games" USING btree ("game_type","sequence");--> statement-breakpoint
CREATE INDEX "games_popularity" ON "games" USING btree ("popularity");--> statement-breakpoint
CREATE INDEX "recent_games_member" ON "recent_games" USING btree ("member_id","last_played_at");