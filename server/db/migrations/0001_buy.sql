CREATE SEQUENCE "public"."orders_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 100001 CACHE 1;--> statement-breakpoint
CREATE TABLE "fulfilment_code_stock" (
	"id" serial PRIMARY KEY NOT NULL,
	"variation_id" integer NOT NULL,
	"code" text NOT NULL,
	"order_id" integer,
	"package_id" integer,
	"reserved_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	CONSTRAINT "fulfilment_code_stock_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "fulfilment_digital_deliveries" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"package_id" integer NOT NULL,
	"deliver_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "giftcards" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"pin_hash" text NOT NULL,
	"programme" text NOT NULL,
	"status" text NOT NULL,
	"balance_cents" integer DEFAULT 0 NOT NULL,
	"currency" text NOT NULL,
	"store_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "giftcards_number_unique" UNIQUE("number"),
	CONSTRAINT "giftcards_balance_not_negative" CHECK ("giftcards"."balance_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "giftcard_ledger" (
	"id" serial PRIMARY KEY NOT NULL,
	"giftcard_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"balance_after_cents" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"reason" text,
	"reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "giftcard_ledger_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "notifications_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"last_error" text
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" text NOT NULL,
	"store_id" integer NOT NULL,
	"status" text DEFAULT 'basket' NOT NULL,
	"flow" text DEFAULT 'regular' NOT NULL,
	"number" text,
	"billing" jsonb,
	"locale" text DEFAULT 'it' NOT NULL,
	"totals" jsonb,
	"grand_total_cents" integer,
	"payment_method" text,
	"payment_attempts" integer DEFAULT 0 NOT NULL,
	"terms_accepted_at" timestamp with time zone,
	"placed_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"canceled_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "orders_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE TABLE "order_packages" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"shipment_tag" text NOT NULL,
	"product_id" integer NOT NULL,
	"variation_id" integer NOT NULL,
	"kind" text NOT NULL,
	"value_cents" integer NOT NULL,
	"quantity" integer NOT NULL,
	"wrapper" text,
	"gift_packing" boolean DEFAULT false NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_shipments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"tag" text NOT NULL,
	"kind" text NOT NULL,
	"receiver" jsonb,
	"address" jsonb,
	"deliver_at" timestamp with time zone,
	"registered_mail" boolean DEFAULT false NOT NULL,
	"dispatch_date" text
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"provider_ref" text NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"provider" text NOT NULL,
	"provider_ref" text NOT NULL,
	"method" text NOT NULL,
	"bank" text,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_provider_ref_unique" UNIQUE("provider_ref")
);
--> statement-breakpoint
CREATE TABLE "psp_sandbox_events" (
	"id" text PRIMARY KEY NOT NULL,
	"payment_id" text NOT NULL,
	"status" text NOT NULL,
	"body" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"delivered_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "psp_sandbox_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"method" text NOT NULL,
	"bank" text,
	"description" text NOT NULL,
	"reference" text NOT NULL,
	"return_url" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "giftcard_ledger" ADD CONSTRAINT "giftcard_ledger_giftcard_id_giftcards_id_fk" FOREIGN KEY ("giftcard_id") REFERENCES "public"."giftcards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_packages" ADD CONSTRAINT "order_packages_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_shipments" ADD CONSTRAINT "order_shipments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fulfilment_code_stock_free" ON "fulfilment_code_stock" USING btree ("variation_id","order_id");--> statement-breakpoint
CREATE INDEX "fulfilment_code_stock_order" ON "fulfilment_code_stock" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "fulfilment_digital_deliveries_package" ON "fulfilment_digital_deliveries" USING btree ("package_id");--> statement-breakpoint
CREATE INDEX "fulfilment_digital_deliveries_due" ON "fulfilment_digital_deliveries" USING btree ("status","deliver_at");--> statement-breakpoint
CREATE INDEX "giftcard_ledger_card" ON "giftcard_ledger" USING btree ("giftcard_id");--> statement-breakpoint
CREATE INDEX "notifications_outbox_unsent" ON "notifications_outbox" USING btree ("sent_at");--> statement-breakpoint
CREATE INDEX "notifications_outbox_to" ON "notifications_outbox" USING btree ("to");--> statement-breakpoint
CREATE INDEX "orders_status" ON "orders" USING btree ("status","expires_at");--> statement-breakpoint
CREATE INDEX "order_packages_order" ON "order_packages" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_shipments_order_tag" ON "order_shipments" USING btree ("order_id","tag");--> statement-breakpoint
CREATE INDEX "payments_order" ON "payments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "psp_sandbox_events_payment" ON "psp_sandbox_events" USING btree ("payment_id");