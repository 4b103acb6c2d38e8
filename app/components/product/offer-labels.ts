import type { Prices } from "~/lib/price-display";

const AVAILABILITY: Record<string, string> = {
  in_stock: "In stock",
  out_of_stock: "Out of stock",
  preorder: "Pre-order",
  backorder: "Back-order",
  // A value the feed sent that we could not read: never shown as in stock (import warnings list it).
  unknown: "Stock not stated",
  not_in_feed: "No longer listed",
};

/** Any offer shape: the product page's offers, a card's merchants, a merchant's own offer. */
export function availabilityLabel(offer: { available: boolean; availability: string }): string {
  return AVAILABILITY[offer.availability] ?? (offer.available ? "Available" : "Currently unavailable");
}

/** `prices` is the page's (usePrices): every figure follows the trade toggle. */
export function deliveryLabel(cost: number | null, prices: Pick<Prices, "format">): string {
  if (cost === null) return "Delivery not stated";
  return cost === 0 ? "Free delivery" : `${prices.format(cost)} delivery`;
}

export function unitPriceLabel(
  unitPrice: number | null,
  unitLabel: string | null,
  prices: Pick<Prices, "formatUnit">,
): string | null {
  if (unitPrice === null || !unitLabel) return null;
  // Ingest writes "per kg", "per m²" or "each"; a bare unit ("kg") gets "per" added.
  const label = unitLabel.trim();
  const phrase = /^(per\s|each$)/i.test(label) ? label : `per ${label}`;
  return `${prices.formatUnit(unitPrice)} ${phrase}`;
}
