CREATE TABLE "keeper_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"league_id" integer NOT NULL,
	"season" integer NOT NULL,
	"increase_amount" integer NOT NULL,
	"increase_percent" integer NOT NULL,
	"add_buffer" boolean NOT NULL,
	"max_years_kept" integer NOT NULL,
	"max_keepers_per_team" integer NOT NULL,
	"auction_budget" integer NOT NULL,
	"deadline" text NOT NULL,
	"time_zone" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "keeper_rules" ADD CONSTRAINT "keeper_rules_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "keeper_rules_league_season_key" ON "keeper_rules" USING btree ("league_id","season");