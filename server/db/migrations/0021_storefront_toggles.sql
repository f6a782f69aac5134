CREATE TABLE "storefront_toggle_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"state" text NOT NULL,
	"toggles" jsonb NOT NULL,
	"preview_token" text,
	"staff_id" integer NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "storefront_toggle_versions_store_idx" ON "storefront_toggle_versions" USING btree ("store_id","state","id");