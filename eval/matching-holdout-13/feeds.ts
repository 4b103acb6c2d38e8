// @ts-nocheck

/**
 * Builds the merchant feeds: decides which merchants sell each true product,
 * renders every row in the merchant's house style, prices it, and serialises
 * the feed as TSV / CSV / RSS 2.0 XML (Google Merchant Center attributes).
 */
import { makeRng, gbp, eanFor } from "./text.ts";
import { renderSize } from "./sizes.ts";
import { MERCHANTS } from "./merchants.ts";

export const IMAGE_ORIGIN = "https://demo-images.buildcompare.invalid/";

/** How many merchants sell one true product (weights). */
const K_DIST = [
  [2, 20],
  [3, 27],
  [4, 24],
  [5, 15],
  [6, 9],
  [7, 5],
];
/** Staples nearly every merchant stocks. */
const K_HOT = [
  [4, 15],
  [5, 35],
  [6, 32],
  [7, 18],
];

/** Validate the catalogue and give branded, packaged products a GTIN. */
export function prepareProducts(products) {
  const keys = new Set();
  const gtins = new Set();
  for (const p of products) {
    if (!/^[a-z0-9][a-z0-9.-]*$/.test(p.key)) throw new Error("bad product key " + p.key);
    if (keys.has(p.key)) throw new Error("duplicate product key " + p.key);
    keys.add(p.key);
    if (p.com && (p.b || p.r || p.mpn)) throw new Error("commodity with maker identity: " + p.key);
    if (!p.com && (!p.b || !p.r)) throw new Error("branded product without brand/range: " + p.key);
    if (!p.n || !p.z || !(p.pr > 0)) throw new Error("incomplete product " + p.key);
    if (!p.com && p.gt !== false) {
      let salt = 0;
      let g;
      do {
        g = eanFor(p.key, salt++);
      } while (gtins.has(g));
      gtins.add(g);
      p.gtin = g;
    } else {
      p.gtin = "";
    }
  }
  const mpns = new Map();
  for (const p of products) {
    if (!p.mpn) continue;
    if (mpns.has(p.mpn)) throw new Error(`MPN ${p.mpn} on ${p.key} and ${mpns.get(p.mpn)}`);
    mpns.set(p.mpn, p.key);
  }
  return products;
}

function weight(m, p) {
  const w = m.aff[p.cat] ?? 1;
  return p.z.k === "bulk" ? w * (m.bulkW ?? 1) : w;
}

/** merchant slug -> list of products it sells (each product to 2..7 distinct merchants). */
export function assign(products) {
  const lists = Object.fromEntries(MERCHANTS.map((m) => [m.slug, []]));
  for (const p of products) {
    const rng = makeRng("assign|" + p.key);
    const dist = p.hot ? K_HOT : K_DIST;
    let k = dist[rng.weightedIndex(dist.map((x) => x[1]))][0];
    const pool = MERCHANTS.map((m) => ({ m, w: weight(m, p) })).filter((x) => x.w > 0);
    k = Math.min(k, pool.length);
    for (let i = 0; i < k; i++) {
      const j = rng.weightedIndex(pool.map((x) => x.w));
      lists[pool[j].m.slug].push(p);
      pool.splice(j, 1);
    }
  }
  return lists;
}

function roundPence(x, mode) {
  let v;
  switch (mode) {
    case "p5":
      v = Math.round(x / 5) * 5;
      break;
    case "p1":
      v = Math.round(x);
      break;
    case "p99":
      v = x >= 400 ? Math.floor(x / 100) * 100 + 99 : Math.round(x);
      break;
    default:
      throw new Error("rounding " + mode);
  }
  return Math.max(5, v);
}

/** Returns [{ merchant, rows: [{ row: {column: value}, key, cat }] }] in MERCHANTS order. */
export function buildFeeds(products) {
  prepareProducts(products);
  const lists = assign(products);
  return MERCHANTS.map((m) => {
    const order = makeRng("order|" + m.slug).shuffle(lists[m.slug]);
    let seq = m.idStart;
    const rows = order.map((p) => {
      const rng = makeRng(`row|${m.slug}|${p.key}`);
      seq += 1 + rng.int(0, m.idGap);
      const c = { p, m, S: renderSize(p.z), rng };
      c.id = m.makeId(seq);
      c.brand = m.brand(c) || "";
      c.title = m.title(c);
      c.pricePence = roundPence(p.pr * 100 * m.factor * (0.94 + rng.next() * 0.12), m.rounding);
      let sale = "";
      if (m.saleRate && rng.chance(m.saleRate)) {
        const sp = roundPence(c.pricePence * (0.8 + rng.next() * 0.12), "p1");
        if (sp < c.pricePence) sale = gbp(sp);
      }
      c.gtin = p.gtin && rng.chance(m.gtinRate) ? p.gtin : "";
      c.mpn = p.mpn && rng.chance(m.mpnRate) ? p.mpn : "";
      const availability = m.avail[rng.weightedIndex(m.avail.map((x) => x[1]))][0];
      const image = rng.chance(m.imageRate)
        ? `${IMAGE_ORIGIN}${m.slug}/products/${encodeURIComponent(c.id.toLowerCase())}.jpg`
        : "";
      const full = {
        id: c.id,
        title: c.title,
        description: m.description(c),
        link: m.link(c),
        image_link: image,
        availability,
        price: gbp(c.pricePence),
        sale_price: sale,
        brand: c.brand,
        gtin: c.gtin,
        mpn: c.mpn,
        condition: "new",
        ...m.extra(c),
      };
      const row = {};
      for (const col of m.columns) {
        if (full[col] === undefined || full[col] === null)
          throw new Error(`${m.slug}: column ${col} undefined for ${p.key}`);
        row[col] = String(full[col]);
      }
      return { row, key: p.key, cat: p.cat };
    });
    return { merchant: m, rows };
  });
}

// ---------------------------------------------------------------- serialisation

function delimField(v, sep) {
  return v.includes(sep) || /["\r\n]/.test(v) ? '"' + v.replace(/"/g, '""') + '"' : v;
}

export function serialiseDelimited(m, rows) {
  const sep = m.format === "tsv" ? "\t" : ",";
  const lines = [m.columns.join(sep)];
  for (const r of rows) lines.push(m.columns.map((col) => delimField(r.row[col], sep)).join(sep));
  return (m.bom ? "\ufeff" : "") + lines.join(m.eol) + m.eol;
}

export function xmlEscape(s) {
  return s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

const NATIVE_RSS = ["title", "link", "description"];

export function serialiseXml(m, rows) {
  const out = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">',
    "  <channel>",
    `    <title>${xmlEscape(m.name)}</title>`,
    `    <link>https://www.${m.slug}.example/</link>`,
    `    <description>${xmlEscape(m.name)} - product data for Google Merchant Center</description>`,
  ];
  for (const r of rows) {
    out.push("    <item>");
    for (const col of m.columns) {
      const v = r.row[col];
      if (v === "") continue;
      const tag = m.xmlNative && NATIVE_RSS.includes(col) ? col : "g:" + col;
      if (col === "shipping" && m.nestedShipping) {
        const [country, region, service, price] = v.split(":");
        out.push("      <g:shipping>");
        out.push(`        <g:country>${xmlEscape(country)}</g:country>`);
        if (region) out.push(`        <g:region>${xmlEscape(region)}</g:region>`);
        if (service) out.push(`        <g:service>${xmlEscape(service)}</g:service>`);
        out.push(`        <g:price>${xmlEscape(price)}</g:price>`);
        out.push("      </g:shipping>");
      } else if (col === "description" && m.cdata) {
        if (v.includes("]]>")) throw new Error("CDATA terminator in description");
        out.push(`      <${tag}><![CDATA[${v}]]></${tag}>`);
      } else {
        out.push(`      <${tag}>${xmlEscape(v)}</${tag}>`);
      }
    }
    out.push("    </item>");
  }
  out.push("  </channel>", "</rss>", "");
  return out.join("\n");
}

export function serialise(m, rows) {
  return m.format === "xml" ? serialiseXml(m, rows) : serialiseDelimited(m, rows);
}
