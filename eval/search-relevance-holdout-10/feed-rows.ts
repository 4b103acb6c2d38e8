/**
 * Held-out set 10's sources for the shared feed draw (eval/search-relevance-holdout-3/feed-set-kit.ts): which
 * merchants stock a product, its price at each and its stock state are drawn from the product key (seeded "h10"),
 * so the feeds repeat byte for byte.
 */
import { feedRowsOf, type FeedSet, type SetRow } from "../search-relevance-holdout-3/feed-set-kit.ts";
import { CATALOGUE } from "./catalogue.ts";
import type { Product } from "./catalogue-types.ts";
import { MERCHANTS } from "./merchants.ts";

export type FeedRow = SetRow<Product>;

/** Each merchant's item id for its n-th row, in MERCHANTS order. */
export const SET10: FeedSet<Product> = {
  seed: "h10",
  catalogue: CATALOGUE,
  merchants: MERCHANTS,
  itemId: [
    (n) => `QBS${String(n * 11 + 52000)}`,
    (n) => `HTS-${String(n).padStart(4, "0")}-A`,
    (n) => `wvb-${String(310000 + n * 29)}`,
    (n) => `CH${String(n * 7 + 900)}`,
  ],
};

export const feedRows = (): FeedRow[] => feedRowsOf(SET10);
