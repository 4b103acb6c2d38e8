/**
 * The engine's working model: prices in whole pence so sums are exact (an offer's price has two decimals,
 * numeric(12,2)), pounds only at the edge (price-basket.server.ts). Pure types, shared by the loader and the
 * two solvers.
 */

export interface CandidateOffer {
  offerId: number;
  productId: number;
  merchantSlug: string;
  merchantName: string;
  /** The running price of one selling unit (offerPricing().running), in pence. */
  unitPence: number;
  /** Stated delivery in pence; null when the feed states none (counted as 0, and reported). */
  deliveryPence: number | null;
}

/** One basket line with every in-stock offer of its product (several per merchant are all candidates). */
export interface BasketLineOffers {
  productId: number;
  quantity: number;
  offers: CandidateOffer[];
}

/** An offer chosen for a line, with the line's cost (unit price × quantity) in pence. */
export interface ChosenOffer {
  productId: number;
  quantity: number;
  offer: CandidateOffer;
  linePence: number;
}

export function lineCostPence(offer: CandidateOffer, quantity: number): number {
  return offer.unitPence * quantity;
}

export function deliveryOf(offer: CandidateOffer): number {
  return offer.deliveryPence ?? 0;
}

/** A merchant's delivery for a basket: the highest delivery among the offers chosen from it (unstated = 0). */
export function merchantDeliveryPence(chosen: readonly ChosenOffer[]): number {
  return chosen.reduce((max, c) => Math.max(max, deliveryOf(c.offer)), 0);
}
