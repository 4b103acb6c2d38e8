import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import type { Database } from "../db/client.server.ts";
import { testDatabases } from "../../tests/setup/test-databases.ts";
import { createListedProduct, createMerchant, hideProduct } from "../../tests/setup/factories.ts";
import { rebuildSearchIndex } from "./rebuild-search-index.server.ts";
import { cachedSearchProducts, forgetCatalogueVersionCheck } from "./cached-search.server.ts";
import type { SearchRequest } from "./search-products.server.ts";

const REQUEST: SearchRequest = { q: "cement", sort: "relevance", category: null, limit: 20, offset: 0 };
const CACHE_SECONDS = 300;

for (const engine of testDatabases()) {
  describe(`cached search answers (${engine.name})`, () => {
    let database: Database;
    let productId: number;

    beforeAll(async () => {
      database = await engine.open();
      const merchant = await createMerchant(database.db, { slug: "alpha", name: "Alpha Builders" });
      const product = await createListedProduct(database.db, { name: "Portland Cement 25kg", category: "cement" }, [
        { merchantId: merchant.id, price: 6.5 },
      ]);
      productId = product.id;
      await rebuildSearchIndex(database.db);
    });

    afterAll(async () => {
      await database?.close();
    });

    it("reuses an answer while the catalogue is unchanged", async () => {
      forgetCatalogueVersionCheck(database.db);
      const first = await cachedSearchProducts(database.db, REQUEST, CACHE_SECONDS);
      forgetCatalogueVersionCheck(database.db);
      const second = await cachedSearchProducts(database.db, REQUEST, CACHE_SECONDS);
      expect(second).toBe(first);
    });

    it("answers afresh once an offer's price changes", async () => {
      const before = await cachedSearchProducts(database.db, REQUEST, CACHE_SECONDS);
      expect(before.results[0]?.lowestPrice).toBe(6.5);
      await database.db.execute(sql`update offers set price = 5.99 where product_id = ${productId}`);
      forgetCatalogueVersionCheck(database.db);
      const after = await cachedSearchProducts(database.db, REQUEST, CACHE_SECONDS);
      expect(after.results[0]?.offers[0]?.price).toBe(5.99);
    });

    it("drops a product from answers as soon as it is hidden", async () => {
      expect((await cachedSearchProducts(database.db, REQUEST, CACHE_SECONDS)).total).toBe(1);
      await hideProduct(database.db, productId);
      forgetCatalogueVersionCheck(database.db);
      expect((await cachedSearchProducts(database.db, REQUEST, CACHE_SECONDS)).total).toBe(0);
    });
  });
}
