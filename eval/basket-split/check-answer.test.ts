import { describe, expect, it } from "vitest";
import type { BasketApiAnswer } from "../../shared/basket.ts";
import { checkAnswer } from "./check-answer.ts";
import { exhaustiveSingles, exhaustiveSplit, type Line, type TruthOffer } from "./exhaustive.ts";
import type { Truth } from "./ground-truth.ts";

const o = (
  offerId: number,
  merchantSlug: string,
  productId: number,
  pricePence: number,
  deliveryPence: number | null,
  availability = "in_stock",
): TruthOffer => ({
  offerId,
  productId,
  merchantSlug,
  merchantName: `Merchant ${merchantSlug}`,
  merchantItemId: `i${offerId}`,
  pricePence,
  deliveryPence,
  availability,
});
const OFFERS = [
  o(1, "a", 10, 1000, 500),
  o(2, "a", 11, 250, null),
  o(3, "b", 10, 900, 1500),
  o(4, "b", 11, 200, 300),
  o(5, "b", 11, 180, 2000),
  o(6, "c", 12, 5000, 0),
  o(7, "c", 10, 100, 0, "out_of_stock"),
];
const truth: Truth = {
  products: new Map(
    [10, 11, 12, 13].map((id) => [id, { id, name: `Product ${id}`, offers: OFFERS.filter((x) => x.productId === id) }]),
  ),
  offers: new Map(OFFERS.map((x) => [x.offerId, x])),
  inStock: (id) => OFFERS.filter((x) => x.productId === id && x.availability === "in_stock"),
  notes: [],
};

/** The answer a correct engine gives: the oracle's assignment, written in the API's shapes. */
function correctAnswer(lines: Line[], maxMerchants: number | null): BasketApiAnswer {
  const best = exhaustiveSplit(lines, truth.inStock, maxMerchants);
  const bySlug = new Map<string, TruthOffer[]>();
  best.example.forEach((x) => x && bySlug.set(x.merchantSlug, [...(bySlug.get(x.merchantSlug) ?? []), x]));
  const qty = (id: number) => lines.find((l) => l.productId === id)!.quantity;
  const merchants = [...bySlug].map(([merchantSlug, offers]) => ({
    merchantSlug,
    itemsCost: offers.reduce((n, x) => n + x.pricePence * qty(x.productId), 0) / 100,
    delivery: Math.max(...offers.map((x) => x.deliveryPence ?? 0)) / 100,
    lines: offers.map((x) => ({
      productId: x.productId,
      offerId: x.offerId,
      price: x.pricePence / 100,
      quantity: qty(x.productId),
      lineCost: (x.pricePence * qty(x.productId)) / 100,
    })),
  }));
  const delivery = merchants.reduce((n, m) => n + m.delivery * 100, 0);
  const covered = new Set(best.example.filter(Boolean).map((x) => x!.productId));
  return {
    lines: lines.map((l) => ({ ...l, name: `Product ${l.productId}`, unitLabel: "item" })),
    single: exhaustiveSingles(lines, truth.inStock).map((s) => {
      const [items, deliveryPence] = [...s.splits][0]!.split("/").map(Number) as [number, number];
      return {
        merchantSlug: s.merchantSlug,
        merchantName: s.merchantName,
        itemsCost: items / 100,
        delivery: deliveryPence / 100,
        total: s.totalPence / 100,
        missing: s.missing,
      };
    }),
    split: {
      total: best.totalPence / 100,
      delivery: delivery / 100,
      merchants,
      unavailable: lines.map((l) => l.productId).filter((id) => !covered.has(id)),
    },
  };
}
const failed = (lines: Line[], max: number | null, answer: unknown) =>
  checkAnswer(lines, max, answer, truth)
    .filter((f) => !f.ok)
    .map((f) => f.category);

const LINES: Line[] = [
  { productId: 10, quantity: 3 },
  { productId: 11, quantity: 7 },
  { productId: 12, quantity: 1 },
  { productId: 13, quantity: 2 },
];

describe("checkAnswer", () => {
  it("accepts the oracle's own answer, with and without a merchant limit", () => {
    for (const max of [null, 1, 2, 3]) expect(failed(LINES, max, correctAnswer(LINES, max))).toEqual([]);
  });

  it("catches a split that is dearer than the optimum but self-consistent", () => {
    const answer = correctAnswer([{ productId: 11, quantity: 1 }], null);
    const line = { productId: 11, offerId: 2, price: 2.5, quantity: 1, lineCost: 2.5 };
    answer.split = {
      total: 2.5,
      delivery: 0,
      merchants: [{ merchantSlug: "a", itemsCost: 2.5, delivery: 0, lines: [line] }],
      unavailable: [],
    };
    expect(failed([{ productId: 11, quantity: 1 }], null, answer)).toEqual([]); // £2.50 with no delivery stated is the best
    line.offerId = 4;
    expect(failed([{ productId: 11, quantity: 1 }], null, answer)).toContain(
      "split offers exist, belong to the merchant and product, are in stock at that price",
    );
  });

  it("catches an out-of-stock offer, a sum delivery, too many merchants and a wrong single total", () => {
    const lines: Line[] = [{ productId: 10, quantity: 1 }];
    const answer = correctAnswer(lines, null);
    answer.split.merchants = [
      {
        merchantSlug: "c",
        itemsCost: 1,
        delivery: 0,
        lines: [{ productId: 10, offerId: 7, price: 1, quantity: 1, lineCost: 1 }],
      },
    ];
    answer.split.total = 1;
    answer.split.delivery = 0;
    expect(failed(lines, null, answer)).toEqual(expect.arrayContaining(["split total equals the exhaustive optimum"]));
    const two = correctAnswer(LINES, 2);
    two.single[0]!.total += 0.01;
    two.split.merchants[0]!.delivery += 1;
    expect(failed(LINES, 1, two)).toEqual(
      expect.arrayContaining([
        "split uses at most maxMerchants merchants",
        "split arithmetic (lineCost, itemsCost, max delivery, totals)",
        "single totals equal each merchant's exhaustive best",
      ]),
    );
  });

  it("catches money that is not whole pence and a missing field", () => {
    const answer = correctAnswer(LINES, null);
    expect(failed(LINES, null, { ...answer, split: { ...answer.split, total: 12.345 } })).toEqual([
      "answer shape (fields, types, whole pence)",
    ]);
    expect(failed(LINES, null, { lines: answer.lines, single: answer.single })).toEqual([
      "answer shape (fields, types, whole pence)",
    ]);
  });
});
