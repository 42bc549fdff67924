CREATE TABLE "invitation_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"league_id" integer NOT NULL,
	"token" text NOT NULL,
	"team_id" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"max_uses" integer NOT NULL,
	"uses" integer DEFAULT 0 NOT NULL,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invitation_links_uses_within_limit" CHECK ("invitation_links"."uses" between 0 and "invitation_links"."max_uses")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_league_id" integer;--> statement-breakpoint
ALTER TABLE "invitation_links" ADD CONSTRAINT "invitation_links_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitation_links" ADD CONSTRAINT "invitation_links_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitation_links" ADD CONSTRAINT "invitation_links_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invitation_links_token_key" ON "invitation_links" USING btree ("token");--> statement-breakpoint
CREATE INDEX "invitation_links_league_idx" ON "invitation_links" USING btree ("league_id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_last_league_id_leagues_id_fk" FOREIGN KEY ("last_league_id") REFERENCES "public"."leagues"("id") ON DELETE set null ON UPDATE no action;