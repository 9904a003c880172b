CREATE TABLE "deletion_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"domain_record_id" uuid NOT NULL,
	"connection_id" uuid NOT NULL,
	"domain" text NOT NULL,
	"recipient" text NOT NULL,
	"is_recipient_verified" boolean NOT NULL,
	"jurisdiction" text NOT NULL,
	"subject" text NOT NULL,
	"html" text NOT NULL,
	"status" text DEFAULT 'processing' NOT NULL,
	"failure_reason" text,
	"send_attempted_at" timestamp with time zone,
	"needs_confirmation" boolean DEFAULT false NOT NULL,
	"provider_message_id" text,
	"provider_thread_id" text,
	"sent_at" timestamp with time zone,
	"due_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "deletion_requests" ADD CONSTRAINT "deletion_requests_domain_record_id_domain_records_id_fk" FOREIGN KEY ("domain_record_id") REFERENCES "public"."domain_records"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deletion_requests" ADD CONSTRAINT "deletion_requests_connection_id_mailbox_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."mailbox_connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deletion_requests_one_open_idx" ON "deletion_requests" USING btree ("domain_record_id") WHERE status in ('processing', 'initiated');--> statement-breakpoint
CREATE INDEX "deletion_requests_connection_id_status_index" ON "deletion_requests" USING btree ("connection_id","status");