// @ts-nocheck

// Independent re-reading of the written files and invariant checks. Throws on the first list of failures.
import fs from "node:fs";
import path from "node:path";
import { isValidEan13 } from "./text.ts";

export function parseDelimited(text: string, sep: string) {
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  const rows = [];
  let row = [],
    field = "",
    i = 0,
    q = false,
    atStart = true;
  while (i < text.length) {
    const c = text[i];
    if (q) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        q = false;
        i++;
        continue;
      }
      field += c;
      i++;
      continue;
    }
    if (c === '"' && atStart) {
      q = true;
      atStart = false;
      i++;
      continue;
    }
    if (c === sep) {
      row.push(field);
      field = "";
      atStart = true;
      i++;
      continue;
    }
    if (c === "\r" || c === "\n") {
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
      atStart = true;
      i += c === "\r" && text[i + 1] === "\n" ? 2 : 1;
      continue;
    }
    field += c;
    atStart = false;
    i++;
  }
  if (field !== "" || row.length) {
    row.push(field);
    rows.push(row);
  }
  const [header, ...body] = rows;
  return body
    .filter((r) => r.length > 1 || r[0] !== "")
    .map((r) => {
      if (r.length !== header.length)
        throw new Error(`column count ${r.length} != header ${header.length}: ${r.join("|")}`);
      return Object.fromEntries(header.map((h, j) => [h, r[j]]));
    });
}

const unXml = (s) =>
  s
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, "&");

export function parseXml(text: string) {
  if (!/<rss version="2.0" xmlns:g="http:\/\/base.google.com\/ns\/1.0">/.test(text))
    throw new Error("missing RSS/g: namespace");
  const items = [...text.matchAll(/<item>([\s\S]*?)<\/item>/g)].map((m) => m[1]);
  return items.map((body) => {
    const o = {};
    for (const m of body.matchAll(/<g:(\w+)>([\s\S]*?)<\/g:\1>/g)) {
      if (m[1] === "shipping" && m[2].includes("<g:price>"))
        o.shipping = unXml(/<g:price>([^<]*)<\/g:price>/.exec(m[2])[1]).replace(/ GBP$/, "");
      else o[m[1]] = unXml(m[2]);
    }
    return o;
  });
}

export function verify(dir: string, files: Record<string, string>, expected) {
  const errs = [];
  const fail = (s) => {
    if (errs.length < 50) errs.push(s);
  };
  const read = (name) => fs.readFileSync(path.join(dir, files[name] || name), "utf8");
  const mj = JSON.parse(read("merchants.json"));
  const truth = JSON.parse(read("demo-truth.json"));
  const cats = JSON.parse(read("categories.json"));
  const CATS = expected.cats;
  if (mj.imageOrigin !== "https://demo-images.buildcompare.invalid/") fail("imageOrigin");
  for (const [k, c] of Object.entries(cats)) if (!CATS.includes(c)) fail(`bad category ${c} for ${k}`);
  const seenRows = new Set();
  const keyMerchants = new Map();
  const gtinOf = new Map(),
    keyOfGtin = new Map(),
    mpnOf = new Map();
  let total = 0,
    gtinRows = 0,
    mpnRows = 0;
  for (const m of mj.merchants) {
    if (!/^[a-z0-9-]+$/.test(m.slug) || m.websiteUrl !== `https://www.${m.slug}.example/` || m.verified !== false)
      fail(`merchant entry ${m.slug}`);
    const text = read(m.feed);
    const rows = m.feed.endsWith(".xml") ? parseXml(text) : parseDelimited(text, m.feed.endsWith(".tsv") ? "\t" : ",");
    if (rows.length !== expected.rowsPer[m.slug])
      fail(`${m.slug}: ${rows.length} rows, expected ${expected.rowsPer[m.slug]}`);
    const ids = new Set(),
      keysHere = new Set();
    rows.forEach((r, i) => {
      total++;
      const where = `${m.slug} row ${i + 1} (${r.id})`;
      if (!r.id) fail(`${where}: no id`);
      if (ids.has(r.id)) fail(`${where}: repeated id`);
      ids.add(r.id);
      const orig = expected.fields[`${m.slug}:${r.id}`];
      if (!orig) fail(`${where}: row not produced by generator`);
      else
        for (const [k, v] of Object.entries(orig))
          if ((r[k] ?? "") !== (m.feed.endsWith(".tsv") ? v.replace(/[\t\r\n]+/g, " ") : v))
            fail(`${where}: field ${k} did not round-trip: ${JSON.stringify(r[k])} vs ${JSON.stringify(v)}`);
      if (!r.title || r.title.length > 150) fail(`${where}: title length ${r.title?.length}`);
      if (!/^\d+\.\d{2} GBP$/.test(r.price || "") || parseFloat(r.price) <= 0) fail(`${where}: price ${r.price}`);
      if (r.sale_price && (!/^\d+\.\d{2} GBP$/.test(r.sale_price) || parseFloat(r.sale_price) >= parseFloat(r.price)))
        fail(`${where}: sale_price ${r.sale_price}`);
      if (!/^https:\/\//.test(r.link || "")) fail(`${where}: link`);
      if (!(r.image_link || "").startsWith(mj.imageOrigin)) fail(`${where}: image_link`);
      if (!["in_stock", "out_of_stock", "preorder", "backorder"].includes(r.availability))
        fail(`${where}: availability ${r.availability}`);
      if (r.condition !== "new") fail(`${where}: condition`);
      if (r.shipping && !/^(GB:::\d+\.\d{2} GBP|\d+\.\d{2})$/.test(r.shipping))
        fail(`${where}: shipping ${r.shipping}`);
      const tk = `${m.slug}:${r.id}`;
      if (seenRows.has(tk)) fail(`${where}: duplicate truth key`);
      seenRows.add(tk);
      const key = truth[tk];
      if (!key) {
        fail(`${where}: unlabelled`);
        return;
      }
      if (!cats[key]) fail(`${where}: key ${key} has no category`);
      if (keysHere.has(key)) fail(`${where}: ${m.slug} lists ${key} twice`);
      keysHere.add(key);
      if (!keyMerchants.has(key)) keyMerchants.set(key, new Set());
      keyMerchants.get(key).add(m.slug);
      if (r.gtin) {
        gtinRows++;
        if (!isValidEan13(r.gtin)) fail(`${where}: invalid EAN-13 ${r.gtin}`);
        if (gtinOf.has(key) && gtinOf.get(key) !== r.gtin) fail(`${where}: inconsistent gtin for ${key}`);
        if (keyOfGtin.has(r.gtin) && keyOfGtin.get(r.gtin) !== key) fail(`${where}: gtin shared by two products`);
        gtinOf.set(key, r.gtin);
        keyOfGtin.set(r.gtin, key);
      }
      if (r.mpn) {
        mpnRows++;
        if (mpnOf.has(key) && mpnOf.get(key) !== r.mpn) fail(`${where}: inconsistent mpn for ${key}`);
        mpnOf.set(key, r.mpn);
      }
    });
  }
  if (Object.keys(truth).length !== total)
    fail(`truth has ${Object.keys(truth).length} entries, feeds have ${total} rows`);
  for (const k of Object.keys(truth)) if (!seenRows.has(k)) fail(`truth entry ${k} has no feed row`);
  if (total !== expected.totalRows) fail(`total rows ${total} != ${expected.totalRows}`);
  for (const k of Object.keys(cats)) {
    const n = keyMerchants.get(k)?.size || 0;
    if (n < 2 || n > 7) fail(`${k} sold by ${n} merchants`);
  }
  if (keyMerchants.size !== Object.keys(cats).length) fail("categories.json and truth disagree on the product set");
  for (const c of CATS) if (!Object.values(cats).includes(c)) fail(`category ${c} empty`);
  if (total < 650 || total > 850) fail(`total rows ${total} outside 650-850`);
  const np = Object.keys(cats).length;
  if (np < 170 || np > 220) fail(`true products ${np} outside 170-220`);
  if (errs.length) throw new Error("VERIFY FAILED:\n  " + errs.join("\n  "));
  return { total, products: np, gtinRows, mpnRows };
}
