import { describe, expect, it } from "vitest";
import { BASKET_MAX_LINES } from "./basket.ts";
import { readPriceComparisonParams } from "./price-comparison-params.ts";

const read = (query: string) => readPriceComparisonParams(new URLSearchParams(query));

describe("readPriceComparisonParams", () => {
  it("reads a shared link exactly", () => {
    expect(read("items=12:3,45:1&max=2&name=Garage%20roof")).toEqual({
      items: [
        { productId: 12, quantity: 3 },
        { productId: 45, quantity: 1 },
      ],
      maxMerchants: 2,
      name: "Garage roof",
      added: null,
      q: "",
      problems: [],
    });
  });

  it("merges add into the list: a new product at the end, a listed one's quantity summed", () => {
    expect(read("items=12:3&add=45:2").items).toEqual([
      { productId: 12, quantity: 3 },
      { productId: 45, quantity: 2 },
    ]);
    const summed = read("items=12:3&add=12:2");
    expect([summed.items, summed.added]).toEqual([[{ productId: 12, quantity: 5 }], { productId: 12, quantity: 2 }]);
    expect(read("add=7:1").items).toEqual([{ productId: 7, quantity: 1 }]);
  });

  it("keeps what it can read and names every problem", () => {
    const got = read("items=12:3,zz,45:1&add=nope&max=0");
    expect(got.items).toEqual([
      { productId: 12, quantity: 3 },
      { productId: 45, quantity: 1 },
    ]);
    expect(got.maxMerchants).toBeNull();
    expect(got.added).toBeNull();
    expect(got.problems).toEqual([
      'Entry 2 ("zz") is not productId:quantity',
      'The product to add ("nope") could not be read, so nothing was added',
      'The number of deliveries ("0") must be a whole number from 1 to 50, or any: showing any',
    ]);
    expect(read("add=1:1,2:1").problems).toHaveLength(1);
  });

  it("refuses to add to a full list, saying why, and keeps the list", () => {
    const full = Array.from({ length: BASKET_MAX_LINES }, (_, i) => `${i + 1}:1`).join(",");
    const got = read(`items=${full}&add=5000:1`);
    expect(got.items).toHaveLength(BASKET_MAX_LINES);
    expect(got.problems).toEqual([expect.stringContaining("at most")]);
  });

  it("cleans the name and the search text", () => {
    const got = read(`name=${encodeURIComponent("  a \n b ")}&q=${encodeURIComponent("  cement  ")}`);
    expect([got.name, got.q, got.items, got.problems]).toEqual(["a b", "cement", [], []]);
  });
});
