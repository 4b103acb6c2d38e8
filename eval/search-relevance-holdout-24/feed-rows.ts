/**
 * Held-out set 24's sources for the shared feed draw (eval/search-relevance-holdout-3/feed-set-kit.ts): which
 * merchants stock a product, its price at each and its stock state are drawn from the product key (seeded "h24"),
 * so the feeds repeat byte for byte.
 */
import { feedRowsOf, type FeedSet, type SetRow } from "../search-relevance-holdout-3/feed-set-kit.ts";
import { CATALOGUE } from "./catalogue.ts";
import type { Product } from "./catalogue-types.ts";
import { MERCHANTS, SEED } from "./merchants.ts";

export type FeedRow = SetRow<Product>;

/** Each merchant's item id for its n-th row, in MERCHANTS order. */
export const SET24: FeedSet<Product> = {
  seed: SEED,
  catalogue: CATALOGUE,
  merchants: MERCHANTS,
  itemId: [
    (n) => `LC${String(n * 11 + 20400)}`,
    (n) => `G-${String(n * 9 + 61000)}`,
    (n) => `DT${String(n * 4 + 1200).padStart(6, "0")}`,
    (n) => `plk_${String(n * 17 + 300)}`,
  ],
};

export const feedRows = (): FeedRow[] => feedRowsOf(SET24);
