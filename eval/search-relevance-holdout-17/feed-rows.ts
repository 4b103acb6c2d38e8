/**
 * Held-out set 17's sources for the shared feed draw (eval/search-relevance-holdout-3/feed-set-kit.ts): which
 * merchants stock a product, its price at each and its stock state are drawn from the product key (seeded "h17"),
 * so the feeds repeat byte for byte. Scarrington's `unit_pricing_measure` and Brightling's `shipping` columns are
 * added here: a real export carries them.
 */
import { feedRowsOf, type FeedSet, type SetRow } from "../search-relevance-holdout-3/feed-set-kit.ts";
import { num } from "../search-relevance-holdout-3/title-kit.ts";
import { CATALOGUE } from "./catalogue.ts";
import type { Product } from "./catalogue-types.ts";
import { kilosOf, litresOf, MERCHANTS, mlOf, SEED } from "./merchants.ts";

export type FeedRow = SetRow<Product>;

/** Each merchant's item id for its n-th row, in MERCHANTS order. */
export const SET17: FeedSet<Product> = {
  seed: SEED,
  catalogue: CATALOGUE,
  merchants: MERCHANTS,
  itemId: [
    (n) => `SBS${String(n * 7 + 21000)}`,
    (n) => `TTC-${String(n).padStart(5, "0")}`,
    (n) => `ETY${String(n * 13 + 3000)}`,
    (n) => `bdiy-${String(n * 29 + 880000)}`,
  ],
};

const byKey = new Map(CATALOGUE.map((p) => [p.key, p]));

/** Scarrington's unit pricing measure for weighed and measured goods. */
function unitMeasure(p: Product): string {
  const k = kilosOf(p);
  if (k !== undefined) return `${num(k)}kg`;
  const l = litresOf(p);
  if (l !== undefined) return `${num(l)}l`;
  const ml = mlOf(p);
  if (ml !== undefined) return `${ml}ml`;
  return "";
}

export const feedRows = (): FeedRow[] =>
  feedRowsOf(SET17).map((r) => {
    const p = byKey.get(r.key)!;
    if (r.merchant.slug === "scarrington") return { ...r, cells: { ...r.cells, unit_pricing_measure: unitMeasure(p) } };
    if (r.merchant.slug === "brightling") {
      const heavy = ["cement", "agg", "brick", "block", "land"].includes(p.group);
      return { ...r, cells: { ...r.cells, shipping: `GB::Standard:${heavy ? "29.00" : "4.95"} GBP` } };
    }
    return r;
  });
