// eslint-disable-next-line @typescript-eslint/ban-ts-comment -- see the next line
// @ts-nocheck -- written by a helper without the repository's noUncheckedIndexedAccess; its output is checked by
// re-running it (byte-identical files), not by the type checker.

import { rng, type Rng } from "./prng";
import type { Product, Row } from "./types";
import type { MerchantDef } from "./merchants";
import { money, slugify } from "./format";

// Which shops sell which product: 2 to 6 shops each, weighted by each shop's range.
export function assignSellers(products: Product[], merchants: MerchantDef[]): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const p of products) {
    const r = rng("sellers:" + p.key);
    const k = r.weighted([
      [2, 12],
      [3, 20],
      [4, 28],
      [5, 24],
      [6, 16],
    ]);
    const pool = merchants.map((m) => ({ slug: m.slug, w: m.reach * (m.affinity[p.cat] ?? 1) }));
    const chosen: string[] = [];
    while (chosen.length < k) {
      const slug = r.weighted(pool.filter((c) => !chosen.includes(c.slug)).map((c) => [c.slug, c.w]));
      chosen.push(slug);
    }
    out[p.key] = merchants.map((m) => m.slug).filter((s) => chosen.includes(s));
  }
  return out;
}

function shopPrice(m: MerchantDef, p: Product, r: Rng): number {
  const x = p.price * m.priceFactor * (0.94 + r.next() * 0.12);
  const cents = (v: number) => Math.round(v * 100) / 100;
  if (x < 5) {
    if (m.priceEnd === "99" || m.priceEnd === "95") return cents(Math.max(0.29, Math.round(x * 10) / 10 - 0.01));
    return cents(x);
  }
  switch (m.priceEnd) {
    case "99":
      return Math.floor(x) + 0.99;
    case "95":
      return Math.floor(x) + 0.95;
    case "49":
      return Math.floor(x) + (x % 1 < 0.5 ? 0.49 : 0.99);
    case "0":
      return Math.round(x * 10) / 10;
    default:
      return cents(x);
  }
}

function groupId(m: MerchantDef, fam: string): string {
  const r = rng(`group:${m.slug}:${fam}`);
  if (m.slug === "brickyard-direct") return "BYD-" + slugify(fam).toUpperCase();
  if (m.slug === "holloway-depot") return "HG" + String(r.int(10000, 99999));
  return "PARENT-" + slugify(fam);
}

export function buildRows(products: Product[], merchants: MerchantDef[], sellers: Record<string, string[]>): Row[] {
  const rows: Row[] = [];
  const links = new Set<string>();
  for (const m of merchants) {
    const mine = products.filter((p) => sellers[p.key].includes(m.slug));
    const famCount: Record<string, number> = {};
    for (const p of mine) famCount[p.fam] = (famCount[p.fam] ?? 0) + 1;
    const ordered = rng("order:" + m.slug).shuffle(mine);
    const ids = new Set<string>();
    let seq = 0;
    for (const p of ordered) {
      seq++;
      const label = `${m.slug}:${p.key}`;
      const out = m.style(p, rng("style:" + label));
      const f = rng("fields:" + label);

      let id = "";
      for (let attempt = 0; !id || ids.has(id); attempt++) id = m.id(p, rng(`id:${label}:${attempt}`), seq);
      ids.add(id);

      let link = m.link(p, id, out.title);
      for (let k = 2; links.has(link); k++) link = m.link(p, id, out.title) + "-" + k;
      links.add(link);

      const pr = rng("price:" + label);
      const price = shopPrice(m, p, pr);
      let sale = "";
      if (pr.chance(m.saleRate)) {
        const s = Math.round(price * (0.82 + pr.next() * 0.12) * 100) / 100;
        if (s < price) sale = money(s);
      }

      rows.push({
        merchant: m.slug,
        productKey: p.key,
        id,
        title: out.title,
        description: out.description,
        link,
        price: money(price),
        sale_price: sale,
        availability: rng("avail:" + label).weighted(m.avail),
        brand: f.chance(m.fill.brand) ? out.brand : "",
        gtin: p.gtinCode && f.chance(m.gtinRate) ? p.gtinCode : "",
        mpn: p.mpnCode && f.chance(m.mpnRate) ? p.mpnCode : "",
        product_type: m.ptype && f.chance(m.fill.ptype) ? m.ptype(p) : "",
        item_group_id: m.fill.group && famCount[p.fam] > 1 ? groupId(m, p.fam) : "",
        color: out.color && f.chance(m.fill.color) ? out.color : "",
        size: out.size && f.chance(m.fill.size) ? out.size : "",
      });
    }
  }
  return rows;
}
