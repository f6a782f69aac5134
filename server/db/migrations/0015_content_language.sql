DROP INDEX "content_documents_store_key";--> statement-breakpoint
DROP INDEX "content_pages_store_kind_slug";--> statement-breakpoint
ALTER TABLE "content_blocks" ADD COLUMN "language" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "content_documents" ADD COLUMN "language" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "content_pages" ADD COLUMN "language" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "content_documents_store_key" ON "content_documents" USING btree ("store_id","key","language");--> statement-breakpoint
CREATE UNIQUE INDEX "content_pages_store_kind_slug" ON "content_pages" USING btree ("store_id","kind","slug","language");