CREATE TABLE "content_page_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"page_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"state" text NOT NULL,
	"fields" jsonb NOT NULL,
	"preview_token" text,
	"staff_id" integer,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "content_page_versions" ADD CONSTRAINT "content_page_versions_page_id_content_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."content_pages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_page_versions_page_idx" ON "content_page_versions" USING btree ("page_id","id");