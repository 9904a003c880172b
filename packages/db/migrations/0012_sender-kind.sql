CREATE TABLE "sender_corrections" (
	"user_id" text NOT NULL,
	"domain" text NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sender_corrections_user_id_domain_pk" PRIMARY KEY("user_id","domain")
);
--> statement-breakpoint
ALTER TABLE "sender_corrections" ADD CONSTRAINT "sender_corrections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "domain_records" ADD COLUMN "looks_personal" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "domain_records" ADD COLUMN "kind_correction" text;--> statement-breakpoint
DROP INDEX IF EXISTS "domain_records_list_order_idx";--> statement-breakpoint
ALTER TABLE "domain_records" DROP COLUMN "tile";--> statement-breakpoint
ALTER TABLE "domain_records" ADD COLUMN "tile" text GENERATED ALWAYS AS (case when status in ('pending', 'needed') and coalesce(kind_correction = 'person', looks_personal) then 'person' when status in ('pending', 'needed') then 'pending' when status = 'reclaimed' then 'reclaimed' else 'initiated' end) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "domain_records_list_order_idx" ON "domain_records" USING btree ("connection_id","tile","list_rank","sort_date" DESC NULLS LAST,"domain");
