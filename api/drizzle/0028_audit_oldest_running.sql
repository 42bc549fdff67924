-- Each audit entry records the oldest transaction still running when it was written (its
-- statement's snapshot's xmin). A live stream's reconnect resends the entries of the
-- transactions from there up to the client's last entry's own, exactly those that may have
-- committed while it was away, instead of everything written in the 5 minutes before it: at a
-- busy league's pace that window held more than the 500 entries a resend takes, and the newest
-- were dropped (docs/api.md §20). Entries written before this migration get the migration's
-- own xmin: every transaction that wrote them ended long ago, so a reconnect from one of them
-- resends nothing before it.
ALTER TABLE "audit_log" ADD COLUMN "oldest_running_xact" bigint DEFAULT (pg_snapshot_xmin(pg_current_snapshot())::text)::bigint NOT NULL;