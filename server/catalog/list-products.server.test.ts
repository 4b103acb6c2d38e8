import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/client.server.ts";
import type { Db } from "../db/client.server.ts";
import { testDatabases } from "../../tests/setup/test-databases.ts";
import {
  createImageOverride,
  createMerchant,
  createNameExclusion,
  createOffer,
  createProduct,
  hideProduct,
} from "../../tests/setup/factories.ts";
import { listProducts, type ProductListingQuery } from "./list-products.server.ts";
import { countProductsByCategory } from "./count-products-by-category.server.ts";
import { rebuildSearchIndex } from "../search/rebuild-search-index.server.ts";

const base: ProductListingQuery = {
  categories: [],
  text: "",
  merchantSlugs: [],
  minPrice: null,
  maxPrice: null,
  inStockOnly: false,
  sort: "name",
  page: 1,
  pageSize: 24,
};

describe.each(testDatabases())("listProducts on $name", (engine) => {
  let database: Database;
  let db: Db;
  let ids: Record<string, number>;

  beforeAll(async () => {
    database = await engine.open();
    db = database.db;
    const alpha = await createMerchant(db, { slug: "alpha", name: "Alpha Builders" });
    const beta = await createMerchant(db, { slug: "beta", name: "Beta Supplies" });
    const cement = await createProduct(db, {
      name: "Portland Cement 25kg",
      category: "cement",
      description: "General purpose grey cement.",
    });
    const mortar = await createProduct(db, {
      name: "Ready Mix Mortar 20kg",
      category: "concrete-mortar",
      description: "Just add water.",
    });
    const sand = await createProduct(db, {
      name: "Building Sand Bulk Bag",
      category: "sand",
      description: "Soft sand.",
    });
    const timber = await createProduct(db, {
      name: "C24 Timber 47 x 100mm 3.6m",
      category: "timber",
      description: "Kiln dried, graded C24 for joists and studs.",
    });
    const unpriced = await createProduct(db, { name: "Aerated Block 100mm", category: "blocks", description: "" });
    const hidden = await createProduct(db, { name: "Hidden Cement", category: "cement" });
    const excluded = await createProduct(db, { name: "Portland Cement Mix Ready", category: "cement" });
    const goneOnly = await createProduct(db, { name: "Discontinued Sand", category: "sand" });
    await hideProduct(db, hidden.id);
    await createNameExclusion(db, "portland cement mix");
    await createImageOverride(db, { productId: sand.id, imageUrl: "/demo-images/sand.svg" });

    await createOffer(db, { productId: cement.id, merchantId: alpha.id, price: 7.5 });
    await createOffer(db, { productId: cement.id, merchantId: beta.id, price: 9, salePrice: 6.25 });
    await createOffer(db, { productId: mortar.id, merchantId: alpha.id, price: 11, availability: "out_of_stock" });
    await createOffer(db, { productId: sand.id, merchantId: beta.id, price: 48 });
    await createOffer(db, { productId: timber.id, merchantId: alpha.id, price: 14.2 });
    await createOffer(db, { productId: timber.id, merchantId: beta.id, price: 12.9, availability: "out_of_stock" });
    await createOffer(db, { productId: hidden.id, merchantId: alpha.id, price: 1 });
    await createOffer(db, { productId: excluded.id, merchantId: alpha.id, price: 1 });
    await createOffer(db, {
      productId: goneOnly.id,
      merchantId: alpha.id,
      price: 30,
      availability: "not_in_feed",
      available: false,
    });
    await rebuildSearchIndex(db);
    ids = {
      cement: cement.id,
      mortar: mortar.id,
      sand: sand.id,
      timber: timber.id,
      unpriced: unpriced.id,
      goneOnly: goneOnly.id,
    };
  });

  afterAll(async () => {
    await database.close();
  });

  it("lists visible products by name with price statistics over current offers", async () => {
    const listing = await listProducts(db, base);
    expect(listing.items.map((p) => p.name)).toEqual([
      "Aerated Block 100mm",
      "Building Sand Bulk Bag",
      "C24 Timber 47 x 100mm 3.6m",
      "Discontinued Sand",
      "Portland Cement 25kg",
      "Ready Mix Mortar 20kg",
    ]);
    expect(listing.total).toBe(6);
    const cement = listing.items.find((p) => p.id === ids.cement)!;
    expect(cement).toMatchObject({
      lowestPrice: 6.25,
      highestPrice: 7.5,
      merchantCount: 2,
      inStockMerchantCount: 2,
      cheapestMerchant: "Beta Supplies",
      categoryLabel: "Cement",
    });
    const gone = listing.items.find((p) => p.id === ids.goneOnly)!;
    expect(gone).toMatchObject({ lowestPrice: null, merchantCount: 0, cheapestMerchant: null });
    expect(listing.items.find((p) => p.id === ids.sand)!.imageUrl).toBe("/demo-images/sand.svg");
  });

  it("filters by taxonomy categories and by every search term, never by a description alone", async () => {
    const cementGroup = await listProducts(db, { ...base, categories: ["cement", "concrete-mortar"] });
    expect(cementGroup.items.map((p) => p.id)).toEqual([ids.cement, ids.mortar]);

    const words = await listProducts(db, { ...base, text: "  TIMBER   c24 " });
    expect(words.items.map((p) => p.id)).toEqual([ids.timber]);

    // "Kiln dried" is only in the timber's description: descriptions rank on /search, they never define results.
    expect(await listProducts(db, { ...base, text: "kiln" })).toMatchObject({ items: [], total: 0 });
    const noMatch = await listProducts(db, { ...base, text: "timber cement" });
    expect(noMatch).toMatchObject({ items: [], total: 0, pageCount: 1 });
  });

  it("finds nothing for a search of punctuation alone (never read as syntax)", async () => {
    const listing = await listProducts(db, { ...base, text: "%" });
    expect(listing.total).toBe(0);
  });

  it("scopes prices to the chosen merchants and to in-stock offers", async () => {
    const alphaOnly = await listProducts(db, { ...base, merchantSlugs: ["alpha"] });
    // The mortar is only out of stock at Alpha: listed, but it sets no price.
    expect(alphaOnly.items.map((p) => [p.id, p.lowestPrice, p.merchantCount])).toEqual([
      [ids.timber, 14.2, 1],
      [ids.cement, 7.5, 1],
      [ids.mortar, null, 1],
    ]);

    const inStock = await listProducts(db, { ...base, inStockOnly: true });
    const timber = inStock.items.find((p) => p.id === ids.timber)!;
    expect(timber.lowestPrice).toBe(14.2);
    expect(inStock.items.some((p) => p.id === ids.mortar)).toBe(false);
    expect(inStock.items.some((p) => p.id === ids.unpriced)).toBe(false);
  });

  it("filters on the lowest price within the range, out-of-stock offers setting none", async () => {
    const listing = await listProducts(db, { ...base, minPrice: 6.25, maxPrice: 12.9 });
    expect(listing.items.map((p) => p.id)).toEqual([ids.cement]);
    const wider = await listProducts(db, { ...base, minPrice: 6.25, maxPrice: 14.2 });
    expect(wider.items.map((p) => p.id)).toEqual([ids.timber, ids.cement]);
  });

  it("sorts by price with unpriced products last, and by merchant count", async () => {
    const asc = await listProducts(db, { ...base, sort: "price_asc" });
    expect(asc.items.map((p) => p.id)).toEqual([
      ids.cement,
      ids.timber,
      ids.sand,
      ids.unpriced,
      ids.goneOnly,
      ids.mortar,
    ]);
    const desc = await listProducts(db, { ...base, sort: "price_desc" });
    expect(desc.items.map((p) => p.id).slice(0, 3)).toEqual([ids.sand, ids.timber, ids.cement]);
    const merchants = await listProducts(db, { ...base, sort: "merchants" });
    expect(merchants.items.slice(0, 2).map((p) => p.id)).toEqual([ids.cement, ids.timber]);
  });

  it("pages through results and still counts past the last page", async () => {
    const second = await listProducts(db, { ...base, pageSize: 4, page: 2 });
    expect(second.items.map((p) => p.id)).toEqual([ids.cement, ids.mortar]);
    expect(second).toMatchObject({ total: 6, pageCount: 2, page: 2 });
    const beyond = await listProducts(db, { ...base, pageSize: 4, page: 9 });
    expect(beyond).toMatchObject({ items: [], total: 6, pageCount: 2 });
  });

  it("counts a category listing as its rows do, hidden and excluded products left out, past the last page too", async () => {
    // cement holds a hidden and a name-excluded product besides Portland Cement: neither is listed nor counted.
    const query: ProductListingQuery = { ...base, categories: ["cement", "sand"], pageSize: 2 };
    const first = await listProducts(db, query);
    expect(first.items.map((p) => p.id)).toEqual([ids.sand, ids.goneOnly]);
    expect(first).toMatchObject({ total: 3, pageCount: 2 });
    const second = await listProducts(db, { ...query, page: 2 });
    expect(second.items.map((p) => p.id)).toEqual([ids.cement]);
    const beyond = await listProducts(db, { ...query, page: 7 });
    expect(beyond).toMatchObject({ items: [], total: 3, pageCount: 2 });
    const searched = await listProducts(db, { ...query, text: "sand" });
    expect(searched.total).toBe(searched.items.length);
  });

  it("counts products per category under the other filters", async () => {
    const counts = await countProductsByCategory(db, { ...base, categories: ["timber"], inStockOnly: true });
    const bySlug = Object.fromEntries(counts.map((c) => [c.slug, c.count]));
    expect(bySlug).toMatchObject({ cement: 1, "concrete-mortar": 0, sand: 1, timber: 1, blocks: 0 });
    expect(counts).toHaveLength(15);
  });

  it("counts every visible product per category when no filter narrows the offers, as the listing does", async () => {
    const counts = await countProductsByCategory(db, base);
    expect(counts.reduce((sum, c) => sum + c.count, 0)).toBe(6);
    for (const c of counts) {
      const listing = await listProducts(db, { ...base, categories: [c.slug] });
      expect([c.slug, c.count]).toEqual([c.slug, listing.total]);
    }
  });
});

describe.each(testDatabases())("listProducts of every category on $name", (engine) => {
  let database: Database;

  beforeAll(async () => {
    database = await engine.open();
  });
  afterAll(async () => {
    await database.close();
  });

  it("counts every visible product, one filed under an unknown category too, past the last page as well", async () => {
    const db = database.db;
    await createProduct(db, { name: "Alpha Cement", category: "cement" });
    await createProduct(db, { name: "Beta Oddment", category: "not-a-taxonomy-category" });
    await createProduct(db, { name: "Gamma Sand", category: "sand" });
    const hidden = await createProduct(db, { name: "Delta Hidden", category: "cement" });
    await hideProduct(db, hidden.id);
    await rebuildSearchIndex(db);

    const first = await listProducts(db, { ...base, pageSize: 2 });
    expect(first.items.map((p) => p.name)).toEqual(["Alpha Cement", "Beta Oddment"]);
    expect(first).toMatchObject({ total: 3, pageCount: 2 });
    const beyond = await listProducts(db, { ...base, pageSize: 2, page: 5 });
    expect(beyond).toMatchObject({ items: [], total: 3, pageCount: 2 });
    // The taxonomy's own counts leave the unknown category out; the listing of every category does not.
    const counts = await countProductsByCategory(db, base);
    expect(counts.reduce((sum, c) => sum + c.count, 0)).toBe(2);
  });
});

describe.each(testDatabases())("listProducts by delivered and unit price on $name", (engine) => {
  let database: Database;
  let db: Db;

  beforeAll(async () => {
    database = await engine.open();
  });
  afterAll(async () => {
    await database.close();
  });

  it("sorts by delivered price and by unit price within one unit, and shows both on cards", async () => {
    db = database.db;
    const a = await createMerchant(db, { slug: "a", name: "A Merchants" });
    const b = await createMerchant(db, { slug: "b", name: "B Merchants" });
    // One brick at £0.90 + £9.95 delivery; 500 bricks at £280 delivered free.
    const single = await createProduct(db, { name: "Red Brick", category: "bricks", measureUnit: "item" });
    const pack = await createProduct(db, { name: "Red Brick Pack of 500", category: "bricks", measureUnit: "item" });
    const cheapSingle = await createProduct(db, { name: "Yellow Brick", category: "bricks", measureUnit: "item" });
    await createOffer(db, { productId: single.id, merchantId: a.id, price: 0.9, deliveryCost: 9.95, unitQuantity: 1 });
    await createOffer(db, { productId: pack.id, merchantId: b.id, price: 280, deliveryCost: 0, unitQuantity: 500 });
    // Out of stock at £0.10: neither its price nor its unit price counts.
    await createOffer(db, {
      productId: cheapSingle.id,
      merchantId: a.id,
      price: 0.1,
      availability: "out_of_stock",
      unitQuantity: 1,
    });
    await createOffer(db, { productId: cheapSingle.id, merchantId: b.id, price: 0.7, unitQuantity: 1 });

    const delivered = await listProducts(db, { ...base, sort: "delivered_asc" });
    expect(delivered.items.map((p) => [p.name, p.lowestTotal])).toEqual([
      ["Yellow Brick", 0.7],
      ["Red Brick", 10.85],
      ["Red Brick Pack of 500", 280],
    ]);
    const unit = await listProducts(db, { ...base, sort: "unit_asc" });
    expect(unit.items.map((p) => [p.name, p.lowestUnitPrice, p.unitLabel])).toEqual([
      ["Red Brick Pack of 500", 0.56, "each"],
      ["Yellow Brick", 0.7, "each"],
      ["Red Brick", 0.9, "each"],
    ]);
    const byPrice = await listProducts(db, { ...base, sort: "price_asc" });
    expect(byPrice.items[0]).toMatchObject({ name: "Yellow Brick", lowestPrice: 0.7, cheapestMerchant: "B Merchants" });
  });
});
