import { describe, expect, it } from "vitest";
import { lowestBadge, rankOffers, type RankableOffer } from "./rank-offers.ts";

let nextId = 1;
const offer = (merchantName: string, runningPrice: number, delivery: number | null, availability = "in_stock") =>
  ({
    id: nextId++,
    merchantName,
    runningPrice,
    totalPrice: delivery === null ? null : Math.round((runningPrice + delivery) * 100) / 100,
    availability,
  }) satisfies RankableOffer;

describe("rankOffers", () => {
  it("orders by delivered total, not by item price", () => {
    const ranked = rankOffers([offer("Cheap Item", 11.3, 9.95), offer("Cheap Delivered", 13.07, 4.99)]);
    expect(ranked.map((o) => [o.merchantName, o.totalPrice])).toEqual([
      ["Cheap Delivered", 18.06],
      ["Cheap Item", 21.25],
    ]);
  });

  it("orders an offer with no stated delivery by its item price", () => {
    const ranked = rankOffers([offer("Stated", 10, 5), offer("Not stated", 12, null), offer("Free", 14, 0)]);
    expect(ranked.map((o) => o.merchantName)).toEqual(["Not stated", "Free", "Stated"]);
  });

  it("breaks ties by stock, then merchant name", () => {
    const ranked = rankOffers([
      offer("Zed", 10, 0),
      offer("Able", 10, 0, "out_of_stock"),
      offer("Mid", 10, 0),
      offer("Pre", 10, 0, "preorder"),
    ]);
    expect(ranked.map((o) => o.merchantName)).toEqual(["Mid", "Zed", "Pre", "Able"]);
  });
});

describe("lowestBadge", () => {
  it("sits on the first in-stock offer and says what it compares", () => {
    const ranked = rankOffers([offer("A", 11.3, 9.95), offer("B", 13.07, 4.99)]);
    expect(lowestBadge(ranked)).toEqual({ offerId: ranked[0]!.id, label: "Lowest delivered price" });
  });

  it("never sits on an out-of-stock, unknown or pre-order offer, and says when cheaper ones are not in stock", () => {
    const ranked = rankOffers([
      offer("Gone", 5, 0, "out_of_stock"),
      offer("Unknown", 6, 0, "unknown"),
      offer("Later", 7, 0, "preorder"),
      offer("Here", 9, 0),
    ]);
    const badge = lowestBadge(ranked);
    expect(ranked.find((o) => o.id === badge!.offerId)!.merchantName).toBe("Here");
    expect(badge!.label).toBe("Lowest delivered price in stock");
  });

  it("names a badge on an offer with no stated delivery for what it is", () => {
    const ranked = rankOffers([offer("No delivery", 8, null), offer("Delivered", 9, 4)]);
    expect(lowestBadge(ranked)!.label).toBe("Lowest price, delivery not stated");
  });

  it("gives no badge to a lone offer or when nothing is in stock", () => {
    expect(lowestBadge(rankOffers([offer("Only", 5, 0)]))).toBeNull();
    expect(lowestBadge(rankOffers([offer("X", 5, 0, "out_of_stock"), offer("Y", 6, 0, "unknown")]))).toBeNull();
  });
});
