import { describe, expect, it } from "vitest";
import { XMLValidator } from "fast-xml-parser";
import { escapeXml, renderSitemapIndex, renderUrlset, xmlResponse } from "./sitemap-xml.ts";

describe("sitemap XML", () => {
  it("escapes the five XML special characters", () => {
    expect(escapeXml(`a&b<c>d"e'f`)).toBe("a&amp;b&lt;c&gt;d&quot;e&apos;f");
  });

  it("renders a well-formed urlset with absolute, escaped locations and lastmod when known", () => {
    const xml = renderUrlset("https://example.test", [
      { path: "/products?category=timber&page=2", lastmod: "2030-01-02T03:04:05Z" },
      { path: "/about", lastmod: null },
    ]);
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(xml).toContain(
      "<url><loc>https://example.test/products?category=timber&amp;page=2</loc><lastmod>2030-01-02T03:04:05Z</lastmod></url>",
    );
    expect(xml).toContain("<url><loc>https://example.test/about</loc></url>");
    expect(xml).not.toMatch(/&(?!amp;)/);
  });

  it("renders an index pointing under /sitemaps/", () => {
    const xml = renderSitemapIndex("https://example.test", ["pages.xml", "products-1.xml"]);
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(xml).toContain("<sitemapindex ");
    expect(xml).toContain("<sitemap><loc>https://example.test/sitemaps/products-1.xml</loc></sitemap>");
  });

  it("answers application/xml and leaves caching headers to the site's one table (cacheHeaders)", () => {
    const response = xmlResponse("<x/>");
    expect(response.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    expect(response.headers.get("cache-control")).toBeNull();
  });
});
