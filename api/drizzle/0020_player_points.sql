CREATE TABLE "player_week_points" (
	"id" serial PRIMARY KEY NOT NULL,
	"league_id" integer NOT NULL,
	"season" integer NOT NULL,
	"provider_player_id" text NOT NULL,
	"week" integer NOT NULL,
	"points" numeric(7, 2) NOT NULL,
	CONSTRAINT "player_week_points_week_range" CHECK ("player_week_points"."week" between 1 and 18)
);
--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "provider_player_id" text;--> statement-breakpoint
ALTER TABLE "player_week_points" ADD CONSTRAINT "player_week_points_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "player_week_points_key" ON "player_week_points" USING btree ("league_id","season","provider_player_id","week");--> statement-breakpoint
CREATE INDEX "players_league_year_provider_idx" ON "players" USING btree ("league_id","year","provider_player_id");