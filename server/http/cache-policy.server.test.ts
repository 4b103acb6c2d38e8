import { describe, expect, it } from "vitest";
import { cacheClass, cacheControlFor, etagFor, ifNoneMatchMatches, routeOptedOut } from "./cache-policy.server.ts";

describe("cacheClass", () => {
  it.each([
    ["GET", "/", "page"],
    ["GET", "/product/12", "page"],
    ["GET", "/product/12.data", "page"],
    ["GET", "/_root.data", "page"],
    ["GET", "/favourites", "page"],
    ["HEAD", "/search", "page"],
    ["GET", "/api/search", "public"],
    ["GET", "/api/products/12/history", "public"],
    ["GET", "/api/basket", "public"],
    ["GET", "/sitemap.xml", "public"],
    ["GET", "/sitemaps/products-1.xml", "public"],
    ["GET", "/robots.txt", "public"],
    ["GET", "/api/products", "never"],
    ["GET", "/healthz", "never"],
    ["GET", "/out/12", "never"],
    ["GET", "/out/merchant/harbour", "never"],
    ["GET", "/alerts", "never"],
    ["GET", "/alerts/confirm.data", "never"],
    ["GET", "/subscriptions/unsubscribe", "never"],
    ["GET", "/price-comparison.csv", "never"],
    ["POST", "/contact", "never"],
    ["POST", "/api/search", "never"],
  ])("%s %s is %s", (method, path, expected) => {
    expect(cacheClass(method, path)).toBe(expected);
  });
});

describe("etagFor", () => {
  const parts = { buildId: "b", catalogueVersion: 7, variant: "inc-vat" as const, nowMs: 120_000 };
  it("is weak and stable within one clock window", () => {
    expect(etagFor(parts)).toMatch(/^W\/"[^"]+"$/);
    expect(etagFor({ ...parts, nowMs: 179_999 })).toBe(etagFor(parts));
    expect(etagFor({ ...parts, nowMs: 180_000 })).not.toBe(etagFor(parts));
  });
  it("differs by each part", () => {
    const base = etagFor(parts);
    expect(etagFor({ ...parts, buildId: "c" })).not.toBe(base);
    expect(etagFor({ ...parts, catalogueVersion: 8 })).not.toBe(base);
    expect(etagFor({ ...parts, variant: "ex-vat" })).not.toBe(base);
    expect(etagFor({ ...parts, variant: null })).not.toBe(base);
  });
});

describe("ifNoneMatchMatches", () => {
  it("compares weakly, in lists and with *", () => {
    expect(ifNoneMatchMatches('W/"a"', 'W/"a"')).toBe(true);
    expect(ifNoneMatchMatches('"a"', 'W/"a"')).toBe(true);
    expect(ifNoneMatchMatches('"x", W/"a"', 'W/"a"')).toBe(true);
    expect(ifNoneMatchMatches("*", 'W/"a"')).toBe(true);
    expect(ifNoneMatchMatches('W/"ab"', 'W/"a"')).toBe(false);
    expect(ifNoneMatchMatches(undefined, 'W/"a"')).toBe(false);
    expect(ifNoneMatchMatches("", 'W/"a"')).toBe(false);
  });
});

describe("cacheControlFor", () => {
  it("shares inc. VAT pages and the API, keeps trade pages private", () => {
    expect(cacheControlFor("page", "inc-vat")).toMatch(/^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+/);
    expect(cacheControlFor("public", null)).toBe(cacheControlFor("page", "inc-vat"));
    expect(cacheControlFor("page", "ex-vat")).toBe("private, no-cache");
    expect(routeOptedOut(cacheControlFor("page", "ex-vat"))).toBe(true);
    expect(routeOptedOut(cacheControlFor("public", null))).toBe(false);
    expect(routeOptedOut(undefined)).toBe(false);
  });
});
