// @ts-nocheck
// Merchants 7-10: roofing & drainage specialist, imperial yard, DIY chain, abbreviating merchant.
// Each merchant decides how titles, brand, GTIN, MPN, product_type and shipping look.
import { specTokens, join, tokText, colErp } from './units.ts';
import { withNoun, pickName, brandWords, typo, MARKETING, catLabel, slugify, isHeavy, isLoose } from './style-kit.ts';
import { titleNamesBrand, ptypePath } from './style-kit.ts';
import { digits, hashStr } from './prng.ts';
import { site, LEAD, rest, ERP_UNIT, GPC, salePrice, unitPricing, abbreviate } from './merchant-kit.ts';

export const thrushcombe = {
  slug: 'thrushcombe',
  name: 'Thrushcombe Roofing & Drainage Supplies',
  format: 'csv',
  aff: { default: 0.15, roofing: 1, drainage: 1, insulation: 0.9, timber: 0.35, other: 0.55, 'sheet-materials': 0.3 },
  f: {
    dims: 'tight',
    len: 'm',
    sect: 'tight',
    block: 'thk',
    str: 'N',
    kg: 'kg',
    vol: 'L',
    dia: 'mm',
    pack: 'x',
    bulk: 'Bulk Bag',
    midi: 'Midi Bag',
    handy: 'Handy Bag',
    handyKg: true,
    bulkKg: 'paren',
  },
  priceF: 1.0,
  gtinRate: 0.85,
  descStyle: 'list',
  extraCols: ['color', 'product_detail'],
  avail: [
    ['in_stock', 75],
    ['out_of_stock', 10],
    ['backorder', 15],
  ],
  idOf: (i) => `TR${200000 + i * 17}`,
  title(p, r) {
    const name = pickName(p, this.slug, 'canon');
    return join(brandWords(p, 'brand', name), name, tokText(specTokens(p, this.f)), p.col, p.mpn && `(${p.mpn})`);
  },
  brand: (p) => p.brand || 'Thrushcombe',
  mpn: (p) => p.mpn || '',
  ptype: (p) => ptypePath(' > ', 'Roofing & Drainage Supplies', catLabel(p, 0), p.sub),
  ship: () => '',
  extras(p, r, row, ctx) {
    return { color: p.col || '', product_detail: ctx.metric ? `General:Size:${ctx.metric}` : '' };
  },
  link(p, row) {
    return `${site(this.slug)}${slugify(p.brand || 'generic')}/${slugify(p.names[0])}-${row.id.toLowerCase()}`;
  },
};

export const pellow = {
  slug: 'pellow-bm',
  name: "Pellow Builders' Merchants",
  format: 'xml',
  nestedShip: true,
  aff: {
    default: 0.55,
    timber: 0.85,
    'sheet-materials': 0.8,
    blocks: 0.75,
    bricks: 0.7,
    sand: 0.6,
    cement: 0.65,
    other: 0.3,
    drainage: 0.35,
  },
  f: {
    dims: 'nom',
    len: 'ft',
    sect: 'nom',
    block: 'in',
    str: 'N',
    kg: 'kg',
    vol: 'ltr',
    dia: 'in',
    pack: 'pk',
    bulk: 'Dumpy Bag',
    midi: 'Half Dumpy Bag',
    handy: 'Bag',
    handyKg: true,
    bulkKg: '',
  },
  priceF: 0.95,
  gtinRate: 0.15,
  descStyle: 'short',
  tagline: 'Collection or delivery from Pellow yard, Truro.',
  avail: [
    ['in_stock', 80],
    ['out_of_stock', 12],
    ['backorder', 8],
  ],
  idOf: (i) => String(10230 + i * 4),
  title(p, r) {
    const toks = specTokens(p, this.f);
    const LEAD = ['lw', 'sect', 'block'];
    const name = pickName(p, this.slug, 'hash');
    const t = join(
      tokText(toks, LEAD),
      r.chance(0.4) ? brandWords(p, 'line', name) : '',
      name,
      rest(toks, LEAD),
      p.col,
    );
    return r.chance(0.14) ? typo(t, r) : t;
  },
  brand: (p, r, row) => (p.brand && (r.chance(0.45) || !titleNamesBrand(p, row.title)) ? p.brand : ''),
  mpn: () => '',
  ptype: (p) => catLabel(p, 0),
  ship: (p) => (isHeavy(p) ? 'GB:::30.00 GBP' : 'GB:::7.50 GBP'),
  link(p, row) {
    return `${site(this.slug)}catalogue/${row.id}/${slugify(row.title)}`;
  },
};

export const cadwell = {
  slug: 'cadwell-home',
  name: 'Cadwell Home & Trade',
  format: 'tsv',
  bom: true,
  aff: {
    default: 0.45,
    other: 1,
    plaster: 0.75,
    'skirting-architrave': 0.9,
    drainage: 0.6,
    'sheet-materials': 0.6,
    insulation: 0.6,
    aggregates: 0.2,
    sand: 0.3,
    bricks: 0.15,
    blocks: 0.2,
  },
  bagBoost: 2.5,
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
  priceF: 1.12,
  gtinRate: 0.7,
  descStyle: 'diy',
  siblingRate: 0.4,
  tagline: 'Free click & collect from any Cadwell store.',
  extraCols: ['sale_price', 'size', 'color', 'item_group_id'],
  avail: [
    ['in_stock', 80],
    ['out_of_stock', 10],
    ['backorder', 5],
    ['preorder', 5],
  ],
  idOf: (i) => `CH${7000 + i * 3}`,
  title(p, r) {
    const name = withNoun(p, pickName(p, this.slug, 'canon'));
    const size = join(tokText(specTokens(p, this.f)));
    return [join(brandWords(p, 'line', name), name), size, p.col].filter(Boolean).join(' - ');
  },
  brand: (p) => p.line || p.brand || 'Cadwell',
  mpn: (p, r) => (p.mpn && r.chance(0.5) ? p.mpn : ''),
  ptype: (p) => `Home > DIY > ${catLabel(p, 1)}`,
  ship: (p) => (isHeavy(p) ? 'GB:::19.95 GBP' : 'GB:::3.95 GBP'),
  extras(p, r, row, ctx) {
    const grp = `CHG${(hashStr([p.brand, p.sub, p.names[0]].join('|')) % 90000) + 10000}`;
    return {
      sale_price: r.chance(0.1) ? salePrice(row.priceNum) : '',
      size: join(tokText(specTokens(p, this.f))),
      color: p.col || '',
      item_group_id: grp,
    };
  },
  link(p, row) {
    return `${site(this.slug)}${slugify(p.names[0])}.html?variant=${row.id}`;
  },
};

export const whitlow = {
  slug: 'whitlow-pryce',
  name: 'Whitlow Pryce Builders Merchants',
  format: 'csv',
  crlf: true,
  aff: { default: 0.7 },
  f: {
    dims: 'tight',
    len: 'mm',
    sect: 'tight',
    block: 'thk',
    str: 'N',
    kg: 'kg',
    vol: 'L',
    dia: 'mm',
    pack: 'pk',
    bulk: 'Bulk Bag',
    midi: 'Midi Bag',
    handy: 'Handy Bag',
    handyKg: true,
    bulkKg: '',
  },
  priceF: 0.97,
  gtinRate: 0.35,
  descStyle: 'plain',
  siblingRate: 0.2,
  avail: [
    ['in_stock', 84],
    ['out_of_stock', 9],
    ['backorder', 7],
  ],
  idOf: (i) => `WP-${String(300 + i * 2).padStart(6, '0')}`,
  title(p, r) {
    const toks = specTokens(p, this.f);
    const LEAD = ['dims', 'thk', 'lw', 'sect', 'block', 'mm', 'dia', 'kg', 'vol', 'ml', 'screw', 'g'];
    const name = abbreviate(withNoun(p, pickName(p, this.slug, 'hash')));
    return join(tokText(toks, LEAD), brandWords(p, 'short', name), name, rest(toks, LEAD), p.col);
  },
  brand: () => 'Whitlow Pryce',
  mpn(p) {
    return `WP${digits(5, this.slug, p.key)}`;
  },
  ptype: (p) => `Building Materials>${catLabel(p, 0)}`,
  ship: (p) => (isHeavy(p) ? 'GB:::40.00 GBP' : 'GB:::8.50 GBP'),
  link(p, row) {
    return `${site(this.slug)}products/${row.id.toLowerCase()}`;
  },
};
