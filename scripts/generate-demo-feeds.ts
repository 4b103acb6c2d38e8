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
 * re-run produces byte-identical files (scripts/demo-feeds/demo-files.test.ts fails when the
 * committed files differ from what this writes). Nothing here reads the clock or the network.
 * All brands are real manufacturers' names used descriptively; product range names,
 * GTINs, MPNs, prices and the merchants themselves are invented.
 *
 * Outputs (all overwritten; stale files in the owned folders deleted): see demo-feeds/demo-files.ts.
 * data/feeds/examples/ (one bad row per rejection rule, one row per warning) is written by hand and left alone.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { buildDemoFiles, OWNED_FOLDERS } from "./demo-feeds/demo-files.ts";
import { printRunReport } from "./demo-feeds/run-report.ts";

const ROOT = resolve(import.meta.dirname, "..");
const { files, truth, perProduct, summary, imageCount } = buildDemoFiles();
for (const { dir, ext } of OWNED_FOLDERS) {
  mkdirSync(join(ROOT, dir), { recursive: true });
  for (const f of readdirSync(join(ROOT, dir)))
    if (ext.test(f) && !files.has(`${dir}/${f}`)) rmSync(join(ROOT, dir, f));
}
for (const [path, body] of files) {
  mkdirSync(dirname(join(ROOT, path)), { recursive: true });
  writeFileSync(join(ROOT, path), body);
}
printRunReport(truth, perProduct, summary, imageCount);
