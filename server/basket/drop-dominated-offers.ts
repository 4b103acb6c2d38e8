import { deliveryOf, lineCostPence, type BasketLineOffers, type CandidateOffer } from "./basket-model.ts";

/**
 * Offers no cheapest split needs, removed before the solve (a smaller programme solves faster; the answer's
 * total is unchanged — the property tests compare it with exhaustive search). For a line, offer B is dropped
 * when another offer A of that line can always replace it at no extra cost:
 * - A at the same merchant costs no more and delivers for no more: swapping cannot raise the line's cost or
 *   the merchant's highest delivery;
 * - only without a merchant limit, A at any merchant costs no more even with its whole delivery added: moving
 *   the line to A adds at most A's line cost plus A's delivery, and removes at least B's line cost.
 * Exact ties keep the offer with the lower id, so two equal offers never drop each other.
 */
export function dropDominatedOffers(line: BasketLineOffers, merchantLimit: boolean): BasketLineOffers {
  const cost = (o: CandidateOffer) => lineCostPence(o, line.quantity);
  const beats = (a: CandidateOffer, b: CandidateOffer, aCost: number, bCost: number) =>
    aCost < bCost || (aCost === bCost && a.offerId < b.offerId);
  const dominates = (a: CandidateOffer, b: CandidateOffer) => {
    if (a === b) return false;
    if (a.merchantSlug === b.merchantSlug) {
      if (deliveryOf(a) > deliveryOf(b)) return false;
      if (deliveryOf(a) < deliveryOf(b)) return cost(a) <= cost(b);
      return beats(a, b, cost(a), cost(b));
    }
    return !merchantLimit && beats(a, b, cost(a) + deliveryOf(a), cost(b));
  };
  return { ...line, offers: line.offers.filter((b) => !line.offers.some((a) => dominates(a, b))) };
}
