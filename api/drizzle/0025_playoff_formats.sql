-- A league's playoff format (docs/api.md §21): the commissioner's setting the record book reads
-- champions with. One row a league at most, so the league is the key; no row is the default.
CREATE TABLE "playoff_formats" (
	"league_id" integer PRIMARY KEY NOT NULL,
	"playoff_teams" integer NOT NULL,
	"playoff_weeks" integer NOT NULL,
	CONSTRAINT "playoff_formats_teams_range" CHECK ("playoff_formats"."playoff_teams" between 2 and 16),
	CONSTRAINT "playoff_formats_weeks_range" CHECK ("playoff_formats"."playoff_weeks" between 1 and 4)
);
--> statement-breakpoint
ALTER TABLE "playoff_formats" ADD CONSTRAINT "playoff_formats_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE cascade ON UPDATE no action;