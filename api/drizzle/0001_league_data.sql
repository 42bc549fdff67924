CREATE TYPE "public"."trade_item_type" AS ENUM('player', 'draft_pick', 'ping_pong_ball', 'faab');--> statement-breakpoint
CREATE TYPE "public"."trade_status" AS ENUM('pending', 'accepted', 'rejected', 'cancelled');--> statement-breakpoint
CREATE TABLE "matchups" (
	"id" serial PRIMARY KEY NOT NULL,
	"league_id" integer NOT NULL,
	"season" integer NOT NULL,
	"week" integer NOT NULL,
	"position" integer NOT NULL,
	"home_team_id" integer NOT NULL,
	"away_team_id" integer NOT NULL,
	"home_score" numeric(7, 2),
	"away_score" numeric(7, 2),
	"is_completed" boolean DEFAULT false NOT NULL,
	"description" text,
	CONSTRAINT "matchups_week_range" CHECK ("matchups"."week" between 1 and 18),
	CONSTRAINT "matchups_position_positive" CHECK ("matchups"."position" >= 1),
	CONSTRAINT "matchups_distinct_teams" CHECK ("matchups"."home_team_id" <> "matchups"."away_team_id")
);
--> statement-breakpoint
CREATE TABLE "players" (
	"id" serial PRIMARY KEY NOT NULL,
	"league_id" integer NOT NULL,
	"year" integer NOT NULL,
	"name" text NOT NULL,
	"position" text NOT NULL,
	"nfl_team" text NOT NULL,
	"is_rookie" boolean DEFAULT false NOT NULL,
	"team_id" integer,
	"auction_price" integer,
	"buffer" integer,
	"is_keeper" boolean DEFAULT false NOT NULL,
	"previous_year_value" integer,
	"years_kept" integer DEFAULT 0 NOT NULL,
	"current_year_value" integer,
	CONSTRAINT "players_years_kept_non_negative" CHECK ("players"."years_kept" >= 0)
);
--> statement-breakpoint
CREATE TABLE "draft_picks" (
	"id" serial PRIMARY KEY NOT NULL,
	"league_id" integer NOT NULL,
	"year" integer NOT NULL,
	"round" integer NOT NULL,
	"position" integer,
	"current_team_id" integer NOT NULL,
	"original_team_id" integer NOT NULL,
	"is_locked" boolean DEFAULT false NOT NULL,
	CONSTRAINT "draft_picks_round_range" CHECK ("draft_picks"."round" between 1 and 5),
	CONSTRAINT "draft_picks_position_positive" CHECK ("draft_picks"."position" is null or "draft_picks"."position" >= 1)
);
--> statement-breakpoint
CREATE TABLE "faab_balances" (
	"id" serial PRIMARY KEY NOT NULL,
	"league_id" integer NOT NULL,
	"team_id" integer NOT NULL,
	"season" integer NOT NULL,
	"balance" integer NOT NULL,
	CONSTRAINT "faab_balances_balance_non_negative" CHECK ("faab_balances"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ping_pong_balls" (
	"id" serial PRIMARY KEY NOT NULL,
	"league_id" integer NOT NULL,
	"team_id" integer NOT NULL,
	"year" integer NOT NULL,
	"quantity" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ping_pong_balls_quantity_non_negative" CHECK ("ping_pong_balls"."quantity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "trade_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"trade_id" integer NOT NULL,
	"from_team_id" integer NOT NULL,
	"to_team_id" integer NOT NULL,
	"item_type" "trade_item_type" NOT NULL,
	"item_id" integer,
	"quantity" integer,
	CONSTRAINT "trade_items_distinct_teams" CHECK ("trade_items"."from_team_id" <> "trade_items"."to_team_id"),
	CONSTRAINT "trade_items_quantity_positive" CHECK ("trade_items"."quantity" is null or "trade_items"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "trades" (
	"id" serial PRIMARY KEY NOT NULL,
	"league_id" integer NOT NULL,
	"season" integer NOT NULL,
	"proposed_by_team_id" integer NOT NULL,
	"proposed_to_team_id" integer NOT NULL,
	"status" "trade_status" DEFAULT 'pending' NOT NULL,
	"proposed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"proposed_by_user_id" integer,
	"responded_at" timestamp with time zone,
	"responded_by_user_id" integer,
	CONSTRAINT "trades_distinct_teams" CHECK ("trades"."proposed_by_team_id" <> "trades"."proposed_to_team_id")
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"league_id" integer NOT NULL,
	"user_id" integer,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" integer,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "matchups" ADD CONSTRAINT "matchups_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matchups" ADD CONSTRAINT "matchups_home_team_id_teams_id_fk" FOREIGN KEY ("home_team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matchups" ADD CONSTRAINT "matchups_away_team_id_teams_id_fk" FOREIGN KEY ("away_team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "players" ADD CONSTRAINT "players_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "players" ADD CONSTRAINT "players_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draft_picks" ADD CONSTRAINT "draft_picks_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draft_picks" ADD CONSTRAINT "draft_picks_current_team_id_teams_id_fk" FOREIGN KEY ("current_team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draft_picks" ADD CONSTRAINT "draft_picks_original_team_id_teams_id_fk" FOREIGN KEY ("original_team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faab_balances" ADD CONSTRAINT "faab_balances_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faab_balances" ADD CONSTRAINT "faab_balances_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ping_pong_balls" ADD CONSTRAINT "ping_pong_balls_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ping_pong_balls" ADD CONSTRAINT "ping_pong_balls_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_items" ADD CONSTRAINT "trade_items_trade_id_trades_id_fk" FOREIGN KEY ("trade_id") REFERENCES "public"."trades"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_items" ADD CONSTRAINT "trade_items_from_team_id_teams_id_fk" FOREIGN KEY ("from_team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_items" ADD CONSTRAINT "trade_items_to_team_id_teams_id_fk" FOREIGN KEY ("to_team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trades" ADD CONSTRAINT "trades_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trades" ADD CONSTRAINT "trades_proposed_by_team_id_teams_id_fk" FOREIGN KEY ("proposed_by_team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trades" ADD CONSTRAINT "trades_proposed_to_team_id_teams_id_fk" FOREIGN KEY ("proposed_to_team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trades" ADD CONSTRAINT "trades_proposed_by_user_id_users_id_fk" FOREIGN KEY ("proposed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trades" ADD CONSTRAINT "trades_responded_by_user_id_users_id_fk" FOREIGN KEY ("responded_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "matchups_league_season_week_idx" ON "matchups" USING btree ("league_id","season","week","position");--> statement-breakpoint
CREATE UNIQUE INDEX "players_league_year_name_key" ON "players" USING btree ("league_id","year",lower("name"));--> statement-breakpoint
CREATE INDEX "players_team_year_idx" ON "players" USING btree ("team_id","year");--> statement-breakpoint
CREATE UNIQUE INDEX "draft_picks_original_key" ON "draft_picks" USING btree ("league_id","year","round","original_team_id");--> statement-breakpoint
CREATE INDEX "draft_picks_current_team_idx" ON "draft_picks" USING btree ("current_team_id","year");--> statement-breakpoint
CREATE UNIQUE INDEX "faab_balances_team_season_key" ON "faab_balances" USING btree ("team_id","season");--> statement-breakpoint
CREATE UNIQUE INDEX "ping_pong_balls_team_year_key" ON "ping_pong_balls" USING btree ("team_id","year");--> statement-breakpoint
CREATE INDEX "trade_items_trade_idx" ON "trade_items" USING btree ("trade_id");--> statement-breakpoint
CREATE INDEX "trades_league_season_idx" ON "trades" USING btree ("league_id","season");--> statement-breakpoint
CREATE INDEX "audit_log_league_created_idx" ON "audit_log" USING btree ("league_id","created_at");