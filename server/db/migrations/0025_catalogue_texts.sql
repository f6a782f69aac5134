CREATE TABLE "catalog_texts" (
	"store_id" integer NOT NULL,
	"language" text NOT NULL,
	"kind" text NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"description" text,
	CONSTRAINT "catalog_texts_store_id_language_kind_slug_pk" PRIMARY KEY("store_id","language","kind","slug")
);
