-- Ready to distribute by league (docs/scaling.md §5): Citus places a league's rows of every
-- league-owned table on one shard, by league_id, and can only keep keys that include it. So:
-- the children without a league get one, copied from their parent; every primary key becomes
-- (league_id, id) (the serial ids stay, and stay unique); every unique key and every foreign
-- key between league-owned tables includes league_id on both sides. The schema test
-- (api/src/db/distribution.test.ts) checks the result. Runs in one transaction on a database
-- with data: a row whose parent is in another league would fail its new foreign key and
-- leave everything as it was. trade_teams (migration 0029) was made with league_id and a
-- league-led key; only its two foreign keys by id alone are replaced here.

-- The foreign keys by id alone go first: they lean on the primary keys replaced below.
-- users.last_league_id loses its key for good: users is a reference table, copied to every
-- node, and a reference table cannot refer to a distributed one; a last-used league that was
-- deleted is passed over by its readers and cleared when the league is deleted.
ALTER TABLE "users" DROP CONSTRAINT "users_last_league_id_leagues_id_fk";--> statement-breakpoint
ALTER TABLE "memberships" DROP CONSTRAINT "memberships_team_id_teams_id_fk";--> statement-breakpoint
ALTER TABLE "matchups" DROP CONSTRAINT "matchups_home_team_id_teams_id_fk";--> statement-breakpoint
ALTER TABLE "matchups" DROP CONSTRAINT "matchups_away_team_id_teams_id_fk";--> statement-breakpoint
ALTER TABLE "players" DROP CONSTRAINT "players_team_id_teams_id_fk";--> statement-breakpoint
ALTER TABLE "draft_picks" DROP CONSTRAINT "draft_picks_current_team_id_teams_id_fk";--> statement-breakpoint
ALTER TABLE "draft_picks" DROP CONSTRAINT "draft_picks_original_team_id_teams_id_fk";--> statement-breakpoint
ALTER TABLE "faab_balances" DROP CONSTRAINT "faab_balances_team_id_teams_id_fk";--> statement-breakpoint
ALTER TABLE "ping_pong_balls" DROP CONSTRAINT "ping_pong_balls_team_id_teams_id_fk";--> statement-breakpoint
ALTER TABLE "draft_lottery_entries" DROP CONSTRAINT "draft_lottery_entries_lottery_id_draft_lotteries_id_fk";--> statement-breakpoint
ALTER TABLE "trade_items" DROP CONSTRAINT "trade_items_trade_id_trades_id_fk";--> statement-breakpoint
ALTER TABLE "trade_items" DROP CONSTRAINT "trade_items_from_team_id_teams_id_fk";--> statement-breakpoint
ALTER TABLE "trade_items" DROP CONSTRAINT "trade_items_to_team_id_teams_id_fk";--> statement-breakpoint
ALTER TABLE "trade_vetoes" DROP CONSTRAINT "trade_vetoes_trade_id_trades_id_fk";--> statement-breakpoint
ALTER TABLE "trade_vetoes" DROP CONSTRAINT "trade_vetoes_team_id_teams_id_fk";--> statement-breakpoint
ALTER TABLE "trade_teams" DROP CONSTRAINT "trade_teams_trade_id_trades_id_fk";--> statement-breakpoint
ALTER TABLE "trade_teams" DROP CONSTRAINT "trade_teams_team_id_teams_id_fk";--> statement-breakpoint
ALTER TABLE "trades" DROP CONSTRAINT "trades_proposed_by_team_id_teams_id_fk";--> statement-breakpoint
ALTER TABLE "trades" DROP CONSTRAINT "trades_proposed_to_team_id_teams_id_fk";--> statement-breakpoint
ALTER TABLE "trades" DROP CONSTRAINT "trades_counters_trade_id_trades_id_fk";--> statement-breakpoint
ALTER TABLE "invitation_links" DROP CONSTRAINT "invitation_links_team_id_teams_id_fk";--> statement-breakpoint
ALTER TABLE "provider_faab_balances" DROP CONSTRAINT "provider_faab_balances_team_id_teams_id_fk";--> statement-breakpoint
ALTER TABLE "provider_player_teams" DROP CONSTRAINT "provider_player_teams_player_id_players_id_fk";--> statement-breakpoint
ALTER TABLE "provider_player_teams" DROP CONSTRAINT "provider_player_teams_team_id_teams_id_fk";--> statement-breakpoint
ALTER TABLE "notification_messages" DROP CONSTRAINT "notification_messages_audit_id_audit_log_id_fk";--> statement-breakpoint
ALTER TABLE "webhook_deliveries" DROP CONSTRAINT "webhook_deliveries_message_id_notification_messages_id_fk";--> statement-breakpoint

-- The three children without a league take their parent's: added empty, filled from the
-- parent, then required.
ALTER TABLE "draft_lottery_entries" ADD COLUMN "league_id" integer;--> statement-breakpoint
ALTER TABLE "trade_items" ADD COLUMN "league_id" integer;--> statement-breakpoint
ALTER TABLE "trade_vetoes" ADD COLUMN "league_id" integer;--> statement-breakpoint
UPDATE "draft_lottery_entries" SET "league_id" = "draft_lotteries"."league_id" FROM "draft_lotteries" WHERE "draft_lotteries"."id" = "draft_lottery_entries"."lottery_id";--> statement-breakpoint
UPDATE "trade_items" SET "league_id" = "trades"."league_id" FROM "trades" WHERE "trades"."id" = "trade_items"."trade_id";--> statement-breakpoint
UPDATE "trade_vetoes" SET "league_id" = "trades"."league_id" FROM "trades" WHERE "trades"."id" = "trade_vetoes"."trade_id";--> statement-breakpoint
ALTER TABLE "draft_lottery_entries" ALTER COLUMN "league_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "trade_items" ALTER COLUMN "league_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "trade_vetoes" ALTER COLUMN "league_id" SET NOT NULL;--> statement-breakpoint

-- Unique keys without the league: rebuilt below with it (same names).
DROP INDEX "faab_balances_team_season_key";--> statement-breakpoint
DROP INDEX "ping_pong_balls_team_year_key";--> statement-breakpoint
DROP INDEX "trades_counters_trade_idx";--> statement-breakpoint
DROP INDEX "invitation_links_token_key";--> statement-breakpoint
DROP INDEX "provider_faab_balances_team_season_key";--> statement-breakpoint
DROP INDEX "provider_player_teams_player_key";--> statement-breakpoint
DROP INDEX "notification_messages_key_key";--> statement-breakpoint

-- Primary keys: (league_id, id) where they were (id); a veto's (league_id, trade_id, team_id).
ALTER TABLE "trade_vetoes" DROP CONSTRAINT "trade_vetoes_trade_id_team_id_pk";--> statement-breakpoint
ALTER TABLE "teams" DROP CONSTRAINT "teams_pkey";--> statement-breakpoint
ALTER TABLE "memberships" DROP CONSTRAINT "memberships_pkey";--> statement-breakpoint
ALTER TABLE "matchups" DROP CONSTRAINT "matchups_pkey";--> statement-breakpoint
ALTER TABLE "player_week_points" DROP CONSTRAINT "player_week_points_pkey";--> statement-breakpoint
ALTER TABLE "players" DROP CONSTRAINT "players_pkey";--> statement-breakpoint
ALTER TABLE "draft_picks" DROP CONSTRAINT "draft_picks_pkey";--> statement-breakpoint
ALTER TABLE "faab_balances" DROP CONSTRAINT "faab_balances_pkey";--> statement-breakpoint
ALTER TABLE "ping_pong_balls" DROP CONSTRAINT "ping_pong_balls_pkey";--> statement-breakpoint
ALTER TABLE "draft_lotteries" DROP CONSTRAINT "draft_lotteries_pkey";--> statement-breakpoint
ALTER TABLE "draft_lottery_entries" DROP CONSTRAINT "draft_lottery_entries_pkey";--> statement-breakpoint
ALTER TABLE "trade_items" DROP CONSTRAINT "trade_items_pkey";--> statement-breakpoint
ALTER TABLE "trades" DROP CONSTRAINT "trades_pkey";--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_pkey";--> statement-breakpoint
ALTER TABLE "provider_connections" DROP CONSTRAINT "provider_connections_pkey";--> statement-breakpoint
ALTER TABLE "keeper_rules" DROP CONSTRAINT "keeper_rules_pkey";--> statement-breakpoint
ALTER TABLE "league_imports" DROP CONSTRAINT "league_imports_pkey";--> statement-breakpoint
ALTER TABLE "invitation_links" DROP CONSTRAINT "invitation_links_pkey";--> statement-breakpoint
ALTER TABLE "provider_faab_balances" DROP CONSTRAINT "provider_faab_balances_pkey";--> statement-breakpoint
ALTER TABLE "provider_player_teams" DROP CONSTRAINT "provider_player_teams_pkey";--> statement-breakpoint
ALTER TABLE "notification_messages" DROP CONSTRAINT "notification_messages_pkey";--> statement-breakpoint
ALTER TABLE "webhook_deliveries" DROP CONSTRAINT "webhook_deliveries_pkey";--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_league_id_id_pk" PRIMARY KEY("league_id","id");--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_league_id_id_pk" PRIMARY KEY("league_id","id");--> statement-breakpoint
ALTER TABLE "matchups" ADD CONSTRAINT "matchups_league_id_id_pk" PRIMARY KEY("league_id","id");--> statement-breakpoint
ALTER TABLE "player_week_points" ADD CONSTRAINT "player_week_points_league_id_id_pk" PRIMARY KEY("league_id","id");--> statement-breakpoint
ALTER TABLE "players" ADD CONSTRAINT "players_league_id_id_pk" PRIMARY KEY("league_id","id");--> statement-breakpoint
ALTER TABLE "draft_picks" ADD CONSTRAINT "draft_picks_league_id_id_pk" PRIMARY KEY("league_id","id");--> statement-breakpoint
ALTER TABLE "faab_balances" ADD CONSTRAINT "faab_balances_league_id_id_pk" PRIMARY KEY("league_id","id");--> statement-breakpoint
ALTER TABLE "ping_pong_balls" ADD CONSTRAINT "ping_pong_balls_league_id_id_pk" PRIMARY KEY("league_id","id");--> statement-breakpoint
ALTER TABLE "draft_lotteries" ADD CONSTRAINT "draft_lotteries_league_id_id_pk" PRIMARY KEY("league_id","id");--> statement-breakpoint
ALTER TABLE "draft_lottery_entries" ADD CONSTRAINT "draft_lottery_entries_league_id_id_pk" PRIMARY KEY("league_id","id");--> statement-breakpoint
ALTER TABLE "trade_items" ADD CONSTRAINT "trade_items_league_id_id_pk" PRIMARY KEY("league_id","id");--> statement-breakpoint
ALTER TABLE "trade_vetoes" ADD CONSTRAINT "trade_vetoes_league_id_trade_id_team_id_pk" PRIMARY KEY("league_id","trade_id","team_id");--> statement-breakpoint
ALTER TABLE "trades" ADD CONSTRAINT "trades_league_id_id_pk" PRIMARY KEY("league_id","id");--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_league_id_id_pk" PRIMARY KEY("league_id","id");--> statement-breakpoint
ALTER TABLE "provider_connections" ADD CONSTRAINT "provider_connections_league_id_id_pk" PRIMARY KEY("league_id","id");--> statement-breakpoint
ALTER TABLE "keeper_rules" ADD CONSTRAINT "keeper_rules_league_id_id_pk" PRIMARY KEY("league_id","id");--> statement-breakpoint
ALTER TABLE "league_imports" ADD CONSTRAINT "league_imports_league_id_id_pk" PRIMARY KEY("league_id","id");--> statement-breakpoint
ALTER TABLE "invitation_links" ADD CONSTRAINT "invitation_links_league_id_id_pk" PRIMARY KEY("league_id","id");--> statement-breakpoint
ALTER TABLE "provider_faab_balances" ADD CONSTRAINT "provider_faab_balances_league_id_id_pk" PRIMARY KEY("league_id","id");--> statement-breakpoint
ALTER TABLE "provider_player_teams" ADD CONSTRAINT "provider_player_teams_league_id_id_pk" PRIMARY KEY("league_id","id");--> statement-breakpoint
ALTER TABLE "notification_messages" ADD CONSTRAINT "notification_messages_league_id_id_pk" PRIMARY KEY("league_id","id");--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_league_id_id_pk" PRIMARY KEY("league_id","id");--> statement-breakpoint

-- Foreign keys between league-owned tables: (league_id, x_id) -> (league_id, id), so a row
-- can only point into its own league. Where a parent's deletion set the reference to null,
-- the key names the one column it nulls (PostgreSQL 15's `SET NULL (column)`; drizzle's
-- schema can only say `set null`): nulling league_id too would break its not-null.
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_team_fk" FOREIGN KEY ("league_id","team_id") REFERENCES "public"."teams"("league_id","id") ON DELETE SET NULL ("team_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matchups" ADD CONSTRAINT "matchups_home_team_fk" FOREIGN KEY ("league_id","home_team_id") REFERENCES "public"."teams"("league_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matchups" ADD CONSTRAINT "matchups_away_team_fk" FOREIGN KEY ("league_id","away_team_id") REFERENCES "public"."teams"("league_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "players" ADD CONSTRAINT "players_team_fk" FOREIGN KEY ("league_id","team_id") REFERENCES "public"."teams"("league_id","id") ON DELETE SET NULL ("team_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draft_picks" ADD CONSTRAINT "draft_picks_current_team_fk" FOREIGN KEY ("league_id","current_team_id") REFERENCES "public"."teams"("league_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draft_picks" ADD CONSTRAINT "draft_picks_original_team_fk" FOREIGN KEY ("league_id","original_team_id") REFERENCES "public"."teams"("league_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faab_balances" ADD CONSTRAINT "faab_balances_team_fk" FOREIGN KEY ("league_id","team_id") REFERENCES "public"."teams"("league_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ping_pong_balls" ADD CONSTRAINT "ping_pong_balls_team_fk" FOREIGN KEY ("league_id","team_id") REFERENCES "public"."teams"("league_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draft_lottery_entries" ADD CONSTRAINT "draft_lottery_entries_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draft_lottery_entries" ADD CONSTRAINT "draft_lottery_entries_lottery_fk" FOREIGN KEY ("league_id","lottery_id") REFERENCES "public"."draft_lotteries"("league_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_items" ADD CONSTRAINT "trade_items_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_items" ADD CONSTRAINT "trade_items_trade_fk" FOREIGN KEY ("league_id","trade_id") REFERENCES "public"."trades"("league_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_items" ADD CONSTRAINT "trade_items_from_team_fk" FOREIGN KEY ("league_id","from_team_id") REFERENCES "public"."teams"("league_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_items" ADD CONSTRAINT "trade_items_to_team_fk" FOREIGN KEY ("league_id","to_team_id") REFERENCES "public"."teams"("league_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_vetoes" ADD CONSTRAINT "trade_vetoes_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_vetoes" ADD CONSTRAINT "trade_vetoes_trade_fk" FOREIGN KEY ("league_id","trade_id") REFERENCES "public"."trades"("league_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_vetoes" ADD CONSTRAINT "trade_vetoes_team_fk" FOREIGN KEY ("league_id","team_id") REFERENCES "public"."teams"("league_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_teams" ADD CONSTRAINT "trade_teams_trade_fk" FOREIGN KEY ("league_id","trade_id") REFERENCES "public"."trades"("league_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_teams" ADD CONSTRAINT "trade_teams_team_fk" FOREIGN KEY ("league_id","team_id") REFERENCES "public"."teams"("league_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trades" ADD CONSTRAINT "trades_proposed_by_team_fk" FOREIGN KEY ("league_id","proposed_by_team_id") REFERENCES "public"."teams"("league_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trades" ADD CONSTRAINT "trades_proposed_to_team_fk" FOREIGN KEY ("league_id","proposed_to_team_id") REFERENCES "public"."teams"("league_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trades" ADD CONSTRAINT "trades_counters_trade_fk" FOREIGN KEY ("league_id","counters_trade_id") REFERENCES "public"."trades"("league_id","id") ON DELETE SET NULL ("counters_trade_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitation_links" ADD CONSTRAINT "invitation_links_team_fk" FOREIGN KEY ("league_id","team_id") REFERENCES "public"."teams"("league_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_faab_balances" ADD CONSTRAINT "provider_faab_balances_team_fk" FOREIGN KEY ("league_id","team_id") REFERENCES "public"."teams"("league_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_player_teams" ADD CONSTRAINT "provider_player_teams_player_fk" FOREIGN KEY ("league_id","player_id") REFERENCES "public"."players"("league_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_player_teams" ADD CONSTRAINT "provider_player_teams_team_fk" FOREIGN KEY ("league_id","team_id") REFERENCES "public"."teams"("league_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_messages" ADD CONSTRAINT "notification_messages_audit_fk" FOREIGN KEY ("league_id","audit_id") REFERENCES "public"."audit_log"("league_id","id") ON DELETE SET NULL ("audit_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_message_fk" FOREIGN KEY ("league_id","message_id") REFERENCES "public"."notification_messages"("league_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint

-- The unique keys again, each with the league. An invitation's token is unique per league
-- here; the link is found by its token alone through the plain index (24 random bytes make it
-- one link in every league, see invitation-links.ts).
CREATE INDEX "invitation_links_token_idx" ON "invitation_links" USING btree ("token");--> statement-breakpoint
CREATE UNIQUE INDEX "faab_balances_team_season_key" ON "faab_balances" USING btree ("league_id","team_id","season");--> statement-breakpoint
CREATE UNIQUE INDEX "ping_pong_balls_team_year_key" ON "ping_pong_balls" USING btree ("league_id","team_id","year");--> statement-breakpoint
CREATE UNIQUE INDEX "trades_counters_trade_idx" ON "trades" USING btree ("league_id","counters_trade_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invitation_links_token_key" ON "invitation_links" USING btree ("league_id","token");--> statement-breakpoint
CREATE UNIQUE INDEX "provider_faab_balances_team_season_key" ON "provider_faab_balances" USING btree ("league_id","team_id","season");--> statement-breakpoint
CREATE UNIQUE INDEX "provider_player_teams_player_key" ON "provider_player_teams" USING btree ("league_id","player_id");--> statement-breakpoint
CREATE UNIQUE INDEX "notification_messages_key_key" ON "notification_messages" USING btree ("league_id","key");
