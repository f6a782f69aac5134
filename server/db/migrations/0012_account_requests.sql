CREATE TABLE "account_requests" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"email" text NOT NULL,
	"customer_id" integer,
	"password_hash" text,
	"profile" jsonb,
	"order_uuid" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "account_requests" ADD CONSTRAINT "account_requests_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_requests_email" ON "account_requests" USING btree ("store_id","email");--> statement-breakpoint
CREATE INDEX "account_requests_expires" ON "account_requests" USING btree ("expires_at");