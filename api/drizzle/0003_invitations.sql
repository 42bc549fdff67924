ALTER TABLE "memberships" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "invited_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "joined_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_invited_by_user_id_users_id_fk" FOREIGN KEY ("invited_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "memberships_league_email_key" ON "memberships" USING btree ("league_id","email");--> statement-breakpoint
CREATE UNIQUE INDEX "memberships_league_team_key" ON "memberships" USING btree ("league_id","team_id") WHERE "memberships"."team_id" is not null;