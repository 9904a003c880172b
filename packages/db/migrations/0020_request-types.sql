DROP INDEX "deletion_requests_one_open_idx";--> statement-breakpoint
ALTER TABLE "deletion_requests" ADD COLUMN "request_type" text DEFAULT 'erasure' NOT NULL;--> statement-breakpoint
ALTER TABLE "deletion_requests" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "deletion_requests_one_open_per_type_idx" ON "deletion_requests" USING btree ("domain_record_id","request_type") WHERE status in ('processing', 'initiated');