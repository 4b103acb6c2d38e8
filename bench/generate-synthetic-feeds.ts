/**
 * Deterministic synthetic feed set for the import benchmarks: 10 merchants × 10,000 rows drawn from a
 * 30,000-product building-materials catalogue (bench/catalogue, the one the search benchmark inserts at
 * 100,000), each merchant writing titles in its own house style.
 *
 *   npx tsx bench/generate-synthetic-feeds.ts [--seed S] [--rows N] [--out DIR]
 *
 * Writes DIR/base/<slug>.<tsv|csv|xml> (first import), DIR/changed/<slug>.* (same rows, ~10 % prices
 * changed), DIR/truth.json ("slug:itemId" → catalogue product id) and DIR/manifest.json.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { buildCatalogue } from "./catalogue/build-catalogue.ts";
import { feedRow, writeFeed } from "./catalogue/feed-file.ts";
import { MERCHANT_STYLES } from "./catalogue/merchant-styles.ts";
import { makeOffer, selectRange } from "./catalogue/offers.ts";

export const DEFAULT_OUT = path.join(path.dirname(fileURLToPath(import.meta.url)), "out");
/** Three times one merchant's range: popular lines recur across merchants, so most products have several offers. */
const CATALOGUE_PRODUCTS = 30_000;

export interface FeedManifest {
  seed: string;
  rowsPerMerchant: number;
  catalogueProducts: number;
  distinctProductsInFeeds: number;
  truthFile: string;
  merchants: {
    slug: string;
    name: string;
    format: string;
    rows: number;
    changedRows: number;
    base: string;
    changed: string;
  }[];
}

export function generateSyntheticFeeds(
  options: { outDir?: string; seed?: string; rowsPerMerchant?: number } = {},
): FeedManifest {
  const outDir = path.resolve(options.outDir ?? DEFAULT_OUT);
  const seed = options.seed ?? "buildcompare-bench-v1";
  const rowsPerMerchant = options.rowsPerMerchant ?? 10_000;
  // Larger feeds (the growth table's 1M rows) draw on a catalogue three times one merchant's range, as 30,000 is for 10,000.
  const catalogue = buildCatalogue(seed, Math.max(CATALOGUE_PRODUCTS, 3 * rowsPerMerchant));
  for (const variant of ["base", "changed"]) mkdirSync(path.join(outDir, variant), { recursive: true });

  const truth: Record<string, string> = {};
  const carried = new Set<number>();
  const merchants: FeedManifest["merchants"] = [];
  for (const style of MERCHANT_STYLES) {
    const range = selectRange(style, catalogue, seed, rowsPerMerchant);
    const files = { base: "", changed: "" };
    let changedRows = 0;
    for (const variant of ["base", "changed"] as const) {
      const offers = range.map((p, index) => makeOffer(style, p, index, seed, variant));
      const rows = offers.map((offer, i) => feedRow(style, range[i]!, offer));
      const file = path.join(outDir, variant, `${style.slug}.${style.format}`);
      writeFileSync(file, writeFeed(rows, style.format, style.name));
      files[variant] = file;
      if (variant === "changed") changedRows = offers.filter((o) => o.changed).length;
      for (const offer of offers) {
        truth[`${style.slug}:${offer.itemId}`] = String(offer.productId);
        carried.add(offer.productId);
      }
    }
    merchants.push({
      slug: style.slug,
      name: style.name,
      format: style.format,
      rows: range.length,
      changedRows,
      ...files,
    });
  }
  const truthFile = path.join(outDir, "truth.json");
  writeFileSync(truthFile, JSON.stringify(truth));
  const manifest: FeedManifest = {
    seed,
    rowsPerMerchant,
    catalogueProducts: catalogue.length,
    distinctProductsInFeeds: carried.size,
    truthFile,
    merchants,
  };
  writeFileSync(path.join(outDir, "manifest.json"), JSON.stringify(manifest, null, 2));
  return manifest;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: { seed: { type: "string" }, rows: { type: "string" }, out: { type: "string" } },
  });
  const started = Date.now();
  const manifest = generateSyntheticFeeds({
    outDir: values.out,
    seed: values.seed,
    rowsPerMerchant: values.rows ? Number(values.rows) : undefined,
  });
  for (const m of manifest.merchants)
    console.log(`${m.slug.padEnd(26)} ${m.format}  ${m.rows} rows, ${m.changedRows} prices changed in the variant`);
  console.log(
    `${manifest.merchants.reduce((s, m) => s + m.rows, 0)} rows, ${manifest.distinctProductsInFeeds} distinct products ` +
      `(catalogue ${manifest.catalogueProducts}), in ${((Date.now() - started) / 1000).toFixed(1)} s → ${path.dirname(manifest.truthFile)}`,
  );
}
