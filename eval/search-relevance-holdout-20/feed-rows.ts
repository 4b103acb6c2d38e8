/**
 * Held-out set 20's sources for the shared feed draw (eval/search-relevance-holdout-3/feed-set-kit.ts): which
 * merchants stock a product, its price at each and its stock state are drawn from the product key (seeded "h20"),
 * so the feeds repeat byte for byte.
 */
import { feedRowsOf, type FeedSet, type SetRow } from "../search-relevance-holdout-3/feed-set-kit.ts";
import { CATALOGUE } from "./catalogue.ts";
import type { Product } from "./catalogue-types.ts";
import { MERCHANTS, SEED } from "./merchants.ts";

export type FeedRow = SetRow<Product>;

/** Each merchant's item id for its n-th row, in MERCHANTS order. */
export const SET20: FeedSet<Product> = {
  seed: SEED,
  catalogue: CATALOGUE,
  merchants: MERCHANTS,
  itemId: [
    (n) => `CB-${String(n * 11 + 40000)}`,
    (n) => `PTS${String(n).padStart(6, "0")}`,
    (n) => `WT/${String(n * 3 + 7100)}`,
    (n) => `hop${String(n * 17 + 510000)}`,
  ],
};

export const feedRows = (): FeedRow[] => feedRowsOf(SET20);
