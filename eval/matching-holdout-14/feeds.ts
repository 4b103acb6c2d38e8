// @ts-nocheck
/* eslint-disable */
// Assignment of true products to merchants, row building and feed rendering (TSV / CSV / RSS 2.0 with g: namespace).
import { makeRng, chance, pick, shuffle, intIn, ean13For, csvField, tsvField, xmlEsc, slugify, money } from "./text.ts";
import { brandInfo } from "./brands.ts";

export const IMAGE_ORIGIN = "https://demo-images.buildcompare.invalid/";

// how many merchants sell one true product (2..7)
const K_DIST = [
  [2, 0.17],
  [3, 0.27],
  [4, 0.26],
  [5, 0.16],
  [6, 0.09],
  [7, 0.05],
];

function weighted(r, pairs) {
  let x = r() * pairs.reduce((s, [, w]) => s + w, 0);
  for (const [v, w] of pairs) if ((x -= w) < 0) return v;
  return pairs[pairs.length - 1][0];
}

export function assign(products, merchants) {
  const out = new Map(); // key -> [merchant slugs]
  for (const p of products) {
    const r = makeRng("assign|" + p.key);
    const elig = merchants.filter((m) => m.weights[p.cat] > 0);
    const k = Math.min(weighted(r, K_DIST), elig.length);
    // Efraimidis-Spirakis weighted sampling without replacement
    const keyed = elig.map((m) => ({ m, s: Math.pow(r(), 1 / m.weights[p.cat]) }));
    keyed.sort((a, b) => b.s - a.s || (a.m.slug < b.m.slug ? -1 : 1));
    out.set(
      p.key,
      keyed.slice(0, k).map((x) => x.m.slug),
    );
  }
  return out;
}

function chooseBrand(m, p, r) {
  if (!p.brand) return m.ownLabel && chance(r, m.ownRate) ? m.ownLabel : "";
  const info = brandInfo(p.brand);
  const x = r();
  const y = r();
  if (x < m.parentRate) return info.parent !== p.brand ? info.parent : p.brand;
  if (x < m.parentRate + m.typoRate) return pick(r, info.typos);
  if (p.bd && y < m.dropRate) return "";
  return p.brand;
}

function roundPrice(v, mode) {
  if (mode === "nines") return v >= 10 ? Math.floor(v) + 0.99 : Math.floor(v * 10) / 10 + 0.09;
  if (mode === "fives") return Math.max(0.05, Math.round(v * 20) / 20);
  return Math.round(v * 100) / 100;
}

export function buildRows(m, products, assignment) {
  const mine = products.filter((p) => assignment.get(p.key).includes(m.slug));
  const order = shuffle(makeRng("order|" + m.slug), mine);
  const rows = [];
  order.forEach((p, seq) => {
    const r = makeRng("row|" + m.slug + "|" + p.key);
    const id = m.id(seq + 1, p);
    const b = chooseBrand(m, p, r);
    let title = m.title(p, r, b, m).replace(/\s+/g, " ").trim();
    const priceV = roundPrice(p.price * m.priceFactor * (0.95 + 0.1 * r()), m.rounding);
    const f = {
      id,
      title,
      description: m.description(p, r, b),
      link: `https://www.${m.slug}.example/${m.slug === "cobbold-bm" ? "Item.aspx?code=" + encodeURIComponent(id) : "products/" + slugify(title) + "-" + encodeURIComponent(id.toLowerCase())}`,
      image_link: `${IMAGE_ORIGIN}${m.slug}/${encodeURIComponent(id)}.jpg`,
      price: money(priceV),
      availability: weighted(r, m.avail),
      brand: m.caps ? b.toUpperCase() : b,
      condition: "new",
    };
    if (m.saleRate && chance(r, m.saleRate)) {
      const s = roundPrice(priceV * (0.82 + 0.1 * r()), m.rounding === "nines" ? "exact" : m.rounding);
      if (s > 0 && s < priceV) f.sale_price = money(s);
    }
    if (p.gtin && chance(r, m.gtinRate)) f.gtin = ean13For(p.key);
    if (p.mpn && chance(r, m.mpnRate)) f.mpn = p.mpn;
    if (m.productType) f.product_type = m.productType(p);
    if (m.shipping) f.shipping = m.nestedShipping ? m.shipping(p, priceV) : m.shipping(p, priceV);
    if (m.sizeOnlyCol || m.sizeCol) f.size = p.size;
    if (m.sizeColSometimes && chance(r, 0.4)) f.size = p.size;
    if (m.columns && m.columns.includes("size") && !m.sizeColSometimes && !f.size && p.size && chance(r, 0.5))
      f.size = p.size;
    if ((m.colorCol || (m.columns && m.columns.includes("color"))) && p.color) f.color = p.color;
    if (m.materialCol && p.material) f.material = p.material;
    rows.push({ key: p.key, cat: p.cat, fields: f });
  });
  return rows;
}

export function renderText(m, rows) {
  const sep = m.format === "tsv" ? "\t" : ",";
  const esc = m.format === "tsv" ? tsvField : csvField;
  const nl = m.crlf ? "\r\n" : "\n";
  const lines = [m.columns.join(sep)];
  for (const row of rows) lines.push(m.columns.map((c) => esc(row.fields[c] ?? "")).join(sep));
  return (m.bom ? "\uFEFF" : "") + lines.join(nl) + nl;
}

const XML_ORDER = [
  "id",
  "title",
  "description",
  "link",
  "image_link",
  "price",
  "sale_price",
  "availability",
  "brand",
  "gtin",
  "mpn",
  "condition",
  "product_type",
  "color",
  "size",
  "material",
  "shipping",
];

export function renderXml(m, rows) {
  const out = [];
  out.push('<?xml version="1.0" encoding="UTF-8"?>');
  out.push('<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">');
  out.push("  <channel>");
  out.push(`    <title>${xmlEsc(m.name)} product feed</title>`);
  out.push(`    <link>https://www.${m.slug}.example/</link>`);
  out.push(`    <description>${xmlEsc("Google Shopping feed for " + m.name)}</description>`);
  for (const row of rows) {
    out.push("    <item>");
    for (const k of XML_ORDER) {
      const v = row.fields[k];
      if (v === undefined || v === "") continue;
      if (k === "shipping" && m.nestedShipping) {
        out.push(
          `      <g:shipping>\n        <g:country>GB</g:country>\n        <g:service>Standard</g:service>\n        <g:price>${xmlEsc(v)} GBP</g:price>\n      </g:shipping>`,
        );
      } else out.push(`      <g:${k}>${xmlEsc(v)}</g:${k}>`);
    }
    out.push("    </item>");
  }
  out.push("  </channel>");
  out.push("</rss>");
  return out.join("\n") + "\n";
}

export function renderFeed(m, rows) {
  return m.format === "xml" ? renderXml(m, rows) : renderText(m, rows);
}
