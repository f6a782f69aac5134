CREATE TABLE "redeem_debits" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"giftcard_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"refunded" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "redeem_session_cards" (
	"session_id" integer NOT NULL,
	"giftcard_id" integer NOT NULL,
	"position" integer NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "redeem_session_cards_session_id_giftcard_id_pk" PRIMARY KEY("session_id","giftcard_id")
);
--> statement-breakpoint
CREATE TABLE "redeem_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"store_id" integer NOT NULL,
	"order_uuid" text,
	"shop_page" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "redeem_sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "order_packages" ADD COLUMN "redeem_group" text;--> statement-breakpoint
ALTER TABLE "redeem_session_cards" ADD CONSTRAINT "redeem_session_cards_session_id_redeem_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."redeem_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "redeem_debits_order_card" ON "redeem_debits" USING btree ("order_id","giftcard_id");--> statement-breakpoint
CREATE INDEX "redeem_debits_card" ON "redeem_debits" USING btree ("giftcard_id");