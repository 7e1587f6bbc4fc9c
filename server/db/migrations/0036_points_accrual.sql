CREATE TABLE "points_accruals" (
	"member_id" uuid NOT NULL,
	"day" text NOT NULL,
	"category" text NOT NULL,
	"valid_bet" bigint NOT NULL,
	"points" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "points_accruals_member_id_day_category_pk" PRIMARY KEY("member_id","day","category")
);
--> statement-breakpoint
CREATE TABLE "points_rates" (
	"version" integer PRIMARY KEY NOT NULL,
	"rates" jsonb NOT NULL,
	"actor" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "points_accruals" ADD CONSTRAINT "points_accruals_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;