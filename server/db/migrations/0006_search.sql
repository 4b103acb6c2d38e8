CREATE TABLE "search_documents" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"document" "tsvector" NOT NULL,
	"name_key" text NOT NULL,
	"sizes" text[] DEFAULT '{}'::text[] NOT NULL,
	"words" text[] DEFAULT '{}'::text[] NOT NULL,
	"category" text NOT NULL,
	"lowest_price" numeric(12, 2),
	"highest_price" numeric(12, 2),
	"merchant_count" integer DEFAULT 0 NOT NULL,
	"in_stock_count" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_index_state" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" text NOT NULL,
	"rebuilt_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_terms" (
	"term" text PRIMARY KEY NOT NULL,
	"product_count" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "search_documents" ADD CONSTRAINT "search_documents_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_documents_document_idx" ON "search_documents" USING gin ("document");--> statement-breakpoint
CREATE INDEX "search_documents_sizes_idx" ON "search_documents" USING gin ("sizes");--> statement-breakpoint
CREATE INDEX "search_documents_category_idx" ON "search_documents" USING btree ("category");--> statement-breakpoint
CREATE INDEX "search_terms_trgm_idx" ON "search_terms" USING gist ("term" gist_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_terms_prefix_idx" ON "search_terms" USING btree ("term" text_pattern_ops);