-- The audit log's changes are announced as the other watched tables' are (migrations 0011,
-- 0017: `audit_log 12` when all the rows are league 12's), so an API instance may remember a
-- page of the league's activity feed (read from this log) until an entry is written or the
-- league goes. Entries are inserted, and deleted with their league; an update is announced
-- too, so a later change of the log's use cannot leave a remembered page stale.
CREATE TRIGGER "audit_log_notify_insert" AFTER INSERT ON "audit_log" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "fantasy_notify_change"();--> statement-breakpoint
CREATE TRIGGER "audit_log_notify_update" AFTER UPDATE ON "audit_log" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "fantasy_notify_change"();--> statement-breakpoint
CREATE TRIGGER "audit_log_notify_delete" AFTER DELETE ON "audit_log" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "fantasy_notify_change"();--> statement-breakpoint
CREATE TRIGGER "audit_log_notify_truncate" AFTER TRUNCATE ON "audit_log" FOR EACH STATEMENT EXECUTE FUNCTION "fantasy_notify_change"();
