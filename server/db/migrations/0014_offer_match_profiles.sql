ALTER TABLE "offers" ADD COLUMN "match_profile" jsonb;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "match_blocks" text[];--> statement-breakpoint
CREATE INDEX "offers_match_blocks_idx" ON "offers" USING gin ("match_blocks");