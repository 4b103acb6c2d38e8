// @ts-nocheck
// Merchant list, seller assignment and per-row field construction.
import { ashcombe, fennick, kestrelgate } from './merchants-a.ts';
import { marlow, yardhopper, quarrymead } from './merchants-b.ts';
import { thrushcombe, pellow, cadwell, whitlow } from './merchants-c.ts';
import { rng, makeEan13 } from './prng.ts';
import { describe, metricSize } from './describe.ts';
import { withNoun, pickName } from './style-kit.ts';

export const IMAGE_ORIGIN = 'https://demo-images.buildcompare.invalid/';

export const MERCHANTS = [
  ashcombe,
  fennick,
  kestrelgate,
  marlow,
  yardhopper,
  quarrymead,
  thrushcombe,
  pellow,
  cadwell,
  whitlow,
].map((m) => ({ ...m, file: `${m.slug}.${m.format}`, websiteUrl: `https://www.${m.slug}.example/` }));

// How many merchants sell each true product (2..7), roughly how coverage looks on a comparison site.
const SELLER_DIST = [
  [2, 24],
  [3, 27],
  [4, 21],
  [5, 14],
  [6, 9],
  [7, 5],
];

const weightFor = (m, p) => {
  const base = m.aff[p.cat] ?? m.aff.default;
  const bagged = p.s.bag === 'handy' || p.s.bag === 'bag';
  return base * (bagged && m.bagBoost ? m.bagBoost : 1);
};

/** Map product key -> sorted merchant indices. */
export function assignSellers(products) {
  const out = new Map();
  for (const p of products) {
    const r = rng('sellers', p.key);
    const k = r.weighted(SELLER_DIST);
    const chosen = [];
    while (chosen.length < k) {
      const pool = MERCHANTS.map((m, i) => [i, weightFor(m, p)]).filter(([i, w]) => w > 0 && !chosen.includes(i));
      chosen.push(r.weighted(pool));
    }
    out.set(
      p.key,
      chosen.sort((a, b) => a - b),
    );
  }
  return out;
}

function priceFor(p, m, r) {
  let x = p.price * m.priceF * r.between(0.93, 1.07);
  if (m.priceStyle === '99') x = x >= 5 ? Math.floor(x) + 0.99 : Math.round(x * 10) / 10 - 0.01;
  return Math.round(x * 100) / 100;
}

function gtinFor(p, m, r) {
  if (p.gtin && r.chance(m.gtinRate)) return p.gtin2 && r.chance(0.5) ? p.gtin2 : p.gtin;
  if (!p.brand && m.ownGtin && m.ownGtin(p)) return makeEan13('50', 'own-label', m.slug, p.key);
  return '';
}

export function buildRows(m, products, all) {
  const order = rng('order', m.slug).shuffle(products);
  return order.map((p, i) => {
    const r = rng('row', m.slug, p.key);
    const id = m.idOf(i, p, r);
    const title = m.title(p, r);
    const priceNum = priceFor(p, m, r);
    const row = { id, title, priceNum, truth: p.id };
    const ctx = { all, title, name: withNoun(p, pickName(p, m.slug, 'canon')), metric: metricSize(p) };
    row.description = describe(p, m, r, ctx);
    row.link = m.link(p, row);
    row.image_link = `${IMAGE_ORIGIN}${m.slug}/${id}.jpg`;
    row.price = `${priceNum.toFixed(2)} GBP`;
    row.availability = r.weighted(m.avail);
    row.brand = m.brand(p, r, row);
    row.gtin = gtinFor(p, m, r);
    row.mpn = m.mpn(p, r, row);
    row.condition = 'new';
    row.product_type = m.ptype(p);
    row.shipping = m.ship(p, r);
    if (m.extras) Object.assign(row, m.extras(p, r, row, ctx));
    return row;
  });
}
