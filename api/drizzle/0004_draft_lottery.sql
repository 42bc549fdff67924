CREATE TABLE "draft_lotteries" (
	"id" serial PRIMARY KEY NOT NULL,
	"league_id" integer NOT NULL,
	"year" integer NOT NULL,
	"status" text NOT NULL,
	"secret" text NOT NULL,
	"commitment" text NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	"drawn_at" timestamp with time zone,
	"reset_at" timestamp with time zone,
	"teams" jsonb,
	"lottery_order" jsonb,
	"full_order" jsonb,
	CONSTRAINT "draft_lotteries_status" CHECK ("draft_lotteries"."status" in ('open', 'closed', 'drawn', 'reset'))
);
--> statement-breakpoint
CREATE TABLE "draft_lottery_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"lottery_id" integer NOT NULL,
	"user_id" integer,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "draft_lotteries" ADD CONSTRAINT "draft_lotteries_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draft_lottery_entries" ADD CONSTRAINT "draft_lottery_entries_lottery_id_draft_lotteries_id_fk" FOREIGN KEY ("lottery_id") REFERENCES "public"."draft_lotteries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draft_lottery_entries" ADD CONSTRAINT "draft_lottery_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "draft_lotteries_active_key" ON "draft_lotteries" USING btree ("league_id","year") WHERE "draft_lotteries"."status" <> 'reset';--> statement-breakpoint
CREATE INDEX "draft_lottery_entries_lottery_idx" ON "draft_lottery_entries" USING btree ("lottery_id","id");