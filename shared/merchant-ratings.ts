/**
 * Merchant ratings: four figures computed only from the offers and imports we hold, each shown with what it
 * counted. No stars and no combined score: a band only names where one figure falls. The help article
 * /help/merchant-ratings (app/content/help-articles.ts) states these rules in words; change both together.
 */

/** Fewest products compared with another merchant before a cheapest share is given a band. */
export const MIN_COMPARED_PRODUCTS = 5;
/** Fewest listed offers before the in-stock and delivery-stated shares are given a band. */
export const MIN_LISTED_OFFERS = 5;

const HOUR = 3600;
/** Freshness bands by age of the last applied feed import, in seconds (upper bounds, inclusive). */
export const FRESHNESS_BANDS = [
  { upTo: 24 * HOUR, label: "Fresh" },
  { upTo: 72 * HOUR, label: "Recent" },
  { upTo: 7 * 24 * HOUR, label: "Ageing" },
] as const;
export const STALE_LABEL = "Stale";

/** Share bands (lower bounds, inclusive). Cheapest is judged less strictly: many merchants share a market. */
export const SHARE_BANDS = {
  cheapest: { high: 0.5, medium: 0.2 },
  inStock: { high: 0.9, medium: 0.6 },
  deliveryStated: { high: 0.9, medium: 0.6 },
} as const;

export type ShareKind = keyof typeof SHARE_BANDS;
export type RatingBand = "High" | "Medium" | "Low" | "Not enough data";
export type FreshnessBand = (typeof FRESHNESS_BANDS)[number]["label"] | typeof STALE_LABEL | "Not enough data";

/** What the server counts for one merchant (server/merchants/list-merchant-ratings.server.ts). */
export interface MerchantRatingCounts {
  /** The operator's mark (buildcompare merchants verify), carried along for the pages: never computed. */
  verified: boolean;
  /** Products it sells that at least one other merchant also sells, both with an orderable offer. */
  comparedProducts: number;
  /** Of those, products where its delivered total is the lowest (ties count for every tied merchant). */
  cheapestProducts: number;
  /** Offers in its current feed on products we show. */
  listedOffers: number;
  /** Of those, offers in stock. */
  inStockOffers: number;
  /** Of those, offers whose feed states a delivery cost (free delivery stated as 0 counts). */
  deliveryStatedOffers: number;
  /** When its last feed import was applied (ISO), null when none is recorded. */
  lastImportAt: string | null;
  /** Seconds from that import to when the figures are rated (web server clock), null without an import. */
  lastImportAgeSeconds: number | null;
}

export interface ShareRating {
  count: number;
  of: number;
  /** Whole percent, null when `of` is 0. */
  percent: number | null;
  band: RatingBand;
}

export interface FreshnessRating {
  lastImportAt: string | null;
  ageSeconds: number | null;
  /** "Updated 3 hours ago", or "No feed import recorded". */
  text: string;
  band: FreshnessBand;
}

export interface MerchantRatings {
  /** Set by an operator after checking the merchant; not one of the computed figures. */
  verified: boolean;
  cheapest: ShareRating;
  freshness: FreshnessRating;
  inStock: ShareRating;
  deliveryStated: ShareRating;
}

export function shareRating(kind: ShareKind, count: number, of: number): ShareRating {
  const percent = of > 0 ? Math.round((count / of) * 100) : null;
  const minimum = kind === "cheapest" ? MIN_COMPARED_PRODUCTS : MIN_LISTED_OFFERS;
  if (of < minimum) return { count, of, percent, band: "Not enough data" };
  const { high, medium } = SHARE_BANDS[kind];
  // Compare counts, not rounded percents: 89.6% is not 90%.
  const band = count >= high * of ? "High" : count >= medium * of ? "Medium" : "Low";
  return { count, of, percent, band };
}

export function freshnessBand(ageSeconds: number | null): FreshnessBand {
  if (ageSeconds === null) return "Not enough data";
  return FRESHNESS_BANDS.find((b) => ageSeconds <= b.upTo)?.label ?? STALE_LABEL;
}

/** "just now", "1 hour ago", "3 days ago": coarse on purpose, from an age the server measured. */
export function formatAge(ageSeconds: number): string {
  const age = Math.max(0, ageSeconds);
  const unit = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"} ago`;
  if (age < 60) return "just now";
  if (age < HOUR) return unit(Math.floor(age / 60), "minute");
  if (age < 48 * HOUR) return unit(Math.floor(age / HOUR), "hour");
  return unit(Math.floor(age / (24 * HOUR)), "day");
}

export function rateMerchant(counts: MerchantRatingCounts): MerchantRatings {
  const age = counts.lastImportAgeSeconds;
  return {
    verified: counts.verified,
    cheapest: shareRating("cheapest", counts.cheapestProducts, counts.comparedProducts),
    freshness: {
      lastImportAt: counts.lastImportAt,
      ageSeconds: age,
      text: age === null ? "No feed import recorded" : `Updated ${formatAge(age)}`,
      band: freshnessBand(age),
    },
    inStock: shareRating("inStock", counts.inStockOffers, counts.listedOffers),
    deliveryStated: shareRating("deliveryStated", counts.deliveryStatedOffers, counts.listedOffers),
  };
}
