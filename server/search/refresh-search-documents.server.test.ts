import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { Database } from "../db/client.server.ts";
import { offers } from "../db/schema.ts";
import { testDatabases } from "../../tests/setup/test-databases.ts";
import { writeTsvFeed, type FeedItem } from "../../tests/setup/feed-files.ts";
import { createListedProduct, createMerchant, createOffer } from "../../tests/setup/factories.ts";
import { hideProduct, unhideProduct } from "../curation/product-visibility.server.ts";
import { addNameExclusion, removeNameExclusion } from "../curation/name-exclusions.server.ts";
import { importFeed } from "../ingest/import-feed.server.ts";
import { ensureSearchIndex, rebuildSearchIndex } from "./rebuild-search-index.server.ts";
import { refreshSearchDocuments } from "./refresh-search-documents.server.ts";
import { searchProducts } from "./search-products.server.ts";

const ballast: FeedItem = { id: "BAL-1", title: "All-in Ballast 850kg Bulk Bag", price: "62.00 GBP" };
const sand: FeedItem = { id: "SAND-1", title: "Sharp Sand 25kg Bag", price: "4.50 GBP" };
const board: FeedItem = {
  id: "PB-1",
  title: "Gyproc WallBoard Tapered Edge Plasterboard 2400mm x 1200mm x 12.5mm",
  price: "9.98 GBP",
  brand: "British Gypsum",
};

describe.each(testDatabases())("search index upkeep on $name", (engine) => {
  let database: Database;
  beforeEach(async () => {
    database = await engine.open();
  });
  afterEach(async () => {
    await database.close();
  });

  const search = (q: string) =>
    searchProducts(database.db, { q, sort: "relevance", category: null, limit: 20, offset: 0 });
  const importAs = (slug: string, items: FeedItem[]) =>
    importFeed(database.db, { merchant: { slug, name: slug.toUpperCase() }, sources: [writeTsvFeed(items)] });

  it("applies curation to an indexed product at once, without a rebuild", async () => {
    await importAs("alpha", [ballast, sand, board]);
    const [product] = (await search("ballast")).results;
    expect(product).toBeDefined();

    await hideProduct(database.db, product!.id, "test");
    expect((await search("ballast")).total).toBe(0);
    await unhideProduct(database.db, product!.id);
    expect((await search("ballast")).results.map((r) => r.id)).toEqual([product!.id]);

    await addNameExclusion(database.db, "ALL-IN BALLAST");
    expect((await search("ballast")).total).toBe(0);
    expect((await search("sharp sand")).total).toBe(1);
    await removeNameExclusion(database.db, "all-in ballast");
    expect((await search("ballast")).total).toBe(1);
  });

  it("makes imported products searchable at once, and keeps their prices current", async () => {
    await importAs("alpha", [ballast, sand, board]);
    const first = await search("ballast");
    expect(first.results.map((r) => r.name)).toEqual([ballast.title]);
    expect(first.results[0]).toMatchObject({ lowestPrice: 62, highestPrice: 62, merchantCount: 1 });
    expect((await search("sheetrock")).results.map((r) => r.name)).toEqual([board.title]);
    expect((await search("shrap sand")).results.map((r) => r.name)).toContain(sand.title);

    await importAs("alpha", [{ ...ballast, price: "55.00 GBP" }, sand, board]);
    expect((await search("ballast")).results[0]).toMatchObject({ lowestPrice: 55, highestPrice: 55 });

    await importAs("beta", [{ ...ballast, id: "B-77", title: "All In Ballast Bulk Bag 850kg", price: "58.50 GBP" }]);
    const two = (await search("ballast")).results;
    expect(two).toHaveLength(1);
    expect(two[0]).toMatchObject({ lowestPrice: 55, highestPrice: 58.5, merchantCount: 2 });
    expect(two[0]!.offers.map((o) => [o.merchantSlug, o.price])).toEqual([
      ["alpha", 55],
      ["beta", 58.5],
    ]);
  });

  it("finds a new product by a word searched in vain just before its import", async () => {
    await importAs("alpha", [sand]);
    expect((await search("hanson")).total).toBe(0);
    await importAs("alpha", [sand, { id: "HC-1", title: "Hanson Multicem Cement 25kg", price: "7.20 GBP" }]);
    expect((await search("hanson")).results.map((r) => r.name)).toEqual(["Hanson Multicem Cement 25kg"]);
  });

  it("drops an offer gone from its feed from the product's prices", async () => {
    await importAs("alpha", [ballast]);
    await importAs("beta", [{ ...ballast, id: "B-77", price: "40.00 GBP" }]);
    expect((await search("ballast")).results[0]).toMatchObject({ lowestPrice: 40, merchantCount: 2 });
    await importAs("beta", [sand]);
    const [product] = (await search("ballast")).results;
    expect(product).toMatchObject({ lowestPrice: 62, highestPrice: 62, merchantCount: 1 });
    expect(product!.offers.map((o) => o.merchantSlug)).toEqual(["alpha"]);
  });

  it("indexes merchants' own titles, and forgets a title whose offer has left the feed", async () => {
    const { db } = database;
    const alpha = await createMerchant(db);
    const beta = await createMerchant(db);
    const product = await createListedProduct(db, { name: "Sharp Sand 25kg", category: "sand" }, [
      { merchantId: alpha.id, price: 4 },
    ]);
    const titled = await createOffer(db, {
      productId: product.id,
      merchantId: beta.id,
      title: "Concreting Grit Sand 25kg",
      price: 4.2,
    });
    await refreshSearchDocuments(db, [product.id]);
    expect((await search("grit")).results.map((r) => r.id)).toEqual([product.id]);

    await db.update(offers).set({ availability: "not_in_feed", available: false }).where(eq(offers.id, titled.id));
    await refreshSearchDocuments(db, [product.id]);
    // The word analysis still remembers "grit" as known: only the document can stop the match.
    expect((await search("grit")).total).toBe(0);
    expect((await search("sharp sand")).results[0]).toMatchObject({ id: product.id, merchantCount: 1, lowestPrice: 4 });
  });

  it("finds a product by the size its feed states only in a size column", async () => {
    await importAs("alpha", [
      { id: "WB-1", title: "Corlith Wallboard Tapered Edge 12.5mm", price: "9.50 GBP", size: "2400 x 1200mm" },
      { id: "WB-2", title: "Corlith Wallboard Tapered Edge 15mm", price: "11.00 GBP", size: "1800 x 900mm" },
    ]);
    expect((await search("wallboard 2400x1200x12.5")).results.map((r) => r.name)).toEqual([
      "Corlith Wallboard Tapered Edge 12.5mm",
      "Corlith Wallboard Tapered Edge 15mm",
    ]);
    expect((await search("1800 x 900")).results.map((r) => r.name)).toEqual(["Corlith Wallboard Tapered Edge 15mm"]);
  });

  it("ignores ids of products that do not exist", async () => {
    await expect(refreshSearchDocuments(database.db, [999_999])).resolves.toBeUndefined();
    await expect(refreshSearchDocuments(database.db, [])).resolves.toBeUndefined();
  });

  it("rebuilds at start-up only when a product has no document", async () => {
    const { db } = database;
    const merchant = await createMerchant(db);
    await createListedProduct(db, { name: "Hydrated Lime 25kg", category: "cement" }, [
      { merchantId: merchant.id, price: 9 },
    ]);
    expect(await ensureSearchIndex(db)).toEqual({ rebuilt: true, products: 1 });
    expect(await ensureSearchIndex(db)).toEqual({ rebuilt: false, products: 0 });
    expect((await search("hydrated lime")).total).toBe(1);

    await createListedProduct(db, { name: "Builders Lime 20kg", category: "cement" }, [
      { merchantId: merchant.id, price: 8 },
    ]);
    expect(await ensureSearchIndex(db)).toEqual({ rebuilt: true, products: 2 });
    expect(await rebuildSearchIndex(db)).toEqual({ products: 2 });
  });
});
