-- The feed registry (issue 16, decision 041): one row per merchant whose feed the scheduler fetches. The row is the
-- truth about when the feed is next due; any number of processes read it, and a per-merchant lock
-- (server/feeds/merchant-run-lock.server.ts) lets only one of them run a merchant at a time.
CREATE TABLE "feed_sources" (
  "merchant_slug" text PRIMARY KEY,
  "url" text NOT NULL,
  -- Exactly one of the two: a fixed interval, or a cron pattern read in Europe/London time.
  "every_seconds" integer,
  "cron" text,
  "feed_currency" text,
  "allow_http" boolean NOT NULL DEFAULT false,
  "next_due_at" timestamptz NOT NULL,
  -- The validators of the last imported response, and what they were stored under (row rules, key format,
  -- currency): after a rules change the next fetch is unconditional, so the feed is read again.
  "etag" text,
  "last_modified" text,
  "validators_for" text,
  "last_import_id" integer,
  "last_attempt_at" timestamptz,
  "last_outcome" text,
  "last_success_at" timestamptz,
  "last_failure_at" timestamptz,
  "last_error" text,
  "consecutive_failures" integer NOT NULL DEFAULT 0,
  -- Set when the operator was e-mailed about the current run of failures: one e-mail per run of failures.
  "failure_notified_at" timestamptz,
  -- Informational only (feeds status): the lock, not this column, keeps two runs apart.
  "running_since" timestamptz,
  "running_by" text,
  "created_at" timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT "feed_sources_one_schedule" CHECK (("every_seconds" IS NULL) <> ("cron" IS NULL))
);
--> statement-breakpoint
CREATE INDEX "feed_sources_next_due_idx" ON "feed_sources" ("next_due_at");
