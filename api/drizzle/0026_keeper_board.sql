-- Keepers on the draft board (docs/api.md §11): a keeper takes a pick of the next draft, in a
-- round the league's rule sets from the round he was drafted in or from his cost. The players'
-- draft round is what the first counts from; the rule's two choices default to what a league
-- without them meant: the round he was drafted in, and a traded-away pick shown as a conflict.
ALTER TABLE "players" ADD COLUMN "draft_round" integer;--> statement-breakpoint
ALTER TABLE "keeper_rules" ADD COLUMN "keeper_round" jsonb DEFAULT '{"kind":"drafted-round","minusPerYear":0}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "keeper_rules" ADD COLUMN "traded_keeper_pick" text DEFAULT 'conflict' NOT NULL;--> statement-breakpoint
ALTER TABLE "players" ADD CONSTRAINT "players_draft_round_range" CHECK ("players"."draft_round" is null or "players"."draft_round" between 1 and 5);--> statement-breakpoint
ALTER TABLE "keeper_rules" ADD CONSTRAINT "keeper_rules_traded_keeper_pick" CHECK ("keeper_rules"."traded_keeper_pick" in ('next-owned', 'conflict'));