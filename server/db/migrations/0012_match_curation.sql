CREATE TABLE "match_pins" (
	"merchant_id" integer NOT NULL,
	"merchant_item_id" text NOT NULL,
	"product_id" integer NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "match_pins_merchant_id_merchant_item_id_pk" PRIMARY KEY("merchant_id","merchant_item_id")
);
--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "match_inputs" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "product_keys" ADD COLUMN "format_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "match_pins" ADD CONSTRAINT "match_pins_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_pins" ADD CONSTRAINT "match_pins_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "match_pins_product_idx" ON "match_pins" USING btree ("product_id");--> statement-breakpoint
-- Rows now carry variant attributes (and match_inputs stores them): the next import of every feed reads every row again.
UPDATE "offers" SET "content_hash" = '';
--> statement-breakpoint
UPDATE "feed_imports" SET "content_sha256" = NULL;
