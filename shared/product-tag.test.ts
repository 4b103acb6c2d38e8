import { describe, expect, it } from "vitest";
import { productTag, type TaggableProduct } from "./product-tag";

const product = (overrides: Partial<TaggableProduct>): TaggableProduct => ({
  lowestPrice: 10,
  highestPrice: 10,
  merchantCount: 2,
  inStockMerchantCount: 2,
  outOfStockMerchantCount: 0,
  cheapestMerchant: "Alpha",
  ...overrides,
});

describe("productTag", () => {
  it("shows the saving when merchants' prices differ meaningfully", () => {
    expect(productTag(product({ lowestPrice: 8.5, highestPrice: 10 }))).toEqual({
      label: "Save £1.50 by comparing",
      tone: "saving",
    });
  });

  it("ignores a spread of a few pence and says where it is in stock", () => {
    expect(productTag(product({ lowestPrice: 9.98, highestPrice: 10, inStockMerchantCount: 1 }))).toEqual({
      label: "In stock at 1",
      tone: "stock",
    });
  });

  it("names the only merchant, and says when nobody has stock", () => {
    expect(productTag(product({ merchantCount: 1, inStockMerchantCount: 1 }))?.label).toBe("Only at Alpha");
    expect(productTag(product({ inStockMerchantCount: 0, outOfStockMerchantCount: 1 }))?.label).toBe("Out of stock");
    // Nobody said 'out of stock': the feeds did not state stock, and no price is shown either.
    expect(
      productTag(product({ inStockMerchantCount: 0, lowestPrice: null, highestPrice: null, cheapestMerchant: null }))
        ?.label,
    ).toBe("Stock not stated");
  });

  it("has nothing to say without prices", () => {
    expect(productTag(product({ lowestPrice: null, highestPrice: null, merchantCount: 0 }))).toBeNull();
  });
});
