import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { BASKET_MAX_LINES, formatBasketItems, parseBasketItems, parseMaxMerchants, type BasketItem } from "./basket.ts";

function error(raw: string | null | undefined): string {
  const result = parseBasketItems(raw);
  if (result.ok) throw new Error(`expected ${raw} to be refused`);
  return result.error;
}

describe("parseBasketItems", () => {
  it("reads productId:quantity pairs in their order, trimming spaces", () => {
    expect(parseBasketItems("12:3, 45:1,7:100000")).toEqual({
      ok: true,
      value: [
        { productId: 12, quantity: 3 },
        { productId: 45, quantity: 1 },
        { productId: 7, quantity: 100_000 },
      ],
    });
  });

  it("requires items and names the format", () => {
    expect(error(null)).toMatch(/items is required/);
    expect(error("   ")).toMatch(/productId:quantity/);
  });

  it("names the entry that is malformed", () => {
    expect(error("1:2,abc")).toBe('items entry 2 ("abc") is not productId:quantity');
    expect(error("1:2:3")).toMatch(/entry 1 .* is not productId:quantity/);
    expect(error("0x1:2")).toMatch(/product id must be a whole number of at least 1/);
    expect(error("0:2")).toMatch(/product id must be a whole number of at least 1/);
    expect(error("1:1.0")).toMatch(/quantity must be a whole number/);
    expect(error("1:+1")).toMatch(/quantity must be a whole number/);
  });

  it("refuses quantities under 1 or over 100,000, duplicates and more than 100 lines", () => {
    expect(error("5:0")).toBe('items entry 1 ("5:0"): the quantity must be at least 1');
    expect(error("5:100001")).toBe('items entry 1 ("5:100001"): the quantity must be at most 100,000');
    expect(error("5:1,6:1,5:2")).toMatch(/entry 3 .*product 5 is listed more than once/);
    const tooMany = Array.from({ length: BASKET_MAX_LINES + 1 }, (_, i) => `${i + 1}:1`).join(",");
    expect(error(tooMany)).toBe("items has 101 lines; a basket holds at most 100");
    const exactly = Array.from({ length: BASKET_MAX_LINES }, (_, i) => `${i + 1}:1`).join(",");
    expect(parseBasketItems(exactly).ok).toBe(true);
  });

  it("gives back the same list from its formatted text", () => {
    const item = fc.record({
      productId: fc.integer({ min: 1, max: 2_147_483_647 }),
      quantity: fc.integer({ min: 1, max: 100_000 }),
    });
    fc.assert(
      fc.property(
        fc.uniqueArray(item, { minLength: 1, maxLength: 100, selector: (i) => i.productId }),
        (items: BasketItem[]) => {
          expect(parseBasketItems(formatBasketItems(items))).toEqual({ ok: true, value: items });
        },
      ),
    );
  });
});

describe("parseMaxMerchants", () => {
  it("reads no limit, a limit from 1 to 50, and refuses anything else", () => {
    expect(parseMaxMerchants(null)).toEqual({ ok: true, value: null });
    expect(parseMaxMerchants("")).toEqual({ ok: true, value: null });
    expect(parseMaxMerchants("2")).toEqual({ ok: true, value: 2 });
    expect(parseMaxMerchants("50")).toEqual({ ok: true, value: 50 });
    for (const bad of ["0", "51", "-1", "1.5", "two"]) {
      expect(parseMaxMerchants(bad)).toEqual({ ok: false, error: "maxMerchants must be a whole number from 1 to 50" });
    }
  });
});
