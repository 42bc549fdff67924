-- A team's key at whichever provider the league follows (Yahoo, Sleeper or ESPN): the column and
-- its unique index are named for the provider, not Yahoo. A rename keeps every team's key.
ALTER TABLE "teams" RENAME COLUMN "yahoo_team_key" TO "provider_team_key";--> statement-breakpoint
ALTER INDEX "teams_league_yahoo_team_key_key" RENAME TO "teams_league_provider_team_key_key";
