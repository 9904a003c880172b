CREATE TABLE "company_answer_figures" (
	"domain" text PRIMARY KEY NOT NULL,
	"people" integer NOT NULL,
	"requests" integer NOT NULL,
	"settled" integer NOT NULL,
	"answered_on_time" integer NOT NULL,
	"fulfilled" integer NOT NULL,
	"median_days_to_answer" integer,
	"unreliable_contacts" text[] NOT NULL,
	"computed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "deletion_requests" ADD COLUMN "first_replied_at" timestamp with time zone;--> statement-breakpoint
-- Until now the reply a card showed was the first one, but for an answered request seen again.
UPDATE "deletion_requests" SET "first_replied_at" = "replied_at" WHERE "replied_at" IS NOT NULL;