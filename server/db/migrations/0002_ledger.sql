CREATE TABLE "ledger_accounts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"member_id" uuid,
	"kind" text NOT NULL,
	"code" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_account_kind" CHECK (("ledger_accounts"."member_id" is not null and "ledger_accounts"."kind" in ('main', 'points', 'vendor')) or ("ledger_accounts"."member_id" is null and "ledger_accounts"."kind" in ('house', 'payment_clearing', 'vendor_clearing', 'promotion', 'salary', 'dividend', 'adjustment', 'points_pool'))),
	CONSTRAINT "ledger_account_code" CHECK (("ledger_accounts"."code" <> '') = ("ledger_accounts"."kind" in ('vendor', 'payment_clearing', 'vendor_clearing')))
);
--> statement-breakpoint
CREATE TABLE "ledger_balances" (
	"account_id" bigint PRIMARY KEY NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"may_go_negative" boolean NOT NULL,
	CONSTRAINT "ledger_balance_floor" CHECK ("ledger_balances"."may_go_negative" or "ledger_balances"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"transfer_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	CONSTRAINT "ledger_entry_amount" CHECK ("ledger_entries"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_transfers" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_transfers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"idempotency_key" text NOT NULL,
	"kind" text NOT NULL,
	"memo" text,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"reverses_transfer_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_balances" ADD CONSTRAINT "ledger_balances_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_reverses_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("reverses_transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_member" ON "ledger_accounts" USING btree ("member_id","kind","code") WHERE member_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_system" ON "ledger_accounts" USING btree ("kind","code") WHERE member_id is null;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_transfer_account" ON "ledger_entries" USING btree ("transfer_id","account_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_account" ON "ledger_entries" USING btree ("account_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_transfers_idempotency_key" ON "ledger_transfers" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_transfers_reverses" ON "ledger_transfers" USING btree ("reverses_transfer_id") WHERE reverses_transfer_id is not null;