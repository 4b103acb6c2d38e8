import { describe, expect, it } from "vitest";
import { dcgAt, gain, mean, ndcgAt, productGrade } from "./score.ts";

// Hand-worked values: log2(2) = 1, log2(3) ≈ 1.5849625, log2(4) = 2.
describe("held-out set 3: NDCG@10", () => {
  it("uses gains 2^g - 1", () => {
    expect([0, 1, 2, 3].map(gain)).toEqual([0, 1, 3, 7]);
  });

  it("discounts rank r by log2(r + 1)", () => {
    // 7/1 + 3/1.5849625 + 1/2 = 7 + 1.8927893 + 0.5
    expect(dcgAt([3, 2, 1])).toBeCloseTo(9.3927893, 6);
  });

  it("scores a perfect order 1 and a swapped order by hand", () => {
    expect(ndcgAt([3, 2, 1], [1, 3, 2])).toBeCloseTo(1, 10);
    // [2, 3, 1]: 3/1 + 7/1.5849625 + 1/2 = 7.9165083; ideal 9.3927893 → 0.8428283
    expect(ndcgAt([2, 3, 1], [1, 2, 3])).toBeCloseTo(0.8428283, 6);
  });

  it("charges for a relevant product that never came back", () => {
    // returned [3]; catalogue holds two grade-3 products: 7 / (7 + 7/1.5849625) = 0.6131472
    expect(ndcgAt([3], [3, 3, 0, 0])).toBeCloseTo(0.6131472, 6);
  });

  it("counts irrelevant results as zero gain but keeps their rank", () => {
    // [0, 3]: 7/1.5849625 = 4.4165083; ideal [3] = 7 → 0.6309298
    expect(ndcgAt([0, 3], [3])).toBeCloseTo(0.6309298, 6);
  });

  it("ignores everything after rank 10", () => {
    expect(ndcgAt([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 3], [3])).toBe(0);
    expect(dcgAt(Array.from({ length: 12 }, () => 1))).toBeCloseTo(dcgAt(Array.from({ length: 10 }, () => 1)), 10);
  });

  it("scores a no-match query 1 when nothing is returned and 0 otherwise", () => {
    expect(ndcgAt([], [0, 0])).toBe(1);
    expect(ndcgAt([0], [0, 0])).toBe(0);
  });

  it("grades a merged product by its best judged row", () => {
    const grades = { a: 1, b: 3 };
    expect(productGrade(["x", "a", "b"], grades)).toBe(3);
    expect(productGrade(["x"], grades)).toBe(0);
    expect(productGrade([], grades)).toBe(0);
  });

  it("averages plainly", () => {
    expect(mean([1, 0, 0.5])).toBeCloseTo(0.5, 10);
    expect(mean([])).toBeNaN();
  });
});
