-- Each audit entry names the transaction that wrote it (xid8: 64 bits, never wraps), so the
-- live stream (docs/api.md §19) can read the log in commit-safe order: an id is taken before
-- commit, so a transaction that began first may commit a lower id after a higher one was
-- read. Existing entries take this migration's transaction id: all of them are older than any
-- entry written after it, which is all the order needs.
ALTER TABLE "audit_log" ADD COLUMN "tx_id" "xid8" DEFAULT pg_current_xact_id() NOT NULL;--> statement-breakpoint
CREATE INDEX "audit_log_league_tx_idx" ON "audit_log" USING btree ("league_id","tx_id","id");