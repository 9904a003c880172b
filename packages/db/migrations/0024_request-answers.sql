CREATE TABLE "request_answers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"detail" text,
	"via" text NOT NULL,
	"said_at" timestamp with time zone NOT NULL,
	"outcome" text NOT NULL,
	"outcome_reason" text,
	"due_at" timestamp with time zone,
	"is_late_extension" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "domain_records" ADD COLUMN "request_outcome" text;--> statement-breakpoint
ALTER TABLE "domain_records" ADD COLUMN "request_outcome_reason" text;--> statement-breakpoint
ALTER TABLE "deletion_requests" ADD COLUMN "outcome" text DEFAULT 'open' NOT NULL;--> statement-breakpoint
ALTER TABLE "deletion_requests" ADD COLUMN "outcome_reason" text;--> statement-breakpoint
ALTER TABLE "request_answers" ADD CONSTRAINT "request_answers_request_id_deletion_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."deletion_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_answers" ADD CONSTRAINT "request_answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "request_answers_request_id_created_at_index" ON "request_answers" USING btree ("request_id","created_at");--> statement-breakpoint
CREATE INDEX "request_answers_user_id_index" ON "request_answers" USING btree ("user_id");