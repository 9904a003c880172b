ALTER TABLE "domain_records" ADD COLUMN "request_reminder_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "deletion_requests" ADD COLUMN "reminder_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "deletion_requests" ADD COLUMN "reminder_subject" text;--> statement-breakpoint
ALTER TABLE "deletion_requests" ADD COLUMN "reminder_html" text;--> statement-breakpoint
ALTER TABLE "deletion_requests" ADD COLUMN "reminder_attempted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "deletion_requests" ADD COLUMN "reminder_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "deletion_requests" ADD COLUMN "reminder_failure_reason" text;