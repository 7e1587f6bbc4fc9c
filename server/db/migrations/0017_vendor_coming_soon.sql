-- A game vendor may be announced as coming soon (ADR 0031): its card shows with that label, none of its games.
ALTER TABLE "game_vendors" DROP CONSTRAINT "game_vendor_status";--> statement-breakpoint
ALTER TABLE "game_vendors" ADD CONSTRAINT "game_vendor_status" CHECK ("game_vendors"."status" in ('active', 'maintenance', 'coming_soon', 'disabled'));--> statement-breakpoint
-- No outside vendor is connected at this version (only the in-house one has an adapter): the seeded ones stop
-- being offered to players. An operator announces one with `vendor <CODE> coming-soon`.
UPDATE "game_vendors" SET "status" = 'disabled' WHERE "code" <> 'INHOUSE' AND "status" IN ('active', 'maintenance');
