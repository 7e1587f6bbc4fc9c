CREATE TABLE "bank_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"bank_name" text NOT NULL,
	"account_number" text NOT NULL,
	"holder_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "deposit_channels" (
	"code" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"adapter" text,
	"bank_name" text,
	"account_name" text,
	"account_number" text,
	"min_amount" bigint NOT NULL,
	"max_amount" bigint NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "deposit_channel_kind" CHECK ("deposit_channels"."kind" in ('bank', 'gateway')),
	CONSTRAINT "deposit_channel_bounds" CHECK ("deposit_channels"."min_amount" > 0 and "deposit_channels"."max_amount" >= "deposit_channels"."min_amount")
);
--> statement-breakpoint
CREATE TABLE "deposits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"channel_code" text NOT NULL,
	"amount" bigint NOT NULL,
	"reference" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"request_key" text NOT NULL,
	"transfer_id" bigint,
	"decided_by" text,
	"decision_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "deposit_amount" CHECK ("deposits"."amount" > 0),
	CONSTRAINT "deposit_status" CHECK ("deposits"."status" in ('pending', 'approved', 'rejected', 'failed', 'expired'))
);
--> statement-breakpoint
CREATE TABLE "gateway_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "gateway_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"adapter" text NOT NULL,
	"event_id" text NOT NULL,
	"deposit_id" uuid,
	"payload" jsonb NOT NULL,
	"outcome" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"bank_account_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"request_key" text NOT NULL,
	"hold_transfer_id" bigint NOT NULL,
	"release_transfer_id" bigint,
	"decided_by" text,
	"decision_note" text,
	"receipt_note" text,
	"proof_type" text,
	"proof" "bytea",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"disbursed_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	CONSTRAINT "withdrawal_amount" CHECK ("withdrawals"."amount" > 0),
	CONSTRAINT "withdrawal_status" CHECK ("withdrawals"."status" in ('pending', 'approved', 'rejected', 'disbursed', 'received', 'partly_received', 'not_received', 'auto_received', 'refunded'))
);
--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_channel_code_deposit_channels_code_fk" FOREIGN KEY ("channel_code") REFERENCES "public"."deposit_channels"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gateway_events" ADD CONSTRAINT "gateway_events_deposit_id_deposits_id_fk" FOREIGN KEY ("deposit_id") REFERENCES "public"."deposits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_bank_account_id_bank_accounts_id_fk" FOREIGN KEY ("bank_account_id") REFERENCES "public"."bank_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_accounts_member_number" ON "bank_accounts" USING btree ("member_id","bank_name","account_number") WHERE removed_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "deposits_request_key" ON "deposits" USING btree ("member_id","request_key");--> statement-breakpoint
CREATE INDEX "deposits_member" ON "deposits" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "deposits_status" ON "deposits" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "gateway_events_event" ON "gateway_events" USING btree ("adapter","event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_request_key" ON "withdrawals" USING btree ("member_id","request_key");--> statement-breakpoint
CREATE INDEX "withdrawals_member" ON "withdrawals" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "withdrawals_status" ON "withdrawals" USING btree ("status","disbursed_at");