ALTER TABLE "mailbox_connections" ADD COLUMN "address_proved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mailbox_connections" ADD COLUMN "address_code_hash" text;--> statement-breakpoint
ALTER TABLE "mailbox_connections" ADD COLUMN "address_code_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mailbox_connections" ADD COLUMN "address_code_attempts" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The demo mailbox is Reclaim's own and delivers only to the local outbox: proved by construction.
-- Every other mailbox connected before is asked for the code mailed to its address before it
-- sends again (decision 46).
UPDATE "mailbox_connections" SET "address_proved_at" = "created_at" WHERE "provider" = 'demo';
