/** Availability and sale terms (read-offer-terms.ts) as a feed row reaches them, through validateFeedRow. */
import { describe, expect, it } from "vitest";
import { good, kept } from "./feed-row-test-helpers.ts";

describe("availability", () => {
  it.each([
    ["in stock", "in_stock"],
    ["InStock", "in_stock"],
    ["IN_STOCK", "in_stock"],
    ["available", "in_stock"],
    ["Limited Availability", "in_stock"],
    ["https://schema.org/LimitedAvailability", "in_stock"],
    ["out of stock", "out_of_stock"],
    ["outofstock", "out_of_stock"],
    ["out of_stock", "out_of_stock"],
    ["sold out", "out_of_stock"],
    ["SoldOut", "out_of_stock"],
    ["discontinued", "out_of_stock"],
    ["not available", "out_of_stock"],
    ["unavailable", "out_of_stock"],
    ["http://schema.org/OutOfStock", "out_of_stock"],
    ["https://schema.org/Discontinued", "out_of_stock"],
    ["pre order", "preorder"],
    ["pre-order", "preorder"],
    ["https://schema.org/PreOrder", "preorder"],
    ["backorder", "backorder"],
    ["back order", "backorder"],
    ["on backorder", "backorder"],
    ["available for order", "backorder"],
    ["https://schema.org/BackOrder", "backorder"],
  ])("reads %j as %s without a warning", (raw, availability) => {
    const result = kept({ ...good, availability: raw });
    expect(result.row.availability).toBe(availability);
    expect(result.warnings).toEqual([]);
  });

  it("keeps a row with a missing or unknown availability as stock unknown, with a warning", () => {
    const unknown = kept({ ...good, availability: "maybe" });
    expect(unknown.row.availability).toBe("unknown");
    expect(unknown.warnings).toEqual(['availability "maybe" not recognised; shown as stock unknown']);
    const missing = kept({ ...good, availability: "" });
    expect(missing.row.availability).toBe("unknown");
    expect(missing.warnings).toEqual(["availability missing; shown as stock unknown"]);
    const absent = kept({ id: "A2", title: "Ballast", price: "50 GBP", link: "https://merchant.example/p/a2" });
    expect(absent.warnings).toEqual(["availability missing; shown as stock unknown"]);
  });
});

describe("sale price", () => {
  it("keeps a dated sale with its window, whether it has started, ended or not", () => {
    const result = kept({
      ...good,
      sale_price: "3.00 GBP",
      sale_price_effective_date: "2024-01-01T00:00 / 2024-01-31T23:59",
    });
    expect(result.row).toMatchObject({
      salePrice: 3,
      saleStartsAt: "2024-01-01T00:00:00.000Z",
      saleEndsAt: "2024-01-31T23:59:00.000Z",
    });
    expect(result.warnings).toEqual([]);
  });

  it("keeps an undated sale as always running", () => {
    expect(kept({ ...good, sale_price: "£3.99" }).row).toMatchObject({
      salePrice: 3.99,
      saleStartsAt: null,
      saleEndsAt: null,
    });
  });

  it.each([
    [{ sale_price: "5.00 GBP" }, "sale_price not below price; sale ignored"],
    [{ sale_price: "4.50 GBP" }, "sale_price not below price; sale ignored"],
    [{ sale_price: "0 GBP" }, "sale_price is zero; sale ignored"],
    [{ sale_price: "3.00 EUR" }, "sale_price in EUR, not GBP; sale ignored"],
    [{ sale_price: "$3" }, "sale_price in $ (not GBP); sale ignored"],
    [{ sale_price: "half price" }, "sale_price unparseable; sale ignored"],
    [
      { sale_price: "3.00" },
      "sale_price has no currency (set the merchant's feed currency with import --currency or merchants set --currency); sale ignored",
    ],
    [
      { sale_price: "3.00 GBP", sale_price_effective_date: "next week" },
      'sale_price_effective_date "next week" not understood; sale ignored',
    ],
    [
      { sale_price: "3.00 GBP", sale_price_effective_date: "2026-11-30/2026-11-01" },
      'sale_price_effective_date "2026-11-30/2026-11-01" ends before it starts; sale ignored',
    ],
  ])("drops the sale of %j with a warning and keeps the row", (sale, warning) => {
    const result = kept({ ...good, ...sale });
    expect(result.row).toMatchObject({ price: 4.5, salePrice: null, saleStartsAt: null, saleEndsAt: null });
    expect(result.warnings).toEqual([warning]);
  });
});

it("makes delivery unknown, with a warning, when shipping is not in pounds", () => {
  const result = kept({ ...good, shipping: "GB:::4.95 EUR" });
  expect(result.row.deliveryCost).toBeNull();
  expect(result.warnings).toEqual(["shipping price in EUR, not GBP; delivery shown as unknown"]);
  expect(kept({ ...good, shipping: "GB:::4.95" }, "GBP").row.deliveryCost).toBe(4.95);
});
