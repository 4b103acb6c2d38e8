import { describe, expect, it } from "vitest";
import { MAX_FAVOURITES, parseFavourites, priceChange, toggleFavourite, type Favourite } from "./favourites.ts";

const cement: Favourite = { productId: 7, name: "Cement 25kg", price: 6.5, savedAt: "2026-11-30T10:00:00.000Z" };
const sand: Favourite = { productId: 9, name: "Sand", price: null, savedAt: "2026-11-29T10:00:00.000Z" };

describe("parseFavourites", () => {
  it("reads a stored list and drops malformed entries and repeats, keeping the rest", () => {
    const raw = JSON.stringify([
      cement,
      { ...cement, name: "again" },
      sand,
      { productId: "3", name: "x", price: 1, savedAt: cement.savedAt },
      { productId: 4, name: "x", price: -1, savedAt: cement.savedAt },
      { productId: 5, name: "x", price: 1, savedAt: "yesterday" },
      null,
      7,
    ]);
    expect(parseFavourites(raw)).toEqual([cement, sand]);
  });

  it("treats nothing, broken JSON and non-lists as no favourites", () => {
    for (const raw of [null, "", "{", '{"productId":1}', "42"]) expect(parseFavourites(raw), String(raw)).toEqual([]);
  });

  it("keeps at most MAX_FAVOURITES", () => {
    const many = Array.from({ length: MAX_FAVOURITES + 5 }, (_, i) => ({ ...cement, productId: i + 1 }));
    expect(parseFavourites(JSON.stringify(many))).toHaveLength(MAX_FAVOURITES);
  });
});

describe("toggleFavourite", () => {
  it("adds newest first and removes a product already saved", () => {
    const added = toggleFavourite([sand], cement);
    expect(added.map((f) => f.productId)).toEqual([7, 9]);
    expect(toggleFavourite(added, { ...cement, price: 1 })).toEqual([sand]);
  });
});

describe("priceChange", () => {
  it("compares in pence and says which way", () => {
    expect(priceChange(6.5, 5.99)).toEqual({ direction: "down", amount: 0.51 });
    expect(priceChange(0.1 + 0.2, 0.3)).toEqual({ direction: "same", amount: 0 });
    expect(priceChange(4, 4.25)).toEqual({ direction: "up", amount: 0.25 });
  });

  it("has nothing to say when either price is unknown", () => {
    expect(priceChange(null, 4)).toBeNull();
    expect(priceChange(4, null)).toBeNull();
  });
});
