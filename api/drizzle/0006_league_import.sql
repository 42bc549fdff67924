CREATE TABLE "league_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"league_id" integer NOT NULL,
	"user_id" integer,
	"provider" text NOT NULL,
	"status" text NOT NULL,
	"seasons" jsonb NOT NULL,
	"completed" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"step" text DEFAULT '' NOT NULL,
	"calls" integer DEFAULT 0 NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "league_imports_status" CHECK ("league_imports"."status" in ('running', 'paused', 'failed', 'done'))
);
--> statement-breakpoint
ALTER TABLE "league_imports" ADD CONSTRAINT "league_imports_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_imports" ADD CONSTRAINT "league_imports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "league_imports_league_idx" ON "league_imports" USING btree ("league_id","id");