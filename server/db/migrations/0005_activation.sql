CREATE TABLE "activation_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"store_id" integer NOT NULL,
	"giftcard_id" integer NOT NULL,
	"email" text NOT NULL,
	"locale" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"voucher_code" text NOT NULL,
	"activate_after" timestamp with time zone NOT NULL,
	"activated_at" timestamp with time zone,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activation_orders_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "activation_orders_voucher_code_unique" UNIQUE("voucher_code")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "activation_orders_one_live_per_card" ON "activation_orders" USING btree ("giftcard_id") WHERE "activation_orders"."status" in ('pending', 'activated');--> statement-breakpoint
CREATE INDEX "activation_orders_due" ON "activation_orders" USING btree ("status","activate_after");