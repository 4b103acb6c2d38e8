import { describe, expect, it } from "vitest";
import { MIN_INDEXED_RESULTS, searchPageIndexable, type SearchPageState } from "./search-indexing";

const plain: SearchPageState = { q: "cement", sort: "relevance", category: null, page: 1, ignored: [] };
const found = { total: 40, correctedQuery: null };

describe("searchPageIndexable", () => {
  it("indexes a plain search that finds enough products", () => {
    expect(searchPageIndexable(plain, found)).toBe(true);
    expect(searchPageIndexable(plain, { ...found, total: MIN_INDEXED_RESULTS })).toBe(true);
  });

  it("keeps variants, corrections and thin answers out of indexes", () => {
    expect(searchPageIndexable({ ...plain, q: "  " }, found)).toBe(false);
    expect(searchPageIndexable({ ...plain, sort: "price_asc" }, found)).toBe(false);
    expect(searchPageIndexable({ ...plain, category: "cement" }, found)).toBe(false);
    expect(searchPageIndexable({ ...plain, page: 2 }, found)).toBe(false);
    expect(searchPageIndexable({ ...plain, ignored: ["colour"] }, found)).toBe(false);
    expect(searchPageIndexable(plain, { ...found, correctedQuery: "cement" })).toBe(false);
    expect(searchPageIndexable(plain, { ...found, total: MIN_INDEXED_RESULTS - 1 })).toBe(false);
  });
});
