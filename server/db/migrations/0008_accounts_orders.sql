ALTER TABLE "orders" ADD COLUMN "customer_id" integer;--> statement-breakpoint
CREATE INDEX "orders_customer" ON "orders" USING btree ("customer_id","status");