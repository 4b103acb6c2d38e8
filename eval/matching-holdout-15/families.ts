// @ts-nocheck
/* eslint-disable */
// Product record constructor and category vocabulary.

export const CATEGORIES = [
  'aggregates', 'blocks', 'bricks', 'cement', 'concrete-mortar', 'drainage', 'insulation', 'other',
  'plaster', 'plasterboard', 'roofing', 'sand', 'sheet-materials', 'skirting-architrave', 'timber',
];

export const CAT_LABEL = {
  aggregates: 'Aggregates', blocks: 'Blocks', bricks: 'Bricks', cement: 'Cement', 'concrete-mortar': 'Concrete & Mortar',
  drainage: 'Drainage', insulation: 'Insulation', other: 'Sundries', plaster: 'Plaster', plasterboard: 'Plasterboard',
  roofing: 'Roofing', sand: 'Sand', 'sheet-materials': 'Sheet Materials', 'skirting-architrave': 'Skirting & Architrave',
  timber: 'Timber',
};

export const HEAVY = new Set(['aggregates', 'sand', 'cement', 'concrete-mortar', 'blocks', 'bricks']);

/**
 * o.b    brand (from brands.ts) or undefined for generic goods
 * o.n    name variants without brand or size; n[0] is the canonical one
 * o.plain name with brand / range words stripped (what a terse merchant writes)
 * o.erp  ERP caps shorthand
 * o.kind how the size is written (see sizes.ts); o.d its dimensions
 * o.pack {k, q} for packs / pallets / bulk bags
 */
export function mk(cat, slug, o) {
  if (!o.n || !o.n.length) throw new Error('names missing ' + slug);
  return {
    key: `${cat}/${slug}`,
    cat,
    brand: o.b ? o.b.name : null,
    balts: o.b ? [...o.b.alts, ...(o.balts || [])] : [],
    bshort: o.b ? o.b.short : '',
    names: o.n,
    plain: o.plain || o.n[0],
    erp: o.erp || o.n[0].toUpperCase(),
    kind: o.kind,
    d: o.d || {},
    pack: o.pack || null,
    uw: o.uw || null,
    colour: o.col || null,
    mpn: o.mpn || null,
    price: o.price,
    ptype: o.pt || [CAT_LABEL[cat]],
    group: o.g || null,
    material: o.mat || null,
    packOf: o.packOf ? `${cat}/${o.packOf}` : null,
    desc: o.desc || '',
    noGtin: !!o.noGtin,
    gtin: null,
  };
}
