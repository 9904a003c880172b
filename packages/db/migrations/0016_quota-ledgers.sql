CREATE TABLE "quota_ledgers" (
	"key" text NOT NULL,
	"process" text NOT NULL,
	"charges" jsonb NOT NULL,
	"held_until" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "quota_ledgers_key_process_pk" PRIMARY KEY("key","process")
);
