// @ts-nocheck
// Feed serialisers: TSV (optional BOM), CSV (optional CRLF / quote-all), RSS 2.0 with the g: namespace.

export const BASE_COLS = [
  'id',
  'title',
  'description',
  'link',
  'image_link',
  'price',
  'availability',
  'brand',
  'gtin',
  'mpn',
  'condition',
  'product_type',
  'shipping',
];

export const columnsFor = (m) => [...BASE_COLS, ...(m.extraCols || [])];

const clean = (v) => String(v ?? '').replace(/[\t\r\n]+/g, ' ');

export function toTsv(m, rows) {
  const cols = columnsFor(m);
  const lines = [cols.join('\t'), ...rows.map((r) => cols.map((c) => clean(r[c])).join('\t'))];
  return (m.bom ? '\uFEFF' : '') + lines.join('\n') + '\n';
}

function csvField(v, quoteAll) {
  const s = clean(v);
  return quoteAll || /[",]/.test(s) || /^\s|\s$/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export function toCsv(m, rows) {
  const cols = columnsFor(m);
  const eol = m.crlf ? '\r\n' : '\n';
  const lines = [
    cols.map((c) => csvField(c, m.quoteAll)).join(','),
    ...rows.map((r) => cols.map((c) => csvField(r[c], m.quoteAll)).join(',')),
  ];
  return lines.join(eol) + eol;
}

const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function shippingXml(v, nested) {
  if (!nested) return `      <g:shipping>${esc(v)}</g:shipping>`;
  const [country, , service, price] = v.split(':');
  return [
    '      <g:shipping>',
    `        <g:country>${country}</g:country>`,
    `        <g:service>${service || 'Standard'}</g:service>`,
    `        <g:price>${esc(price)}</g:price>`,
    '      </g:shipping>',
  ].join('\n');
}

export function toXml(m, rows) {
  const cdata = !m.nestedShip; // the flat-shipping shop's platform wraps free text in CDATA
  const text = (s) => (cdata ? `<![CDATA[${s}]]>` : esc(s));
  const out = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">',
    '  <channel>',
    `    <title>${esc(m.name)}</title>`,
    `    <link>${esc(m.websiteUrl)}</link>`,
    `    <description>${esc(`${m.name} product feed`)}</description>`,
  ];
  for (const r of rows) {
    const el = (tag, v) => (v === '' || v === undefined ? null : `      <${tag}>${esc(v)}</${tag}>`);
    const lines = [
      '    <item>',
      el('g:id', r.id),
      `      <title>${text(r.title)}</title>`,
      `      <description>${text(r.description)}</description>`,
      el('link', r.link),
      el('g:image_link', r.image_link),
      el('g:price', r.price),
      el('g:sale_price', r.sale_price),
      el('g:availability', r.availability),
      el('g:brand', r.brand),
      el('g:gtin', r.gtin),
      el('g:mpn', r.mpn),
      el('g:condition', r.condition),
      el('g:product_type', r.product_type),
      r.shipping ? shippingXml(r.shipping, m.nestedShip) : null,
      ...(m.extraCols || []).filter((c) => c !== 'sale_price').map((c) => el(`g:${c}`, r[c])),
      '    </item>',
    ];
    out.push(...lines.filter(Boolean));
  }
  out.push('  </channel>', '</rss>');
  return out.join('\n') + '\n';
}

export function serialise(m, rows) {
  if (m.format === 'tsv') return toTsv(m, rows);
  if (m.format === 'csv') return toCsv(m, rows);
  return toXml(m, rows);
}

export const formatLabel = (m) =>
  m.format === 'tsv'
    ? `TSV${m.bom ? ' (UTF-8 BOM)' : ''}`
    : m.format === 'csv'
      ? `CSV${m.crlf ? ' (CRLF)' : ''}${m.quoteAll ? ' (all fields quoted)' : ''}`
      : `RSS 2.0 XML (${m.nestedShip ? 'nested g:shipping' : 'flat g:shipping, CDATA text'})`;
