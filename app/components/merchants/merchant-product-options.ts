/** How a merchant's product list can be ordered and paged; shared by the page and the domain query. */
export const MERCHANT_PRODUCT_SORTS = ["name", "price_asc", "price_desc"] as const;
export type MerchantProductSort = (typeof MERCHANT_PRODUCT_SORTS)[number];
export const MERCHANT_PRODUCTS_PAGE_SIZE = 24;

export const SORT_LABELS: Record<MerchantProductSort, string> = {
  name: "Name (A–Z)",
  price_asc: "Price: Low to High",
  price_desc: "Price: High to Low",
};
