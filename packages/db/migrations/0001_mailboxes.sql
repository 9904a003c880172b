CREATE TABLE "companies" (
	"domain" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"url" text,
	"dsr_contact_email" text,
	"dsr_alternative_email" text,
	"deletion_url" text,
	"categories" text[] DEFAULT '{}'::text[] NOT NULL,
	"source" text NOT NULL,
	"is_verified" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "domain_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"connection_id" uuid NOT NULL,
	"domain" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"status_date" timestamp with time zone,
	"first_email_date" timestamp with time zone NOT NULL,
	"last_email_date" timestamp with time zone NOT NULL,
	"email_count" integer DEFAULT 0 NOT NULL,
	"dsr_recommendation" smallint DEFAULT 0 NOT NULL,
	"samples" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "domain_records_connectionId_domain_unique" UNIQUE("connection_id","domain")
);
--> statement-breakpoint
CREATE TABLE "mailbox_authorizations" (
	"state" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"session_id" text NOT NULL,
	"provider" text NOT NULL,
	"code_verifier" text NOT NULL,
	"purpose" text DEFAULT 'connect' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mailbox_connections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"provider" text NOT NULL,
	"address" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"scan_percentage" smallint DEFAULT 0 NOT NULL,
	"write_permission" smallint DEFAULT 0 NOT NULL,
	"needs_reconnect" boolean DEFAULT false NOT NULL,
	"sealed_credentials" text,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"scan_cursor" jsonb,
	"last_scanned_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mailbox_connections_userId_provider_address_unique" UNIQUE("user_id","provider","address")
);
--> statement-breakpoint
ALTER TABLE "domain_records" ADD CONSTRAINT "domain_records_connection_id_mailbox_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."mailbox_connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mailbox_authorizations" ADD CONSTRAINT "mailbox_authorizations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mailbox_authorizations" ADD CONSTRAINT "mailbox_authorizations_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mailbox_connections" ADD CONSTRAINT "mailbox_connections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "domain_records_connection_id_status_index" ON "domain_records" USING btree ("connection_id","status");--> statement-breakpoint
CREATE INDEX "mailbox_connections_user_id_index" ON "mailbox_connections" USING btree ("user_id");