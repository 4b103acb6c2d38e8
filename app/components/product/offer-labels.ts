import { formatPrice, formatUnitPrice } from "~/lib/money";
import type { ProductOffer } from "../../../server/catalog/get-product-detail.server";

const AVAILABILITY: Record<string, string> = {
  in_stock: "In stock",
  out_of_stock: "Out of stock",
  preorder: "Pre-order",
  backorder: "Back-order",
};

export function availabilityLabel(offer: Pick<ProductOffer, "available" | "availability">): string {
  if (!offer.available && offer.availability === "in_stock") return "Currently unavailable";
  return AVAILABILITY[offer.availability] ?? (offer.available ? "Available" : "Currently unavailable");
}

export function deliveryLabel(cost: number | null): string | null {
  if (cost === null) return null;
  return cost === 0 ? "Free delivery" : `${formatPrice(cost)} delivery`;
}

export function unitPriceLabel(unitPrice: number | null, unitLabel: string | null): string | null {
  if (unitPrice === null || !unitLabel) return null;
  // Ingest writes "per kg", "per m²" or "each"; a bare unit ("kg") gets "per" added.
  const label = unitLabel.trim();
  const phrase = /^(per\s|each$)/i.test(label) ? label : `per ${label}`;
  return `${formatUnitPrice(unitPrice)} ${phrase}`;
}
