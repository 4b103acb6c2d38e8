/**
 * Favourites live in the visitor's browser only (localStorage, no account): this is their stored form and the
 * pure rules around it, shared by the heart, the /favourites page and their tests. Browser-safe.
 */

export interface Favourite {
  productId: number;
  /** The name when saved, shown if the product has since gone. */
  name: string;
  /** The product's lowest price when saved (what the card or product page showed); null when it had none. */
  price: number | null;
  /** ISO timestamp. */
  savedAt: string;
}

export const FAVOURITES_KEY = "buildcompare:favourites";
/** More would make /api/products?ids= slow and the page long; the heart says so when the list is full. */
export const MAX_FAVOURITES = 100;

const isPrice = (v: unknown): v is number | null =>
  v === null || (typeof v === "number" && Number.isFinite(v) && v >= 0);

/**
 * Reads the stored list. Another tab, an older version of the site or the visitor can leave anything there:
 * entries that are not well-formed are dropped (one bad entry never loses the rest), as are repeats.
 * Hand-written rather than Zod, which would add its weight to every listing and product page's JavaScript.
 */
export function parseFavourites(raw: string | null): Favourite[] {
  if (!raw) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const seen = new Set<number>();
  const list: Favourite[] = [];
  for (const item of value as unknown[]) {
    if (typeof item !== "object" || item === null) continue;
    const { productId, name, price, savedAt } = item as Record<string, unknown>;
    if (!Number.isSafeInteger(productId) || (productId as number) < 1 || seen.has(productId as number)) continue;
    if (typeof name !== "string" || !isPrice(price) || typeof savedAt !== "string" || Number.isNaN(Date.parse(savedAt)))
      continue;
    seen.add(productId as number);
    list.push({ productId: productId as number, name: name.slice(0, 300), price, savedAt });
    if (list.length === MAX_FAVOURITES) break;
  }
  return list;
}

/** The list with `item` added (newest first), or without its product when already saved. */
export function toggleFavourite(list: readonly Favourite[], item: Favourite): Favourite[] {
  if (list.some((f) => f.productId === item.productId)) return list.filter((f) => f.productId !== item.productId);
  return [item, ...list].slice(0, MAX_FAVOURITES);
}

export interface PriceChange {
  direction: "down" | "up" | "same";
  /** Absolute difference in pounds, rounded to pence. */
  amount: number;
}

/** Today's price against the price when saved; null when either is unknown (nothing honest to compare). */
export function priceChange(saved: number | null, today: number | null): PriceChange | null {
  if (saved === null || today === null) return null;
  const pence = Math.round(today * 100) - Math.round(saved * 100);
  return { direction: pence < 0 ? "down" : pence > 0 ? "up" : "same", amount: Math.abs(pence) / 100 };
}

/** What /api/products?ids= answers for each product that still exists and is visible. */
export interface FavouriteProductNow {
  id: number;
  name: string;
  imageUrl: string | null;
  /** Lowest running price of an offer that can be ordered now; null when none can be. */
  lowestPrice: number | null;
  /** When the feed last refreshed the offer that sets lowestPrice (ISO; the freshest at that price); null without one. */
  lowestPriceChecked: string | null;
  /** Whole hours since lowestPriceChecked once past STALE_OFFER_LABEL_HOURS (decision 052); else null. */
  lowestPriceAgeHours: number | null;
  /** Merchants that can sell it now. */
  inStockMerchantCount: number;
  merchantCount: number;
  url: string;
}
