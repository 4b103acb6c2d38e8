import { describe, expect, it } from "vitest";
import { exhaustiveSingles, exhaustiveSplit, type TruthOffer } from "./exhaustive.ts";

let nextId = 1;
const offer = (
  merchantSlug: string,
  productId: number,
  pricePence: number,
  deliveryPence: number | null,
): TruthOffer => ({
  offerId: nextId++,
  productId,
  merchantSlug,
  merchantName: merchantSlug.toUpperCase(),
  merchantItemId: `x${nextId}`,
  pricePence,
  deliveryPence,
  availability: "in_stock",
});
const world = (offers: TruthOffer[]) => (productId: number) => offers.filter((o) => o.productId === productId);

describe("the exhaustive oracle", () => {
  it("prefers one delivery when it is cheaper than the better prices elsewhere", () => {
    const stock = world([offer("a", 1, 1000, 500), offer("a", 2, 1000, 500), offer("b", 1, 800, 500)]);
    const best = exhaustiveSplit(
      [
        { productId: 1, quantity: 1 },
        { productId: 2, quantity: 1 },
      ],
      stock,
      null,
    );
    expect(best.totalPence).toBe(2500);
    expect(best.coveredCount).toBe(2);
  });

  it("charges a merchant the highest delivery of its chosen items, unstated counting 0", () => {
    const stock = world([offer("a", 1, 1000, 1000), offer("a", 2, 1000, 200), offer("a", 3, 100, null)]);
    const lines = [1, 2, 3].map((productId) => ({ productId, quantity: 2 }));
    expect(exhaustiveSplit(lines, stock, null).totalPence).toBe(4200 + 1000);
  });

  it("covers as many lines as the merchant limit allows, cheapest among those", () => {
    const stock = world([offer("a", 1, 1000, 0), offer("b", 2, 900, 0), offer("c", 3, 500, 100)]);
    const lines = [1, 2, 3].map((productId) => ({ productId, quantity: 1 }));
    const best = exhaustiveSplit(lines, stock, 2);
    expect(best.coveredCount).toBe(2);
    expect(best.totalPence).toBe(1500);
    expect(exhaustiveSplit([...lines, { productId: 9, quantity: 1 }], stock, null).uncoverable).toEqual([9]);
  });

  it("chooses between one merchant's two listings of a product by price and delivery together", () => {
    const stock = world([offer("a", 1, 1000, 2000), offer("a", 1, 1500, 0), offer("a", 2, 100, 300)]);
    const lines = [
      { productId: 1, quantity: 1 },
      { productId: 2, quantity: 1 },
    ];
    expect(exhaustiveSplit(lines, stock, null).totalPence).toBe(1500 + 100 + 300);
    const [single] = exhaustiveSingles(lines, stock);
    expect(single?.totalPence).toBe(1900);
    expect([...(single?.splits ?? [])]).toEqual(["1600/300"]);
  });

  it("lists what each merchant lacks", () => {
    const stock = world([offer("a", 1, 1000, 0), offer("b", 2, 900, 0)]);
    const singles = exhaustiveSingles(
      [
        { productId: 1, quantity: 3 },
        { productId: 2, quantity: 1 },
      ],
      stock,
    );
    expect(singles.map((s) => [s.merchantSlug, s.totalPence, s.missing])).toEqual([
      ["a", 3000, [2]],
      ["b", 900, [1]],
    ]);
  });
});
