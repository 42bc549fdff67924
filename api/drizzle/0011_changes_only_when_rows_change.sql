-- A statement that changes no row (an upsert whose conflict clause skips the update, an
-- insert … on conflict do nothing that found the row, an update or delete matching nothing)
-- no longer announces its table: every API instance drops what it remembered from a table
-- only when a row of it really changed. Each event reads its own transition table, which
-- PostgreSQL allows only for a trigger of one event; truncate has none and always announces.
CREATE OR REPLACE FUNCTION "fantasy_notify_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	changed boolean;
BEGIN
	-- One statement per branch: a branch's SQL names the transition table its trigger has.
	IF TG_OP = 'TRUNCATE' THEN
		changed := true;
	ELSIF TG_OP = 'DELETE' THEN
		changed := EXISTS (SELECT 1 FROM old_rows);
	ELSE
		changed := EXISTS (SELECT 1 FROM new_rows);
	END IF;
	IF changed THEN
		PERFORM pg_notify('fantasy_data_changes', TG_TABLE_NAME);
	END IF;
	RETURN NULL;
END;
$$;--> statement-breakpoint
DROP TRIGGER "matchups_notify_change" ON "matchups";--> statement-breakpoint
DROP TRIGGER "teams_notify_change" ON "teams";--> statement-breakpoint
DROP TRIGGER "memberships_notify_change" ON "memberships";--> statement-breakpoint
DROP TRIGGER "users_notify_change" ON "users";--> statement-breakpoint
DROP TRIGGER "leagues_notify_change" ON "leagues";--> statement-breakpoint
CREATE TRIGGER "matchups_notify_insert" AFTER INSERT ON "matchups" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "fantasy_notify_change"();--> statement-breakpoint
CREATE TRIGGER "matchups_notify_update" AFTER UPDATE ON "matchups" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "fantasy_notify_change"();--> statement-breakpoint
CREATE TRIGGER "matchups_notify_delete" AFTER DELETE ON "matchups" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "fantasy_notify_change"();--> statement-breakpoint
CREATE TRIGGER "matchups_notify_truncate" AFTER TRUNCATE ON "matchups" FOR EACH STATEMENT EXECUTE FUNCTION "fantasy_notify_change"();--> statement-breakpoint
CREATE TRIGGER "teams_notify_insert" AFTER INSERT ON "teams" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "fantasy_notify_change"();--> statement-breakpoint
CREATE TRIGGER "teams_notify_update" AFTER UPDATE ON "teams" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "fantasy_notify_change"();--> statement-breakpoint
CREATE TRIGGER "teams_notify_delete" AFTER DELETE ON "teams" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "fantasy_notify_change"();--> statement-breakpoint
CREATE TRIGGER "teams_notify_truncate" AFTER TRUNCATE ON "teams" FOR EACH STATEMENT EXECUTE FUNCTION "fantasy_notify_change"();--> statement-breakpoint
CREATE TRIGGER "memberships_notify_insert" AFTER INSERT ON "memberships" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "fantasy_notify_change"();--> statement-breakpoint
CREATE TRIGGER "memberships_notify_update" AFTER UPDATE ON "memberships" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "fantasy_notify_change"();--> statement-breakpoint
CREATE TRIGGER "memberships_notify_delete" AFTER DELETE ON "memberships" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "fantasy_notify_change"();--> statement-breakpoint
CREATE TRIGGER "memberships_notify_truncate" AFTER TRUNCATE ON "memberships" FOR EACH STATEMENT EXECUTE FUNCTION "fantasy_notify_change"();--> statement-breakpoint
CREATE TRIGGER "users_notify_insert" AFTER INSERT ON "users" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "fantasy_notify_change"();--> statement-breakpoint
CREATE TRIGGER "users_notify_update" AFTER UPDATE ON "users" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "fantasy_notify_change"();--> statement-breakpoint
CREATE TRIGGER "users_notify_delete" AFTER DELETE ON "users" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "fantasy_notify_change"();--> statement-breakpoint
CREATE TRIGGER "users_notify_truncate" AFTER TRUNCATE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION "fantasy_notify_change"();--> statement-breakpoint
CREATE TRIGGER "leagues_notify_insert" AFTER INSERT ON "leagues" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "fantasy_notify_change"();--> statement-breakpoint
CREATE TRIGGER "leagues_notify_update" AFTER UPDATE ON "leagues" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "fantasy_notify_change"();--> statement-breakpoint
CREATE TRIGGER "leagues_notify_delete" AFTER DELETE ON "leagues" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "fantasy_notify_change"();--> statement-breakpoint
CREATE TRIGGER "leagues_notify_truncate" AFTER TRUNCATE ON "leagues" FOR EACH STATEMENT EXECUTE FUNCTION "fantasy_notify_change"();
