CREATE TABLE "provider_faab_balances" (
	"id" serial PRIMARY KEY NOT NULL,
	"league_id" integer NOT NULL,
	"team_id" integer NOT NULL,
	"season" integer NOT NULL,
	"balance" integer NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider_player_teams" (
	"id" serial PRIMARY KEY NOT NULL,
	"league_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"team_id" integer,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "provider_faab_balances" ADD CONSTRAINT "provider_faab_balances_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_faab_balances" ADD CONSTRAINT "provider_faab_balances_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_player_teams" ADD CONSTRAINT "provider_player_teams_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_player_teams" ADD CONSTRAINT "provider_player_teams_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_player_teams" ADD CONSTRAINT "provider_player_teams_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "provider_faab_balances_team_season_key" ON "provider_faab_balances" USING btree ("team_id","season");--> statement-breakpoint
CREATE INDEX "provider_faab_balances_league_idx" ON "provider_faab_balances" USING btree ("league_id");--> statement-breakpoint
CREATE UNIQUE INDEX "provider_player_teams_player_key" ON "provider_player_teams" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "provider_player_teams_league_idx" ON "provider_player_teams" USING btree ("league_id");