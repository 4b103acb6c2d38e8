/**
 * A priced basket in the engine's shape (BasketPricing) for the page's and the CSV's tests: two merchants
 * split, one line no merchant stocks. Test-only; the numbers are consistent (line cost = price × quantity,
 * total = items + delivery) so that a test reading them can check arithmetic the page shows.
 */
import type { BasketPricing } from "./basket.ts";

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
