import { expect, it } from "vitest";
import { productJsonLd, truncate } from "./seo";
import { formatDate } from "../../shared/dates";

const base = {
  name: "Cement 25kg",
  description: "Bag of cement.",
  brand: null,
  imageUrl: "/demo-images/cement-bag.svg",
  canonicalUrl: "https://www.buildcompare.co.uk/product/7",
  siteUrl: "https://www.buildcompare.co.uk",
};

it("describes a product with an AggregateOffer in pounds", () => {
  const json = productJsonLd({ ...base, lowest: 5.5, highest: 8, offerCount: 2, availableCount: 0 });
  expect(json).toMatchObject({
    "@type": "Product",
    image: "https://www.buildcompare.co.uk/demo-images/cement-bag.svg",
    offers: { lowPrice: "5.50", highPrice: "8.00", offerCount: 2, availability: "https://schema.org/OutOfStock" },
  });
  expect(json).not.toHaveProperty("brand");
});

it("leaves out offers when nobody sells the product", () => {
  expect(productJsonLd({ ...base, lowest: null, highest: null, offerCount: 0, availableCount: 0 })).not.toHaveProperty(
    "offers",
  );
});

it("truncates at a word boundary", () => {
  expect(truncate("short  text\n")).toBe("short text");
  const long = truncate("word ".repeat(60), 40);
  expect(long.length).toBeLessThanOrEqual(40);
  expect(long.endsWith("word…")).toBe(true);
});

it("formats dates in UK time with fixed month names", () => {
  expect(formatDate("2026-11-21T10:00:00Z")).toBe("21 Nov 2026");
  expect(formatDate("2026-09-03T10:00:00Z")).toBe("3 Sep 2026");
  // 23:30 UTC on 29 March is already 30 March in British Summer Time.
  expect(formatDate("2026-03-29T23:30:00Z")).toBe("30 Mar 2026");
  expect(formatDate("not a date")).toBe("");
});
