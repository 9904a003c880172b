CREATE TABLE "bounced_recipients" (
	"user_id" text NOT NULL,
	"domain" text NOT NULL,
	"address" text NOT NULL,
	"reason" text NOT NULL,
	"bounced_at" timestamp with time zone NOT NULL,
	CONSTRAINT "bounced_recipients_user_id_domain_address_pk" PRIMARY KEY("user_id","domain","address")
);
--> statement-breakpoint
ALTER TABLE "domain_records" ADD COLUMN "request_bounced_recipient" text;--> statement-breakpoint
ALTER TABLE "bounced_recipients" ADD CONSTRAINT "bounced_recipients_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;