/**
 * Held-out set 11's sources for the shared feed draw (eval/search-relevance-holdout-3/feed-set-kit.ts): which
 * merchants stock a product, its price at each and its stock state are drawn from the product key (seeded "h11"),
 * so the feeds repeat byte for byte.
 */
import { feedRowsOf, type FeedSet, type SetRow } from "../search-relevance-holdout-3/feed-set-kit.ts";
import { CATALOGUE } from "./catalogue.ts";
import type { Product } from "./catalogue-types.ts";
import { MERCHANTS } from "./merchants.ts";

export type FeedRow = SetRow<Product>;

/** Each merchant's item id for its n-th row, in MERCHANTS order. */
export const SET11: FeedSet<Product> = {
  seed: "h11",
  catalogue: CATALOGUE,
  merchants: MERCHANTS,
  itemId: [
    (n) => `TTD-${String(n * 13 + 41000)}`,
    (n) => `AS${String(n).padStart(5, "0")}`,
    (n) => `cg-${String(7000 + n * 3)}`,
    (n) => `OX-${String(n * 17 + 220)}`,
  ],
};

export const feedRows = (): FeedRow[] => feedRowsOf(SET11);
