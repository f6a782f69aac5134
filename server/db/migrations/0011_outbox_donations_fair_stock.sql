CREATE TABLE "donations" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"store_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"package_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"charity" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"donor_name" text,
	"donor_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	CONSTRAINT "donations_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
CREATE TABLE "payment_reconciliations" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"payment_id" integer NOT NULL,
	"provider_status" text NOT NULL,
	"action" text NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"start_after" timestamp with time zone,
	"singleton_key" text,
	"retry_limit" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "stock_held_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "client_address" text;--> statement-breakpoint
CREATE UNIQUE INDEX "donations_package" ON "donations" USING btree ("package_id");--> statement-breakpoint
CREATE INDEX "donations_created" ON "donations" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "donations_order" ON "donations" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "payment_reconciliations_created" ON "payment_reconciliations" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "job_outbox_name" ON "job_outbox" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "orders_stock_held" ON "orders" USING btree ("status","stock_held_until");