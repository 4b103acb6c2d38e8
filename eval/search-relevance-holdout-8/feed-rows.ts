/**
 * Held-out set 8's sources for the shared feed draw (eval/search-relevance-holdout-3/feed-set-kit.ts): which
 * merchants stock a product, its price at each and its stock state are drawn from the product key (seeded "h8"),
 * so the feeds repeat byte for byte.
 */
import { feedRowsOf, type FeedSet, type SetRow } from "../search-relevance-holdout-3/feed-set-kit.ts";
import { CATALOGUE } from "./catalogue.ts";
import type { Product } from "./catalogue-types.ts";
import { MERCHANTS } from "./merchants.ts";

export type FeedRow = SetRow<Product>;

/** Each merchant's item id for its n-th row, in MERCHANTS order. */
export const SET8: FeedSet<Product> = {
  seed: "h8",
  catalogue: CATALOGUE,
  merchants: MERCHANTS,
  itemId: [
    (n) => `HBS${String(n * 11 + 52000)}`,
    (n) => `TT-${String(n).padStart(4, "0")}`,
    (n) => `GF${String(880000 + n * 13)}`,
    (n) => `pol-${String(3100 + n * 7)}`,
    (n) => `HTB.${String(n * 29 + 10000)}`,
  ],
};

export const feedRows = (): FeedRow[] => feedRowsOf(SET8);
