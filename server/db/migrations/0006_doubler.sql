CREATE TABLE "doubler_draws" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"month" text NOT NULL,
	"seed" text NOT NULL,
	"seed_hash" text NOT NULL,
	"committed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"draw_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"drawn_at" timestamp with time zone,
	"winner_entry_id" integer,
	"prize_cents" integer,
	"balance_after_cents" integer,
	"currency" text NOT NULL,
	CONSTRAINT "doubler_draws_store_month" UNIQUE("store_id","month")
);
--> statement-breakpoint
CREATE TABLE "doubler_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"draw_id" integer NOT NULL,
	"giftcard_id" integer NOT NULL,
	"masked_number" text NOT NULL,
	"email" text NOT NULL,
	"consent_at" timestamp with time zone NOT NULL,
	"source" text NOT NULL,
	"skip_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "doubler_entries_draw_card" UNIQUE("draw_id","giftcard_id")
);
--> statement-breakpoint
ALTER TABLE "doubler_entries" ADD CONSTRAINT "doubler_entries_draw_id_doubler_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."doubler_draws"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "doubler_entries_card" ON "doubler_entries" USING btree ("giftcard_id");