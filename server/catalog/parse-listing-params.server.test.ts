import { describe, expect, it } from "vitest";
import { filterCount } from "../../shared/listing-params.ts";
import { parseListingParams } from "./parse-listing-params.server.ts";

const parse = (query: string) => parseListingParams(new URLSearchParams(query), "name");

describe("parseListingParams", () => {
  it("reads every listing parameter", () => {
    const { params, problems } = parse(
      "q=  red   brick &sort=price_desc&page=3&view=list&merchant=Harbour&merchant=pennine&min=£1.5&max=20&stock=1",
    );
    expect(params).toEqual({
      q: "red brick",
      sort: "price_desc",
      page: 3,
      view: "list",
      merchants: ["harbour", "pennine"],
      minPrice: 1.5,
      maxPrice: 20,
      inStock: true,
    });
    expect(problems).toEqual([]);
    expect(filterCount(params)).toBe(3);
  });

  it("falls back to defaults without parameters", () => {
    const { params } = parse("");
    expect(params).toEqual({
      q: "",
      sort: "name",
      page: 1,
      view: "grid",
      merchants: [],
      minPrice: null,
      maxPrice: null,
      inStock: false,
    });
    expect(filterCount(params)).toBe(0);
  });

  it("ignores bad values and says what it ignored", () => {
    const { params, problems } = parse("sort=cheapest&page=two&min=abc&max=-4&merchant=../etc");
    expect(params).toMatchObject({ sort: "name", page: 1, minPrice: null, maxPrice: null, merchants: [] });
    expect(problems).toEqual([
      'Unknown sort order "cheapest"; showing the default.',
      'Page "two" isn\'t a page number; showing page 1.',
      'Minimum price "abc" isn\'t a price in pounds; it was ignored.',
      'Maximum price "-4" isn\'t a price in pounds; it was ignored.',
    ]);
  });

  it("swaps a minimum above the maximum and shortens an over-long search", () => {
    const { params, problems } = parse(`min=30&max=10&q=${"a".repeat(150)}`);
    expect(params).toMatchObject({ minPrice: 10, maxPrice: 30 });
    expect(params.q).toHaveLength(100);
    expect(problems).toContain("The minimum price was above the maximum, so the two were swapped.");
    expect(problems).toContain("Search text was shortened to 100 characters.");
  });

  it("rounds prices to pennies", () => {
    expect(parse("min=1.006&max=2.999").params).toMatchObject({ minPrice: 1.01, maxPrice: 3 });
  });
});
