-- Trade review (docs/screens/trades.md §4.7): a league's rule for how an accepted trade completes
-- (at once, after the commissioner's approval, or after a review period the other teams may veto
-- in), the review a trade is under (its mode, deadline and veto threshold, fixed at acceptance),
-- and the managers' vetoes, one a team. Existing trades keep their statuses; no rule is 'at once'.
CREATE TYPE "public"."trade_review_mode" AS ENUM('immediate', 'commissioner', 'league-vote');--> statement-breakpoint
ALTER TYPE "public"."trade_status" ADD VALUE 'in_review';--> statement-breakpoint
ALTER TYPE "public"."trade_status" ADD VALUE 'vetoed';--> statement-breakpoint
ALTER TYPE "public"."trade_status" ADD VALUE 'rejected_by_commissioner';--> statement-breakpoint
CREATE TABLE "trade_review_rules" (
	"league_id" integer PRIMARY KEY NOT NULL,
	"mode" "trade_review_mode" NOT NULL,
	"review_hours" integer NOT NULL,
	"veto_percent" integer NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trade_review_rules_hours" CHECK ("trade_review_rules"."review_hours" between 1 and 168),
	CONSTRAINT "trade_review_rules_percent" CHECK ("trade_review_rules"."veto_percent" between 1 and 100)
);
--> statement-breakpoint
CREATE TABLE "trade_vetoes" (
	"trade_id" integer NOT NULL,
	"team_id" integer NOT NULL,
	"user_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trade_vetoes_trade_id_team_id_pk" PRIMARY KEY("trade_id","team_id")
);
--> statement-breakpoint
ALTER TABLE "trades" ADD COLUMN "review_mode" "trade_review_mode";--> statement-breakpoint
ALTER TABLE "trades" ADD COLUMN "review_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "trades" ADD COLUMN "veto_threshold" integer;--> statement-breakpoint
ALTER TABLE "trade_review_rules" ADD CONSTRAINT "trade_review_rules_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_review_rules" ADD CONSTRAINT "trade_review_rules_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_vetoes" ADD CONSTRAINT "trade_vetoes_trade_id_trades_id_fk" FOREIGN KEY ("trade_id") REFERENCES "public"."trades"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_vetoes" ADD CONSTRAINT "trade_vetoes_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_vetoes" ADD CONSTRAINT "trade_vetoes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trades_status_review_ends_idx" ON "trades" USING btree ("status","review_ends_at");