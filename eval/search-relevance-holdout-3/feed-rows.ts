/**
 * Turns the catalogue into each merchant's feed rows (pure: no files). Which merchants stock a product, its
 * price at each and whether it is in stock are drawn from the product key, so the feeds are repeatable.
 */
import { CATALOGUE } from "./catalogue.ts";
import type { Product } from "./catalogue-types.ts";
import { MERCHANTS, type Merchant } from "./merchants.ts";
import { gtinFor, hash, mpnFor, random } from "./title-kit.ts";

export interface FeedRow {
  merchant: Merchant;
  key: string;
  cells: Record<string, string>;
}

/** The merchants (by index) that stock a product: `reach` of the five, drawn from the key. */
export function stockists(p: Product): number[] {
  const rnd = random(hash(p.key));
  const order = MERCHANTS.map((_, i) => i);
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  const reach = Math.min(MERCHANTS.length, Math.max(1, p.reach ?? 3));
  return order.slice(0, reach).sort((a, b) => a - b);
}

const PREFIX = ["ASH-", "PTS", "", "TOL-", "kbc-"];

export function feedRows(): FeedRow[] {
  const rows: FeedRow[] = [];
  const counters = MERCHANTS.map(() => 0);
  for (const p of CATALOGUE) {
    for (const i of stockists(p)) {
      const m = MERCHANTS[i]!;
      const n = ++counters[i]!;
      const rnd = random(hash(`${m.slug}|${p.key}`));
      const price = Math.max(0.2, p.price * m.priceLevel * (0.94 + rnd() * 0.12));
      const title = m.title(p);
      const id = i === 2 ? String(700100 + n * 7) : `${PREFIX[i]}${String(10000 + n * 3)}`;
      const slugPath = title
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, "-")
        .replace(/^-|-$/g, "");
      const cells: Record<string, string> = {
        id,
        title,
        description: m.description(p, title),
        link: `${m.website}/p/${slugPath}/${id}`,
        image_link: `${m.website}/img/${id}.jpg`,
        price: m.price(Math.round(price * 100) / 100),
        availability: rnd() < 0.07 ? "out_of_stock" : "in_stock",
        brand: m.hasBrand ? (p.brand ?? "") : "",
        gtin: m.hasGtin && p.brand ? gtinFor(p.key) : "",
        mpn: m.hasMpn ? (mpnFor(p) ?? "") : "",
        product_type: m.productType(p),
        unit_pricing_measure: /^\d+kg$/.test(p.pack ?? "") ? p.pack! : "",
        shipping: p.group === "aggregate" ? "GB:::45.00 GBP" : "GB:::6.95 GBP",
      };
      rows.push({ merchant: m, key: p.key, cells });
    }
  }
  return rows;
}
