import { describe, expect, it } from "vitest";
import { dcg, ndcg, productGrade } from "./score.ts";

describe("holdout-2 NDCG@10", () => {
  it("is 1 for the ideal order and lower when a lesser product is first", () => {
    expect(ndcg([3, 2, 1], [1, 2, 3])).toBeCloseTo(1);
    const swapped = ndcg([2, 3, 1], [1, 2, 3]);
    expect(swapped).toBeLessThan(1);
    expect(swapped).toBeCloseTo(dcg([2, 3, 1]) / dcg([3, 2, 1]));
  });

  it("uses gains 2^g - 1 and log2(rank + 1) discounts", () => {
    expect(dcg([3, 1])).toBeCloseTo(7 / 1 + 1 / Math.log2(3));
  });

  it("charges for relevant products that were never returned", () => {
    expect(ndcg([3], [3, 3])).toBeCloseTo(7 / (7 + 7 / Math.log2(3)));
  });

  it("scores queries with nothing relevant by whether anything came back", () => {
    expect(ndcg([], [])).toBe(1);
    expect(ndcg([0, 0], [])).toBe(0);
  });

  it("ignores ranks past 10", () => {
    expect(ndcg([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 3], [3])).toBe(0);
  });

  it("grades a product by the best judged feed item it holds", () => {
    const judged = new Map([
      ["a|1", 1],
      ["b|7", 3],
    ]);
    expect(productGrade(["a|1", "b|7", "c|9"], judged)).toBe(3);
    expect(productGrade(["c|9"], judged)).toBe(0);
  });
});
