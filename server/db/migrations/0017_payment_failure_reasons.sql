ALTER TABLE "payments" ALTER COLUMN "provider_ref" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "failure_reason" text;--> statement-breakpoint
ALTER TABLE "psp_sandbox_payments" ADD COLUMN "failure_reason" text;