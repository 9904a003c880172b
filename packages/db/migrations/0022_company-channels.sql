ALTER TABLE "companies" ADD COLUMN "countries" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "preferred_channel" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "web_form_url" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "required_identity" jsonb DEFAULT '[]'::jsonb NOT NULL;