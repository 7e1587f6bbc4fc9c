CREATE INDEX "deposits_created" ON "deposits" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "withdrawals_status_created" ON "withdrawals" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "withdrawals_created" ON "withdrawals" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "game_rounds_open" ON "game_rounds" USING btree ("vendor","created_at") WHERE status = 'open';--> statement-breakpoint
CREATE INDEX "game_rounds_created" ON "game_rounds" USING btree ("created_at");