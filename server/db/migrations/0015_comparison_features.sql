CREATE TABLE "click_counts" (
	"day" date NOT NULL,
	"merchant_id" integer NOT NULL,
	"offer_id" integer,
	"clicks" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "click_counts_key" UNIQUE NULLS NOT DISTINCT("day","merchant_id","offer_id")
);
--> statement-breakpoint
CREATE TABLE "deal_digests" (
	"week_start" date PRIMARY KEY NOT NULL,
	"deal_count" integer NOT NULL,
	"recipients" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "price_alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"email" text NOT NULL,
	"kind" text NOT NULL,
	"target_price" numeric(12, 2),
	"status" text DEFAULT 'pending' NOT NULL,
	"confirm_token_hash" text,
	"unsubscribe_token" text NOT NULL,
	"armed" boolean DEFAULT true NOT NULL,
	"fired_count" integer DEFAULT 0 NOT NULL,
	"last_fired_at" timestamp with time zone,
	"source_path" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmation_sent_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone,
	CONSTRAINT "price_alerts_unsubscribe_token_unique" UNIQUE("unsubscribe_token")
);
--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "click_counts" ADD CONSTRAINT "click_counts_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "click_counts" ADD CONSTRAINT "click_counts_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_alerts" ADD CONSTRAINT "price_alerts_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "click_counts_merchant_day_idx" ON "click_counts" USING btree ("merchant_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "price_alerts_email_product_kind_idx" ON "price_alerts" USING btree ("email","product_id","kind");--> statement-breakpoint
CREATE INDEX "price_alerts_product_status_idx" ON "price_alerts" USING btree ("product_id","status");--> statement-breakpoint
CREATE INDEX "price_alerts_confirm_token_idx" ON "price_alerts" USING btree ("confirm_token_hash");