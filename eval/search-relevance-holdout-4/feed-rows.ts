/**
 * Turns held-out set 4's catalogue into each merchant's feed rows (pure: no files). Which merchants stock a
 * product, its price at each and whether it is in stock are drawn from the product key, so the feeds repeat.
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

/** How many merchants stock a product: `reach` when the catalogue says, else 2 or 3 drawn from the key. */
function reachOf(p: Product): number {
  if (p.reach) return Math.min(MERCHANTS.length, Math.max(1, p.reach));
  return hash(`reach|${p.key}`) % 3 === 0 ? 2 : 3;
}

/** The merchants (by index) that stock a product, drawn from the key. */
export function stockists(p: Product): number[] {
  const rnd = random(hash(`h4|${p.key}`));
  const order = MERCHANTS.map((_, i) => i);
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return order.slice(0, reachOf(p)).sort((a, b) => a - b);
}

/** A maker's part number: brand letters plus a digest of the key (branded goods only). */
function mpnFor(p: Product): string {
  return p.brand ? `${p.brand.slice(0, 2).toUpperCase()}${(hash(`mpn|${p.key}`) % 900000) + 100000}` : "";
}

const ID: ((n: number) => string)[] = [
  (n) => `QBS${String(200000 + n * 11)}`,
  (n) => `FTD-${String(5000 + n * 7)}`,
  (n) => String(81000 + n * 13),
  (n) => `CT/${String(3000 + n * 5)}`,
  (n) => `rbd_${String(n).padStart(4, "0")}`,
];

export function feedRows(): FeedRow[] {
  const rows: FeedRow[] = [];
  const counters = MERCHANTS.map(() => 0);
  for (const p of CATALOGUE) {
    for (const i of stockists(p)) {
      const m = MERCHANTS[i]!;
      const n = ++counters[i]!;
      const rnd = random(hash(`${m.slug}|${p.key}`));
      const price = Math.max(0.2, p.price * m.priceLevel * (0.93 + rnd() * 0.14));
      const title = m.title(p);
      const id = ID[i]!(n);
      const slugPath = title
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, "-")
        .replace(/^-|-$/g, "");
      const cells: Record<string, string> = {
        id,
        title,
        description: m.description(p, title),
        link: `${m.website}/product/${slugPath}?sku=${encodeURIComponent(id)}`,
        image_link: `${m.website}/images/${encodeURIComponent(id)}.jpg`,
        price: m.price(Math.round(price * 100) / 100),
        availability: rnd() < 0.07 ? "out_of_stock" : "in_stock",
        condition: "new",
        brand: m.hasBrand ? (p.brand ?? "") : "",
        gtin: m.hasGtin && p.brand ? gtinFor(`h4|${p.key}`) : "",
        mpn: m.hasMpn ? mpnFor(p) : "",
        product_type: m.productType(p),
        unit_pricing_measure: /^\d+kg$/.test(p.pack ?? "") ? p.pack! : "",
        shipping: p.group === "aggregate" ? "GB:::49.00 GBP" : "GB:::5.95 GBP",
      };
      rows.push({ merchant: m, key: p.key, cells });
    }
  }
  return rows;
}
