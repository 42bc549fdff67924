CREATE INDEX "memberships_user_idx" ON "memberships" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "ping_pong_balls_league_year_idx" ON "ping_pong_balls" USING btree ("league_id","year");--> statement-breakpoint
CREATE INDEX "draft_lotteries_league_year_idx" ON "draft_lotteries" USING btree ("league_id","year");