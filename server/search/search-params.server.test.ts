import { describe, expect, it } from "vitest";
import { MAX_QUERY_LENGTH, SEARCH_PAGE_SIZE } from "../../shared/search-params.ts";
import { ApiSearchQuery, ApiSuggestQuery, MAX_SEARCH_OFFSET, parseSearchPageParams } from "./search-params.server.ts";

const page = (query: string) => parseSearchPageParams(new URL(`https://buildcompare.test/search?${query}`));

describe("parseSearchPageParams", () => {
  it("reads every parameter", () => {
    expect(page("q=sharp+sand&sort=price_asc&category=sand&page=3")).toEqual({
      q: "sharp sand",
      sort: "price_asc",
      category: "sand",
      page: 3,
      ignored: [],
    });
  });

  it("defaults to relevance, all categories and page 1", () => {
    expect(page("")).toEqual({ q: "", sort: "relevance", category: null, page: 1, ignored: [] });
  });

  it("trims and caps the query", () => {
    expect(page("q=%20%20cement%20%20").q).toBe("cement");
    const long = page(`q=${"x".repeat(MAX_QUERY_LENGTH + 50)}`);
    expect(long.q).toHaveLength(MAX_QUERY_LENGTH);
    expect(long.ignored).toEqual([]);
  });

  it("ignores and reports a bad sort", () => {
    expect(page("q=cement&sort=cheapest")).toMatchObject({ sort: "relevance", ignored: ["sort"] });
    expect(page("q=cement&sort=")).toMatchObject({ sort: "relevance", ignored: ["sort"] });
  });

  it("ignores and reports an unknown category, but not an empty one", () => {
    expect(page("q=cement&category=lasers")).toMatchObject({ category: null, ignored: ["category"] });
    expect(page("q=cement&category=")).toMatchObject({ category: null, ignored: [] });
  });

  it.each(["0", "-1", "1.5", "abc", "", String(Math.floor(MAX_SEARCH_OFFSET / SEARCH_PAGE_SIZE) + 2)])(
    "ignores and reports page=%s",
    (value) => {
      expect(page(`q=cement&page=${value}`)).toMatchObject({ page: 1, ignored: ["page"] });
    },
  );

  it("accepts the last page that can be computed", () => {
    const last = Math.floor(MAX_SEARCH_OFFSET / SEARCH_PAGE_SIZE) + 1;
    expect(page(`q=cement&page=${last}`)).toMatchObject({ page: last, ignored: [] });
  });

  it("reports several bad parameters at once", () => {
    expect(page("q=cement&sort=x&category=y&page=z").ignored).toEqual(["sort", "category", "page"]);
  });
});

describe("ApiSearchQuery", () => {
  it("applies /api/search's defaults", () => {
    expect(ApiSearchQuery.parse({})).toEqual({ q: "", sort: "relevance", limit: 20, offset: 0 });
  });

  it("accepts limit 50 and rejects 51, 0 and fractions", () => {
    expect(ApiSearchQuery.parse({ q: "a", limit: "50" }).limit).toBe(50);
    for (const limit of ["51", "0", "2.5", "ten"]) {
      const parsed = ApiSearchQuery.safeParse({ q: "a", limit });
      expect(parsed.success, limit).toBe(false);
      expect(parsed.error!.issues[0]!.path).toEqual(["limit"]);
    }
  });

  it("rejects bad sort, category and offset, naming the parameter", () => {
    for (const [name, value] of [
      ["sort", "cheapest"],
      ["category", "lasers"],
      ["offset", "-1"],
      ["offset", String(MAX_SEARCH_OFFSET + 1)],
    ]) {
      const parsed = ApiSearchQuery.safeParse({ [name!]: value });
      expect(parsed.success, `${name}=${value}`).toBe(false);
      expect(parsed.error!.issues[0]!.path).toEqual([name]);
    }
  });

  it("rejects a query over the maximum length", () => {
    expect(ApiSearchQuery.safeParse({ q: "x".repeat(MAX_QUERY_LENGTH) }).success).toBe(true);
    expect(ApiSearchQuery.safeParse({ q: "x".repeat(MAX_QUERY_LENGTH + 1) }).success).toBe(false);
    expect(ApiSuggestQuery.safeParse({ q: "x".repeat(MAX_QUERY_LENGTH + 1) }).success).toBe(false);
  });
});
