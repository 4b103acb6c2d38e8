/**
 * Held-out set 16's sources for the shared feed draw (eval/search-relevance-holdout-3/feed-set-kit.ts): which
 * merchants stock a product, its price at each and its stock state are drawn from the product key (seeded "h16"),
 * so the feeds repeat byte for byte. Pilsdon's `identifier_exists` and `google_product_category` columns are
 * added here: a real export carries them, and the site ignores the category it does not read.
 */
import { feedRowsOf, type FeedSet, type SetRow } from "../search-relevance-holdout-3/feed-set-kit.ts";
import { CATALOGUE } from "./catalogue.ts";
import type { Product } from "./catalogue-types.ts";
import { MERCHANTS, SEED } from "./merchants.ts";

export type FeedRow = SetRow<Product>;

/** Each merchant's item id for its n-th row, in MERCHANTS order. */
export const SET16: FeedSet<Product> = {
  seed: SEED,
  catalogue: CATALOGUE,
  merchants: MERCHANTS,
  itemId: [
    (n) => `gm-${String(n * 11 + 5003)}`,
    (n) => `TTC${String(n).padStart(4, "0")}`,
    (n) => `RTH-${String(n * 17 + 40000)}`,
    (n) => `P${String(n * 31 + 700000)}`,
  ],
};

/** Google's taxonomy path for Pilsdon's category column, by group family. */
const CATEGORY: Partial<Record<Product["group"], string>> = {
  paint: "Hardware > Painting Supplies",
  plumb: "Hardware > Plumbing",
  fix: "Hardware > Hardware Accessories",
  seal: "Hardware > Building Consumables",
  land: "Home & Garden > Lawn & Garden",
};

export const feedRows = (): FeedRow[] =>
  feedRowsOf(SET16).map((r) => {
    if (r.merchant.slug !== "pilsdon") return r;
    const group = r.key.split("-")[0] as Product["group"];
    return {
      ...r,
      cells: {
        ...r.cells,
        identifier_exists: "no",
        google_product_category: CATEGORY[group] ?? "Hardware > Building Materials",
      },
    };
  });
