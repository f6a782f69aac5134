CREATE TABLE "content_document_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"document_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"state" text NOT NULL,
	"data" jsonb NOT NULL,
	"preview_token" text,
	"staff_id" integer,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "content_document_versions" ADD CONSTRAINT "content_document_versions_document_id_content_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."content_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_document_versions_document_idx" ON "content_document_versions" USING btree ("document_id","id");