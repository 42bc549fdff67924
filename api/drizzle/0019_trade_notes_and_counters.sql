ALTER TYPE "public"."trade_status" ADD VALUE 'countered';--> statement-breakpoint
ALTER TABLE "trades" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "trades" ADD COLUMN "counters_trade_id" integer;--> statement-breakpoint
ALTER TABLE "trades" ADD CONSTRAINT "trades_counters_trade_id_trades_id_fk" FOREIGN KEY ("counters_trade_id") REFERENCES "public"."trades"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "trades_counters_trade_idx" ON "trades" USING btree ("counters_trade_id");