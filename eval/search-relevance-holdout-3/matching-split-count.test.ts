import { describe, expect, it } from "vitest";
import { countSplits, type PlacedOffer } from "./matching-split-count.ts";

const offer = (merchant: string, itemId: string, productId: number): PlacedOffer => ({
  merchant,
  itemId,
  productId,
  title: itemId,
  reason: "",
});

describe("countSplits", () => {
  const items = { "a|1": "k1", "b|1": "k1", "c|1": "k1", "a|2": "k2", "b|2": "k3" };

  it("finds a key left on two products and counts its joined and missed merchant pairs", () => {
    const r = countSplits([offer("a", "1", 10), offer("b", "1", 10), offer("c", "1", 11)], items);
    expect(r.splitKeys).toEqual([{ key: "k1", products: [10, 11] }]);
    expect(r.siteProducts).toBe(2);
    expect(r.pairs).toEqual([
      { merchants: "a + b", truth: 1, joined: 1, wronglyJoined: 0 },
      { merchants: "a + c", truth: 1, joined: 0, wronglyJoined: 0 },
      { merchants: "b + c", truth: 1, joined: 0, wronglyJoined: 0 },
    ]);
  });

  it("finds a product that holds two keys as a wrong merge and ignores items outside the truth", () => {
    const r = countSplits([offer("a", "2", 20), offer("b", "2", 20), offer("c", "9", 21)], items);
    expect(r.wrongMerges).toEqual([{ productId: 20, keys: ["k2", "k3"] }]);
    expect(r.pairs).toEqual([{ merchants: "a + b", truth: 0, joined: 0, wronglyJoined: 1 }]);
    expect(r.unkeyedOffers).toBe(1);
    expect(r.splitKeys).toEqual([]);
  });
});
