/** What the merchant pages render: one merchant in the directory, and one merchant's own page. */
export interface MerchantSummary {
  id: number;
  slug: string;
  name: string;
  websiteUrl: string | null;
  logoUrl: string | null;
  verified: boolean;
  /** Visible products this merchant currently lists (available or not). */
  productCount: number;
}

/** productCount: visible products the merchant lists in its current feed (in stock or not). */
export interface MerchantDetail extends MerchantSummary {
  /** Of those, products with at least one available offer from this merchant. */
  inStockCount: number;
  /** Of those, products at least one other merchant also lists: the ones a price can be compared on. */
  comparedCount: number;
  /** Of the compared products, those where this merchant's price is the lowest (ties count). */
  cheapestCount: number;
  /** When the merchant's feed was last applied (ISO); null when no import is recorded. */
  lastImportAt: string | null;
}
