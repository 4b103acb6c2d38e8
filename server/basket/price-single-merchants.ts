import {
  deliveryOf,
  lineCostPence,
  merchantDeliveryPence,
  type BasketLineOffers,
  type CandidateOffer,
  type ChosenOffer,
} from "./basket-model.ts";

export interface SingleMerchantPrice {
  merchantSlug: string;
  merchantName: string;
  /** The offer chosen for each line this merchant has in stock, in basket order. */
  chosen: ChosenOffer[];
  itemsPence: number;
  deliveryPence: number;
  totalPence: number;
  /** Lines this merchant has no in-stock offer for, in basket order. */
  missing: number[];
  /** Has every line that some merchant has in stock (it lacks only what nobody has). */
  complete: boolean;
}

/** Cheapest, then lowest delivery, then lowest offer id: one answer for one input. */
function better(a: CandidateOffer, b: CandidateOffer, quantity: number): boolean {
  const cost = lineCostPence(a, quantity) - lineCostPence(b, quantity);
  if (cost !== 0) return cost < 0;
  if (deliveryOf(a) !== deliveryOf(b)) return deliveryOf(a) < deliveryOf(b);
  return a.offerId < b.offerId;
}

/**
 * The exact cheapest way to buy, at one merchant, every line it has in stock. Its delivery is the highest
 * delivery among the offers chosen (decision 021), so a cheaper item with a dearer delivery is not always
 * best: for each delivery the merchant's offers state, take per line the cheapest offer delivering at or
 * under it, and keep the lowest items + actual delivery. Exact because the best basket's delivery is one of
 * those values, and under that ceiling choosing each line's cheapest offer cannot raise the delivery.
 */
function cheapestAtMerchant(lines: readonly { productId: number; quantity: number; offers: CandidateOffer[] }[]) {
  const ceilings = [...new Set(lines.flatMap((line) => line.offers.map(deliveryOf)))].sort((a, b) => a - b);
  let best: { chosen: ChosenOffer[]; itemsPence: number; deliveryPence: number } | null = null;
  for (const ceiling of ceilings) {
    const chosen: ChosenOffer[] = [];
    for (const line of lines) {
      let pick: CandidateOffer | null = null;
      for (const offer of line.offers) {
        if (deliveryOf(offer) <= ceiling && (pick === null || better(offer, pick, line.quantity))) pick = offer;
      }
      if (pick === null) break;
      chosen.push({
        productId: line.productId,
        quantity: line.quantity,
        offer: pick,
        linePence: lineCostPence(pick, line.quantity),
      });
    }
    if (chosen.length < lines.length) continue;
    const itemsPence = chosen.reduce((sum, c) => sum + c.linePence, 0);
    const deliveryPence = merchantDeliveryPence(chosen);
    if (best === null || itemsPence + deliveryPence < best.itemsPence + best.deliveryPence) {
      best = { chosen, itemsPence, deliveryPence };
    }
  }
  return best;
}

/**
 * Every merchant that has some line in stock, priced for the lines it has. Order (decision 021): complete
 * merchants first, then fewest lines missing, then lowest total, then name — a cheap merchant that lacks half
 * the list is not 'cheapest'.
 */
export function priceSingleMerchants(lines: readonly BasketLineOffers[]): SingleMerchantPrice[] {
  const stockedAnywhere = new Set(lines.filter((line) => line.offers.length > 0).map((line) => line.productId));
  const merchants = new Map<string, string>();
  for (const line of lines) for (const offer of line.offers) merchants.set(offer.merchantSlug, offer.merchantName);

  const priced: SingleMerchantPrice[] = [];
  for (const [merchantSlug, merchantName] of merchants) {
    const own = lines
      .map((line) => ({ ...line, offers: line.offers.filter((o) => o.merchantSlug === merchantSlug) }))
      .filter((line) => line.offers.length > 0);
    const best = cheapestAtMerchant(own);
    // Every delivery ceiling up to the highest admits every offer, so a merchant with offers always has a price.
    if (best === null) throw new Error(`no price for merchant ${merchantSlug}`);
    const has = new Set(own.map((line) => line.productId));
    const missing = lines.map((line) => line.productId).filter((id) => !has.has(id));
    priced.push({
      merchantSlug,
      merchantName,
      ...best,
      totalPence: best.itemsPence + best.deliveryPence,
      missing,
      complete: missing.every((id) => !stockedAnywhere.has(id)),
    });
  }
  return priced.sort(
    (a, b) =>
      Number(b.complete) - Number(a.complete) ||
      a.missing.length - b.missing.length ||
      a.totalPence - b.totalPence ||
      a.merchantName.localeCompare(b.merchantName, "en-GB") ||
      a.merchantSlug.localeCompare(b.merchantSlug),
  );
}
