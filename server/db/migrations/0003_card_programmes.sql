ALTER TABLE "giftcards" ADD COLUMN "activation_value_cents" integer;--> statement-breakpoint
ALTER TABLE "giftcards" ADD COLUMN "shop_page" text;