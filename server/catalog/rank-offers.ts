import type { LowestBadge } from "../../shared/product-detail.ts";
/**
 * Orders one product's offers the way a buyer pays (docs/decisions/009-comparison-basis.md) and decides
 * which one carries the 'lowest' badge. Pure, so the page, the API and tests share one rule.
 */
export interface RankableOffer {
  merchantName: string;
  id: number;
  /** Running price (the sale price only while the sale runs). */
  runningPrice: number;
  /** Running price plus stated delivery; null when the feed states no delivery. */
  totalPrice: number | null;
  availability: string;
}

/** Delivered total, or the item price where delivery is not stated. */
export function comparablePrice(offer: Pick<RankableOffer, "runningPrice" | "totalPrice">): number {
  return offer.totalPrice ?? offer.runningPrice;
}

const STOCK_ORDER: Record<string, number> = { in_stock: 0, preorder: 1, backorder: 1, unknown: 2 };

/** By delivered total; on a tie in stock first, then merchant name, then offer id (stable across requests). */
export function rankOffers<T extends RankableOffer>(offers: readonly T[]): T[] {
  return [...offers].sort(
    (a, b) =>
      comparablePrice(a) - comparablePrice(b) ||
      (STOCK_ORDER[a.availability] ?? 3) - (STOCK_ORDER[b.availability] ?? 3) ||
      a.merchantName.localeCompare(b.merchantName, "en-GB") ||
      a.id - b.id,
  );
}

/**
 * The badge sits on the first in-stock offer of the ranked list, so no in-stock offer with a known
 * total ever beats it. With a single offer there is nothing to compare and no badge.
 */
export function lowestBadge(ranked: readonly RankableOffer[]): LowestBadge | null {
  if (ranked.length < 2) return null;
  const index = ranked.findIndex((o) => o.availability === "in_stock");
  if (index === -1) return null;
  const offer = ranked[index]!;
  const cheaperNotInStock = index > 0;
  const base = offer.totalPrice === null ? "Lowest price, delivery not stated" : "Lowest delivered price";
  return { offerId: offer.id, label: cheaperNotInStock ? `${base} in stock` : base };
}
