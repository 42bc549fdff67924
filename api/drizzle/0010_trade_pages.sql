DROP INDEX "trades_league_season_idx";--> statement-breakpoint
CREATE INDEX "trades_league_season_proposed_idx" ON "trades" USING btree ("league_id","season","proposed_at","id");--> statement-breakpoint
CREATE INDEX "trades_league_proposed_idx" ON "trades" USING btree ("league_id","proposed_at","id");