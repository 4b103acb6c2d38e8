// @ts-nocheck
// Assembles the catalogue of true products and gives branded products fictional (but valid) EAN-13s.
import { BRANDS, CATEGORIES } from './catalog-core.ts';
import { CATALOG_A } from './catalog-a.ts';
import { CATALOG_B } from './catalog-b.ts';
import { CATALOG_C } from './catalog-c.ts';
import { CATALOG_D } from './catalog-d.ts';
import { CATALOG_E } from './catalog-e.ts';
import { makeEan13 } from './prng.ts';

export function buildCatalog() {
  const all = [...CATALOG_A, ...CATALOG_B, ...CATALOG_C, ...CATALOG_D, ...CATALOG_E];
  const seen = new Set();
  const gtins = new Set();
  for (const p of all) {
    if (!CATEGORIES.includes(p.cat)) throw new Error('bad category ' + p.cat);
    if (seen.has(p.key)) throw new Error('duplicate key ' + p.key);
    seen.add(p.key);
    p.id = `${p.cat}/${p.key}`;
    const b = p.brand ? BRANDS[p.brand] : null;
    p.parent = b ? b.parent : null;
    p.code = b ? b.code : null;
    if (b && p.g) {
      p.gtin = makeEan13(b.gs1, 'gtin', p.key);
      if (p.g === 2) p.gtin2 = makeEan13(b.gs1, 'gtin-old-pack', p.key);
    }
    for (const g of [p.gtin, p.gtin2]) {
      if (!g) continue;
      if (gtins.has(g)) throw new Error('gtin collision ' + g);
      gtins.add(g);
    }
  }
  return all;
}

/** Products sharing brand + sub-category + first name word: used for "also available in" noise. */
export function familyOf(p, all) {
  const head = (x) => x.names[0].split(' ').slice(0, 2).join(' ');
  return all.filter((q) => q !== p && q.cat === p.cat && q.brand === p.brand && q.sub === p.sub && head(q) === head(p));
}
