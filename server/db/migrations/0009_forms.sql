CREATE TABLE "enquiries" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"source_path" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"fields" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "form_attempts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"form" text NOT NULL,
	"client_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"list" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"confirm_token_hash" text,
	"unsubscribe_token" text NOT NULL,
	"source_path" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmation_sent_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone,
	CONSTRAINT "subscriptions_unsubscribe_token_unique" UNIQUE("unsubscribe_token")
);
--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "unsubscribe_url" text;--> statement-breakpoint
CREATE INDEX "enquiries_created_idx" ON "enquiries" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "form_attempts_lookup_idx" ON "form_attempts" USING btree ("form","client_key","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_email_list_idx" ON "subscriptions" USING btree ("email","list");--> statement-breakpoint
CREATE INDEX "subscriptions_confirm_token_idx" ON "subscriptions" USING btree ("confirm_token_hash");