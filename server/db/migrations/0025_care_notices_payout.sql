-- Limit notices (care's outbox to messages) and the platform's own withdrawals for a self-exclusion (ADR 0038).
CREATE TABLE "care_notices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"template" text NOT NULL,
	"params" jsonb NOT NULL,
	"event_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "care_notices_event_key_unique" UNIQUE("event_key")
);
--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "origin" text DEFAULT 'member' NOT NULL;--> statement-breakpoint
CREATE INDEX "care_notices_unsent" ON "care_notices" USING btree ("created_at") WHERE "care_notices"."sent_at" is null;--> statement-breakpoint
CREATE INDEX "care_limits_pending" ON "care_limits" USING btree ("pending_from") WHERE "care_limits"."pending_from" is not null;