import { BRANDS } from "./brands.ts";
import type { Product } from "./catalogue-types.ts";
import { ean13 } from "../feed-kit/gtin.ts";
import { rngFrom } from "../feed-kit/seeded-random.ts";

export function assignIdentifiers(catalogue: Product[]): void {
  const r = rngFrom("identifiers");
  const used = new Set<string>();
  for (const p of catalogue) {
    if (!p.brand) continue;
    if (r() < 0.6) {
      let g = "";
      do {
        let body = "50";
        for (let i = 0; i < 10; i++) body += String(Math.floor(r() * 10));
        g = ean13(body);
      } while (used.has(g));
      used.add(g);
      p.gtin = g;
    }
    if (r() < 0.62) p.mpn = `${BRANDS[p.brand].code}${String(10000 + Math.floor(r() * 89999))}`;
  }
}
