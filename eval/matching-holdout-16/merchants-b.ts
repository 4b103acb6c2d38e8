// @ts-nocheck
// Merchants 4-6: online DIY/trade shop, keyword-stuffing delivery site, landscape yard.
// Each merchant decides how titles, brand, GTIN, MPN, product_type and shipping look.
import { specTokens, join, tokText, colErp } from './units.ts';
import { withNoun, pickName, brandWords, typo, MARKETING, catLabel, slugify, isHeavy, isLoose } from './style-kit.ts';
import { titleNamesBrand, ptypePath } from './style-kit.ts';
import { digits, hashStr } from './prng.ts';
import { site, LEAD, rest, ERP_UNIT, GPC, salePrice, unitPricing, abbreviate } from './merchant-kit.ts';

export const marlow = {
  slug: 'marlow-tidd',
  name: 'Marlow & Tidd',
  format: 'xml',
  aff: {
    default: 0.55,
    plaster: 0.9,
    plasterboard: 0.85,
    other: 0.95,
    insulation: 0.8,
    drainage: 0.75,
    aggregates: 0.3,
    sand: 0.35,
    bricks: 0.25,
    blocks: 0.25,
  },
  bagBoost: 2.2,
  f: {
    dims: 'thkM',
    len: 'm1',
    sect: 'rev',
    block: 'thk',
    str: 'n0',
    kg: 'spaced',
    vol: 'litre',
    dia: 'mm',
    pack: 'paren',
    bulk: 'Jumbo Bag',
    midi: 'Mini Bulk Bag',
    handy: 'Handy Bag',
    handyKg: true,
    bulkKg: 'paren',
  },
  priceF: 1.08,
  gtinRate: 0.65,
  descStyle: 'marketing',
  siblingRate: 0.35,
  pitches: [
    'Order by 2pm for next day delivery.',
    'Trade accounts available.',
    'Click & collect from our Reading store.',
  ],
  extraCols: ['sale_price', 'color'],
  avail: [
    ['in_stock', 82],
    ['out_of_stock', 8],
    ['backorder', 6],
    ['preorder', 4],
  ],
  idOf: (i) => `mt-${String(100 + i).padStart(5, '0')}`,
  title(p, r) {
    const name = withNoun(p, pickName(p, this.slug, 'hash'));
    let by = '';
    if (p.brand) by = p.line && !name.startsWith(p.line) ? `${p.line} by ${p.brand}` : p.brand;
    if (by && name.toLowerCase().includes(p.brand.toLowerCase())) by = '';
    const mk = r.chance(0.3) ? `| ${r.pick(MARKETING)}` : '';
    return join(name, tokText(specTokens(p, this.f)), p.col, by && `- ${by}`, mk);
  },
  brand: (p) => p.brand || 'Marlow & Tidd',
  mpn: (p, r) => (p.mpn && r.chance(0.4) ? p.mpn : ''),
  ptype: (p) => `DIY & Building > ${catLabel(p, 1)}`,
  ship: (p) => (isHeavy(p) ? 'GB:::29.95 GBP' : 'GB:::5.95 GBP'),
  extras(p, r, row) {
    return { sale_price: r.chance(0.12) ? salePrice(row.priceNum) : '', color: p.col || '' };
  },
  link(p, row) {
    return `${site(this.slug)}shop/${slugify(p.names[0])}/${row.id}`;
  },
};

export const yardhopper = {
  slug: 'yardhopper',
  name: 'Yardhopper Direct',
  format: 'csv',
  quoteAll: true,
  aff: {
    default: 0.35,
    sand: 1,
    aggregates: 1,
    cement: 0.95,
    'concrete-mortar': 1,
    blocks: 0.6,
    other: 0.5,
    plaster: 0.5,
    bricks: 0.45,
  },
  f: {
    dims: 'mm',
    len: 'm',
    sect: 'mm',
    block: 'thk',
    str: 'N',
    kg: 'kg',
    vol: 'L',
    dia: 'mm',
    pack: 'packOf',
    bulk: 'Bulk Bag',
    midi: 'Midi Bag',
    handy: 'Handy Bag',
    handyKg: true,
    bulkKg: 'plain',
  },
  priceF: 1.05,
  priceStyle: '99',
  gtinRate: 0.3,
  ownGtin: (p) => p.s.bag === 'handy' || p.s.bag === 'bag',
  descStyle: 'marketing',
  siblingRate: 0.5,
  pitches: ['FREE delivery on every order!', 'Free UK mainland delivery, no minimum spend.', 'Cheapest prices online.'],
  extraCols: ['sale_price', 'google_product_category'],
  avail: [
    ['in_stock', 88],
    ['out_of_stock', 5],
    ['backorder', 7],
  ],
  idOf: (i, p) => `YH-${p.cat.slice(0, 3).toUpperCase()}-${String(i + 1).padStart(4, '0')}`,
  title(p, r) {
    const name = pickName(p, this.slug, 'hash');
    const base = join(r.chance(0.5) ? brandWords(p, 'brand', name) : '', name, tokText(specTokens(p, this.f)), p.col);
    const alts = p.names.filter((x) => x !== name && !base.includes(x)).slice(0, 2);
    const extra = isLoose(p) ? ['Jumbo Bag', 'Tonne Bag'] : p.s.bag === 'handy' ? ['Small Bag', 'DIY Size'] : [];
    const stuffed = [
      base,
      [...alts, ...extra].join(' / '),
      r.pick(['FREE Delivery', 'Free Next Day Delivery', 'Cheapest UK']),
    ]
      .filter(Boolean)
      .join(' | ');
    const t = stuffed.length > 150 ? join(base, '| FREE Delivery') : stuffed;
    return r.chance(0.12) ? typo(t, r) : t;
  },
  brand: (p, r, row) => (p.brand && (r.chance(0.8) || !titleNamesBrand(p, row.title)) ? p.brand : ''),
  mpn: () => '',
  ptype: (p) => `Shop > ${catLabel(p, 1)}`,
  ship: () => 'GB:::0.00 GBP',
  extras(p, r, row) {
    return {
      sale_price: r.chance(0.15) ? salePrice(row.priceNum) : '',
      google_product_category: GPC[p.cat] || 'Hardware > Building Materials',
    };
  },
  link(p, row) {
    return `${site(this.slug)}p/${slugify(row.title.split('|')[0])}?sku=${row.id}`;
  },
};
export const quarrymead = {
  slug: 'quarrymead',
  name: 'Quarrymead Landscape & Building',
  format: 'tsv',
  aff: {
    default: 0.2,
    aggregates: 1,
    sand: 1,
    cement: 0.9,
    'concrete-mortar': 0.95,
    blocks: 0.9,
    bricks: 0.9,
    drainage: 0.55,
    timber: 0.3,
  },
  f: {
    dims: 'mm',
    len: 'm',
    sect: 'mm',
    block: 'full',
    str: 'Nmm',
    kg: 'kg',
    vol: 'L',
    dia: 'mm',
    pack: 'packOf',
    bulk: 'Tonne Bag',
    midi: 'Half Tonne Bag',
    handy: 'Handy Bag',
    handyKg: false,
    bulkKg: '',
    bagWord: true,
  },
  priceF: 0.98,
  gtinRate: 0.4,
  ownGtin: (p) => p.s.bag === 'handy' || p.s.bag === 'bag',
  descStyle: 'sentence',
  siblingRate: 0.1,
  tagline: 'Quarrymead: landscaping and building materials, delivered by crane lorry across Wiltshire.',
  extraCols: ['unit_pricing_measure', 'material'],
  avail: [
    ['in_stock', 86],
    ['out_of_stock', 9],
    ['backorder', 5],
  ],
  idOf: (i) => `QM${50000 + i * 11}`,
  title(p, r) {
    const toks = specTokens(p, this.f);
    const PK = ['kg', 'bag', 'pack'];
    const name = pickName(p, this.slug, 'hash');
    const bw = brandWords(p, r.chance(0.4) ? 'parent' : 'brand', name);
    return join(tokText(toks, PK), bw, withNoun(p, name), rest(toks, PK), p.col);
  },
  brand: (p) => p.parent || p.brand || 'Quarrymead',
  mpn: () => '',
  ptype: (p) =>
    ['aggregates', 'sand'].includes(p.cat) ? `Landscaping > ${catLabel(p, 0)}` : `Building > ${catLabel(p, 1)}`,
  ship: (p, r) => (r.chance(0.1) ? '' : isHeavy(p) ? 'GB:::45.00 GBP' : 'GB:::15.00 GBP'),
  extras: (p) => ({ unit_pricing_measure: unitPricing(p), material: p.mat || '' }),
  link(p, row) {
    return `${site(this.slug)}products/${row.id}`;
  },
};
