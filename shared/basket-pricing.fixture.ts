/**
 * A priced basket in the engine's shape (BasketPricing) for the page's and the CSV's tests: two merchants
 * split, one line no merchant stocks. Test-only; the numbers are consistent (line cost = price × quantity,
 * total = items + delivery) so that a test reading them can check arithmetic the page shows.
 */
import type { BasketPricing, PriceAgeLabel } from "./basket.ts";

export const OLD_CEMENT_PRICE: PriceAgeLabel = { hours: 75, lastChecked: "2026-11-30T01:00:00.000Z" };

export function pricingFixture(overrides: Partial<BasketPricing> = {}): BasketPricing {
  return {
    lines: [
      { productId: 11, name: "Cement 25kg", quantity: 4, unitLabel: "bag", imageUrl: null, inStockAnywhere: true },
      {
        productId: 12,
        name: '=HYPERLINK("x"), sand, "bulk"',
        quantity: 1,
        unitLabel: "bag",
        imageUrl: null,
        inStockAnywhere: true,
      },
      { productId: 13, name: "Unicorn brick", quantity: 2, unitLabel: "item", imageUrl: null, inStockAnywhere: false },
    ],
    single: [
      {
        merchantSlug: "acme",
        merchantName: "Acme Builders",
        itemsCost: 60,
        delivery: 10,
        total: 70,
        missing: [13],
        deliveryNotStated: 0,
        complete: true,
        oldestPriceAge: null,
      },
      {
        merchantSlug: "bmc",
        merchantName: "BMC",
        itemsCost: 24,
        delivery: 0,
        total: 24,
        missing: [12, 13],
        deliveryNotStated: 1,
        complete: false,
        // BMC's feed last refreshed its cement price three days ago: past the label limit (decision 052).
        oldestPriceAge: OLD_CEMENT_PRICE,
      },
    ],
    split: {
      total: 59,
      delivery: 5,
      unavailable: [13],
      beyondLimit: [],
      merchants: [
        {
          merchantSlug: "bmc",
          merchantName: "BMC",
          itemsCost: 24,
          delivery: 0,
          deliveryNotStated: 1,
          lines: [
            {
              productId: 11,
              offerId: 201,
              price: 6,
              quantity: 4,
              lineCost: 24,
              outPath: "/out/201",
              deliveryNotStated: true,
              priceAge: OLD_CEMENT_PRICE,
            },
          ],
        },
        {
          merchantSlug: "acme",
          merchantName: "Acme Builders",
          itemsCost: 30,
          delivery: 5,
          deliveryNotStated: 0,
          lines: [
            {
              productId: 12,
              offerId: 102,
              price: 30,
              quantity: 1,
              lineCost: 30,
              outPath: "/out/102",
              deliveryNotStated: false,
              priceAge: null,
            },
          ],
        },
      ],
    },
    savings: { merchantSlug: "acme", merchantName: "Acme Builders", pounds: 11, percent: 15.7 },
    maxMerchants: null,
    ...overrides,
  };
}
