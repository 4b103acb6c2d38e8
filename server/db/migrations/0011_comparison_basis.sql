ALTER TABLE "feed_imports" ADD COLUMN "rows_warned" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "feed_rejections" ADD COLUMN "severity" text DEFAULT 'rejected' NOT NULL;--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "feed_currency" text;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "sale_starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "sale_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "unit_quantity" numeric;--> statement-breakpoint
ALTER TABLE "search_documents" ADD COLUMN "lowest_total" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "search_documents" ADD COLUMN "lowest_unit_price" numeric(14, 4);--> statement-breakpoint
ALTER TABLE "search_documents" ADD COLUMN "unit_label" text;--> statement-breakpoint
-- 'Available' now means 'can be ordered now'; every stored value was read by the old rules.
UPDATE "offers" SET "available" = "availability" IN ('in_stock', 'preorder', 'backorder');
--> statement-breakpoint
-- Quantities in the product's unit basis, where the offer's own unit price was in that unit.
UPDATE "offers" o SET "unit_quantity" = round(least(o."price", coalesce(o."sale_price", o."price")) / o."unit_price", 4)
FROM "products" p
WHERE p."id" = o."product_id" AND o."unit_price" > 0 AND o."unit_label" = CASE p."measure_unit"
  WHEN 'kg' THEN 'per kg' WHEN 'm' THEN 'per m' WHEN 'm2' THEN 'per m²' WHEN 'm3' THEN 'per m³' WHEN 'item' THEN 'each' END;
--> statement-breakpoint
-- Feed rules changed (currency, availability, sale dates, text): the next import of every feed reads every row again.
UPDATE "offers" SET "content_hash" = '';
--> statement-breakpoint
UPDATE "feed_imports" SET "content_sha256" = NULL;
