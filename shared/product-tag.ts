import { formatPrice } from "./money.ts";
import type { ProductSummary, ProductTag } from "./product-summary.ts";

export type TaggableProduct = Pick<
  ProductSummary,
  | "lowestPrice"
  | "highestPrice"
  | "merchantCount"
  | "inStockMerchantCount"
  | "outOfStockMerchantCount"
  | "cheapestMerchant"
>;

/** A spread under this share of the price is noise (rounding, a few pence), not a saving worth a tag. */
const MEANINGFUL_SAVING = 0.05;

/**
 * One short, true statement about a product's offers for its card: the saving from
 * comparing when it is real, otherwise where it is in stock. Never invented. Made on the
 * server (server/catalog/product-summary.server.ts), so cards do not ship this logic.
 */
export function productTag(p: TaggableProduct): ProductTag | null {
  if (p.merchantCount === 0) return null;
  const spread = p.lowestPrice !== null && p.highestPrice !== null ? p.highestPrice - p.lowestPrice : 0;
  if (p.merchantCount > 1 && spread >= 0.01 && spread / (p.highestPrice ?? 1) >= MEANINGFUL_SAVING) {
    return { label: `Save ${formatPrice(spread)} by comparing`, tone: "saving" };
  }
  if (p.inStockMerchantCount === 0) {
    // Only say 'out of stock' when a merchant said so; a feed that states no stock is not a 'no'.
    return p.outOfStockMerchantCount > 0
      ? { label: "Out of stock", tone: "muted" }
      : { label: "Stock not stated", tone: "muted" };
  }
  if (p.merchantCount === 1 && p.cheapestMerchant) return { label: `Only at ${p.cheapestMerchant}`, tone: "muted" };
  return { label: `In stock at ${p.inStockMerchantCount}`, tone: "stock" };
}
