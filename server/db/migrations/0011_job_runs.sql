CREATE TABLE "job_runs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "job_runs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"job" text NOT NULL,
	"period" text NOT NULL,
	"status" text NOT NULL,
	"claimed_by" text NOT NULL,
	"lease_until" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 1 NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"outcome" jsonb,
	"error" text,
	CONSTRAINT "job_runs_status" CHECK ("job_runs"."status" in ('running', 'done', 'failed'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "job_runs_job_period" ON "job_runs" USING btree ("job","period");--> statement-breakpoint
CREATE INDEX "job_runs_job_started" ON "job_runs" USING btree ("job","started_at");