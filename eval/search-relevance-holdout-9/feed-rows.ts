/**
 * Held-out set 9's sources for the shared feed draw (eval/search-relevance-holdout-3/feed-set-kit.ts): which
 * merchants stock a product, its price at each and its stock state are drawn from the product key (seeded "h9"),
 * so the feeds repeat byte for byte.
 */
import { feedRowsOf, type FeedSet, type SetRow } from "../search-relevance-holdout-3/feed-set-kit.ts";
import { CATALOGUE } from "./catalogue.ts";
import type { Product } from "./catalogue-types.ts";
import { MERCHANTS } from "./merchants.ts";

export type FeedRow = SetRow<Product>;

/** Each merchant's item id for its n-th row, in MERCHANTS order. */
export const SET9: FeedSet<Product> = {
  seed: "h9",
  catalogue: CATALOGUE,
  merchants: MERCHANTS,
  itemId: [
    (n) => `BBM-${String(n * 17 + 30000)}`,
    (n) => `MTC${String(n).padStart(5, "0")}`,
    (n) => `tb${String(700000 + n * 23)}`,
    (n) => `ING/${String(n * 3 + 4100)}`,
  ],
};

export const feedRows = (): FeedRow[] => feedRowsOf(SET9);
