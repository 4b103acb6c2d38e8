import { describe, expect, it } from "vitest";
import type { CandidateOffer } from "./basket-model.ts";
import { dropDominatedOffers } from "./drop-dominated-offers.ts";

const offer = (
  offerId: number,
  merchantSlug: string,
  unitPence: number,
  deliveryPence: number | null,
): CandidateOffer => ({
  offerId,
  productId: 1,
  merchantSlug,
  merchantName: merchantSlug,
  unitPence,
  deliveryPence,
});
const kept = (offers: CandidateOffer[], limit: boolean, quantity = 1) =>
  dropDominatedOffers({ productId: 1, quantity, offers }, limit).offers.map((o) => o.offerId);

describe("dropDominatedOffers", () => {
  it("drops a same-merchant offer that costs more and delivers for no less, even under a merchant limit", () => {
    const offers = [
      offer(1, "a", 500, 300),
      offer(2, "a", 600, 300),
      offer(3, "a", 450, 900),
      offer(4, "a", 700, null),
    ];
    // 2 loses to 1; 4 (unstated = 0) is kept: its delivery is lower than any.
    expect(kept(offers, true)).toEqual([1, 3, 4]);
  });

  it("drops an offer that another merchant beats even with its whole delivery, only without a limit", () => {
    const offers = [offer(1, "a", 1000, 0), offer(2, "b", 600, 399), offer(3, "c", 700, 500)];
    expect(kept(offers, false)).toEqual([2, 3]);
    expect(kept(offers, true)).toEqual([1, 2, 3]);
    // Line costs count the quantity, the delivery is paid once: 600 + 500 does not beat 1000, 2 × 600 + 500 beats 2 × 1000.
    const pair = [offer(1, "a", 1000, 0), offer(2, "b", 600, 500)];
    expect(kept(pair, false, 1)).toEqual([1, 2]);
    expect(kept(pair, false, 2)).toEqual([2]);
  });

  it("keeps one of two identical offers", () => {
    expect(kept([offer(7, "a", 500, 0), offer(5, "b", 500, 0)], false)).toEqual([5]);
    expect(kept([offer(7, "a", 500, 200), offer(5, "a", 500, 200)], true)).toEqual([5]);
  });
});
