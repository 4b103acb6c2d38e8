ALTER TABLE "search_documents" ADD COLUMN "visible" boolean DEFAULT true NOT NULL;--> statement-breakpoint
-- Curation changes reach search at once: hiding or unhiding one product updates its row; adding,
-- changing or removing a name exclusion re-evaluates every row (exclusions are rare, a few a year).
CREATE FUNCTION "search_document_visibility"("target" integer) RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT NOT EXISTS (SELECT 1 FROM hidden_products hp WHERE hp.product_id = target)
    AND NOT EXISTS (SELECT 1 FROM name_exclusions ne, products p
      WHERE p.id = target AND position(lower(ne.phrase) in lower(p.name)) > 0)
$$;
--> statement-breakpoint
CREATE FUNCTION "search_documents_hidden_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE search_documents SET visible = search_document_visibility(product_id)
    WHERE product_id = COALESCE(NEW.product_id, OLD.product_id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "search_documents_exclusions_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE search_documents d SET visible = search_document_visibility(d.product_id)
    WHERE d.visible IS DISTINCT FROM search_document_visibility(d.product_id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "hidden_products_search_visibility" AFTER INSERT OR UPDATE OR DELETE ON "hidden_products"
  FOR EACH ROW EXECUTE FUNCTION search_documents_hidden_changed();
--> statement-breakpoint
CREATE TRIGGER "name_exclusions_search_visibility" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "name_exclusions"
  FOR EACH STATEMENT EXECUTE FUNCTION search_documents_exclusions_changed();
--> statement-breakpoint
UPDATE search_documents SET visible = search_document_visibility(product_id);
--> statement-breakpoint
-- Searches read these indexes on every request; with GIN's pending list, each import's updates
-- would be scanned linearly by every search until the next vacuum. Writes pay instead.
ALTER INDEX "search_documents_document_idx" SET (fastupdate = off);
--> statement-breakpoint
ALTER INDEX "search_documents_sizes_idx" SET (fastupdate = off);
