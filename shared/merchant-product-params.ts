import { LISTING_PAGE_SIZE, LISTING_SORTS, type ListingSort } from "./listing-params.ts";

/** How a merchant's product list can be ordered and paged: the product listings' sorts minus "most merchants". */
export const MERCHANT_PRODUCT_SORTS = ["name", "price_asc", "price_desc"] as const satisfies readonly ListingSort[];
export type MerchantProductSort = (typeof MERCHANT_PRODUCT_SORTS)[number];
export const MERCHANT_PRODUCTS_PAGE_SIZE = LISTING_PAGE_SIZE;

export const SORT_LABELS = Object.fromEntries(
  MERCHANT_PRODUCT_SORTS.map((sort) => [sort, LISTING_SORTS.find((s) => s.value === sort)!.label]),
) as Record<MerchantProductSort, string>;
