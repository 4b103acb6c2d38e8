import { describe, expect, it } from "vitest";
import { testDatabases, freshTestDatabase } from "../../tests/setup/test-databases.ts";
import {
  createImageOverride,
  createMerchant,
  createNameExclusion,
  createOffer,
  createProduct,
  hideProduct,
} from "../../tests/setup/factories.ts";
import { rebuildSearchIndex } from "../search/rebuild-search-index.server.ts";
import { listMerchantProducts } from "./list-merchant-products.server.ts";

describe.each(testDatabases())("listMerchantProducts on $name", (engine) => {
  const database = freshTestDatabase(engine);

  it("lists the merchant's products with its prices, the lowest price and a cheapest flag", async () => {
    const { db } = database;
    const me = await createMerchant(db);
    const rival = await createMerchant(db);
    const cement = await createProduct(db, {
      name: "Cement 25kg",
      imageUrl: "/demo-images/cement-bag.svg",
      measureUnit: "kg",
      measureQuantity: 25,
    });
    const lastChecked = new Date("2026-11-21T10:00:00Z");
    const offer = await createOffer(db, {
      productId: cement.id,
      merchantId: me.id,
      price: 7.2,
      salePrice: 5.95,
      unitQuantity: 25,
      url: "https://me.example/cement",
      lastChecked,
    });
    const rivalChecked = new Date();
    await createOffer(db, { productId: cement.id, merchantId: rival.id, price: 6.49, lastChecked: rivalChecked });
    const sand = await createProduct(db, { name: "Building Sand" });
    await createOffer(db, {
      productId: sand.id,
      merchantId: me.id,
      price: 3,
      availability: "out_of_stock",
      url: "javascript:alert(1)",
    });
    await createOffer(db, { productId: sand.id, merchantId: rival.id, price: 2.5, salePrice: 2.75 });
    const alone = await createProduct(db, { name: "Aardvark Trowel" });
    await createOffer(db, { productId: alone.id, merchantId: me.id, price: 4 });

    const result = await listMerchantProducts(db, { merchantId: me.id });
    expect(result.total).toBe(3);
    expect(result.items.map((i) => i.product.name)).toEqual(["Aardvark Trowel", "Building Sand", "Cement 25kg"]);
    expect(result.items[2]).toEqual({
      // The product as every card shows it: its whole market, not just this merchant.
      product: {
        id: cement.id,
        name: "Cement 25kg",
        description: cement.description,
        category: "cement",
        categoryLabel: "Cement",
        imageUrl: "/demo-images/cement-bag.svg",
        lowestPrice: 5.95,
        highestPrice: 6.49,
        lowestTotal: 5.95,
        lowestUnitPrice: 0.238,
        unitLabel: "per kg",
        // The lowest price is this merchant's sale price, checked on 21 November: labelled with its age (decision 052).
        lowestPriceChecked: "2026-11-21T10:00:00.000Z",
        lowestPriceAgeHours: expect.any(Number),
        merchantCount: 2,
        inStockMerchantCount: 2,
        outOfStockMerchantCount: 0,
        cheapestMerchant: me.name,
        tag: { label: "Save £0.54 by comparing", tone: "saving" },
        offers: [
          {
            merchantSlug: me.slug,
            merchantName: me.name,
            price: 5.95,
            totalPrice: null,
            available: true,
            availability: "in_stock",
            lastChecked: "2026-11-21T10:00:00.000Z",
            priceAgeHours: expect.any(Number),
          },
          {
            merchantSlug: rival.slug,
            merchantName: rival.name,
            price: 6.49,
            totalPrice: null,
            available: true,
            availability: "in_stock",
            lastChecked: rivalChecked.toISOString(),
            priceAgeHours: null,
          },
        ],
      },
      offer: {
        offerId: offer.id,
        price: 7.2,
        salePrice: 5.95,
        effectivePrice: 5.95,
        available: true,
        availability: "in_stock",
        unitPrice: 0.238,
        lastChecked: "2026-11-21T10:00:00.000Z",
        // Hours from that date to the test's clock: past the default label limit, how many depends on when it runs.
        priceAgeHours: expect.any(Number),
        url: "https://me.example/cement",
        isCheapest: true,
      },
    });
    expect(result.items[1]!.offer).toMatchObject({
      effectivePrice: 3,
      available: false,
      availability: "out_of_stock",
      url: null,
      isCheapest: false,
    });
    expect(result.items[1]!.product).toMatchObject({ lowestPrice: 2.5, merchantCount: 2, outOfStockMerchantCount: 1 });
    // Cheapest only means something when another merchant lists the product.
    expect(result.items[0]!.product).toMatchObject({ lowestPrice: 4, merchantCount: 1 });
    expect(result.items[0]!.offer.isCheapest).toBe(false);
  });

  it("leaves out gone offers, hidden and excluded products; counts gone rivals out of the market", async () => {
    const { db } = database;
    const me = await createMerchant(db);
    const rival = await createMerchant(db);
    const gone = await createProduct(db, { name: "Gone Offer" });
    await createOffer(db, { productId: gone.id, merchantId: me.id, availability: "not_in_feed" });
    const hidden = await createProduct(db, { name: "Hidden Product" });
    await createOffer(db, { productId: hidden.id, merchantId: me.id });
    await hideProduct(db, hidden.id);
    await createNameExclusion(db, "excluded phrase");
    const excluded = await createProduct(db, { name: "An Excluded Phrase Product" });
    await createOffer(db, { productId: excluded.id, merchantId: me.id });
    const kept = await createProduct(db, { name: "Kept Product" });
    await createOffer(db, { productId: kept.id, merchantId: me.id, price: 5 });
    await createOffer(db, { productId: kept.id, merchantId: rival.id, price: 1, availability: "not_in_feed" });
    await createImageOverride(db, { productId: kept.id, imageUrl: "/demo-images/tub.svg" });

    const result = await listMerchantProducts(db, { merchantId: me.id });
    expect(result.total).toBe(1);
    expect(result.items).toHaveLength(1);
    expect(result.items[0]!.product).toMatchObject({
      id: kept.id,
      imageUrl: "/demo-images/tub.svg",
      lowestPrice: 5,
      merchantCount: 1,
    });
    expect(result.items[0]!.offer.isCheapest).toBe(false);
  });

  it("shows one row per product: the merchant's cheapest of several offers", async () => {
    const { db } = database;
    const me = await createMerchant(db);
    const product = await createProduct(db);
    await createOffer(db, { productId: product.id, merchantId: me.id, price: 9 });
    const cheaper = await createOffer(db, { productId: product.id, merchantId: me.id, price: 10, salePrice: 8 });
    const result = await listMerchantProducts(db, { merchantId: me.id });
    expect(result.total).toBe(1);
    expect(result.items[0]!.offer).toMatchObject({ offerId: cheaper.id, effectivePrice: 8 });
    expect(result.items[0]!.product.merchantCount).toBe(1);
  });

  it("sorts by price either way, breaking ties by name", async () => {
    const { db } = database;
    const me = await createMerchant(db);
    for (const [name, price, salePrice] of [
      ["Bravo", 5, null],
      ["alpha", 5, null],
      ["Charlie", 9, 2],
      ["Delta", 7, null],
    ] as const) {
      const p = await createProduct(db, { name });
      await createOffer(db, { productId: p.id, merchantId: me.id, price, salePrice });
    }
    const names = async (sort: "name" | "price_asc" | "price_desc") =>
      (await listMerchantProducts(db, { merchantId: me.id, sort })).items.map((i) => i.product.name);
    expect(await names("name")).toEqual(["alpha", "Bravo", "Charlie", "Delta"]);
    expect(await names("price_asc")).toEqual(["Charlie", "alpha", "Bravo", "Delta"]);
    expect(await names("price_desc")).toEqual(["Delta", "alpha", "Bravo", "Charlie"]);
  });

  it("filters by every term of the search and pages with the total of all matches", async () => {
    const { db } = database;
    const me = await createMerchant(db);
    for (let i = 1; i <= 5; i++) {
      const p = await createProduct(db, { name: `Treated Timber Batten ${i}` });
      await createOffer(db, { productId: p.id, merchantId: me.id });
    }
    const other = await createProduct(db, { name: "Timber Decking Board" });
    await createOffer(db, { productId: other.id, merchantId: me.id });
    await rebuildSearchIndex(db);

    const first = await listMerchantProducts(db, { merchantId: me.id, q: "BATTEN timber", page: 1, pageSize: 2 });
    expect(first.total).toBe(5);
    expect(first.items.map((i) => i.product.name)).toEqual(["Treated Timber Batten 1", "Treated Timber Batten 2"]);
    const last = await listMerchantProducts(db, { merchantId: me.id, q: "batten timber", page: 3, pageSize: 2 });
    expect(last.items.map((i) => i.product.name)).toEqual(["Treated Timber Batten 5"]);
    // Past the last page: no rows, but the total still says how many pages there are.
    expect(await listMerchantProducts(db, { merchantId: me.id, q: "batten", page: 9, pageSize: 2 })).toEqual({
      total: 5,
      items: [],
    });
    expect(await listMerchantProducts(db, { merchantId: me.id, q: "no such thing" })).toEqual({
      total: 0,
      items: [],
    });
    expect((await listMerchantProducts(db, { merchantId: me.id, q: "  " })).total).toBe(6);
  });

  it("searches with the engine: typos corrected, synonyms and sizes found, 'tap' never 'tapered'", async () => {
    const { db } = database;
    const me = await createMerchant(db);
    const rival = await createMerchant(db);
    const sell = async (name: string, category: string, merchantId = me.id) => {
      const p = await createProduct(db, { name, category });
      await createOffer(db, { productId: p.id, merchantId, title: name });
      return p.id;
    };
    const thin = await sell("Enginetest Plasterboard Tapered Edge 12.5mm", "plasterboard");
    const thick = await sell("Enginetest Plasterboard Tapered Edge 15mm", "plasterboard");
    const aggregate = await sell("Enginetest All-in Aggregate 850kg", "aggregates");
    const tap = await sell("Enginetest Outside Tap", "other");
    // Another merchant's product never shows on this merchant's page.
    await sell("Enginetest Plasterboard Square Edge 12.5mm", "plasterboard", rival.id);
    await rebuildSearchIndex(db);

    const ids = async (q: string) =>
      (await listMerchantProducts(db, { merchantId: me.id, q })).items.map((i) => i.product.id);
    expect(await ids("enginetest plasterbord")).toEqual([thin, thick]);
    expect(await ids("enginetest ballast")).toEqual([aggregate]);
    expect(await ids("enginetest plasterboard 15mm")).toEqual([thick]);
    expect(await ids("enginetest tap")).toEqual([tap]);
    expect(await ids("enginetest tapered")).toEqual([thin, thick]);
  });
});
