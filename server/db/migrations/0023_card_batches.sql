CREATE TABLE "giftcard_batches" (
	"id" text PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"programme" text NOT NULL,
	"value_cents" integer NOT NULL,
	"count" integer NOT NULL,
	"staff_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sealed_csv" text,
	"taken_at" timestamp with time zone
);
