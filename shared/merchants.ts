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

/**
 * A merchant's own page: the summary for now. Its ratings are shared/merchant-ratings.ts (MerchantRatings),
 * loaded beside it.
 */
export type MerchantDetail = MerchantSummary;
