CREATE TABLE "member_day_money" (
	"member_id" uuid NOT NULL,
	"day" date NOT NULL,
	"deposits" bigint NOT NULL,
	"withdrawals" bigint NOT NULL,
	"bonuses" bigint NOT NULL,
	"first_deposit" boolean NOT NULL,
	CONSTRAINT "member_day_money_member_id_day_pk" PRIMARY KEY("member_id","day")
);
--> statement-breakpoint
CREATE TABLE "member_day_play" (
	"member_id" uuid NOT NULL,
	"day" date NOT NULL,
	"category" text NOT NULL,
	"bet_count" integer NOT NULL,
	"bet" bigint NOT NULL,
	"valid_bet" bigint NOT NULL,
	"payout" bigint NOT NULL,
	CONSTRAINT "member_day_play_member_id_day_category_pk" PRIMARY KEY("member_id","day","category")
);
--> statement-breakpoint
ALTER TABLE "member_day_money" ADD CONSTRAINT "member_day_money_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_day_play" ADD CONSTRAINT "member_day_play_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_day_money_day" ON "member_day_money" USING btree ("day");--> statement-breakpoint
CREATE INDEX "member_day_play_day" ON "member_day_play" USING btree ("day");