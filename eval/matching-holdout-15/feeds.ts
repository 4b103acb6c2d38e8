// @ts-nocheck
/* eslint-disable */
// Who sells what, row rendering, and TSV / CSV / RSS serialisation.
import { rng, makeEan, money } from './text';
import { render, idFor, linkFor } from './styles';

const IMG = 'https://demo-images.buildcompare.invalid/';
export const BASE_COLS = ['id', 'title', 'description', 'link', 'image_link', 'price', 'availability', 'brand', 'gtin', 'mpn', 'condition', 'product_type', 'shipping'];
export const EXTRA_COLS = {
  buildkart: ['sale_price'],
  'fennick-roofing': ['color'],
  'haldane-trade': ['item_group_id', 'size', 'color', 'material'],
  brackwater: ['google_product_category', 'product_detail', 'unit_pricing_measure', 'material'],
};

/** Choose 2-7 sellers per product, weighted by each merchant's range; pack variants lean to merchants selling the base pack. */
export function assignSellers(products, merchants) {
  const order = [...products].sort((a, b) => (a.packOf ? 1 : 0) - (b.packOf ? 1 : 0) || (a.key < b.key ? -1 : 1));
  const sellers = {};
  for (const p of order) {
    const r = rng('sellers', p.key);
    const k = p.packOf ? r.w([2, 3, 4], [0.45, 0.4, 0.15]) : r.w([2, 3, 4, 5, 6, 7], [0.25, 0.3, 0.22, 0.12, 0.07, 0.04]);
    const pool = merchants.map((m) => ({ m: m.slug, w: m.aff[p.cat] * (p.packOf && sellers[p.packOf].includes(m.slug) ? 3 : 1) }));
    const chosen = [];
    while (chosen.length < k) {
      const live = pool.filter((x) => !chosen.includes(x.m));
      chosen.push(r.w(live.map((x) => x.m), live.map((x) => x.w)));
    }
    sellers[p.key] = merchants.map((m) => m.slug).filter((s) => chosen.includes(s));
  }
  return sellers;
}

function priceFor(m, p, r) {
  let x = p.price * m.priceF * (0.93 + 0.14 * r.n());
  if (m.slug === 'buildkart' && x > 5) x = Math.floor(x) + 0.99;
  else if (m.slug === 'pellow-strick' && x > 20) x = Math.round(x * 2) / 2 - 0.01;
  return Math.round(x * 100) / 100;
}

export function buildRows(products, merchants, usedGtins) {
  const byGroup = {};
  for (const p of products) if (p.group) (byGroup[p.group] = byGroup[p.group] || []).push(p);
  for (const p of products) p.sibs = p.group ? byGroup[p.group].filter((q) => q !== p) : [];
  const sellers = assignSellers(products, merchants);
  const out = {};
  for (const m of merchants) {
    const list = products.filter((p) => sellers[p.key].includes(m.slug)).sort((a, b) => (a.key < b.key ? -1 : 1));
    const ordered = rng('order', m.slug).shuffle(list);
    out[m.slug] = ordered.map((p, i) => {
      const r = rng('row', m.slug, p.key);
      const st = render(m, p, r);
      const id = idFor(m, i);
      const price = priceFor(m, p, r);
      let gtin = '';
      if (p.gtin && r.c(st.gtinRate)) gtin = p.gtin;
      else if (st.ownGtin) {
        const rg = rng('own-gtin', m.slug, p.key);
        do gtin = makeEan(rg, '50'); while (usedGtins.has(gtin));
        usedGtins.add(gtin);
      }
      let mpn = '';
      if (st.mpnOverride) mpn = st.mpnOverride;
      else if (p.mpn && r.c(st.mpnRate)) mpn = st.mpnFmt ? st.mpnFmt(p.mpn) : p.mpn;
      const [a0, a1, a2] = m.avail;
      const u = r.n();
      const availability = u < a0 ? 'in_stock' : u < a0 + a1 ? 'out_of_stock' : u < a0 + a1 + a2 ? 'backorder' : 'preorder';
      const row = {
        id, title: st.title, description: st.description, link: linkFor(m, id, st.title), image_link: `${IMG}${m.slug}/${id}.jpg`,
        price: money(price), availability, brand: st.brand, gtin, mpn, condition: 'new', product_type: st.product_type,
        shipping: st.shipping, ...(st.extra || {}),
      };
      if (m.slug === 'buildkart') row.sale_price = st.sale ? money(Math.round(price * 88) / 100) : '';
      Object.defineProperty(row, '_key', { value: p.key, enumerable: false });
      return row;
    });
  }
  return out;
}

const tsvCell = (v) => String(v ?? '').replace(/[\t\r\n]+/g, ' ');
function csvCell(v, all) {
  const s = String(v ?? '');
  return all || /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}
const xe = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

export function serialise(m, rows) {
  const cols = [...BASE_COLS, ...(EXTRA_COLS[m.slug] || [])];
  if (m.format === 'tsv') {
    const lines = [cols.join('\t'), ...rows.map((r) => cols.map((c) => tsvCell(r[c])).join('\t'))];
    return (m.bom ? '\uFEFF' : '') + lines.join('\n') + '\n';
  }
  if (m.format === 'csv') {
    const eol = m.crlf ? '\r\n' : '\n';
    const lines = [cols.map((c) => csvCell(c, m.quoteAll)).join(','), ...rows.map((r) => cols.map((c) => csvCell(r[c], m.quoteAll)).join(','))];
    return lines.join(eol) + eol;
  }
  const o = ['<?xml version="1.0" encoding="UTF-8"?>', '<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">', '<channel>',
    `<title>${xe(m.name)}</title>`, `<link>https://www.${m.slug}.example/</link>`, `<description>${xe(m.name)} product feed for Google Merchant Center</description>`];
  for (const r of rows) {
    o.push('<item>');
    o.push(`  <g:id>${xe(r.id)}</g:id>`);
    o.push(`  <title>${xe(r.title)}</title>`);
    o.push(m.cdata ? `  <description><![CDATA[${r.description.replace(/]]>/g, ']] >')}]]></description>` : `  <description>${xe(r.description)}</description>`);
    o.push(`  <link>${xe(r.link)}</link>`);
    o.push(`  <g:image_link>${xe(r.image_link)}</g:image_link>`);
    o.push(`  <g:price>${xe(r.price)}</g:price>`);
    o.push(`  <g:availability>${r.availability}</g:availability>`);
    for (const f of ['brand', 'gtin', 'mpn']) {
      if (r[f]) o.push(`  <g:${f}>${xe(r[f])}</g:${f}>`);
      else if (m.nestedShipping) o.push(`  <g:${f}></g:${f}>`);
    }
    o.push(`  <g:condition>new</g:condition>`);
    o.push(`  <g:product_type>${xe(r.product_type)}</g:product_type>`);
    if (r.shipping && typeof r.shipping === 'object') {
      o.push(`  <g:shipping>`, `    <g:country>${r.shipping.country}</g:country>`, `    <g:service>${r.shipping.service}</g:service>`, `    <g:price>${r.shipping.price}</g:price>`, `  </g:shipping>`);
    } else if (r.shipping) o.push(`  <g:shipping>${xe(r.shipping)}</g:shipping>`);
    o.push('</item>');
  }
  o.push('</channel>', '</rss>');
  return o.join('\n') + '\n';
}
