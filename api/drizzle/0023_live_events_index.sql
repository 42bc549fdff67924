-- The live stream (docs/api.md §19) reads one league's audit entries in (xact, id) order, the
-- order migration 0022's transaction ids give: this index serves it as (xact, id) serves the
-- notification dispatcher, which reads every league's.
CREATE INDEX "audit_log_league_xact_idx" ON "audit_log" USING btree ("league_id","xact","id");
