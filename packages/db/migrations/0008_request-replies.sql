ALTER TABLE "domain_records" ADD COLUMN "request_replied_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "domain_records" ADD COLUMN "request_reply_subject" text;--> statement-breakpoint
ALTER TABLE "deletion_requests" ADD COLUMN "replied_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "deletion_requests" ADD COLUMN "reply_subject" text;--> statement-breakpoint
ALTER TABLE "deletion_requests" ADD COLUMN "checked_at" timestamp with time zone;