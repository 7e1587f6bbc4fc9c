ALTER TABLE "lottery_ticket_draws" ADD COLUMN "corrections" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "events_bet_legs" ADD COLUMN "facts" jsonb;--> statement-breakpoint
ALTER TABLE "events_bets" ADD COLUMN "history" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "events_markets" ADD COLUMN "change" jsonb;