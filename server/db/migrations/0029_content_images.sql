CREATE TABLE "content_image_files" (
	"image_id" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"data" "bytea" NOT NULL,
	CONSTRAINT "content_image_files_image_id_width_pk" PRIMARY KEY("image_id","width")
);
--> statement-breakpoint
CREATE TABLE "content_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"public_id" text NOT NULL,
	"store_id" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"staff_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_images_public_id_unique" UNIQUE("public_id")
);
--> statement-breakpoint
ALTER TABLE "content_pages" ADD COLUMN "image" jsonb;--> statement-breakpoint
ALTER TABLE "content_image_files" ADD CONSTRAINT "content_image_files_image_id_content_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."content_images"("id") ON DELETE no action ON UPDATE no action;