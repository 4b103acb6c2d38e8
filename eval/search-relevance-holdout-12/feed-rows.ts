/**
 * Held-out set 12's sources for the shared feed draw (eval/search-relevance-holdout-3/feed-set-kit.ts): which
 * merchants stock a product, its price at each and its stock state are drawn from the product key (seeded "h12"),
 * so the feeds repeat byte for byte.
 */
import { feedRowsOf, type FeedSet, type SetRow } from "../search-relevance-holdout-3/feed-set-kit.ts";
import { CATALOGUE } from "./catalogue.ts";
import type { Product } from "./catalogue-types.ts";
import { MERCHANTS } from "./merchants.ts";

export type FeedRow = SetRow<Product>;

/** Each merchant's item id for its n-th row, in MERCHANTS order. */
export const SET12: FeedSet<Product> = {
  seed: "h12",
  catalogue: CATALOGUE,
  merchants: MERCHANTS,
  itemId: [
    (n) => `RTC${String(n * 7 + 30011)}`,
    (n) => `hc-${String(n).padStart(4, "0")}`,
    (n) => `FBM-${String(5000 + n * 11)}`,
    (n) => `GDIY${String(n * 19 + 1400)}`,
  ],
};

export const feedRows = (): FeedRow[] => feedRowsOf(SET12);
