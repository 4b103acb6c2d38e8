import { describe, expect, it } from "vitest";
import { testDatabases, freshTestDatabase } from "../../tests/setup/test-databases.ts";
import { writeTsvFeed, type FeedItem } from "../../tests/setup/feed-files.ts";
import { importFeed } from "../ingest/import-feed.server.ts";
import { listOffers } from "./list-offers.server.ts";
import { getProductDetail } from "./get-product-detail.server.ts";
import { listProducts } from "./list-products.server.ts";
import { NO_LISTING_FILTERS } from "./listing-conditions.server.ts";

/** One GTIN, four merchants: what each one's feed says about the same 2400 x 1200 board. */
const BOARD_GTIN = "5012345678900";
const board = (overrides: Partial<FeedItem> & { id: string; price: string }): FeedItem => ({
  title: "Gyproc WallBoard Tapered Edge 12.5mm 2400 x 1200mm",
  brand: "British Gypsum",
  gtin: BOARD_GTIN,
  ...overrides,
});

describe.each(testDatabases())("comparison basis from imported feeds on $name", (engine) => {
  const database = freshTestDatabase(engine, { perTest: true });
  const importAs = (slug: string, items: FeedItem[]) =>
    importFeed(database.db, { merchant: { slug, name: slug.replace(/-/g, " ") }, sources: [writeTsvFeed(items)] });

  it("orders one product's offers by delivered total, in one unit, with only running sales and stocked prices", async () => {
    // Declares its unit pricing measure: the others do not, yet all are priced per m².
    await importAs("alpha-merchants", [
      board({ id: "A1", price: "11.30 GBP", shipping: "GB:::9.95 GBP", unit_pricing_measure: "2.88sqm" }),
    ]);
    await importAs("beta-merchants", [board({ id: "B1", price: "13.07 GBP", shipping: "GB:::4.99 GBP" })]);
    // A sale that ended in 2024 and a cheaper offer out of stock.
    await importAs("gamma-merchants", [
      board({
        id: "G1",
        price: "14.00 GBP",
        sale_price: "7.00 GBP",
        sale_price_effective_date: "2024-01-01T00:00 / 2024-01-31T23:59",
        shipping: "GB:::0.00 GBP",
      }),
    ]);
    await importAs("delta-merchants", [board({ id: "D1", price: "9.00 GBP", availability: "sold out" })]);
    // No delivery stated, sale running until 2099.
    await importAs("epsilon-merchants", [
      board({
        id: "E1",
        price: "20.00 GBP",
        sale_price: "15.00 GBP",
        sale_price_effective_date: "2025-01-01/2099-12-31",
      }),
    ]);

    const [first] = await listOffers(database.db, { limit: 10, offset: 0 });
    const detail = (await getProductDetail(database.db, first!.productId))!;
    expect(detail.offers.map((o) => [o.merchantSlug, o.availability, o.salePrice, o.totalPrice])).toEqual([
      ["delta-merchants", "out_of_stock", null, null],
      ["gamma-merchants", "in_stock", null, 14],
      ["epsilon-merchants", "in_stock", 15, null],
      ["beta-merchants", "in_stock", null, 18.06],
      ["alpha-merchants", "in_stock", null, 21.25],
    ]);
    expect(detail.product.unitLabel).toBe("per m²");
    expect(new Set(detail.offers.map((o) => o.unitLabel))).toEqual(new Set(["per m²"]));
    expect(detail.offers.find((o) => o.merchantSlug === "beta-merchants")!.unitPrice).toBeCloseTo(13.07 / 2.88, 4);
    expect(detail.lowestBadge).toEqual({
      offerId: detail.offers[1]!.id,
      label: "Lowest delivered price in stock",
    });
    expect([detail.lowest, detail.highest]).toEqual([11.3, 15]);

    const listing = await listProducts(database.db, {
      ...NO_LISTING_FILTERS,
      sort: "delivered_asc",
      page: 1,
      pageSize: 10,
    });
    expect(listing.items).toHaveLength(1);
    expect(listing.items[0]).toMatchObject({
      lowestPrice: 11.3,
      lowestTotal: 14,
      unitLabel: "per m²",
      cheapestMerchant: "gamma merchants",
    });
    expect(listing.items[0]!.lowestUnitPrice).toBeCloseTo(11.3 / 2.88, 4);
  });
});
