import { describe, expect, it } from "vitest";
import {
  dcg,
  gradeCatalogue,
  judge,
  judgeBrand,
  judgeCategory,
  judgmentMatches,
  metres,
  mm,
  ndcg,
  section,
  unmatchedJudgments,
  validateJudgedSet,
  type CatalogueProduct,
  type Grade,
} from "./ndcg.ts";

const product = (id: number, name: string, category = "timber", brand: string | null = null): CatalogueProduct => ({
  id,
  name,
  category,
  brand,
});

describe("dcg", () => {
  it("discounts each position by log2(rank + 1) with exponential gain", () => {
    expect(dcg([3])).toBe(7);
    expect(dcg([0, 3])).toBeCloseTo(7 / Math.log2(3), 10);
    expect(dcg([2, 1, 1])).toBeCloseTo(3 + 1 / Math.log2(3) + 1 / 2, 10);
  });

  it("only counts the first 10 positions", () => {
    const grades: Grade[] = [...Array<Grade>(10).fill(0), 3];
    expect(dcg(grades)).toBe(0);
  });
});

describe("ndcg", () => {
  it("is 1 for the ideal ranking", () => {
    expect(ndcg([3, 2, 1], [1, 3, 2])).toBe(1);
  });

  it("is lower for the reversed ranking, and lowest when nothing relevant comes back", () => {
    const reversed = ndcg([1, 2, 3], [1, 2, 3]);
    expect(reversed).toBeLessThan(1);
    expect(reversed).toBeGreaterThan(0);
    expect(ndcg([0, 0], [1, 2, 3])).toBe(0);
    expect(ndcg([], [3])).toBe(0);
  });

  it("builds the ideal from every relevant product in the catalogue, not from what came back", () => {
    // Returning only one of two exact matches cannot score 1.
    expect(ndcg([3], [3, 3])).toBeCloseTo(7 / (7 + 7 / Math.log2(3)), 10);
    // A relevant product ranked below the cut-off earns nothing.
    const late: Grade[] = [...Array<Grade>(10).fill(0), 3];
    expect(ndcg(late, [3])).toBe(0);
  });

  it("penalises an irrelevant result ranked above a relevant one", () => {
    expect(ndcg([0, 3], [3])).toBeCloseTo(1 / Math.log2(3), 10);
    expect(ndcg([3, 0], [3])).toBe(1);
  });

  it("prefers an exact match at the top to near misses above it", () => {
    expect(ndcg([3, 2, 2], [3, 2, 2])).toBeGreaterThan(ndcg([2, 2, 3], [3, 2, 2]));
    expect(ndcg([3, 0], [3, 2, 2])).toBeGreaterThan(ndcg([2, 2], [3, 2, 2]));
  });

  it("treats an empty answer as perfect when the catalogue has nothing relevant, and any answer as a miss", () => {
    expect(ndcg([], [])).toBe(1);
    expect(ndcg([0], [])).toBe(0);
    expect(ndcg([0, 0, 0], [0, 0])).toBe(0);
  });
});

describe("name patterns", () => {
  it("recognises a cross-section written either way round, with or without spaces and mm", () => {
    const pattern = section(47, 100);
    for (const name of ["47 x 100mm", "C16 47X100MM 3.0M", "100x47x2400mm", "47mm x 100mm", "100 × 47"])
      expect(name).toMatch(pattern);
    for (const name of ["147 x 100mm", "47 x 1000mm", "47 x 75mm", "4.47 x 100"]) expect(name).not.toMatch(pattern);
  });

  it("matches a thickness without matching longer numbers that end the same way", () => {
    expect("2400 x 1200 x 12.5mm").toMatch(mm(12.5));
    expect("12.5 mm board").toMatch(mm(12.5));
    expect("42.5mm ThermaLine").not.toMatch(mm(2.5));
    expect("115mm").not.toMatch(mm(15));
    expect("15MM 2400X1200").toMatch(mm(15));
  });

  it("matches a length in metres or millimetres but not a millimetre reading of the metre figure", () => {
    const pattern = metres(2.4);
    for (const name of ["75 x 75mm x 2.4m", "2.4 m (8')", "144x20x2400mm"]) expect(name).toMatch(pattern);
    for (const name of ["12.4m", "2.4mm", "3.0m"]) expect(name).not.toMatch(pattern);
  });
});

describe("judgments", () => {
  const catalogue = [
    product(1, "Treated Sawn Timber C16 47 x 100mm x 3.6m"),
    product(2, "Treated Sawn Timber C16 47 x 75mm x 3.6m"),
    product(3, "CLS Studwork Timber 38 x 89mm x 2.4m"),
    product(4, "Tarmac Blue Circle General Purpose Cement 25kg", "cement", "Tarmac"),
  ];

  it("matches names case-insensitively and requires every pattern", () => {
    expect(judgmentMatches(judge(3, "treated sawn", section(47, 100)), catalogue[0]!)).toBe(true);
    expect(judgmentMatches(judge(3, "treated sawn", section(47, 100)), catalogue[1]!)).toBe(false);
  });

  it("honours categories, brands and exclusions", () => {
    expect(judgmentMatches(judgeCategory(3, "timber", "CLS"), catalogue[2]!)).toBe(false);
    expect(judgmentMatches(judgeCategory(3, "timber", "CLS"), catalogue[0]!)).toBe(true);
    expect(judgmentMatches(judgeBrand(3, /tarmac/i), catalogue[3]!)).toBe(true);
    expect(judgmentMatches(judgeBrand(3, /tarmac/i), catalogue[0]!)).toBe(false);
  });

  it("refuses a judgment that would match every product", () => {
    expect(() => judgmentMatches({ grade: 1 }, catalogue[0]!)).toThrow(/would match every product/);
  });

  it("grades each product by the highest judgment it matches", () => {
    const grades = gradeCatalogue([judge(1, "Timber"), judge(3, section(47, 100)), judge(2, "Sawn")], catalogue);
    expect(Object.fromEntries(grades)).toEqual({ 1: 3, 2: 2, 3: 1 });
  });

  it("reports judgments that match nothing, so a stale judged set fails loudly", () => {
    const stale = judge(3, "Kingspan");
    expect(unmatchedJudgments([judge(3, "Cement"), stale], catalogue)).toEqual([stale]);
  });

  it("flags duplicate queries and misplaced judgments", () => {
    const problems = validateJudgedSet([
      { q: "cement", class: "generic", judgments: [judge(3, "Cement")] },
      { q: "Cement ", class: "generic", judgments: [judge(3, "Cement")] },
      { q: "tap", class: "no-relevant", judgments: [judge(1, "Tap")] },
      { q: "timber", class: "generic", judgments: [] },
    ]);
    expect(problems).toHaveLength(3);
  });
});
