-- Every committed change to the tables the API's in-process read cache answers from
-- (db/read-cache.ts) is announced on the channel fantasy_data_changes, naming the table, so
-- every API instance on this database drops what it remembered from it, whichever path
-- (any instance's route, the seed, an import, a hand-written statement) made the change.
CREATE FUNCTION "fantasy_notify_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('fantasy_data_changes', TG_TABLE_NAME);
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "matchups_notify_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "matchups" FOR EACH STATEMENT EXECUTE FUNCTION "fantasy_notify_change"();--> statement-breakpoint
CREATE TRIGGER "teams_notify_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "teams" FOR EACH STATEMENT EXECUTE FUNCTION "fantasy_notify_change"();--> statement-breakpoint
CREATE TRIGGER "memberships_notify_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "memberships" FOR EACH STATEMENT EXECUTE FUNCTION "fantasy_notify_change"();--> statement-breakpoint
CREATE TRIGGER "users_notify_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION "fantasy_notify_change"();--> statement-breakpoint
CREATE TRIGGER "leagues_notify_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "leagues" FOR EACH STATEMENT EXECUTE FUNCTION "fantasy_notify_change"();
