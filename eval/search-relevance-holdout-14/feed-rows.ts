/**
 * Held-out set 14's sources for the shared feed draw (eval/search-relevance-holdout-3/feed-set-kit.ts): which
 * merchants stock a product, its price at each and its stock state are drawn from the product key (seeded "h14"),
 * so the feeds repeat byte for byte. Tenterley's variant columns (`item_group_id`, `size`, `color`) are added
 * here: the site ignores attributes it does not read, as a real web shop's export carries them anyway.
 */
import { feedRowsOf, type FeedSet, type SetRow } from "../search-relevance-holdout-3/feed-set-kit.ts";
import { CATALOGUE } from "./catalogue.ts";
import type { Product } from "./catalogue-types.ts";
import { MERCHANTS, SEED, tenterleySize } from "./merchants.ts";

export type FeedRow = SetRow<Product>;

/** Each merchant's item id for its n-th row, in MERCHANTS order. */
export const SET14: FeedSet<Product> = {
  seed: SEED,
  catalogue: CATALOGUE,
  merchants: MERCHANTS,
  itemId: [
    (n) => `CW${String(n * 7 + 40113)}`,
    (n) => `TT-${String(n).padStart(4, "0")}-V`,
    (n) => `BTB.${String(5000 + n * 11)}`,
    (n) => `sx-${String(n * 31 + 770)}`,
  ],
};

const slug = (s: string): string =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
const COLOUR =
  /(?:White|Black|Grey|Brown|Green|Red|Buff|Clear|Magnolia|Charcoal|Brindle|Sandstone|Anthracite|Terracotta)\b/;

const BY_KEY = new Map(CATALOGUE.map((p) => [p.key, p]));

export const feedRows = (): FeedRow[] =>
  feedRowsOf(SET14).map((r) => {
    if (r.merchant.slug !== "tenterley") return r;
    const p = BY_KEY.get(r.key)!;
    const base = r.cells.title!.split(" - ")[0]!;
    return {
      ...r,
      cells: {
        ...r.cells,
        item_group_id: `TG-${slug(base)}`,
        size: tenterleySize(p) ?? p.pack ?? "",
        color: COLOUR.exec(p.detail ?? "")?.[0] ?? "",
      },
    };
  });
