import { describe, expect, it } from "vitest";
import { checkRows } from "../db/query-rows.server.ts";
import { productSummaryRow, toProductSummary } from "./product-summary.server.ts";

const checkedNow = new Date();
const row = {
  id: 7,
  name: "Sharp Sand 25kg",
  description: "Washed sharp sand.",
  category: "sand",
  imageUrl: "/demo-images/sand-bag.svg",
  lowestPrice: 3.2,
  highestPrice: 4.1,
  lowestTotal: 3.2,
  lowestUnitPrice: 0.128,
  unitLabel: "per kg",
  lowestPriceChecked: checkedNow,
  merchantCount: 2,
  inStockMerchantCount: 1,
  outOfStockMerchantCount: 1,
  offers: [
    {
      merchantSlug: "a",
      merchantName: "Alpha",
      price: 3.2,
      totalPrice: null,
      available: true,
      availability: "in_stock",
      lastChecked: checkedNow,
    },
    {
      merchantSlug: "b",
      merchantName: "Beta",
      price: 4.1,
      totalPrice: 9.1,
      available: false,
      availability: "out_of_stock",
      // PostgreSQL's JSON text for a timestamptz, as json_build_object writes it.
      lastChecked: "2026-11-30T01:00:00.5+00:00",
    },
  ],
};
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);

describe("productSummaryRow and toProductSummary", () => {
  it("maps a row to the summary every card shows", () => {
    const [parsed] = checkRows([row], productSummaryRow);
    expect(toProductSummary(parsed!)).toEqual({
      ...row,
      lowestPriceChecked: checkedNow.toISOString(),
      lowestPriceAgeHours: null,
      offers: [
        { ...row.offers[0], lastChecked: checkedNow.toISOString(), priceAgeHours: null },
        // Past STALE_OFFER_LABEL_HOURS (48 by default) on any clock after 2 December 2026.
        { ...row.offers[1], lastChecked: "2026-11-30T01:00:00.500Z", priceAgeHours: expect.any(Number) },
      ],
      categoryLabel: "Sand",
      cheapestMerchant: "Alpha",
      tag: { label: "Save £0.90 by comparing", tone: "saving" },
    });
  });

  it("sends a summary's and its offers' keys in one fixed order, the tag last", () => {
    const [parsed] = checkRows([row], productSummaryRow);
    const summary = toProductSummary(parsed!);
    expect(Object.keys(summary)).toEqual([
      "id",
      "name",
      "description",
      "category",
      "categoryLabel",
      "imageUrl",
      "lowestPrice",
      "highestPrice",
      "lowestTotal",
      "lowestUnitPrice",
      "unitLabel",
      "lowestPriceChecked",
      "lowestPriceAgeHours",
      "merchantCount",
      "inStockMerchantCount",
      "outOfStockMerchantCount",
      "cheapestMerchant",
      "offers",
      "tag",
    ]);
    expect(summary.offers.map((o) => Object.keys(o))).toEqual(
      Array(2).fill([
        "merchantSlug",
        "merchantName",
        "price",
        "totalPrice",
        "available",
        "availability",
        "lastChecked",
        "priceAgeHours",
      ]),
    );
  });

  it("accepts node-postgres's strings for numeric and bigint columns", () => {
    const [parsed] = checkRows(
      [{ ...row, id: "7", lowestPrice: "3.20", lowestUnitPrice: "0.1280", merchantCount: "2" }],
      productSummaryRow,
    );
    expect(parsed).toMatchObject({ id: 7, lowestPrice: 3.2, lowestUnitPrice: 0.128, merchantCount: 2 });
  });

  it("names the column when a row does not match", () => {
    const { lowestTotal: _dropped, ...missing } = row;
    expect(() => checkRows([missing], productSummaryRow)).toThrow(/lowestTotal/);
    expect(() => checkRows([{ ...row, merchantCount: "two" }], productSummaryRow)).toThrow(/merchantCount/);
    expect(() => checkRows([{ ...row, offers: [{ merchantSlug: "a" }] }], productSummaryRow)).toThrow(/offers/);
  });

  it("cuts a long description, makes feed URLs safe and drops a unit price without its unit", () => {
    const [parsed] = checkRows(
      [
        {
          ...row,
          description: "word ".repeat(60),
          imageUrl: "javascript:alert(1)",
          unitLabel: null,
          offers: null,
        },
      ],
      productSummaryRow,
    );
    const summary = toProductSummary(parsed!);
    expect(summary.description.length).toBeLessThanOrEqual(221);
    expect(summary.description.endsWith("…")).toBe(true);
    expect(summary).toMatchObject({ imageUrl: null, lowestUnitPrice: null, offers: [], cheapestMerchant: null });
    // The tag is the card's one statement about the offers, made here so every card and /api/search agree.
    expect(summary.tag).toEqual({ label: "Save £0.90 by comparing", tone: "saving" });
  });

  it("labels the lowest price and each offer with its age once past the label limit, and nothing else", () => {
    const [parsed] = checkRows(
      [
        {
          ...row,
          lowestPriceChecked: hoursAgo(75.5),
          offers: [
            { ...row.offers[0], lastChecked: hoursAgo(49.2) },
            { ...row.offers[1], lastChecked: hoursAgo(47.9) },
          ],
        },
      ],
      productSummaryRow,
    );
    const summary = toProductSummary(parsed!);
    expect(summary.lowestPriceAgeHours).toBe(75);
    expect(summary.offers.map((o) => o.priceAgeHours)).toEqual([49, null]);
    // No lowest price (nothing can be ordered now): no age either, whatever the query found.
    const [unpriced] = checkRows([{ ...row, lowestPrice: null, lowestPriceChecked: hoursAgo(80) }], productSummaryRow);
    expect(toProductSummary(unpriced!)).toMatchObject({ lowestPriceChecked: null, lowestPriceAgeHours: null });
  });

  it("names no cheapest merchant when no offer can be ordered now", () => {
    const [parsed] = checkRows([{ ...row, offers: row.offers.slice(1) }], productSummaryRow);
    expect(toProductSummary(parsed!).cheapestMerchant).toBeNull();
  });
});
