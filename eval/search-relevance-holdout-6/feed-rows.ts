/**
 * Turns held-out set 6's catalogue into each merchant's feed rows (pure: no files). Which merchants stock a
 * product, its price at each and its stock state are drawn from the product key (seeded "h6"), so the feeds
 * repeat byte for byte. The draw itself is shared with later sets (eval/search-relevance-holdout-3/feed-set-kit.ts).
 */
import { feedRowsOf, stockistsOf, type FeedSet, type SetRow } from "../search-relevance-holdout-3/feed-set-kit.ts";
import { CATALOGUE } from "./catalogue.ts";
import type { Product } from "./catalogue-types.ts";
import { MERCHANTS } from "./merchants.ts";

export type FeedRow = SetRow<Product>;

/** Set 6's sources for the shared draw; each merchant's item id for its n-th row. */
export const SET6: FeedSet<Product> = {
  seed: "h6",
  catalogue: CATALOGUE,
  merchants: MERCHANTS,
  itemId: [
    (n) => `QBM${String(20000 + n * 13)}`,
    (n) => `HTS-${String(n * 11 + 5000).padStart(6, "0")}`,
    (n) => String(8800000 + n * 37),
    (n) => `BY${String(300 + n)}`,
    (n) => `wbd_${String(n * 9 + 12000)}`,
  ],
};

/** Merchant indexes stocking a product: `reach` of them when the catalogue says, else 2 or 3, drawn from the key. */
export const stockists = (p: Product): number[] => stockistsOf(SET6, p);

export const feedRows = (): FeedRow[] => feedRowsOf(SET6);
