ALTER TABLE "domain_records" ADD COLUMN "request_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "domain_records" ADD COLUMN "request_failure_reason" text;