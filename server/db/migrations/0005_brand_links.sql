CREATE TABLE "brand_links" (
	"brand_a" text NOT NULL,
	"brand_b" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "brand_links_brand_a_brand_b_pk" PRIMARY KEY("brand_a","brand_b")
);
