/**
 * Held-out set 13's sources for the shared feed draw (eval/search-relevance-holdout-3/feed-set-kit.ts): which
 * merchants stock a product, its price at each and its stock state are drawn from the product key (seeded "h13"),
 * so the feeds repeat byte for byte.
 */
import { feedRowsOf, type FeedSet, type SetRow } from "../search-relevance-holdout-3/feed-set-kit.ts";
import { CATALOGUE } from "./catalogue.ts";
import type { Product } from "./catalogue-types.ts";
import { MERCHANTS } from "./merchants.ts";

export type FeedRow = SetRow<Product>;

/** Each merchant's item id for its n-th row, in MERCHANTS order. */
export const SET13: FeedSet<Product> = {
  seed: "h13",
  catalogue: CATALOGUE,
  merchants: MERCHANTS,
  itemId: [
    (n) => `PHG-${String(n * 13 + 20077)}`,
    (n) => `BTS${String(n).padStart(5, "0")}`,
    (n) => `ASK/${String(3000 + n * 17)}`,
    (n) => `qd${String(n * 23 + 9100)}`,
  ],
};

export const feedRows = (): FeedRow[] => feedRowsOf(SET13);
