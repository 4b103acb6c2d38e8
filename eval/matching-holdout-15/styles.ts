// @ts-nocheck
/* eslint-disable */
// Each merchant's house style: how it writes titles, brand, descriptions, product_type, shipping and extras.
import { clean, withBrand, sentenceCase, typo, slugify } from './text';
import { size, pack, single, unitMeasure } from './sizes';
import { CAT_LABEL, HEAVY } from './families';

const COL_ABBR = { Black: 'BLK', White: 'WHT', Grey: 'GRY', Brown: 'BRN', Terracotta: 'TERR', Green: 'GRN', Clear: 'CLR' };
const MARKETING = ['Trade Quality', 'Best Price', 'Next Day Delivery', 'Free UK Delivery', 'Trade Price', 'Top Seller', 'In Stock Now', 'Bulk Buy Savings', 'UK Stock'];
const GPC = {
  aggregates: 'Hardware > Building Consumables > Masonry Consumables', sand: 'Hardware > Building Consumables > Masonry Consumables',
  cement: 'Hardware > Building Consumables > Masonry Consumables > Cement, Mortar & Concrete Mixes', 'concrete-mortar': 'Hardware > Building Consumables > Masonry Consumables > Cement, Mortar & Concrete Mixes',
  plaster: 'Hardware > Building Consumables > Masonry Consumables', blocks: 'Hardware > Building Consumables > Masonry Consumables > Bricks & Concrete Blocks',
  bricks: 'Hardware > Building Consumables > Masonry Consumables > Bricks & Concrete Blocks', drainage: 'Hardware > Plumbing > Plumbing Pipes',
  insulation: 'Hardware > Building Materials > Insulation', other: 'Hardware > Building Consumables', plasterboard: 'Hardware > Building Materials > Drywall',
  roofing: 'Hardware > Building Materials > Roofing', 'sheet-materials': 'Hardware > Building Materials > Lumber & Sheet Stock',
  timber: 'Hardware > Building Materials > Lumber & Sheet Stock', 'skirting-architrave': 'Hardware > Building Materials > Molding',
};

const tAlias = (p, r) => r.p(p.balts.filter((a) => a !== a.toUpperCase() && !a.includes('(')));
const nm = (p, r, w0 = 0.5) => (r.c(w0) ? p.names[0] : r.p(p.names));
const isBulky = (p) => p.kind === 'bulk' || (p.pack && p.pack.k === 'pallet') || (p.pack && p.pack.q >= 300);
const sizeAttr = (p, r) => clean([size(p, 'attr', r), pack(p, 'std', r)]);
function sibs(p, r) {
  const own = size(p, 'attr', r);
  const alt = (p.sibs || []).map((s) => clean([s.names[0] !== p.names[0] ? s.names[0] : '', size(s, 'attr', r) !== own ? size(s, 'attr', r) : '', s.colour !== p.colour ? s.colour : ''])).filter(Boolean);
  return alt.length ? ` Also available: ${alt.join('; ')}.` : '';
}

const STYLES = {
  quillfield(p, r, m) {
    const title = clean([withBrand(p.brand, p.names[0]), size(p, 'm', r), p.colour, pack(p, 'std', r), r.c(0.3) ? single(p, r) : '']);
    const own = !p.brand;
    return {
      title,
      description: clean([`${withBrand(p.brand, p.names[0])}.`, size(p, 'attr', r) ? `Size: ${size(p, 'attr', r)}.` : '', p.colour ? `Colour: ${p.colour}.` : '', p.desc, 'Delivered on our own fleet across Hampshire and Dorset.']),
      brand: own ? 'Quillfield Trade' : p.brand,
      gtinRate: own ? 0 : 0.78, ownGtin: own && r.c(0.3), mpnRate: 0.6,
      product_type: `Building Materials > ${CAT_LABEL[p.cat]}`,
      shipping: isBulky(p) ? 'GB:::45.00 GBP' : 'GB:::5.95 GBP',
    };
  },
  'tamsworth-pryce'(p, r, m) {
    const brandCol = p.brand && r.c(0.4) ? p.brand.toUpperCase() : '';
    const col = p.colour ? (r.c(0.5) && COL_ABBR[p.colour] ? COL_ABBR[p.colour] : p.colour) : '';
    const parts = [p.erp, size(p, 'e', r), pack(p, 'erp', r), col];
    if (p.brand && !p.erp.includes(p.bshort) && (!brandCol || r.c(0.5))) parts.push(p.bshort);
    const title = clean(parts).toUpperCase();
    const own = r.c(0.5);
    return {
      title,
      description: r.c(0.3) ? title : `${title}. ${p.desc.toUpperCase()}`,
      brand: brandCol, gtinRate: 0.2, mpnRate: 0.8,
      mpnOverride: own ? `TP${r.i(100000, 999999)}` : null,
      product_type: `Building Materials > ${HEAVY.has(p.cat) ? 'Heavyside' : 'Lightside'} > ${p.ptype.join(' > ')}`,
      shipping: HEAVY.has(p.cat) ? '' : 'GB:::12.00 GBP',
    };
  },
  'ostlers-timber'(p, r, m) {
    const n = nm(p, r);
    let title;
    if (p.kind === 'section') title = clean([size(p, 'i', r), n, r.c(0.55) ? `- ${size(p, 'm', r)}` : '', pack(p, 'alt', r)]);
    else if (p.kind === 'mould') title = clean([n, size(p, 'i', r), pack(p, 'alt', r)]);
    else if (p.kind === 'board') title = clean([withBrand(p.brand ? tAlias(p, r) : '', n), size(p, 'i', r), pack(p, 'alt', r)]);
    else title = clean([withBrand(p.brand, n), size(p, 'm', r), p.colour, pack(p, 'alt', r)]);
    return {
      title,
      description: clean([p.desc, sibs(p, r), p.cat === 'timber' ? 'Cut-to-length service available at the yard.' : '']),
      brand: p.brand ? r.p(p.balts) : 'Ostlers', gtinRate: 0.3, mpnRate: 0.3,
      product_type: ['timber', 'sheet-materials', 'skirting-architrave'].includes(p.cat) ? `Timber & Sheet > ${p.ptype[p.ptype.length - 1]}` : `Building > ${CAT_LABEL[p.cat]}`,
      shipping: 'GB:::25.00 GBP',
    };
  },
  buildkart(p, r, m) {
    const mk = r.p(MARKETING);
    const n = nm(p, r, 0.4);
    let title;
    if (!p.brand) {
      const others = p.names.filter((x) => x !== n).slice(0, 2).join(' / ');
      title = clean([n, size(p, 'c', r), p.colour, pack(p, 'alt', r), '-', others, '|', mk]);
    } else if (r.c(0.35)) {
      title = clean([n, size(p, 'c', r), p.colour, pack(p, 'alt', r), 'by', p.brand, '|', mk]);
    } else {
      title = clean([withBrand(p.brand, n), size(p, 'c', r), p.colour, pack(p, 'alt', r), r.c(0.3) ? `- ${p.plain}` : '', '-', mk]);
    }
    if (r.c(0.1)) title = typo(title, r);
    return {
      title,
      description: `Buy ${title.split(' | ')[0].split(' - ')[0]} online at BuildKart. ${p.desc} Also known as: ${p.names.join(', ')}. ✔ Trade prices ✔ Free UK mainland delivery ✔ Fast dispatch.`,
      brand: p.brand || 'BuildKart', gtinRate: p.brand ? 0.55 : 0, mpnRate: 0.4,
      product_type: `DIY & Building > ${CAT_LABEL[p.cat]}`,
      shipping: 'GB:::0.00 GBP',
      sale: r.c(0.2),
    };
  },
  'fennick-roofing'(p, r, m) {
    const n = nm(p, r, 0.7);
    const withMpn = p.mpn && !/[A-Z]{1,3}\d{2,}/.test(n) && r.c(0.7);
    const title = clean([p.brand ? withBrand(p.brand, withMpn ? `${p.mpn} ${n}` : n) : n, size(p, 'm', r), p.colour, pack(p, 'std', r)]);
    return {
      title,
      description: clean([`${withBrand(p.brand, p.names[0])} ${size(p, 'attr', r)}${p.colour ? ' ' + p.colour : ''}.`, p.desc, p.mpn ? `Manufacturer code ${p.mpn}.` : '']),
      brand: p.brand || '', gtinRate: 0.8, mpnRate: 1,
      product_type: CAT_LABEL[p.cat],
      shipping: p.price >= 100 ? 'GB:::0.00 GBP' : 'GB:::6.50 GBP',
      extra: { color: p.colour || '' },
    };
  },
  cindercombe(p, r, m) {
    const n = nm(p, r);
    let title;
    if (p.kind === 'bulk' || p.kind === 'handy') title = clean([pack(p, 'alt', r), '-', n]);
    else if (p.kind === 'bag' && p.pack) title = clean([r.p([`Pallet of ${p.pack.q} x ${p.d.kg}kg`, `Full Pallet ${p.pack.q} x ${p.d.kg}kg Bags`]), '-', withBrand(p.brand, n)]);
    else if (p.kind === 'bag') title = clean([`${p.d.kg}kg Bag`, '-', withBrand(p.brand, n), pack(p, 'alt', r)]);
    else title = clean([withBrand(p.brand, n), size(p, 'c', r), p.colour, pack(p, 'alt', r), r.c(0.4) ? single(p, r) : '']);
    return {
      title,
      description: clean([p.desc, 'Delivered by our own grab and tail-lift lorries within 30 miles of Bristol.']),
      brand: p.brand || '', gtinRate: 0.4, mpnRate: 0.2,
      product_type: `Landscaping & Building > ${p.ptype.slice(-2).join(' > ')}`,
      shipping: isBulky(p) ? null : { country: 'GB', service: 'Standard', price: p.price > 60 ? '0.00 GBP' : '9.50 GBP' },
    };
  },
  'wexcombe-bm'(p, r, m) {
    const inTitle = !!p.brand && r.c(0.75);
    const n = nm(p, r);
    const lead = p.kind === 'bulk' || p.kind === 'handy' ? pack(p, 'alt', r) : size(p, 'lead', r);
    let title = clean([lead, inTitle ? withBrand(p.brand, n) : n, size(p, 'rest', r), p.colour, p.pack ? pack(p, 'alt', r) : '']);
    if (r.c(0.12)) title = typo(title, r);
    return {
      title,
      description: clean([`${title}.`, p.desc]),
      brand: !p.brand ? 'Wexcombe Builders Merchants' : inTitle && r.c(0.4) ? '' : p.brand,
      gtinRate: 0.35, mpnRate: 0.3,
      product_type: `${CAT_LABEL[p.cat]} > ${p.ptype[p.ptype.length - 1]}`,
      shipping: 'GB:::9.99 GBP',
    };
  },
  'haldane-trade'(p, r, m) {
    const noSize = !!p.group && r.c(0.45);
    const tail = p.brand ? ` - ${r.p(p.balts)}` : '';
    const base = p.names[0];
    const title = noSize ? base + tail : clean([base, size(p, 'm', r), p.colour, pack(p, 'std', r)]) + tail;
    return {
      title,
      description: clean([p.desc, `Size: ${sizeAttr(p, r) || 'n/a'}.`]),
      brand: p.brand ? r.p(p.balts) : '', gtinRate: 0.6, mpnRate: 0.5,
      product_type: `Building Supplies > ${p.ptype.join(' > ')}`,
      shipping: 'GB::Standard:7.50 GBP',
      extra: { item_group_id: p.group ? `HTC-${slugify(p.group).toUpperCase()}` : '', size: sizeAttr(p, r), color: p.colour || '', material: p.material || '' },
    };
  },
  'pellow-strick'(p, r, m) {
    const base = p.brand && r.c(0.6) ? p.plain : r.p(p.names);
    const title = sentenceCase(clean([base, size(p, 'c', r), p.colour, pack(p, 'alt', r)]));
    return {
      title,
      description: clean([`${withBrand(p.brand, p.names[0])} ${size(p, 'm', r)}${p.colour ? ', ' + p.colour : ''}.`, p.desc]),
      brand: p.brand ? r.p(p.balts) : '', gtinRate: 0.6, mpnRate: 0.2,
      product_type: `Building Materials/${CAT_LABEL[p.cat]}`,
      shipping: 'GB:::0.00 GBP',
    };
  },
  brackwater(p, r, m) {
    const sz = ['section', 'mould', 'board', 'lintel', 'strip'].includes(p.kind) ? size(p, 'ii', r) : size(p, 'm', r);
    const pk = pack(p, 'std', r);
    const title = [p.brand, nm(p, r), clean([sz, p.colour])].filter(Boolean).join(' – ') + (pk ? ` (${pk})` : '');
    const attr = size(p, 'attr', r);
    return {
      title,
      description: clean([p.desc, sibs(p, r), 'Please check dimensions before ordering.']),
      brand: p.brand || 'Generic', gtinRate: 0.5, mpnRate: 0.5,
      mpnFmt: (x) => x.replace(/^([A-Z]+)(\d)/, '$1 $2'),
      product_type: `Hardware > Building Materials > ${CAT_LABEL[p.cat]}`,
      shipping: isBulky(p) ? 'GB:::39.00 GBP' : 'GB:::4.99 GBP',
      extra: {
        google_product_category: GPC[p.cat],
        product_detail: p.kind === 'bag' ? `Specifications:Weight:${p.d.kg} kg` : attr ? `Dimensions:Size:${attr}` : p.colour ? `General:Colour:${p.colour}` : '',
        unit_pricing_measure: unitMeasure(p),
        material: p.material || '',
      },
    };
  },
};

export function render(m, p, r) {
  return STYLES[m.slug](p, r, m);
}

const ID = {
  quillfield: (i) => `QF${20011 + 7 * i}`,
  'tamsworth-pryce': (i) => `${410233 + 13 * i}`,
  'ostlers-timber': (i) => `OTY-${1001 + 3 * i}`,
  buildkart: (i) => `BK${200000 + 37 * i}`,
  'fennick-roofing': (i) => `FRD${5000 + 11 * i}`,
  cindercombe: (i) => `CC-${3000 + 5 * i}`,
  'wexcombe-bm': (i) => `WX${70000 + 9 * i}`,
  'haldane-trade': (i) => `HTC${11000 + 17 * i}`,
  'pellow-strick': (i) => `PS${1200 + 3 * i}`,
  brackwater: (i) => `BW-${60000 + 21 * i}`,
};
export function idFor(m, i) {
  return ID[m.slug](i);
}

export function linkFor(m, id, title) {
  const base = `https://www.${m.slug}.example`;
  const s = slugify(title).slice(0, 80).replace(/-+$/, '');
  switch (m.slug) {
    case 'quillfield': return `${base}/products/${s}-${id.toLowerCase()}`;
    case 'tamsworth-pryce': return `${base}/shop/item.aspx?sku=${id}`;
    case 'ostlers-timber': return `${base}/p/${id.toLowerCase()}/${s}`;
    case 'buildkart': return `${base}/p/${s}?variant=${id}`;
    case 'fennick-roofing': return `${base}/product/${s}-${id.toLowerCase()}`;
    case 'cindercombe': return `${base}/shop/${s}-${id.toLowerCase()}`;
    case 'wexcombe-bm': return `${base}/products/${id}`;
    case 'haldane-trade': return `${base}/products/${s}?variant=${id}`;
    case 'pellow-strick': return `${base}/catalogue/${id}.html`;
    default: return `${base}/product/${s}/${id}`;
  }
}
