DROP INDEX "games_popularity";--> statement-breakpoint
ALTER TABLE "games" DROP COLUMN "popularity";