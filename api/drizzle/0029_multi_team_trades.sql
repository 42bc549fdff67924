-- Trades of three or four teams (docs/screens/trades.md §4.9). trades keeps proposed_by_team_id
-- and proposed_to_team_id (the proposer and the first other team), so every two-team reader is
-- unchanged; this table lists every team of a trade with its acceptance, written in the
-- proposal's transaction. A trade completes when its last team accepts.
-- No backfill: a trade with no rows here (proposed before this table, or seeded) is read as
-- the two teams of its own row, the proposer accepted and the other accepted with its answer.
-- League-owned: league_id leads the key and the indexes, for distribution by league. The
-- foreign keys to trades and teams name their id alone: those tables have no (league_id, id)
-- key yet to refer to.
-- position orders the teams as proposed (0 the proposer, 1 the team proposed to), at most four.
--> statement-breakpoint
-- The trades a team is in: the team filter, the pending badge, and a team's removal check.
CREATE TABLE "trade_teams" (
	"league_id" integer NOT NULL,
	"trade_id" integer NOT NULL,
	"team_id" integer NOT NULL,
	"position" integer NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_by_user_id" integer,
	CONSTRAINT "trade_teams_league_id_trade_id_team_id_pk" PRIMARY KEY("league_id","trade_id","team_id"),
	CONSTRAINT "trade_teams_position" CHECK ("trade_teams"."position" between 0 and 3)
);
--> statement-breakpoint
ALTER TABLE "trade_teams" ADD CONSTRAINT "trade_teams_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_teams" ADD CONSTRAINT "trade_teams_trade_id_trades_id_fk" FOREIGN KEY ("trade_id") REFERENCES "public"."trades"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_teams" ADD CONSTRAINT "trade_teams_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_teams" ADD CONSTRAINT "trade_teams_accepted_by_user_id_users_id_fk" FOREIGN KEY ("accepted_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "trade_teams_trade_position_key" ON "trade_teams" USING btree ("league_id","trade_id","position");--> statement-breakpoint
CREATE INDEX "trade_teams_league_team_idx" ON "trade_teams" USING btree ("league_id","team_id");