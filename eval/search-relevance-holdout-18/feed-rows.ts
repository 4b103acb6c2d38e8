/**
 * Held-out set 18's sources for the shared feed draw (eval/search-relevance-holdout-3/feed-set-kit.ts): which
 * merchants stock a product, its price at each and its stock state are drawn from the product key (seeded "h18"),
 * so the feeds repeat byte for byte. Kexbrough's `shipping_weight` column is added here: a real export carries it.
 */
import { feedRowsOf, type FeedSet, type SetRow } from "../search-relevance-holdout-3/feed-set-kit.ts";
import { num } from "../search-relevance-holdout-3/title-kit.ts";
import { CATALOGUE } from "./catalogue.ts";
import type { Product } from "./catalogue-types.ts";
import { kilosOf, MERCHANTS, SEED } from "./merchants.ts";

export type FeedRow = SetRow<Product>;

/** Each merchant's item id for its n-th row, in MERCHANTS order. */
export const SET18: FeedSet<Product> = {
  seed: SEED,
  catalogue: CATALOGUE,
  merchants: MERCHANTS,
  itemId: [
    (n) => `KX-${String(n * 11 + 40000)}`,
    (n) => `D${String(n).padStart(6, "0")}`,
    (n) => `tid${String(n * 17 + 510000)}`,
    (n) => `SC${String(n * 3 + 7000)}`,
  ],
};

const byKey = new Map(CATALOGUE.map((p) => [p.key, p]));

export const feedRows = (): FeedRow[] =>
  feedRowsOf(SET18).map((r) => {
    if (r.merchant.slug !== "kexbrough") return r;
    const k = kilosOf(byKey.get(r.key)!);
    return { ...r, cells: { ...r.cells, shipping_weight: k === undefined ? "" : `${num(k)} kg` } };
  });
