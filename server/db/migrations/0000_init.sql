CREATE TABLE "catalog_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"icon" text NOT NULL,
	"description" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog_locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"street" text NOT NULL,
	"house_number" text NOT NULL,
	"post_code" text NOT NULL,
	"city" text NOT NULL,
	"province" text NOT NULL,
	"lat" double precision NOT NULL,
	"lon" double precision NOT NULL,
	"phone" text NOT NULL,
	"website" text
);
--> statement-breakpoint
CREATE TABLE "catalog_product_categories" (
	"product_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "catalog_product_categories_product_id_category_id_pk" PRIMARY KEY("product_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "catalog_product_types" (
	"product_id" integer NOT NULL,
	"type_id" integer NOT NULL,
	CONSTRAINT "catalog_product_types_product_id_type_id_pk" PRIMARY KEY("product_id","type_id")
);
--> statement-breakpoint
CREATE TABLE "catalog_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"brand" text NOT NULL,
	"description" text NOT NULL,
	"product_type" text NOT NULL,
	"background_color" text NOT NULL,
	"text_color" text NOT NULL,
	"show_hand" boolean DEFAULT false NOT NULL,
	"show_shadow" boolean DEFAULT true NOT NULL,
	"third_party" boolean DEFAULT false NOT NULL,
	"contains_wine" boolean DEFAULT false NOT NULL,
	"choice_option" boolean DEFAULT false NOT NULL,
	"test_card" boolean DEFAULT false NOT NULL,
	"redeem_min_cents" integer,
	"redeem_max_cents" integer,
	"popularity" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog_variations" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"kind" text NOT NULL,
	"sku" text NOT NULL,
	"fixed_values_cents" integer[],
	"min_cents" integer NOT NULL,
	"max_cents" integer NOT NULL,
	CONSTRAINT "catalog_variations_sku_unique" UNIQUE("sku")
);
--> statement-breakpoint
CREATE TABLE "content_blocks" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"queue_id" text NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"taxonomy" text,
	"data" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"key" text NOT NULL,
	"data" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"kind" text NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"hero_title" text,
	"excerpt" text,
	"body" jsonb NOT NULL,
	"background_color" text,
	"product_slugs" jsonb,
	"meta_title" text,
	"meta_description" text,
	"noindex" integer DEFAULT 0 NOT NULL,
	"published_on" text
);
--> statement-breakpoint
ALTER TABLE "catalog_locations" ADD CONSTRAINT "catalog_locations_product_id_catalog_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."catalog_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_product_categories" ADD CONSTRAINT "catalog_product_categories_product_id_catalog_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."catalog_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_product_categories" ADD CONSTRAINT "catalog_product_categories_category_id_catalog_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."catalog_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_product_types" ADD CONSTRAINT "catalog_product_types_product_id_catalog_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."catalog_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_product_types" ADD CONSTRAINT "catalog_product_types_type_id_catalog_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."catalog_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_variations" ADD CONSTRAINT "catalog_variations_product_id_catalog_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."catalog_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "catalog_categories_store_slug" ON "catalog_categories" USING btree ("store_id","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "catalog_types_store_slug" ON "catalog_types" USING btree ("store_id","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "catalog_locations_product_slug" ON "catalog_locations" USING btree ("product_id","slug");--> statement-breakpoint
CREATE INDEX "catalog_pc_category" ON "catalog_product_categories" USING btree ("category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "catalog_products_store_slug" ON "catalog_products" USING btree ("store_id","slug");--> statement-breakpoint
CREATE INDEX "catalog_variations_product" ON "catalog_variations" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "content_documents_store_key" ON "content_documents" USING btree ("store_id","key");--> statement-breakpoint
CREATE UNIQUE INDEX "content_pages_store_kind_slug" ON "content_pages" USING btree ("store_id","kind","slug");