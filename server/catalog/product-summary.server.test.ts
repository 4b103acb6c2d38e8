import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/client.server.ts";
import { checkRows } from "../db/query-rows.server.ts";
import type { ProductSummary } from "../../shared/product-summary.ts";
import { testDatabases } from "../../tests/setup/test-databases.ts";
import { createMerchant, createOffer, createProduct } from "../../tests/setup/factories.ts";
import { rebuildSearchIndex } from "../search/rebuild-search-index.server.ts";
import { searchProducts } from "../search/search-products.server.ts";
import { listMerchantProducts } from "../merchants/list-merchant-products.server.ts";
import { findProductsByName } from "./find-products-by-name.server.ts";
import { NO_LISTING_FILTERS } from "./listing-conditions.server.ts";
import { listProducts } from "./list-products.server.ts";
import { productSummaryRow, toProductSummary } from "./product-summary.server.ts";

const checkedNow = new Date();
const row = {
  id: 7,
  name: "Sharp Sand 25kg",
  description: "Washed sharp sand.",
  category: "sand",
  imageUrl: "/demo-images/sand-bag.svg",
  lowestPrice: 3.2,
  highestPrice: 4.1,
  lowestTotal: 3.2,
  lowestUnitPrice: 0.128,
  unitLabel: "per kg",
  lowestPriceChecked: checkedNow,
  merchantCount: 2,
  inStockMerchantCount: 1,
  outOfStockMerchantCount: 1,
  offers: [
    {
      merchantSlug: "a",
      merchantName: "Alpha",
      price: 3.2,
      totalPrice: null,
      available: true,
      availability: "in_stock",
      lastChecked: checkedNow,
    },
    {
      merchantSlug: "b",
      merchantName: "Beta",
      price: 4.1,
      totalPrice: 9.1,
      available: false,
      availability: "out_of_stock",
      // PostgreSQL's JSON text for a timestamptz, as json_build_object writes it.
      lastChecked: "2026-11-30T01:00:00.5+00:00",
    },
  ],
};
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);

describe("productSummaryRow and toProductSummary", () => {
  it("maps a row to the summary every card shows", () => {
    const [parsed] = checkRows([row], productSummaryRow);
    expect(toProductSummary(parsed!)).toEqual({
      ...row,
      lowestPriceChecked: checkedNow.toISOString(),
      lowestPriceAgeHours: null,
      offers: [
        { ...row.offers[0], lastChecked: checkedNow.toISOString(), priceAgeHours: null },
        // Past STALE_OFFER_LABEL_HOURS (48 by default) on any clock after 2 December 2026.
        { ...row.offers[1], lastChecked: "2026-11-30T01:00:00.500Z", priceAgeHours: expect.any(Number) },
      ],
      categoryLabel: "Sand",
      cheapestMerchant: "Alpha",
      tag: { label: "Save £0.90 by comparing", tone: "saving" },
    });
  });

  it("sends a summary's and its offers' keys in one fixed order, the tag last", () => {
    const [parsed] = checkRows([row], productSummaryRow);
    const summary = toProductSummary(parsed!);
    expect(Object.keys(summary)).toEqual([
      "id",
      "name",
      "description",
      "category",
      "categoryLabel",
      "imageUrl",
      "lowestPrice",
      "highestPrice",
      "lowestTotal",
      "lowestUnitPrice",
      "unitLabel",
      "lowestPriceChecked",
      "lowestPriceAgeHours",
      "merchantCount",
      "inStockMerchantCount",
      "outOfStockMerchantCount",
      "cheapestMerchant",
      "offers",
      "tag",
    ]);
    expect(summary.offers.map((o) => Object.keys(o))).toEqual(
      Array(2).fill([
        "merchantSlug",
        "merchantName",
        "price",
        "totalPrice",
        "available",
        "availability",
        "lastChecked",
        "priceAgeHours",
      ]),
    );
  });

  it("accepts node-postgres's strings for numeric and bigint columns", () => {
    const [parsed] = checkRows(
      [{ ...row, id: "7", lowestPrice: "3.20", lowestUnitPrice: "0.1280", merchantCount: "2" }],
      productSummaryRow,
    );
    expect(parsed).toMatchObject({ id: 7, lowestPrice: 3.2, lowestUnitPrice: 0.128, merchantCount: 2 });
  });

  it("names the column when a row does not match", () => {
    const { lowestTotal: _dropped, ...missing } = row;
    expect(() => checkRows([missing], productSummaryRow)).toThrow(/lowestTotal/);
    expect(() => checkRows([{ ...row, merchantCount: "two" }], productSummaryRow)).toThrow(/merchantCount/);
    expect(() => checkRows([{ ...row, offers: [{ merchantSlug: "a" }] }], productSummaryRow)).toThrow(/offers/);
  });

  it("cuts a long description, makes feed URLs safe and drops a unit price without its unit", () => {
    const [parsed] = checkRows(
      [
        {
          ...row,
          description: "word ".repeat(60),
          imageUrl: "javascript:alert(1)",
          unitLabel: null,
          offers: null,
        },
      ],
      productSummaryRow,
    );
    const summary = toProductSummary(parsed!);
    expect(summary.description.length).toBeLessThanOrEqual(221);
    expect(summary.description.endsWith("…")).toBe(true);
    expect(summary).toMatchObject({ imageUrl: null, lowestUnitPrice: null, offers: [], cheapestMerchant: null });
    // The tag is the card's one statement about the offers, made here so every card and /api/search agree.
    expect(summary.tag).toEqual({ label: "Save £0.90 by comparing", tone: "saving" });
  });

  it("labels the lowest price and each offer with its age once past the label limit, and nothing else", () => {
    const [parsed] = checkRows(
      [
        {
          ...row,
          lowestPriceChecked: hoursAgo(75.5),
          offers: [
            { ...row.offers[0], lastChecked: hoursAgo(49.2) },
            { ...row.offers[1], lastChecked: hoursAgo(47.9) },
          ],
        },
      ],
      productSummaryRow,
    );
    const summary = toProductSummary(parsed!);
    expect(summary.lowestPriceAgeHours).toBe(75);
    expect(summary.offers.map((o) => o.priceAgeHours)).toEqual([49, null]);
    // No lowest price (nothing can be ordered now): no age either, whatever the query found.
    const [unpriced] = checkRows([{ ...row, lowestPrice: null, lowestPriceChecked: hoursAgo(80) }], productSummaryRow);
    expect(toProductSummary(unpriced!)).toMatchObject({ lowestPriceChecked: null, lowestPriceAgeHours: null });
  });

  it("names no cheapest merchant when no offer can be ordered now", () => {
    const [parsed] = checkRows([{ ...row, offers: row.offers.slice(1) }], productSummaryRow);
    expect(toProductSummary(parsed!).cheapestMerchant).toBeNull();
  });
});

describe.each(testDatabases())("one product through every query that draws a card, on $name", (engine) => {
  let database: Database;
  beforeAll(async () => {
    database = await engine.open();
  });
  afterAll(async () => {
    await database.close();
  });

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
