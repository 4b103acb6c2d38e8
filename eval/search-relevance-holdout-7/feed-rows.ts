/**
 * Held-out set 7's sources for the shared feed draw (eval/search-relevance-holdout-3/feed-set-kit.ts): which
 * merchants stock a product, its price at each and its stock state are drawn from the product key (seeded "h7"),
 * so the feeds repeat byte for byte.
 */
import { feedRowsOf, type FeedSet, type SetRow } from "../search-relevance-holdout-3/feed-set-kit.ts";
import { CATALOGUE } from "./catalogue.ts";
import type { Product } from "./catalogue-types.ts";
import { MERCHANTS } from "./merchants.ts";

export type FeedRow = SetRow<Product>;

/** Each merchant's item id for its n-th row, in MERCHANTS order. */
export const SET7: FeedSet<Product> = {
  seed: "h7",
  catalogue: CATALOGUE,
  merchants: MERCHANTS,
  itemId: [
    (n) => `SBM-${String(41000 + n * 7)}`,
    (n) => `MTC${String(n * 17 + 300000)}`,
    (n) => `OHG${String(n).padStart(5, "0")}`,
    (n) => `cs${String(1200 + n * 3)}`,
    (n) => `WBD/${String(n * 23 + 70000)}`,
  ],
};

export const feedRows = (): FeedRow[] => feedRowsOf(SET7);
