CREATE TABLE "job_lanes" (
	"queue" text NOT NULL,
	"lane" text NOT NULL,
	"last_started_at" timestamp with time zone NOT NULL,
	CONSTRAINT "job_lanes_queue_lane_pk" PRIMARY KEY("queue","lane")
);
