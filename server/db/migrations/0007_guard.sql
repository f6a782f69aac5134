CREATE TABLE "captcha_spent" (
	"signature" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "guard_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"points" integer NOT NULL,
	"expire" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "captcha_spent_expires" ON "captcha_spent" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "guard_counters_expire" ON "guard_counters" USING btree ("expire");