import { and, asc, eq, ne } from "drizzle-orm";
import type { Db } from "../db/client.server.ts";
import { merchants, offers, products } from "../db/schema.ts";
import { categoryLabel } from "../../app/lib/categories.ts";
import { safeExternalUrl, safeImageUrl } from "./safe-url.server.ts";
import { isPossibleId, isVisibleProduct, resolvedImageUrl } from "./visibility.server.ts";

export interface ProductDetail {
  product: {
    id: number;
    name: string;
    description: string;
    brand: string | null;
    category: string;
    categoryLabel: string;
    imageUrl: string | null;
    facts: Record<string, string>;
    measureUnit: string | null;
  };
  /** Sorted by effective price, cheapest first. */
  offers: ProductOffer[];
  lowest: number | null;
  highest: number | null;
  availableCount: number;
  merchantCount: number;
}

export interface ProductOffer {
  id: number;
  merchantId: number;
  merchantSlug: string;
  merchantName: string;
  merchantWebsiteUrl: string | null;
  merchantLogoUrl: string | null;
  merchantItemId: string;
  price: number;
  salePrice: number | null;
  /** What the visitor pays: the sale price when it is below the regular price. */
  effectivePrice: number;
  url: string | null;
  available: boolean;
  availability: string;
  lastChecked: string;
  deliveryCost: number | null;
  unitPrice: number | null;
  unitLabel: string | null;
}

/** One visible product with every merchant's offer; null when absent, hidden or excluded by name. */
export async function getProductDetail(db: Db, id: number): Promise<ProductDetail | null> {
  if (!isPossibleId(id)) return null;

  const [row] = await db
    .select({
      id: products.id,
      name: products.name,
      description: products.description,
      brand: products.brand,
      category: products.category,
      imageUrl: resolvedImageUrl(),
      facts: products.facts,
      measureUnit: products.measureUnit,
    })
    .from(products)
    .where(and(eq(products.id, id), isVisibleProduct()));
  if (!row) return null;

  const offerRows = await db
    .select({
      id: offers.id,
      merchantId: merchants.id,
      merchantSlug: merchants.slug,
      merchantName: merchants.name,
      merchantWebsiteUrl: merchants.websiteUrl,
      merchantLogoUrl: merchants.logoUrl,
      merchantItemId: offers.merchantItemId,
      price: offers.price,
      salePrice: offers.salePrice,
      url: offers.url,
      available: offers.available,
      availability: offers.availability,
      lastChecked: offers.lastChecked,
      deliveryCost: offers.deliveryCost,
      unitPrice: offers.unitPrice,
      unitLabel: offers.unitLabel,
    })
    .from(offers)
    .innerJoin(merchants, eq(merchants.id, offers.merchantId))
    // Offers gone from their merchant's latest feed keep their history but are no longer on sale.
    .where(and(eq(offers.productId, id), ne(offers.availability, "not_in_feed")))
    .orderBy(asc(merchants.name), asc(offers.id));

  const productOffers: ProductOffer[] = offerRows
    .map((o) => ({
      ...o,
      merchantWebsiteUrl: safeExternalUrl(o.merchantWebsiteUrl),
      merchantLogoUrl: safeImageUrl(o.merchantLogoUrl),
      url: safeExternalUrl(o.url),
      effectivePrice: effectivePrice(o.price, o.salePrice),
      lastChecked: o.lastChecked.toISOString(),
    }))
    // Stable sort: equal prices stay in merchant-name order.
    .sort((a, b) => a.effectivePrice - b.effectivePrice);

  const prices = productOffers.map((o) => o.effectivePrice);
  return {
    product: {
      id: row.id,
      name: row.name,
      description: row.description,
      brand: row.brand,
      category: row.category,
      categoryLabel: categoryLabel(row.category),
      imageUrl: safeImageUrl(row.imageUrl),
      facts: row.facts ?? {},
      measureUnit: row.measureUnit,
    },
    offers: productOffers,
    lowest: prices.length > 0 ? Math.min(...prices) : null,
    highest: prices.length > 0 ? Math.max(...prices) : null,
    availableCount: productOffers.filter((o) => o.available).length,
    merchantCount: new Set(productOffers.map((o) => o.merchantId)).size,
  };
}

export function effectivePrice(price: number, salePrice: number | null): number {
  return salePrice !== null && salePrice < price ? salePrice : price;
}

/** A route's `:id` as a product id, or null when it cannot name a product ("abc", "1.5", "007"). */
export function parseProductId(raw: string | undefined): number | null {
  if (!raw || !/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return isPossibleId(id) ? id : null;
}
