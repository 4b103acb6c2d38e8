/**
 * Held-out set 22's sources for the shared feed draw (eval/search-relevance-holdout-3/feed-set-kit.ts): which
 * merchants stock a product, its price at each and its stock state are drawn from the product key (seeded "h22"),
 * so the feeds repeat byte for byte.
 */
import { feedRowsOf, type FeedSet, type SetRow } from "../search-relevance-holdout-3/feed-set-kit.ts";
import { CATALOGUE } from "./catalogue.ts";
import type { Product } from "./catalogue-types.ts";
import { MERCHANTS, SEED } from "./merchants.ts";

export type FeedRow = SetRow<Product>;

/** Each merchant's item id for its n-th row, in MERCHANTS order. */
export const SET22: FeedSet<Product> = {
  seed: SEED,
  catalogue: CATALOGUE,
  merchants: MERCHANTS,
  itemId: [
    (n) => `WBM-${String(n * 11 + 5020).padStart(6, "0")}`,
    (n) => `DT${String(n * 3 + 71000)}`,
    (n) => `ETB/${String(n + 120).padStart(4, "0")}`,
    (n) => `alm${String(n * 17 + 40400)}`,
  ],
};

export const feedRows = (): FeedRow[] => feedRowsOf(SET22);
