import { describe, expect, it } from "vitest";
import { SEARCH_SORTS } from "../../../shared/search-params.ts";
import { orderMatches, pageCandidates } from "./order-matches.ts";
import { SearchIndex } from "./search-index.ts";
import { indexRow } from "./test-helpers.ts";

/** A fixed pseudo-random sequence (mulberry32), so every run checks the same catalogue. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Few distinct prices, counts and scores, and some nulls: many ties, which is where a cut could go wrong. */
function catalogue(size: number): { index: SearchIndex; slots: Int32Array; scoreOf: (slot: number) => number } {
  const next = random(7);
  const pick = <T>(values: readonly T[]) => values[Math.floor(next() * values.length)]!;
  const index = new SearchIndex();
  for (let id = 1; id <= size; id += 1)
    index.upsert({
      ...indexRow(id),
      category: pick(["cement", "timber", "sand"]),
      lowestPrice: pick([null, 1.5, 2, 2, 3.25, 9]),
      lowestTotal: pick([null, 4, 5.5, 5.5, 12]),
      lowestUnitPrice: pick([null, 0.2, 0.35]),
      unitLabel: pick([null, "per kg", "per m"]),
      merchantCount: pick([1, 2, 2, 3]),
      inStockCount: pick([0, 1]),
    });
  const scores = Array.from({ length: index.slotCount }, () => pick([0, 100, 150, 150, 800]));
  const slots = Int32Array.from({ length: index.slotCount }, (_, i) => i).filter(() => next() < 0.8);
  return { index, slots, scoreOf: (slot) => scores[slot]! };
}

describe("pageCandidates", () => {
  const { index, slots, scoreOf } = catalogue(300);
  const sorts = SEARCH_SORTS.map((s) => s.value);

  it("keeps every match the page can show: scoring only them gives the page, facets and total of all", () => {
    for (const sort of sorts)
      for (const category of [null, "timber", "gravel"])
        for (const [offset, limit] of [
          [0, 20],
          [40, 24],
          [0, 1],
          [230, 50],
        ] as const) {
          const options = { sort, category, offset, limit };
          const everything = orderMatches(index, slots, slots.map(scoreOf), options);
          const candidates = pageCandidates(index, slots, options);
          const cut = orderMatches(index, slots, candidates.map(scoreOf), options, candidates);
          expect(cut, JSON.stringify(options)).toEqual(everything);
        }
  });

  it("scores fewer matches under a price order than under relevance", () => {
    const options = { category: null, offset: 0, limit: 20 };
    expect(pageCandidates(index, slots, { ...options, sort: "relevance" })).toHaveLength(slots.length);
    expect(pageCandidates(index, slots, { ...options, sort: "price_asc" }).length).toBeLessThan(slots.length / 2);
  });

  it("keeps only the chosen category's matches, and none for a category the index lacks", () => {
    const options = { sort: "relevance" as const, offset: 0, limit: 20 };
    const timber = index.categories.indexOf("timber");
    const kept = pageCandidates(index, slots, { ...options, category: "timber" });
    expect(kept.length).toBeGreaterThan(0);
    expect([...kept].every((slot) => index.category.data[slot] === timber)).toBe(true);
    expect(pageCandidates(index, slots, { ...options, category: "gravel" })).toHaveLength(0);
  });
});
