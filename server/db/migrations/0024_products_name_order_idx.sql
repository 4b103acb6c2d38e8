-- Name-sorted listings (the default of /building-supplies) read their page in this order and stop after one page,
-- instead of sorting every product of the category by name per view (issue 15). The columns are exactly the
-- listing's ORDER BY (server/catalog/list-products.server.ts: lower(name), id): any other expression is not served.
CREATE INDEX "products_name_order_idx" ON "products" USING btree (lower("name"),"id");
