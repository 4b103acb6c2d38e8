/** One product's card summary is the same whichever query draws it: listing, search, /compare and merchant pages. */
import { describe, expect, it } from "vitest";
import type { ProductSummary } from "../../shared/product-summary.ts";
import { testDatabases, freshTestDatabase } from "../../tests/setup/test-databases.ts";
import { createMerchant, createOffer, createProduct } from "../../tests/setup/factories.ts";
import { rebuildSearchIndex } from "../search/rebuild-search-index.server.ts";
import { searchProducts } from "../search/search-products.server.ts";
import { listMerchantProducts } from "../merchants/list-merchant-products.server.ts";
import { findProductsByName } from "./find-products-by-name.server.ts";
import { NO_LISTING_FILTERS } from "./listing-conditions.server.ts";
import { listProducts } from "./list-products.server.ts";

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);

describe.each(testDatabases())("one product through every query that draws a card, on $name", (engine) => {
  const database = freshTestDatabase(engine);

  it("gives the same summary from the listing, search, /compare and merchant queries", async () => {
    const { db } = database;
    const alpha = await createMerchant(db, { slug: "alpha", name: "Alpha Builders" });
    const beta = await createMerchant(db, { slug: "beta", name: "Beta Supplies" });
    const gamma = await createMerchant(db, { slug: "gamma", name: "Gamma Timber" });
    // Alpha sets the lowest price and its feed last refreshed it 75 hours ago: past the 48-hour label limit.
    const alphaChecked = hoursAgo(75.5);
    const betaChecked = hoursAgo(2);
    const gammaChecked = hoursAgo(60);
    const product = await createProduct(db, {
      name: "Quarrytest Sharp Sand 25kg",
      category: "sand",
      description: "Washed sharp sand for screeds and concrete.",
      imageUrl: "/demo-images/sand-bag.svg",
      measureUnit: "kg",
      measureQuantity: 25,
    });
    await createOffer(db, {
      productId: product.id,
      merchantId: alpha.id,
      title: product.name,
      price: 4.5,
      salePrice: 3.95,
      unitQuantity: 25,
      lastChecked: alphaChecked,
    });
    await createOffer(db, {
      productId: product.id,
      merchantId: beta.id,
      title: product.name,
      price: 4.2,
      deliveryCost: 1.5,
      unitQuantity: 25,
      lastChecked: betaChecked,
    });
    await createOffer(db, {
      productId: product.id,
      merchantId: gamma.id,
      title: product.name,
      price: 2.99,
      availability: "out_of_stock",
      lastChecked: gammaChecked,
    });
    await rebuildSearchIndex(db);

    const expected: ProductSummary = {
      id: product.id,
      name: "Quarrytest Sharp Sand 25kg",
      description: "Washed sharp sand for screeds and concrete.",
      category: "sand",
      categoryLabel: "Sand",
      imageUrl: "/demo-images/sand-bag.svg",
      lowestPrice: 3.95,
      highestPrice: 4.2,
      lowestTotal: 3.95,
      lowestUnitPrice: 0.158,
      unitLabel: "per kg",
      lowestPriceChecked: alphaChecked.toISOString(),
      lowestPriceAgeHours: 75,
      merchantCount: 3,
      inStockMerchantCount: 2,
      outOfStockMerchantCount: 1,
      cheapestMerchant: "Alpha Builders",
      tag: { label: "Save £0.25 by comparing", tone: "saving" },
      offers: [
        {
          merchantSlug: "alpha",
          merchantName: "Alpha Builders",
          price: 3.95,
          totalPrice: null,
          available: true,
          availability: "in_stock",
          lastChecked: alphaChecked.toISOString(),
          priceAgeHours: 75,
        },
        {
          merchantSlug: "beta",
          merchantName: "Beta Supplies",
          price: 4.2,
          totalPrice: 5.7,
          available: true,
          availability: "in_stock",
          lastChecked: betaChecked.toISOString(),
          priceAgeHours: null,
        },
        {
          merchantSlug: "gamma",
          merchantName: "Gamma Timber",
          price: 2.99,
          totalPrice: null,
          available: false,
          availability: "out_of_stock",
          lastChecked: gammaChecked.toISOString(),
          priceAgeHours: 60,
        },
      ],
    };

    const listing = await listProducts(db, { ...NO_LISTING_FILTERS, sort: "name", page: 1, pageSize: 24 });
    expect(listing.items).toEqual([expected]);
    const search = await searchProducts(db, {
      q: "quarrytest",
      sort: "relevance",
      category: null,
      limit: 24,
      offset: 0,
    });
    expect(search.results).toEqual([expected]);
    expect(await findProductsByName(db, "quarrytest")).toEqual([expected]);
    const atBeta = await listMerchantProducts(db, { merchantId: beta.id });
    expect(atBeta.items.map((i) => i.product)).toEqual([expected]);
    expect(atBeta.items[0]!.offer).toMatchObject({ effectivePrice: 4.2, available: true, isCheapest: false });
  });

  it("lists a card's merchants only, and counts them all", async () => {
    const { db } = database;
    const product = await createProduct(db, { name: "Fanout Test Cement" });
    for (const [i, price] of [9, 8, 7, 6, 5].entries()) {
      const merchant = await createMerchant(db, { name: `Fanout Merchant ${i}` });
      await createOffer(db, { productId: product.id, merchantId: merchant.id, title: product.name, price });
    }
    await rebuildSearchIndex(db);

    const [found] = await findProductsByName(db, "fanout test");
    expect(found!.merchantCount).toBe(5);
    expect(found!.offers.map((o) => o.price)).toEqual([5, 6, 7]);
    // /api/search promises every merchant's offer, not just the ones a card shows.
    const search = await searchProducts(db, { q: "fanout", sort: "relevance", category: null, limit: 24, offset: 0 });
    expect(search.results[0]!.offers.map((o) => o.price)).toEqual([5, 6, 7, 8, 9]);
  });
});
