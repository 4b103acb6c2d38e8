/**
 * Held-out set 15's sources for the shared feed draw (eval/search-relevance-holdout-3/feed-set-kit.ts): which
 * merchants stock a product, its price at each and its stock state are drawn from the product key (seeded "h15"),
 * so the feeds repeat byte for byte. Hartsholme's `g:size` element is added here: the site ignores attributes it
 * does not read, as a real Google feed carries them anyway.
 */
import { feedRowsOf, type FeedSet, type SetRow } from "../search-relevance-holdout-3/feed-set-kit.ts";
import { CATALOGUE } from "./catalogue.ts";
import type { Product } from "./catalogue-types.ts";
import { hartsholmeSize, MERCHANTS, SEED } from "./merchants.ts";

export type FeedRow = SetRow<Product>;

/** Each merchant's item id for its n-th row, in MERCHANTS order. */
export const SET15: FeedSet<Product> = {
  seed: SEED,
  catalogue: CATALOGUE,
  merchants: MERCHANTS,
  itemId: [
    (n) => `HBM-${String(n * 13 + 20417)}`,
    (n) => `ldk${String(n).padStart(5, "0")}`,
    (n) => `CTB/${String(3000 + n * 7)}`,
    (n) => `ELM${String(n * 29 + 90011)}`,
  ],
};

const BY_KEY = new Map(CATALOGUE.map((p) => [p.key, p]));

export const feedRows = (): FeedRow[] =>
  feedRowsOf(SET15).map((r) => {
    if (r.merchant.slug !== "hartsholme") return r;
    const p = BY_KEY.get(r.key)!;
    return { ...r, cells: { ...r.cells, size: hartsholmeSize(p) ?? p.pack ?? "" } };
  });
