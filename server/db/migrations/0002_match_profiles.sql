ALTER TABLE "products" ADD COLUMN "match_profile" jsonb;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "match_blocks" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "products_match_blocks_idx" ON "products" USING gin ("match_blocks");