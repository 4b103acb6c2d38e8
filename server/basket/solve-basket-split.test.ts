import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { deliveryOf, type BasketLineOffers, type CandidateOffer } from "./basket-model.ts";
import { priceSingleMerchants } from "./price-single-merchants.ts";
import { solveBasketSplit } from "./solve-basket-split.ts";

let nextOfferId = 1;
function offer(merchantSlug: string, unitPence: number, deliveryPence: number | null, productId = 0): CandidateOffer {
  return {
    offerId: nextOfferId++,
    productId,
    merchantSlug,
    merchantName: merchantSlug.toUpperCase(),
    unitPence,
    deliveryPence,
  };
}

function line(productId: number, quantity: number, offers: CandidateOffer[]): BasketLineOffers {
  return { productId, quantity, offers: offers.map((o) => ({ ...o, productId })) };
}

/** What a split costs: items plus, per merchant used, the highest delivery chosen from it. */
function costOf(picks: ReadonlyArray<{ quantity: number; offer: CandidateOffer }>): number {
  const delivery = new Map<string, number>();
  let items = 0;
  for (const { quantity, offer: o } of picks) {
    items += o.unitPence * quantity;
    delivery.set(o.merchantSlug, Math.max(delivery.get(o.merchantSlug) ?? 0, deliveryOf(o)));
  }
  return items + [...delivery.values()].reduce((a, b) => a + b, 0);
}

/**
 * Exhaustive search, the reference the solver is checked against: every way of buying each line through one of
 * its offers (or, under a merchant limit, leaving it out), keeping the most lines covered, then the cheapest.
 */
function bruteForceSplit(lines: readonly BasketLineOffers[], maxMerchants: number | null) {
  const coverable = lines.filter((l) => l.offers.length > 0);
  let best = { covered: -1, pence: Infinity };
  const walk = (index: number, picks: Array<{ quantity: number; offer: CandidateOffer }>) => {
    if (index === coverable.length) {
      const used = new Set(picks.map((p) => p.offer.merchantSlug));
      if (maxMerchants !== null && used.size > maxMerchants) return;
      const pence = costOf(picks);
      if (picks.length > best.covered || (picks.length === best.covered && pence < best.pence)) {
        best = { covered: picks.length, pence };
      }
      return;
    }
    const current = coverable[index]!;
    for (const o of current.offers) walk(index + 1, [...picks, { quantity: current.quantity, offer: o }]);
    if (maxMerchants !== null) walk(index + 1, picks);
  };
  walk(0, []);
  return best;
}

/** Exhaustive cheapest total at each merchant for the lines it has in stock. */
function bruteForceSingles(lines: readonly BasketLineOffers[]): Map<string, number> {
  const slugs = new Set(lines.flatMap((l) => l.offers.map((o) => o.merchantSlug)));
  const totals = new Map<string, number>();
  for (const slug of slugs) {
    const own = lines.map((l) => ({ ...l, offers: l.offers.filter((o) => o.merchantSlug === slug) }));
    const stocked = own.filter((l) => l.offers.length > 0);
    let best = Infinity;
    const walk = (index: number, picks: Array<{ quantity: number; offer: CandidateOffer }>) => {
      if (index === stocked.length) {
        best = Math.min(best, costOf(picks));
        return;
      }
      for (const o of stocked[index]!.offers)
        walk(index + 1, [...picks, { quantity: stocked[index]!.quantity, offer: o }]);
    };
    walk(0, []);
    totals.set(slug, best);
  }
  return totals;
}

const MERCHANTS = ["alpha", "beta", "gamma", "delta"];

/** Random small baskets: 1–5 lines over 1–4 merchants, 0–2 offers per merchant and line, unstated deliveries. */
const basket = fc
  .record({ merchantCount: fc.integer({ min: 1, max: 4 }), lineCount: fc.integer({ min: 1, max: 5 }) })
  .chain(({ merchantCount, lineCount }) =>
    fc.record({
      lines: fc.array(
        fc.record({
          quantity: fc.integer({ min: 1, max: 20 }),
          offers: fc.array(
            fc.array(
              fc.record({
                unitPence: fc.integer({ min: 1, max: 5000 }),
                deliveryPence: fc.option(fc.constantFrom(0, 299, 499, 995, 1500, 2500), { nil: null }),
              }),
              { maxLength: 2 },
            ),
            { minLength: merchantCount, maxLength: merchantCount },
          ),
        }),
        { minLength: lineCount, maxLength: lineCount },
      ),
      maxMerchants: fc.option(fc.integer({ min: 1, max: 4 }), { nil: null }),
    }),
  )
  .map(({ lines, maxMerchants }) => ({
    maxMerchants,
    lines: lines.map((l, index) =>
      line(
        index + 1,
        l.quantity,
        l.offers.flatMap((atMerchant, m) => atMerchant.map((o) => offer(MERCHANTS[m]!, o.unitPence, o.deliveryPence))),
      ),
    ),
  }));

describe("solveBasketSplit against exhaustive search", () => {
  it("finds the cheapest split, covering the most lines allowed, for random small baskets", async () => {
    await fc.assert(
      fc.asyncProperty(basket, async ({ lines, maxMerchants }) => {
        const solved = await solveBasketSplit(lines, maxMerchants);
        const reference = bruteForceSplit(lines, maxMerchants);
        expect(solved.chosen.length).toBe(reference.covered);
        expect(costOf(solved.chosen)).toBe(reference.pence);
        const used = new Set(solved.chosen.map((c) => c.offer.merchantSlug));
        if (maxMerchants !== null) expect(used.size).toBeLessThanOrEqual(maxMerchants);
        for (const c of solved.chosen) {
          const own = lines.find((l) => l.productId === c.productId)!;
          expect(own.offers).toContainEqual(c.offer);
          expect(c.linePence).toBe(c.offer.unitPence * own.quantity);
        }
        const notStocked = lines.filter((l) => l.offers.length === 0).map((l) => l.productId);
        expect(solved.notStocked).toEqual(notStocked);
        expect([...solved.chosen.map((c) => c.productId), ...solved.beyondLimit, ...notStocked].sort()).toEqual(
          lines.map((l) => l.productId).sort(),
        );
        if (maxMerchants === null) expect(solved.beyondLimit).toEqual([]);
      }),
      { numRuns: 200 },
    );
  });

  it("prices every merchant on its own at its exact cheapest, and lists what it lacks", () => {
    fc.assert(
      fc.property(basket, ({ lines }) => {
        const singles = priceSingleMerchants(lines);
        const reference = bruteForceSingles(lines);
        expect(new Set(singles.map((s) => s.merchantSlug))).toEqual(new Set(reference.keys()));
        for (const single of singles) {
          expect(single.totalPence).toBe(reference.get(single.merchantSlug));
          expect(single.totalPence).toBe(costOf(single.chosen));
          expect(single.itemsPence + single.deliveryPence).toBe(single.totalPence);
          const stocked = lines.filter((l) => l.offers.some((o) => o.merchantSlug === single.merchantSlug));
          expect(single.chosen.map((c) => c.productId)).toEqual(stocked.map((l) => l.productId));
          expect(single.missing).toEqual(lines.filter((l) => !stocked.includes(l)).map((l) => l.productId));
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe("solveBasketSplit", () => {
  it("splits when two deliveries cost less than one merchant's dearer items", async () => {
    const lines = [
      line(1, 2, [offer("alpha", 1000, 500), offer("beta", 1500, 0)]),
      line(2, 1, [offer("alpha", 3000, 500), offer("beta", 2000, 300)]),
    ];
    const solved = await solveBasketSplit(lines, null);
    expect(solved.chosen.map((c) => [c.productId, c.offer.merchantSlug])).toEqual([
      [1, "alpha"],
      [2, "beta"],
    ]);
    // alpha 2×£10 + £5 delivery, beta £20 + £3 delivery = £48 against all at beta £50 + £3.
    expect(costOf(solved.chosen)).toBe(4800);
    const limited = await solveBasketSplit(lines, 1);
    expect(costOf(limited.chosen)).toBe(5300);
    expect(limited.beyondLimit).toEqual([]);
  });

  it("charges a merchant its highest delivery once, so a dearer item can save a delivery", async () => {
    // Two offers of line 1 at alpha: £10 with £20 delivery, £12 with £3. Line 2 is at alpha only, £3 delivery.
    const lines = [
      line(1, 1, [offer("alpha", 1000, 2000), offer("alpha", 1200, 300)]),
      line(2, 1, [offer("alpha", 500, 300)]),
    ];
    const solved = await solveBasketSplit(lines, null);
    expect(costOf(solved.chosen)).toBe(1200 + 500 + 300);
    expect(priceSingleMerchants(lines)[0]).toMatchObject({ itemsPence: 1700, deliveryPence: 300, totalPence: 2000 });
  });

  it("covers the most lines a merchant limit allows, then the cheapest way, and names the rest", async () => {
    const lines = [
      line(1, 1, [offer("alpha", 100, 0), offer("beta", 50, 0)]),
      line(2, 1, [offer("alpha", 100, 0)]),
      line(3, 1, [offer("beta", 100, 0)]),
      line(4, 1, [offer("gamma", 100, 0)]),
      line(5, 1, []),
    ];
    const solved = await solveBasketSplit(lines, 1);
    // alpha covers 1 and 2, beta covers 1 and 3: a tie on coverage, beta is cheaper.
    expect(solved.chosen.map((c) => [c.productId, c.offer.merchantSlug])).toEqual([
      [1, "beta"],
      [3, "beta"],
    ]);
    expect(solved.beyondLimit).toEqual([2, 4]);
    expect(solved.notStocked).toEqual([5]);
  });

  it("answers an empty split when nothing is in stock, and solves a basket whose items are all free", async () => {
    expect(await solveBasketSplit([line(1, 3, [])], 2)).toEqual({ chosen: [], notStocked: [1], beyondLimit: [] });
    const free = await solveBasketSplit([line(1, 1, [offer("alpha", 0, null)]), line(2, 1, [offer("beta", 0, 0)])], 1);
    expect(free.chosen).toHaveLength(1);
    expect(free.beyondLimit).toHaveLength(1);
  });

  it("stays exact on large totals (100,000 of a £9,999.99 item)", async () => {
    const lines = [
      line(1, 100_000, [offer("alpha", 999_999, 1), offer("beta", 999_998, 2_500)]),
      line(2, 100_000, [offer("alpha", 999_999, 2_500), offer("beta", 999_999, 0)]),
    ];
    const solved = await solveBasketSplit(lines, null);
    expect(costOf(solved.chosen)).toBe(bruteForceSplit(lines, null).pence);
  });
});

describe("priceSingleMerchants", () => {
  it("puts merchants with everything first, then fewest missing, then cheapest", () => {
    const lines = [
      line(1, 1, [offer("alpha", 900, 0), offer("beta", 1000, 0), offer("gamma", 100, 0), offer("delta", 1100, 0)]),
      line(2, 1, [offer("alpha", 900, 0), offer("beta", 1000, 0), offer("delta", 100, 0)]),
      line(3, 1, [offer("beta", 1000, 0), offer("delta", 1000, null)]),
      line(4, 1, []),
    ];
    const singles = priceSingleMerchants(lines);
    expect(singles.map((s) => [s.merchantSlug, s.totalPence, s.missing, s.complete])).toEqual([
      ["delta", 2200, [4], true],
      ["beta", 3000, [4], true],
      ["alpha", 1800, [3, 4], false],
      ["gamma", 100, [2, 3, 4], false],
    ]);
  });
});
