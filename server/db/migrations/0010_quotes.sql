CREATE TABLE "quote_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"locale" text NOT NULL,
	"company_name" text NOT NULL,
	"contact_name" text NOT NULL,
	"email" text NOT NULL,
	"phone_country" text NOT NULL,
	"phone_number" text NOT NULL,
	"vat_number" text NOT NULL,
	"message" text NOT NULL,
	"remark" text,
	"product_id" integer,
	"product_title" text,
	"quantity" integer,
	"value_cents" integer,
	"client_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "quote_requests_client_recent" ON "quote_requests" USING btree ("client_hash","created_at");