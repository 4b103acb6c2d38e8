import { describe, expect, it } from "vitest";
import {
  formatAge,
  freshnessBand,
  MIN_COMPARED_PRODUCTS,
  MIN_LISTED_OFFERS,
  rateMerchant,
  shareRating,
} from "./merchant-ratings.ts";

const HOUR = 3600;

describe("shareRating", () => {
  it("says 'Not enough data' below the minimum, still showing the counts", () => {
    expect(shareRating("cheapest", 4, MIN_COMPARED_PRODUCTS - 1)).toEqual({
      count: 4,
      of: 4,
      percent: 100,
      band: "Not enough data",
    });
    expect(shareRating("inStock", 0, 0)).toEqual({ count: 0, of: 0, percent: null, band: "Not enough data" });
    expect(shareRating("deliveryStated", 3, MIN_LISTED_OFFERS).band).toBe("Medium");
  });

  it.each([
    ["cheapest", 5, 10, "High"],
    ["cheapest", 4, 10, "Medium"],
    ["cheapest", 2, 10, "Medium"],
    ["cheapest", 1, 10, "Low"],
    ["inStock", 9, 10, "High"],
    ["inStock", 896, 1000, "Medium"],
    ["inStock", 6, 10, "Medium"],
    ["inStock", 5, 10, "Low"],
    ["deliveryStated", 10, 10, "High"],
    ["deliveryStated", 0, 10, "Low"],
  ] as const)("%s %i of %i is %s", (kind, count, of, band) => {
    expect(shareRating(kind, count, of).band).toBe(band);
  });

  it("rounds the percent shown but bands on the exact share (89.6% is not High)", () => {
    expect(shareRating("inStock", 896, 1000)).toMatchObject({ percent: 90, band: "Medium" });
  });
});

describe("freshness", () => {
  it.each([
    [null, "Not enough data"],
    [0, "Fresh"],
    [24 * HOUR, "Fresh"],
    [24 * HOUR + 1, "Recent"],
    [72 * HOUR, "Recent"],
    [7 * 24 * HOUR, "Ageing"],
    [7 * 24 * HOUR + 1, "Stale"],
  ])("an import %s seconds old is %s", (age, band) => {
    expect(freshnessBand(age)).toBe(band);
  });

  it.each([
    [5, "just now"],
    [60, "1 minute ago"],
    [59 * 60, "59 minutes ago"],
    [HOUR, "1 hour ago"],
    [3 * HOUR + 59 * 60, "3 hours ago"],
    [47 * HOUR, "47 hours ago"],
    [48 * HOUR, "2 days ago"],
    [-30, "just now"],
  ])("formats an age of %i seconds as %s", (age, text) => {
    expect(formatAge(age)).toBe(text);
  });
});

describe("rateMerchant", () => {
  it("rates each figure on its own counts", () => {
    expect(
      rateMerchant({
        verified: true,
        comparedProducts: 8,
        cheapestProducts: 2,
        listedOffers: 20,
        inStockOffers: 19,
        deliveryStatedOffers: 4,
        lastImportAt: "2026-12-01T09:00:00.000Z",
        lastImportAgeSeconds: 3 * HOUR + 10,
      }),
    ).toEqual({
      verified: true,
      cheapest: { count: 2, of: 8, percent: 25, band: "Medium" },
      freshness: {
        lastImportAt: "2026-12-01T09:00:00.000Z",
        ageSeconds: 3 * HOUR + 10,
        text: "Updated 3 hours ago",
        band: "Fresh",
      },
      inStock: { count: 19, of: 20, percent: 95, band: "High" },
      deliveryStated: { count: 4, of: 20, percent: 20, band: "Low" },
    });
  });

  it("says no import is recorded when there is none", () => {
    const { freshness } = rateMerchant({
      verified: false,
      comparedProducts: 0,
      cheapestProducts: 0,
      listedOffers: 0,
      inStockOffers: 0,
      deliveryStatedOffers: 0,
      lastImportAt: null,
      lastImportAgeSeconds: null,
    });
    expect(freshness).toEqual({
      lastImportAt: null,
      ageSeconds: null,
      text: "No feed import recorded",
      band: "Not enough data",
    });
  });
});
