-- A change's announcement (migrations 0008, 0011) names the league whose rows changed when they
-- are all one league's: `teams 12`. Rows of several leagues, a table without leagues (users) and
-- a truncate still name only the table (`teams`). An API instance then forgets only that
-- league's remembered reads (db/read-cache.ts): one league's writes no longer empty every
-- league's. An update reads its rows before and after, so a row moved between leagues names
-- both (and so neither: the whole table). A connection that asks for it
-- (fantasy.report_changes = on: the API's own PostgreSQL pool) is also told the same words as
-- a NOTICE while its statement runs, so the API's own write tells its cache which league before
-- the writer's next request.
CREATE OR REPLACE FUNCTION "fantasy_notify_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	changed bigint := 0;
	named bigint := 0;
	lowest bigint;
	highest bigint;
	announcement text := TG_TABLE_NAME;
BEGIN
	-- One statement per branch: a branch's SQL names the transition tables and league column its
	-- trigger's table has.
	IF TG_OP = 'TRUNCATE' THEN
		changed := 1;
	ELSIF TG_TABLE_NAME = 'users' THEN
		IF TG_OP = 'DELETE' THEN
			SELECT count(*) INTO changed FROM old_rows;
		ELSE
			SELECT count(*) INTO changed FROM new_rows;
		END IF;
	ELSIF TG_TABLE_NAME = 'leagues' THEN
		IF TG_OP = 'DELETE' THEN
			SELECT count(*), count(id), min(id), max(id) INTO changed, named, lowest, highest FROM old_rows;
		ELSIF TG_OP = 'INSERT' THEN
			SELECT count(*), count(id), min(id), max(id) INTO changed, named, lowest, highest FROM new_rows;
		ELSE
			SELECT count(*), count(id), min(id), max(id) INTO changed, named, lowest, highest
			FROM (SELECT id FROM old_rows UNION ALL SELECT id FROM new_rows) AS touched;
		END IF;
	ELSE
		IF TG_OP = 'DELETE' THEN
			SELECT count(*), count(league_id), min(league_id), max(league_id) INTO changed, named, lowest, highest
			FROM old_rows;
		ELSIF TG_OP = 'INSERT' THEN
			SELECT count(*), count(league_id), min(league_id), max(league_id) INTO changed, named, lowest, highest
			FROM new_rows;
		ELSE
			SELECT count(*), count(league_id), min(league_id), max(league_id) INTO changed, named, lowest, highest
			FROM (SELECT league_id FROM old_rows UNION ALL SELECT league_id FROM new_rows) AS touched;
		END IF;
	END IF;
	IF changed = 0 THEN
		RETURN NULL;
	END IF;
	IF named = changed AND lowest = highest THEN
		announcement := announcement || ' ' || lowest;
	END IF;
	PERFORM pg_notify('fantasy_data_changes', announcement);
	IF current_setting('fantasy.report_changes', true) = 'on' THEN
		RAISE NOTICE 'fantasy_data_changes %', announcement;
	END IF;
	RETURN NULL;
END;
$$;--> statement-breakpoint
DROP TRIGGER "matchups_notify_update" ON "matchups";--> statement-breakpoint
DROP TRIGGER "teams_notify_update" ON "teams";--> statement-breakpoint
DROP TRIGGER "memberships_notify_update" ON "memberships";--> statement-breakpoint
DROP TRIGGER "users_notify_update" ON "users";--> statement-breakpoint
DROP TRIGGER "leagues_notify_update" ON "leagues";--> statement-breakpoint
CREATE TRIGGER "matchups_notify_update" AFTER UPDATE ON "matchups" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "fantasy_notify_change"();--> statement-breakpoint
CREATE TRIGGER "teams_notify_update" AFTER UPDATE ON "teams" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "fantasy_notify_change"();--> statement-breakpoint
CREATE TRIGGER "memberships_notify_update" AFTER UPDATE ON "memberships" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "fantasy_notify_change"();--> statement-breakpoint
CREATE TRIGGER "users_notify_update" AFTER UPDATE ON "users" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "fantasy_notify_change"();--> statement-breakpoint
CREATE TRIGGER "leagues_notify_update" AFTER UPDATE ON "leagues" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "fantasy_notify_change"();
