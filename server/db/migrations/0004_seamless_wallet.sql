CREATE TABLE "game_rounds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vendor" text NOT NULL,
	"round_id" text NOT NULL,
	"member_id" uuid NOT NULL,
	"game_code" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"bet_total" bigint DEFAULT 0 NOT NULL,
	"win_total" bigint DEFAULT 0 NOT NULL,
	"detail" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "game_round_status" CHECK ("game_rounds"."status" in ('open', 'completed', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "game_transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vendor" text NOT NULL,
	"transaction_id" text NOT NULL,
	"round_id" uuid NOT NULL,
	"type" text NOT NULL,
	"amount" bigint NOT NULL,
	"rolls_back" text,
	"ledger_transfer_id" bigint,
	"answer" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_transaction_type" CHECK ("game_transactions"."type" in ('debit', 'credit', 'rollback')),
	CONSTRAINT "game_transaction_amount" CHECK ("game_transactions"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "vendor_sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"member_id" uuid NOT NULL,
	"vendor" text NOT NULL,
	"game_code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendor_wallet_keys" (
	"vendor" text PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_transactions" ADD CONSTRAINT "game_transactions_round_id_game_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."game_rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_sessions" ADD CONSTRAINT "vendor_sessions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "game_rounds_vendor_round" ON "game_rounds" USING btree ("vendor","round_id");--> statement-breakpoint
CREATE INDEX "game_rounds_member_created" ON "game_rounds" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "game_transactions_vendor_tx" ON "game_transactions" USING btree ("vendor","transaction_id");--> statement-breakpoint
CREATE INDEX "game_transactions_round" ON "game_transactions" USING btree ("round_id");--> statement-breakpoint
CREATE INDEX "vendor_sessions_member" ON "vendor_sessions" USING btree ("member_id");