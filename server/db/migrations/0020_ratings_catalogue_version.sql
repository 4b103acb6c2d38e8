-- The merchant ratings (server/merchants/list-merchant-ratings.server.ts) are read again only when the catalogue
-- version moves (decision 029), so every table they read must move it. Offers, products and merchants already do
-- (0010); hiding a product and name exclusions did only through search_documents, and a feed import that changed
-- no offer (an identical feed re-applied, which still counts for freshness) did not at all.
CREATE TRIGGER "hidden_products_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "hidden_products"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
--> statement-breakpoint
CREATE TRIGGER "name_exclusions_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "name_exclusions"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
--> statement-breakpoint
CREATE TRIGGER "feed_imports_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "feed_imports"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
