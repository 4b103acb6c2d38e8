// @ts-nocheck
/* eslint-disable */
// Holdout matching set 14: fictional UK builders' merchant feeds with ground-truth product labels.
// Run: cd /work/main && npx tsx eval/matching-holdout-14/generate.ts
// Deterministic (string-seeded PRNG, no clock, no Math.random). Everything is written to a staging
// directory, re-read and verified there, and only then renamed into place.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PRODUCTS_A } from "./products-a.ts";
import { PRODUCTS_B } from "./products-b.ts";
import { MERCHANTS, CATS, CAT_NAME } from "./merchants.ts";
import { assign, buildRows, renderFeed, IMAGE_ORIGIN } from "./feeds.ts";
import { verify } from "./verify.ts";

const DIR = path.dirname(fileURLToPath(import.meta.url));
const STAGE = path.join(DIR, ".staging");

const products = [...PRODUCTS_A, ...PRODUCTS_B];
const keys = new Set();
for (const p of products) {
  if (keys.has(p.key)) throw new Error("duplicate product key " + p.key);
  if (!CATS.includes(p.cat)) throw new Error("bad category " + p.cat);
  keys.add(p.key);
}

const assignment = assign(products, MERCHANTS);
const outputs = {}; // file name -> content
const truth = {};
const fieldsByRow = {};
const rowsPer = {};
const catRows = Object.fromEntries(CATS.map((c) => [c, 0]));
for (const m of MERCHANTS) {
  const rows = buildRows(m, products, assignment);
  rowsPer[m.slug] = rows.length;
  for (const row of rows) {
    const tk = `${m.slug}:${row.fields.id}`;
    if (truth[tk]) throw new Error("duplicate row id " + tk);
    truth[tk] = row.key;
    fieldsByRow[tk] = row.fields;
    catRows[row.cat]++;
  }
  outputs[m.file] = renderFeed(m, rows);
}

const sortObj = (o) =>
  Object.fromEntries(
    Object.keys(o)
      .sort()
      .map((k) => [k, o[k]]),
  );
outputs["merchants.json"] =
  JSON.stringify(
    {
      imageOrigin: IMAGE_ORIGIN,
      merchants: MERCHANTS.map((m) => ({
        slug: m.slug,
        name: m.name,
        websiteUrl: `https://www.${m.slug}.example/`,
        verified: false,
        feed: m.file,
      })),
    },
    null,
    2,
  ) + "\n";
outputs["demo-truth.json"] = JSON.stringify(sortObj(truth), null, 2) + "\n";
const categories = sortObj(Object.fromEntries(products.map((p) => [p.key, p.cat])));
outputs["categories.json"] = JSON.stringify(categories, null, 2) + "\n";

const totalRows = Object.values(rowsPer).reduce((a, b) => a + b, 0);
const catProducts = Object.fromEntries(CATS.map((c) => [c, products.filter((p) => p.cat === c).length]));
const gtinRows = Object.values(fieldsByRow).filter((f) => f.gtin).length;
const mpnRows = Object.values(fieldsByRow).filter((f) => f.mpn).length;
const sellers = products.map((p) => assignment.get(p.key).length);
const hist = [2, 3, 4, 5, 6, 7].map((k) => `${k}: ${sellers.filter((x) => x === k).length}`).join(", ");
const FORMAT = { tsv: "TSV", csv: "CSV", xml: "RSS 2.0 XML (g:)" };
const pct = (n) => ((100 * n) / totalRows).toFixed(1) + "%";

outputs["README.md"] = `# matching-holdout-14

Independent, labelled evaluation set for product matching: Google Merchant Center feeds of ${MERCHANTS.length} fictional UK
builders' merchants. Every feed row is labelled with the true product it offers. Written without reference to the matcher.

## Totals

- Merchants: ${MERCHANTS.length}
- Feed rows: ${totalRows}
- True products: ${products.length} (sellers per product — ${hist})
- Rows with a GTIN (valid EAN-13): ${gtinRows} (${pct(gtinRows)}); rows with an MPN: ${mpnRows} (${pct(mpnRows)})

## Files

- \`merchants.json\` — merchants, their feed files and the image origin (\`${IMAGE_ORIGIN}\`).
- one feed per merchant (below).
- \`demo-truth.json\` — \`"<merchant-slug>:<row id>"\` → true product key, for every feed row.
- \`categories.json\` — true product key → category slug.
- \`generate.ts\` and the modules it imports (\`text.ts\`, \`brands.ts\`, \`products-a.ts\`, \`products-b.ts\`, \`merchants.ts\`, \`feeds.ts\`, \`verify.ts\`).

## Merchants

| slug | name | format | file | rows |
|---|---|---|---|---|
${MERCHANTS.map((m) => `| ${m.slug} | ${m.name} | ${FORMAT[m.format]}${m.bom ? ", BOM" : ""}${m.format !== "xml" ? (m.crlf ? ", CRLF" : ", LF") : ""} | ${m.file} | ${rowsPer[m.slug]} |`).join("\n")}

## Categories

| category | true products | rows |
|---|---|---|
${CATS.map((c) => `| ${c} | ${catProducts[c]} | ${catRows[c]} |`).join("\n")}

## What makes it hard (on purpose, but fair)

- Each merchant has its own consistent style: clean "Brand Range Size" titles (brindley-yard); ALL-CAPS ERP titles with
  brand abbreviations and codes (cobbold-bm); imperial/trade sizes such as \`4x2 x 16ft\` or \`8' x 4' x 1/2"\` (wrenfield);
  keyword-stuffed titles with shop talk (sitepro-direct); size and colour only in the \`size\`/\`color\` attributes and the
  parent company as brand (greystoke-merchants); size-first word order with the brand last (pennant-dalby); informal
  lower-case titles with typos, misspelt or missing brands (hobb-and-sons); comma-separated titles and own-label
  commodities (lydgate-supplies); landscaping-style titles (stonecrop).
- Commodities (sand, aggregates, CLS/C16/C24 timber, PAR, plywood, MDF, mouldings, engineering bricks, DPC, lead) are
  sold unbranded or under merchants' own labels and must be matched on their specification.
- Look-alikes are separate true products: other thickness/size/length, pack or pallet vs single, strength (NHL 3.5 vs 5,
  3.6N vs 7N), colour, grade (C16 vs C24), treatment (green vs brown), profile (torus vs ogee, tapered vs square edge,
  solid vs perforated), bag type (paper vs plastic), thermal grade (Loft Roll 44 vs 40), and other ranges of one maker.
- GTINs and MPNs appear on a minority of rows; where given they are consistent for a true product.

## Regenerate

\`\`\`
cd /work/main && npx tsx eval/matching-holdout-14/generate.ts
\`\`\`

The generator is deterministic: it uses only Node built-ins and a string-seeded PRNG. It writes every output to
\`.staging/\`, re-reads and verifies the files there (every row labelled, valid EAN-13 check digits, consistent
GTIN/MPN, every true product sold by 2–7 merchants, no merchant listing a true product twice, row counts, field
round-trip through CSV/TSV/XML escaping), and only then renames them into this directory.
`;

// ---- write to staging, verify, then move into place ----
fs.rmSync(STAGE, { recursive: true, force: true });
fs.mkdirSync(STAGE);
for (const [name, content] of Object.entries(outputs)) fs.writeFileSync(path.join(STAGE, name), content);

const stats = verify(STAGE, {}, { cats: CATS, rowsPer, totalRows, fields: fieldsByRow });

for (const name of Object.keys(outputs)) fs.renameSync(path.join(STAGE, name), path.join(DIR, name));
fs.rmSync(STAGE, { recursive: true, force: true });

console.log(
  `matching-holdout-14: ${stats.total} rows, ${stats.products} true products, ${MERCHANTS.length} merchants; gtin rows ${stats.gtinRows}, mpn rows ${stats.mpnRows}`,
);
for (const m of MERCHANTS) console.log(`  ${m.slug.padEnd(22)} ${m.file.padEnd(26)} ${rowsPer[m.slug]}`);
for (const c of CATS)
  console.log(`  ${c.padEnd(22)} products ${String(catProducts[c]).padStart(3)}  rows ${catRows[c]}`);
