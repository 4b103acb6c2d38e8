import { describe, expect, it } from "vitest";
import type { ProductListing, ProductSummary } from "../../shared/product-summary.ts";
import { cardListing } from "./card-listing.server.ts";

const product: ProductSummary = {
  id: 7,
  name: "47x100mm C24 Joist 4.8m",
  description: "Kiln dried, strength graded.",
  category: "timber",
  categoryLabel: "Timber",
  imageUrl: null,
  lowestPrice: 12.5,
  highestPrice: 14,
  lowestTotal: 19.45,
  lowestUnitPrice: 2.6,
  unitLabel: "per m",
  lowestPriceChecked: "2026-01-02T03:04:05.000Z",
  lowestPriceAgeHours: null,
  merchantCount: 2,
  inStockMerchantCount: 1,
  outOfStockMerchantCount: 1,
  cheapestMerchant: "Alpha Builders",
  tag: { tone: "saving", label: "Save £1.50 by comparing" },
  offers: [
    {
      merchantSlug: "alpha",
      merchantName: "Alpha Builders",
      price: 12.5,
      totalPrice: 19.45,
      available: true,
      availability: "in_stock",
      lastChecked: "2026-01-02T03:04:05.000Z",
      priceAgeHours: null,
    },
  ],
};

describe("cardListing", () => {
  it("keeps what a card draws, in the summary's order, and leaves out what only the APIs read", () => {
    const listing: ProductListing = { items: [product], total: 30, page: 2, pageSize: 24, pageCount: 2 };
    const cards = cardListing(listing);
    expect(cards).toMatchObject({ total: 30, page: 2, pageSize: 24, pageCount: 2 });
    const [card] = cards.items;
    const dropped = ["category", "lowestTotal", "inStockMerchantCount", "outOfStockMerchantCount", "cheapestMerchant"];
    expect(Object.keys(card!)).toEqual(Object.keys(product).filter((key) => !dropped.includes(key)));
    for (const [key, value] of Object.entries(card!)) expect(value).toEqual(product[key as keyof ProductSummary]);
  });
});
