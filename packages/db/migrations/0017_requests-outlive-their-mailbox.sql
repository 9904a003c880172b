ALTER TABLE "mailbox_connections" ADD COLUMN "disconnected_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "deletion_requests" ADD COLUMN "user_id" text;--> statement-breakpoint
UPDATE "deletion_requests" SET "user_id" = "mailbox_connections"."user_id" FROM "mailbox_connections" WHERE "mailbox_connections"."id" = "deletion_requests"."connection_id";--> statement-breakpoint
ALTER TABLE "deletion_requests" ALTER COLUMN "user_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "deletion_requests" ADD CONSTRAINT "deletion_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deletion_requests_user_id_domain_index" ON "deletion_requests" USING btree ("user_id","domain");
