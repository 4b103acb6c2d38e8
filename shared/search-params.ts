/**
 * Constants and shapes the search page, the header palette and /api/search share.
 * Browser-safe: no server imports.
 */
import { PRICE_AND_MERCHANT_SORTS } from "./listing-params.ts";
import type { ProductSummary } from "./product-summary.ts";

export const SEARCH_SORTS = [{ value: "relevance", label: "Relevance" }, ...PRICE_AND_MERCHANT_SORTS] as const;

export type SearchSort = (typeof SEARCH_SORTS)[number]["value"];

export { MAX_QUERY_LENGTH, MIN_SEARCH_LENGTH } from "./search-limits.ts";
export const SEARCH_DEBOUNCE_MS = 300;
/** The search page's page size: a multiple of 1, 2 and 3 columns, so a full page ends on a full row. */
export const SEARCH_PAGE_SIZE = 24;
export const API_SEARCH_DEFAULT_LIMIT = 20;
export const API_SEARCH_MAX_LIMIT = 50;
export const MAX_SUGGESTIONS = 8;
export const MAX_DID_YOU_MEAN = 5;
export const RECENT_SEARCHES_KEY = "recentSearches";
export const MAX_RECENT_SEARCHES = 5;

/** 34 popular terms; the palette shows the first 5. */
export const POPULAR_SEARCHES = [
  "cement",
  "timber",
  "scaffold board",
  "plasterboard",
  "bricks",
  "sharp sand",
  "building sand",
  "ballast",
  "mot type 1",
  "concrete blocks",
  "postcrete",
  "ready mix concrete",
  "multi purpose plaster",
  "c24 timber",
  "treated timber",
  "cls studwork",
  "osb board",
  "plywood",
  "mdf skirting",
  "architrave",
  "insulation",
  "pir board",
  "loft roll",
  "damp proof membrane",
  "roof tiles",
  "roofing felt",
  "breathable membrane",
  "drainage pipe",
  "lintel",
  "paving slabs",
  "decking",
  "fence posts",
  "gravel",
  "mortar",
] as const;

export const POPULAR_SHOWN = 5;

/** A product the header palette opens directly, shown with its image, price and category. */
export interface ProductSuggestion {
  id: number;
  name: string;
  category: string;
  categoryLabel: string;
  imageUrl: string | null;
  /** Lowest running price of an offer that can be ordered now; null without one. */
  lowestPrice: number | null;
}

/** /api/suggest: searches to offer, product names first; `products` are those names' products, in order. */
export interface SuggestResponse {
  suggestions: string[];
  products: ProductSuggestion[];
}

export interface CategoryFacet {
  category: string;
  label: string;
  count: number;
}

export interface SearchResponse {
  query: string;
  total: number;
  /**
   * 'Did you mean' words: corrections first, then, only when the query found little (fewer full matches
   * than a row of cards), refinements taken from the results' names. Empty for a correct query that found plenty.
   */
  suggestions: string[];
  /** The words searched for after typo correction, when any word was corrected. */
  correctedQuery: string | null;
  /** Every merchant's offer is included, not just the ones a card shows. */
  results: ProductSummary[];
  facets: CategoryFacet[];
}

/** The answer for a query too short to search, or one that can match nothing. */
export function emptySearchResponse(query: string): SearchResponse {
  return { query, total: 0, suggestions: [], correctedQuery: null, results: [], facets: [] };
}

export function searchHref(q: string): string {
  return `/search?q=${encodeURIComponent(q.trim())}`;
}
