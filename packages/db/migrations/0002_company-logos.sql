CREATE TABLE "company_logos" (
	"domain" text PRIMARY KEY NOT NULL,
	"content_type" text,
	"image" "bytea",
	"failure" text,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	"retry_after" timestamp with time zone
);
