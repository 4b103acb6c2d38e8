import { formatPrice, formatUnitPrice } from "../../../shared/money";
import type { ProductOffer } from "../../../shared/product-detail";

const AVAILABILITY: Record<string, string> = {
  in_stock: "In stock",
  out_of_stock: "Out of stock",
  preorder: "Pre-order",
  backorder: "Back-order",
  // A value the feed sent that we could not read: never shown as in stock (import warnings list it).
  unknown: "Stock not stated",
  not_in_feed: "No longer listed",
};

export function availabilityLabel(offer: Pick<ProductOffer, "available" | "availability">): string {
  return AVAILABILITY[offer.availability] ?? (offer.available ? "Available" : "Currently unavailable");
}

export function deliveryLabel(cost: number | null): string {
  if (cost === null) return "Delivery not stated";
  return cost === 0 ? "Free delivery" : `${formatPrice(cost)} delivery`;
}

export function unitPriceLabel(unitPrice: number | null, unitLabel: string | null): string | null {
  if (unitPrice === null || !unitLabel) return null;
  // Ingest writes "per kg", "per m²" or "each"; a bare unit ("kg") gets "per" added.
  const label = unitLabel.trim();
  const phrase = /^(per\s|each$)/i.test(label) ? label : `per ${label}`;
  return `${formatUnitPrice(unitPrice)} ${phrase}`;
}
