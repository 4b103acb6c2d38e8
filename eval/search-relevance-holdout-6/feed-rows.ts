/**
 * Turns held-out set 6's catalogue into each merchant's feed rows (pure: no files). Which merchants stock a
 * product, its price at each and its stock state are drawn from the product key (seeded), so the feeds repeat
 * byte for byte.
 */
import { gtinFor, hash, random } from "../search-relevance-holdout-3/title-kit.ts";
import { CATALOGUE } from "./catalogue.ts";
import type { Product } from "./catalogue-types.ts";
import { MERCHANTS, type Merchant } from "./merchants.ts";

export interface FeedRow {
  merchant: Merchant;
  key: string;
  cells: Record<string, string>;
}

/** Merchant indexes stocking a product: `reach` of them when the catalogue says, else 2 or 3, drawn from the key. */
export function stockists(p: Product): number[] {
  const draw = random(hash(`h6-stock|${p.key}`));
  const reach = p.reach ?? (draw() < 0.4 ? 2 : 3);
  return MERCHANTS.map((_, i) => ({ i, r: draw() }))
    .sort((a, b) => a.r - b.r)
    .slice(0, Math.min(MERCHANTS.length, reach))
    .map((x) => x.i)
    .sort((a, b) => a - b);
}

/** Each merchant's item id for its n-th row. */
const ITEM_ID: ((n: number) => string)[] = [
  (n) => `QBM${String(20000 + n * 13)}`,
  (n) => `HTS-${String(n * 11 + 5000).padStart(6, "0")}`,
  (n) => String(8800000 + n * 37),
  (n) => `BY${String(300 + n)}`,
  (n) => `wbd_${String(n * 9 + 12000)}`,
];

export function feedRows(): FeedRow[] {
  const rows: FeedRow[] = [];
  const seen = MERCHANTS.map(() => 0);
  for (const p of CATALOGUE) {
    for (const i of stockists(p)) {
      const m = MERCHANTS[i]!;
      const n = ++seen[i]!;
      const draw = random(hash(`h6-row|${m.slug}|${p.key}`));
      const price = Math.max(0.2, Math.round(p.price * m.priceLevel * (0.9 + draw() * 0.2) * 100) / 100);
      const title = m.title(p);
      const id = ITEM_ID[i]!(n);
      const path = title
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, "-")
        .replace(/^-|-$/g, "");
      rows.push({
        merchant: m,
        key: p.key,
        cells: {
          id,
          title,
          description: m.description(p, title),
          link: `${m.website}/product/${path}/${encodeURIComponent(id)}`,
          image_link: `${m.website}/img/${encodeURIComponent(id)}.jpg`,
          price: `${price.toFixed(2)} GBP`,
          availability: draw() < 0.06 ? "out_of_stock" : "in_stock",
          condition: "new",
          brand: m.fills.brand ? (p.brand ?? "") : "",
          gtin: m.fills.gtin && p.brand ? gtinFor(`h6|${p.key}`) : "",
          mpn:
            m.fills.mpn && p.brand
              ? `${p.brand.slice(0, 3).toUpperCase()}-${(hash(`h6-mpn|${p.key}`) % 90000) + 10000}`
              : "",
          product_type: m.productType(p),
        },
      });
    }
  }
  return rows;
}
