-- Email notifications (docs/notifications.md §1): each member's choices, the outbox of messages
-- with their idempotency keys, and the dispatcher's cursor over the audit log. Each audit entry
-- now records its transaction's id (`xact`): ids become visible in commit order, not id order,
-- and the dispatcher reads only entries below every transaction still running. Existing
-- entries take this migration's transaction id; the cursor is created at the log's end by the
-- first worker, so no history is emailed.
CREATE TABLE "notification_cursors" (
	"name" text PRIMARY KEY NOT NULL,
	"last_xact" bigint NOT NULL,
	"last_audit_id" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"channel" text NOT NULL,
	"kind" text NOT NULL,
	"league_id" integer NOT NULL,
	"user_id" integer,
	"audit_id" integer,
	"recipient" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_preferences" (
	"league_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"delivery" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_preferences_league_id_user_id_kind_pk" PRIMARY KEY("league_id","user_id","kind")
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "xact" bigint DEFAULT (pg_current_xact_id()::text)::bigint NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_messages" ADD CONSTRAINT "notification_messages_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_messages" ADD CONSTRAINT "notification_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_messages" ADD CONSTRAINT "notification_messages_audit_id_audit_log_id_fk" FOREIGN KEY ("audit_id") REFERENCES "public"."audit_log"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "notification_messages_key_key" ON "notification_messages" USING btree ("key");--> statement-breakpoint
CREATE INDEX "notification_messages_due_idx" ON "notification_messages" USING btree ("next_attempt_at") WHERE "notification_messages"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "audit_log_xact_id_idx" ON "audit_log" USING btree ("xact","id");