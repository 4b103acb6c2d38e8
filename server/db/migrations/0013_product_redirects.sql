CREATE TABLE "product_redirects" (
	"from_product_id" integer PRIMARY KEY NOT NULL,
	"to_product_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_redirects" ADD CONSTRAINT "product_redirects_to_product_id_products_id_fk" FOREIGN KEY ("to_product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_redirects_to_idx" ON "product_redirects" USING btree ("to_product_id");