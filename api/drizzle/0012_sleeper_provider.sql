CREATE TABLE "sleeper_player_downloads" (
	"id" serial PRIMARY KEY NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	"player_count" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sleeper_players" (
	"player_id" text PRIMARY KEY NOT NULL,
	"full_name" text NOT NULL,
	"position" text,
	"nfl_team" text,
	"fantasy_positions" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text
);
--> statement-breakpoint
ALTER TABLE "provider_connections" ALTER COLUMN "access_token_encrypted" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "provider_connections" ALTER COLUMN "refresh_token_encrypted" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "provider_connections" ALTER COLUMN "access_token_expires_at" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "leagues" ADD COLUMN "provider" text DEFAULT 'yahoo' NOT NULL;--> statement-breakpoint
ALTER TABLE "leagues" ADD CONSTRAINT "leagues_provider_known" CHECK ("leagues"."provider" in ('yahoo', 'sleeper'));