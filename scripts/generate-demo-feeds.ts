/**
 * Generates BuildCompare's demo data: nine fictional UK builders' merchants, each with
 * a Google Merchant Center product feed (TSV, CSV or RSS 2.0 XML) drawn from one
 * shared catalogue of building products, plus offline SVG product pictures, merchant
 * wordmark logos, a merchants.json index and a truth file (which feed row is which
 * catalogue product) for measuring matching quality.
 *
 *   npx tsx scripts/generate-demo-feeds.ts
 *
 * Deterministic: every random choice comes from a seeded PRNG keyed by a string, so a
 * re-run produces byte-identical files. Nothing here reads the clock or the network.
 * All brands are real manufacturers' names used descriptively; product range names,
 * GTINs, MPNs, prices and the merchants themselves are invented.
 *
 * Outputs (all overwritten):
 *   data/feeds/<merchant feed>.{tsv,csv,xml}, data/feeds/merchants.json,
 *   data/feeds/demo-truth.json, data/feeds/README.md, data/feeds/examples/bad-rows.csv,
 *   public/demo-images/*.svg, public/merchant-logos/*.svg
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { badRowsExample } from "./demo-feeds/bad-rows-example.ts";
import { buildFeedFiles } from "./demo-feeds/feed-files.ts";
import { feedsReadme } from "./demo-feeds/feeds-readme.ts";
import { buildImageFiles } from "./demo-feeds/images.ts";
import { logoFiles } from "./demo-feeds/merchant-logos.ts";
import { MERCHANTS } from "./demo-feeds/merchants.ts";
import { merchantsJson } from "./demo-feeds/merchants-json.ts";
import { FEEDS_DIR, IMAGES_DIR, LOGOS_DIR } from "./demo-feeds/output-paths.ts";
import { printRunReport } from "./demo-feeds/run-report.ts";
import { offersPerProduct, truthJson } from "./demo-feeds/truth.ts";
import { writeFeeds, writeFresh } from "./demo-feeds/write-outputs.ts";

function main(): void {
  const { truth, feedFiles, summary } = buildFeedFiles();
  writeFeeds(feedFiles);
  mkdirSync(join(FEEDS_DIR, "examples"), { recursive: true });
  writeFileSync(join(FEEDS_DIR, "examples", "bad-rows.csv"), badRowsExample());
  writeFileSync(join(FEEDS_DIR, "merchants.json"), merchantsJson());
  writeFileSync(join(FEEDS_DIR, "demo-truth.json"), truthJson(truth));

  const imageFiles = buildImageFiles();
  writeFresh(IMAGES_DIR, imageFiles, ".svg");
  writeFresh(LOGOS_DIR, logoFiles(MERCHANTS), ".svg");

  const perProduct = offersPerProduct(truth);
  writeFileSync(join(FEEDS_DIR, "README.md"), feedsReadme(truth, perProduct));
  printRunReport(truth, perProduct, summary, Object.keys(imageFiles).length);
}

main();
