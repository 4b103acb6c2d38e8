// @ts-nocheck
// Merchants 1-3: general yard, timber merchant, ERP trade centre.
// Each merchant decides how titles, brand, GTIN, MPN, product_type and shipping look.
import { specTokens, join, tokText, colErp } from './units.ts';
import { withNoun, pickName, brandWords, typo, MARKETING, catLabel, slugify, isHeavy, isLoose } from './style-kit.ts';
import { titleNamesBrand, ptypePath } from './style-kit.ts';
import { digits, hashStr } from './prng.ts';
import { site, LEAD, rest, ERP_UNIT, GPC, salePrice, unitPricing, abbreviate } from './merchant-kit.ts';

export const ashcombe = {
  slug: 'ashcombe-varley',
  name: 'Ashcombe & Varley Building Supplies',
  format: 'tsv',
  bom: true,
  aff: { default: 0.8, 'skirting-architrave': 0.5, roofing: 0.55 },
  f: {
    dims: 'mm',
    len: 'm',
    sect: 'mm',
    block: 'full',
    str: 'N',
    kg: 'kg',
    vol: 'L',
    dia: 'mm',
    pack: 'packOf',
    bulk: 'Bulk Bag',
    midi: 'Half Tonne Bag',
    handy: 'Handy Bag',
    handyKg: true,
    bulkKg: '',
  },
  priceF: 1.0,
  gtinRate: 0.8,
  descStyle: 'sentence',
  siblingRate: 0.15,
  tagline: 'Delivered from our yards across Somerset and Devon.',
  avail: [
    ['in_stock', 85],
    ['out_of_stock', 7],
    ['backorder', 8],
  ],
  idOf: (i) => `AV${30117 + i * 7}`,
  title(p, r) {
    const name = withNoun(p, pickName(p, this.slug, 'canon'));
    return join(brandWords(p, 'brand', name), name, tokText(specTokens(p, this.f)), p.col);
  },
  brand: (p) => p.brand || 'Ashcombe & Varley',
  mpn: (p, r) => (p.mpn && r.chance(0.85) ? p.mpn : ''),
  ptype: (p) => ptypePath(' > ', 'Building Materials', catLabel(p, 0), p.sub),
  ship: (p) => (isHeavy(p) ? 'GB:::39.00 GBP' : 'GB:::6.50 GBP'),
  link(p, row) {
    return `${site(this.slug)}products/${slugify(row.title)}-${row.id.toLowerCase()}`;
  },
};

export const fennick = {
  slug: 'fennick-rowe',
  name: 'Fennick & Rowe Timber Merchants',
  format: 'csv',
  crlf: true,
  aff: {
    default: 0.3,
    timber: 1,
    'sheet-materials': 1,
    'skirting-architrave': 1,
    plasterboard: 0.7,
    insulation: 0.6,
    other: 0.45,
    roofing: 0.35,
  },
  f: {
    dims: 'thk',
    len: 'both',
    sect: 'nomMm',
    block: 'thk',
    str: 'N',
    kg: 'kg',
    vol: 'Litre',
    dia: 'mm',
    pack: 'paren',
    bulk: 'Bulk Bag',
    midi: 'Midi Bag',
    handy: 'Handy Bag',
    handyKg: true,
    bulkKg: 'plain',
  },
  priceF: 1.02,
  gtinRate: 0.2,
  descStyle: 'spec',
  siblingRate: 0.3,
  tagline: 'Cut to length service available at our Ledbury sawmill.',
  extraCols: ['material', 'size'],
  avail: [
    ['in_stock', 80],
    ['out_of_stock', 8],
    ['backorder', 12],
  ],
  idOf: (i) => `FR-${String(1040 + i * 3).padStart(5, '0')}`,
  title(p, r) {
    const toks = specTokens(p, this.f);
    const name = withNoun(p, pickName(p, this.slug, 'hash'));
    return join(tokText(toks, LEAD), brandWords(p, 'line', name), name, rest(toks, LEAD), p.col);
  },
  brand: (p) => p.brand || 'Fennick & Rowe',
  mpn: (p, r) => (p.mpn && r.chance(0.5) ? p.mpn : ''),
  ptype: (p) => ptypePath(' > ', catLabel(p, 1), p.sub),
  ship: (p) => ((p.s.len || 0) >= 4.2 || (p.s.dims && p.s.dims[0] >= 2400) ? 'GB:::25.00 GBP' : 'GB:::12.00 GBP'),
  extras(p, r, row, ctx) {
    return { material: p.mat || '', size: ctx.metric };
  },
  link(p, row) {
    return `${site(this.slug)}product/${slugify(row.title)}`;
  },
};

export const kestrelgate = {
  slug: 'kestrelgate',
  name: 'Kestrelgate Trade Centre',
  format: 'xml',
  nestedShip: true,
  aff: { default: 0.85, 'skirting-architrave': 0.4, aggregates: 0.6 },
  f: { erp: true, bulk: 'BULK BAG', midi: 'MIDI BAG', handy: 'HANDY BAG', handyKg: true, bulkKg: '' },
  priceF: 0.96,
  gtinRate: 0.5,
  descStyle: 'caps',
  avail: [
    ['in_stock', 78],
    ['out_of_stock', 12],
    ['backorder', 10],
  ],
  idOf: (i) => String(4100000 + i * 13),
  title(p, r) {
    const unit = r.chance(0.35) ? `/${ERP_UNIT[p.unit] || 'EA'}` : '';
    const sup = p.code && r.chance(0.4) ? `[${p.code}]` : '';
    return join(p.erp, tokText(specTokens(p, this.f)), colErp(p.col), unit, sup).toUpperCase();
  },
  brand: (p) => p.code || 'KTC-OWN',
  mpn(p, r) {
    if (p.mpn && r.chance(0.45)) return p.mpn.toUpperCase();
    return `KT${digits(6, this.slug, p.key)}`;
  },
  ptype: (p) => ptypePath(' > ', 'BUILDING MATERIALS', catLabel(p, 1).toUpperCase(), p.sub.toUpperCase()),
  ship: (p) => (isHeavy(p) ? 'GB:::35.00 GBP' : 'GB:::9.95 GBP'),
  link(p, row) {
    return `${site(this.slug)}item/${row.id}`;
  },
};
