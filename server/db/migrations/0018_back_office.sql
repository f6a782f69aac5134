CREATE TABLE "fulfilment_stock_thresholds" (
	"variation_id" integer PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"label" text NOT NULL,
	"threshold" integer NOT NULL,
	"alerted_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"staff_id" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"payment_id" integer NOT NULL,
	"package_id" integer,
	"scope" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"provider_ref" text NOT NULL,
	"staff_id" text NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "psp_sandbox_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"payment_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "psp_sandbox_refunds_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
ALTER TABLE "order_notes" ADD CONSTRAINT "order_notes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_notes_order" ON "order_notes" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_refunds_order_scope" ON "payment_refunds" USING btree ("order_id","scope");--> statement-breakpoint
CREATE INDEX "orders_billing_email" ON "orders" USING btree (lower("billing"->>'email'));--> statement-breakpoint
CREATE INDEX "orders_store_placed" ON "orders" USING btree ("store_id","placed_at");