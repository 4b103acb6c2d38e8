/**
 * Held-out set 19's sources for the shared feed draw (eval/search-relevance-holdout-3/feed-set-kit.ts): which
 * merchants stock a product, its price at each and its stock state are drawn from the product key (seeded "h19"),
 * so the feeds repeat byte for byte.
 */
import { feedRowsOf, type FeedSet, type SetRow } from "../search-relevance-holdout-3/feed-set-kit.ts";
import { CATALOGUE } from "./catalogue.ts";
import type { Product } from "./catalogue-types.ts";
import { MERCHANTS, SEED } from "./merchants.ts";

export type FeedRow = SetRow<Product>;

/** Each merchant's item id for its n-th row, in MERCHANTS order. */
export const SET19: FeedSet<Product> = {
  seed: SEED,
  catalogue: CATALOGUE,
  merchants: MERCHANTS,
  itemId: [
    (n) => `GBM${String(n * 7 + 12000)}`,
    (n) => `STX-${String(n).padStart(5, "0")}`,
    (n) => `F${String(n * 13 + 300000)}`,
    (n) => `hun-${String(n * 5 + 88000)}`,
  ],
};

export const feedRows = (): FeedRow[] => feedRowsOf(SET19);
