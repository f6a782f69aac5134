ALTER TABLE "quote_requests" ADD COLUMN "status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "order_uuid" text;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "order_number" text;--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "payout_reference" text;--> statement-breakpoint
CREATE INDEX "quote_requests_status" ON "quote_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "donations_charity_created" ON "donations" USING btree ("charity","created_at");