/**
 * Held-out set 23's sources for the shared feed draw (eval/search-relevance-holdout-3/feed-set-kit.ts): which
 * merchants stock a product, its price at each and its stock state are drawn from the product key (seeded "h23"),
 * so the feeds repeat byte for byte.
 */
import { feedRowsOf, type FeedSet, type SetRow } from "../search-relevance-holdout-3/feed-set-kit.ts";
import { CATALOGUE } from "./catalogue.ts";
import type { Product } from "./catalogue-types.ts";
import { MERCHANTS, SEED } from "./merchants.ts";

export type FeedRow = SetRow<Product>;

/** Each merchant's item id for its n-th row, in MERCHANTS order. */
export const SET23: FeedSet<Product> = {
  seed: SEED,
  catalogue: CATALOGUE,
  merchants: MERCHANTS,
  itemId: [
    (n) => `PBM${String(n * 7 + 30100).padStart(6, "0")}`,
    (n) => `LTC-${String(n * 5 + 8200)}`,
    (n) => `GW.${String(n + 400).padStart(5, "0")}`,
    (n) => `lam-${String(n * 13 + 5500)}`,
  ],
};

export const feedRows = (): FeedRow[] => feedRowsOf(SET23);
