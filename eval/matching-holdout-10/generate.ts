// eslint-disable-next-line @typescript-eslint/ban-ts-comment -- see the next line
// @ts-nocheck -- written by a helper without the repository's noUncheckedIndexedAccess; its output is checked by
// re-running it (byte-identical files), not by the type checker.

// Entry point: writes the matching-holdout-10 evaluation set next to this file and checks it.
//   cd /work/main && npx tsx eval/matching-holdout-10/generate.ts

import * as fs from "node:fs";
import * as path from "node:path";
import { PRODUCTS } from "./catalogue";
import { MERCHANTS } from "./merchants";
import { assignSellers, buildRows } from "./build";
import { IMAGE_ORIGIN, feedFileName, json, readme, serialiseFeed } from "./write";
import { checkOutput } from "./check";
import { CATEGORIES } from "./types";

const OUT_DIR = path.dirname(path.resolve(process.argv[1]));

function main(): void {
  const sellers = assignSellers(PRODUCTS, MERCHANTS);
  const rows = buildRows(PRODUCTS, MERCHANTS, sellers);

  // Feeds
  for (const m of MERCHANTS) {
    const mine = rows.filter((r) => r.merchant === m.slug);
    fs.writeFileSync(path.join(OUT_DIR, feedFileName(m)), serialiseFeed(m, mine));
  }

  // merchants.json
  const merchantsJson = {
    imageOrigin: IMAGE_ORIGIN,
    merchants: MERCHANTS.map((m) => ({
      slug: m.slug,
      name: m.name,
      websiteUrl: `https://www.${m.slug}.example/`,
      verified: false,
      feed: feedFileName(m),
    })),
  };
  fs.writeFileSync(path.join(OUT_DIR, "merchants.json"), json(merchantsJson));

  // Truth and categories
  const truth: Record<string, string> = {};
  for (const r of rows) truth[`${r.merchant}:${r.id}`] = r.productKey;
  fs.writeFileSync(path.join(OUT_DIR, "demo-truth.json"), json(truth));
  const categories: Record<string, string> = {};
  for (const p of PRODUCTS) categories[p.key] = p.cat;
  fs.writeFileSync(path.join(OUT_DIR, "categories.json"), json(categories));

  // README
  const hist: Record<number, number> = {};
  for (const p of PRODUCTS) hist[sellers[p.key].length] = (hist[sellers[p.key].length] ?? 0) + 1;
  const stats = {
    merchants: MERCHANTS.map((m) => ({
      slug: m.slug,
      name: m.name,
      format: m.format,
      feed: feedFileName(m),
      rows: rows.filter((r) => r.merchant === m.slug).length,
    })),
    categories: CATEGORIES.map((c) => ({
      name: c,
      products: PRODUCTS.filter((p) => p.cat === c).length,
      rows: rows.filter((r) => categories[r.productKey] === c).length,
    })),
    totalRows: rows.length,
    totalProducts: PRODUCTS.length,
    gtinRows: rows.filter((r) => r.gtin).length,
    mpnRows: rows.filter((r) => r.mpn).length,
    sellerHistogram: hist,
  };
  fs.writeFileSync(path.join(OUT_DIR, "README.md"), readme(stats));

  // Self-check against the files on disk
  const { errors } = checkOutput(OUT_DIR);
  const summary = [
    `merchants ${MERCHANTS.length}, rows ${rows.length}, true products ${PRODUCTS.length}`,
    `GTIN rows ${stats.gtinRows} (${((100 * stats.gtinRows) / rows.length).toFixed(1)}%), MPN rows ${stats.mpnRows} (${((100 * stats.mpnRows) / rows.length).toFixed(1)}%)`,
    "rows per merchant: " + stats.merchants.map((m) => `${m.slug}=${m.rows}`).join(", "),
    "rows per category: " + stats.categories.map((c) => `${c.name}=${c.rows}`).join(", "),
  ];
  console.log(summary.join("\n"));
  if (errors.length) {
    console.error(`${errors.length} check(s) failed:`);
    for (const e of errors.slice(0, 60)) console.error("  " + e);
    process.exit(1);
  }
  console.log("all checks passed");
}

main();
