// @ts-nocheck

/**
 * Re-reads everything generate.ts wrote and checks the invariants of the set.
 * Parsing is done from the files on disk (independent of the writer), then the
 * parsed rows are compared field by field with what the generator meant to write.
 * Throws with the full list of problems if anything is wrong.
 */
import fs from "node:fs";
import path from "node:path";
import { isValidEan13, CATEGORIES } from "./text.ts";
import { BANNED_SLUG_WORDS } from "./merchants.ts";

const AVAIL = ["in_stock", "out_of_stock", "preorder", "backorder"];
const REQUIRED = ["id", "title", "description", "link", "image_link", "price", "availability", "brand", "condition"];
const PRICE_RE = /^(\d+)\.(\d{2}) GBP$/;

/** RFC-4180-style reader for CSV/TSV: quotes, doubled quotes, separators and newlines inside quotes, BOM, CRLF/LF. */
export function parseDelimited(text, sep) {
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  const rows = [];
  let row = [];
  let field = "";
  let inQuotes = false;
  let quotedField = false;
  let i = 0;
  while (i < text.length) {
    const ch = text[i];
    if (inQuotes) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        inQuotes = false;
        i++;
        continue;
      }
      field += ch;
      i++;
      continue;
    }
    if (ch === '"' && field === "" && !quotedField) {
      inQuotes = true;
      quotedField = true;
      i++;
      continue;
    }
    if (ch === sep) {
      row.push(field);
      field = "";
      quotedField = false;
      i++;
      continue;
    }
    if (ch === "\r" || ch === "\n") {
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
      quotedField = false;
      i += ch === "\r" && text[i + 1] === "\n" ? 2 : 1;
      continue;
    }
    field += ch;
    i++;
  }
  if (inQuotes) throw new Error("unterminated quoted field");
  if (field !== "" || row.length) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

function decodeXml(s) {
  const cdata = s.match(/^<!\[CDATA\[([\s\S]*)\]\]>$/);
  if (cdata) return cdata[1];
  if (/<|>/.test(s)) throw new Error("unescaped markup in XML text: " + s.slice(0, 60));
  if (/&(?!(#x[0-9a-fA-F]+|#\d+|amp|lt|gt|quot|apos);)/.test(s))
    throw new Error("bare & in XML text: " + s.slice(0, 60));
  return s.replace(/&(#x[0-9a-fA-F]+|#\d+|amp|lt|gt|quot|apos);/g, (_, e) => {
    if (e === "amp") return "&";
    if (e === "lt") return "<";
    if (e === "gt") return ">";
    if (e === "quot") return '"';
    if (e === "apos") return "'";
    if (e[1] === "x") return String.fromCodePoint(parseInt(e.slice(2), 16));
    return String.fromCodePoint(parseInt(e.slice(1), 10));
  });
}

/** Minimal RSS 2.0 + g: reader: items -> {attribute: text}; nested g:shipping -> "C:R:S:P". */
export function parseRssItems(text) {
  if (!/^<\?xml version="1\.0" encoding="UTF-8"\?>/.test(text)) throw new Error("missing XML declaration");
  if (!/<rss version="2\.0" xmlns:g="http:\/\/base\.google\.com\/ns\/1\.0">/.test(text))
    throw new Error("missing rss/g: namespace");
  if (!/<channel>[\s\S]*<\/channel>\s*<\/rss>\s*$/.test(text)) throw new Error("missing channel");
  const items = [];
  const itemRe = /<item>([\s\S]*?)<\/item>/g;
  let mm;
  while ((mm = itemRe.exec(text))) {
    const obj = {};
    const body = mm[1];
    const elRe = /<((?:g:)?[A-Za-z_]+)>([\s\S]*?)<\/\1>/g;
    let e;
    while ((e = elRe.exec(body))) {
      const name = e[1].replace(/^g:/, "");
      let val;
      if (name === "shipping" && /^\s*</.test(e[2])) {
        const sub = {};
        const subRe = /<g:([a-z_]+)>([\s\S]*?)<\/g:\1>/g;
        let s;
        while ((s = subRe.exec(e[2]))) sub[s[1]] = decodeXml(s[2]);
        val = `${sub.country || ""}:${sub.region || ""}:${sub.service || ""}:${sub.price || ""}`;
      } else {
        val = decodeXml(e[2]);
      }
      if (name in obj) throw new Error(`item has ${name} twice`);
      obj[name] = val;
    }
    const leftover = body.replace(elRe, "").trim();
    if (leftover) throw new Error("unparsed content in item: " + leftover.slice(0, 80));
    items.push(obj);
  }
  return items;
}

function readFeed(file, format) {
  const text = fs.readFileSync(file, "utf8");
  if (format === "xml") return { columns: null, records: parseRssItems(text) };
  const rows = parseDelimited(text, format === "tsv" ? "\t" : ",");
  const header = rows.shift();
  const records = rows.map((r, i) => {
    if (r.length !== header.length)
      throw new Error(`${path.basename(file)} line ${i + 2}: ${r.length} fields, header has ${header.length}`);
    return Object.fromEntries(header.map((h, j) => [h, r[j]]));
  });
  return { columns: header, records };
}

/**
 * dir: output directory; expected: result of buildFeeds (for round-trip comparison).
 * Returns statistics used for the summary.
 */
export function verify(dir, expected) {
  const errors = [];
  const fail = (msg) => {
    if (errors.length < 200) errors.push(msg);
  };
  const readJson = (f) => JSON.parse(fs.readFileSync(path.join(dir, f), "utf8"));

  const mj = readJson("merchants.json");
  const truth = readJson("demo-truth.json");
  const categories = readJson("categories.json");
  const readme = fs.readFileSync(path.join(dir, "README.md"), "utf8");

  // merchants.json shape
  if (JSON.stringify(Object.keys(mj)) !== JSON.stringify(["imageOrigin", "merchants"]))
    fail("merchants.json top-level keys");
  if (mj.imageOrigin !== "https://demo-images.buildcompare.invalid/") fail("imageOrigin");
  if (!Array.isArray(mj.merchants) || mj.merchants.length < 8 || mj.merchants.length > 10) fail("need 8-10 merchants");
  const slugs = new Set();
  for (const m of mj.merchants) {
    if (JSON.stringify(Object.keys(m)) !== JSON.stringify(["slug", "name", "websiteUrl", "verified", "feed"]))
      fail(`merchant keys ${m.slug}`);
    if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(m.slug)) fail("bad slug " + m.slug);
    if (slugs.has(m.slug)) fail("duplicate slug " + m.slug);
    slugs.add(m.slug);
    const low = (m.slug + " " + m.name).toLowerCase();
    for (const w of BANNED_SLUG_WORDS) if (low.includes(w)) fail(`merchant ${m.slug} uses banned name ${w}`);
    if (m.websiteUrl !== `https://www.${m.slug}.example/`) fail("websiteUrl " + m.slug);
    if (m.verified !== false) fail("verified must be false " + m.slug);
    if (!fs.existsSync(path.join(dir, m.feed))) fail("missing feed file " + m.feed);
  }
  if (expected.length !== mj.merchants.length) fail("merchant count differs from generator");

  const truthSeen = new Set();
  const productMerchants = new Map(); // key -> Set(slug)
  const productGtin = new Map();
  const gtinProduct = new Map();
  const productMpn = new Map();
  const mpnProduct = new Map();
  let totalRows = 0,
    gtinRows = 0,
    mpnRows = 0;
  const perMerchant = {};

  mj.merchants.forEach((m, idx) => {
    const exp = expected[idx];
    if (!exp || exp.merchant.slug !== m.slug) {
      fail("merchant order mismatch " + m.slug);
      return;
    }
    const fmt = exp.merchant.format;
    let feed;
    try {
      feed = readFeed(path.join(dir, m.feed), fmt);
    } catch (e) {
      fail(`${m.feed}: ${e.message}`);
      return;
    }
    if (feed.columns) {
      if (JSON.stringify(feed.columns) !== JSON.stringify(exp.merchant.columns)) fail(`${m.feed}: header differs`);
      for (const c of REQUIRED) if (!feed.columns.includes(c)) fail(`${m.feed}: missing column ${c}`);
    }
    if (feed.records.length !== exp.rows.length)
      fail(`${m.feed}: ${feed.records.length} rows, expected ${exp.rows.length}`);
    perMerchant[m.slug] = feed.records.length;
    totalRows += feed.records.length;
    const ids = new Set();
    const seenProducts = new Set();
    const seenTitles = new Set();
    feed.records.forEach((rec, i) => {
      const where = `${m.feed} row ${i + 1} (${rec.id})`;
      const want = exp.rows[i] && exp.rows[i].row;
      if (want) {
        for (const col of exp.merchant.columns) {
          const got = rec[col] === undefined ? "" : rec[col];
          if (got !== want[col])
            fail(`${where}: ${col} round-trip mismatch: ${JSON.stringify(got)} vs ${JSON.stringify(want[col])}`);
        }
        for (const col of Object.keys(rec))
          if (!exp.merchant.columns.includes(col)) fail(`${where}: unexpected attribute ${col}`);
      }
      if (!rec.id) fail(`${where}: empty id`);
      if (ids.has(rec.id)) fail(`${where}: duplicate id`);
      ids.add(rec.id);
      if (!rec.title || rec.title.length > 150) fail(`${where}: title missing or over 150 chars`);
      if (rec.title !== rec.title.trim() || /\s{2,}/.test(rec.title)) fail(`${where}: title whitespace`);
      const pm = PRICE_RE.exec(rec.price || "");
      if (!pm || Number(pm[1] + pm[2]) <= 0) fail(`${where}: bad price ${rec.price}`);
      if (rec.sale_price) {
        const sm = PRICE_RE.exec(rec.sale_price);
        if (!sm || !pm || Number(sm[1] + sm[2]) <= 0 || Number(sm[1] + sm[2]) >= Number(pm[1] + pm[2]))
          fail(`${where}: bad sale_price ${rec.sale_price}`);
      }
      if (!/^https:\/\/www\.[a-z0-9-]+\.example\/\S*$/.test(rec.link || "") || !rec.link.startsWith(m.websiteUrl))
        fail(`${where}: bad link ${rec.link}`);
      if (rec.image_link && !(rec.image_link.startsWith(mj.imageOrigin) && /^https:\/\/\S+$/.test(rec.image_link)))
        fail(`${where}: bad image_link`);
      if (!AVAIL.includes(rec.availability)) fail(`${where}: availability ${rec.availability}`);
      if (rec.condition !== "new") fail(`${where}: condition`);
      if (rec.shipping && !/^GB:[^:]*:[^:]*:\d+\.\d{2} GBP$/.test(rec.shipping))
        fail(`${where}: shipping ${rec.shipping}`);
      if (rec.gtin && !isValidEan13(rec.gtin)) fail(`${where}: invalid EAN-13 ${rec.gtin}`);
      if (!rec.description) fail(`${where}: empty description`);

      const tkey = `${m.slug}:${rec.id}`;
      const pkey = truth[tkey];
      if (!pkey) {
        fail(`${where}: not labelled in demo-truth.json`);
        return;
      }
      truthSeen.add(tkey);
      if (want && exp.rows[i].key !== pkey) fail(`${where}: truth label differs from generator`);
      if (!categories[pkey]) fail(`${where}: product ${pkey} has no category`);
      if (seenProducts.has(pkey)) fail(`${where}: merchant lists ${pkey} twice`);
      seenProducts.add(pkey);
      const visible = `${rec.title}|${rec.size || ""}|${rec.color || ""}`.toLowerCase();
      if (seenTitles.has(visible)) fail(`${where}: two rows of one merchant read identically: ${visible}`);
      seenTitles.add(visible);
      if (!productMerchants.has(pkey)) productMerchants.set(pkey, new Set());
      productMerchants.get(pkey).add(m.slug);
      if (rec.gtin) {
        gtinRows++;
        if (productGtin.has(pkey) && productGtin.get(pkey) !== rec.gtin)
          fail(`${where}: GTIN inconsistent for ${pkey}`);
        if (gtinProduct.has(rec.gtin) && gtinProduct.get(rec.gtin) !== pkey)
          fail(`${where}: GTIN ${rec.gtin} shared by two products`);
        productGtin.set(pkey, rec.gtin);
        gtinProduct.set(rec.gtin, pkey);
      }
      if (rec.mpn) {
        mpnRows++;
        if (productMpn.has(pkey) && productMpn.get(pkey) !== rec.mpn) fail(`${where}: MPN inconsistent for ${pkey}`);
        if (mpnProduct.has(rec.mpn) && mpnProduct.get(rec.mpn) !== pkey)
          fail(`${where}: MPN ${rec.mpn} shared by two products`);
        productMpn.set(pkey, rec.mpn);
        mpnProduct.set(rec.mpn, pkey);
      }
    });
  });

  // truth / categories coverage
  for (const k of Object.keys(truth)) if (!truthSeen.has(k)) fail(`demo-truth.json has label for missing row ${k}`);
  if (Object.keys(truth).length !== totalRows)
    fail(`demo-truth.json has ${Object.keys(truth).length} labels for ${totalRows} rows`);
  const catCount = {};
  for (const [k, c] of Object.entries(categories)) {
    if (!CATEGORIES.includes(c)) fail(`categories.json: ${k} -> unknown category ${c}`);
    if (!productMerchants.has(k)) fail(`categories.json: ${k} is never sold`);
    catCount[c] = (catCount[c] || 0) + 1;
  }
  for (const [k, set] of productMerchants) {
    if (set.size < 2) fail(`true product ${k} sold by only ${set.size} merchant`);
    if (set.size > 7) fail(`true product ${k} sold by ${set.size} merchants`);
  }
  const nProducts = Object.keys(categories).length;
  if (totalRows < 650 || totalRows > 900) fail(`total rows ${totalRows} outside 650-900`);
  if (nProducts < 170 || nProducts > 230) fail(`true products ${nProducts} outside 170-230`);
  for (const c of CATEGORIES)
    if (!(catCount[c] >= 10 && catCount[c] <= 16)) fail(`category ${c} has ${catCount[c] || 0} products (want 10-16)`);
  const gtinShare = gtinRows / totalRows,
    mpnShare = mpnRows / totalRows;
  if (gtinShare < 0.1 || gtinShare > 0.2) fail(`GTIN on ${(gtinShare * 100).toFixed(1)}% of rows (want 10-20%)`);
  if (mpnShare < 0.1 || mpnShare > 0.2) fail(`MPN on ${(mpnShare * 100).toFixed(1)}% of rows (want 10-20%)`);

  // README agrees with the files
  if (!readme.includes(`| Feed rows | ${totalRows} |`)) fail("README total rows do not match");
  if (!readme.includes(`| True products | ${nProducts} |`)) fail("README product total does not match");
  for (const m of mj.merchants) {
    const re = new RegExp(`^\\| ${m.slug} \\| [^|]+ \\| [^|]+ \\| ${perMerchant[m.slug]} \\|$`, "m");
    if (!re.test(readme)) fail(`README merchants table row for ${m.slug} does not match`);
  }

  if (errors.length) {
    throw new Error(
      `matching-holdout-13 verification FAILED (${errors.length} problem(s)):\n  - ` + errors.join("\n  - "),
    );
  }
  return { totalRows, nProducts, perMerchant, catCount, gtinRows, mpnRows };
}
