/**
 * The URL state every product listing shares (search, filters, sort, page, view), so each
 * listing is server-rendered, shareable and works without JavaScript.
 */

/** The orders every product listing and the search page both offer, after each one's own first order. */
export const PRICE_AND_MERCHANT_SORTS = [
  { value: "price_asc", label: "Price: Low to High" },
  { value: "price_desc", label: "Price: High to Low" },
  { value: "delivered_asc", label: "Delivered Price: Low to High" },
  { value: "unit_asc", label: "Unit Price: Low to High" },
  { value: "merchants", label: "Most Merchants" },
] as const;

export const LISTING_SORTS = [{ value: "name", label: "Name (A to Z)" }, ...PRICE_AND_MERCHANT_SORTS] as const;

export type ListingSort = (typeof LISTING_SORTS)[number]["value"];
export type ViewMode = "grid" | "list";

export const LISTING_PAGE_SIZE = 24;
export const MAX_SEARCH_LENGTH = 100;

export interface ListingParams {
  q: string;
  sort: ListingSort;
  page: number;
  view: ViewMode;
  merchants: string[];
  minPrice: number | null;
  maxPrice: number | null;
  inStock: boolean;
}

export function filterCount(p: ListingParams): number {
  return (p.merchants.length > 0 ? 1 : 0) + (p.minPrice !== null || p.maxPrice !== null ? 1 : 0) + (p.inStock ? 1 : 0);
}
