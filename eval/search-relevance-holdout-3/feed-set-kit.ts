/**
 * What every held-out set's generator shares (sets 6 and 7 use it): the seeded draw of which merchants stock a
 * product, at what price and in what stock state, and the writing of feeds/ and judgments.json. Each set keeps
 * its own catalogue, merchants and seed, so its output depends on its own files only. Lifted from set 6's
 * feed-rows.ts and generate-feeds.ts unchanged in effect: set 6's feeds and judgments.json stay byte-identical.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { format, resolveConfig } from "prettier";
import type { JudgedQuery } from "./judged-query-kit.ts";
import { gtinFor, hash, random } from "./title-kit.ts";

/** The fields of a catalogue product the draw reads. */
export interface SetProduct {
  key: string;
  price: number;
  brand?: string;
  /** How many merchants stock it (default 2 or 3, drawn from the key). */
  reach?: number;
}

export interface SetMerchant<P> {
  slug: string;
  name: string;
  file: string;
  website: string;
  columns: readonly string[];
  priceLevel: number;
  title(p: P): string;
  description(p: P, title: string): string;
  productType(p: P): string;
  /** Which identity columns this merchant fills. */
  fills: { brand: boolean; gtin: boolean; mpn: boolean };
}

export interface SetRow<P> {
  merchant: SetMerchant<P>;
  key: string;
  cells: Record<string, string>;
}

/** A set's sources: `seed` prefixes every draw ("h6"), `itemId[i]` is merchant i's id for its n-th row. */
export interface FeedSet<P extends SetProduct> {
  seed: string;
  catalogue: readonly P[];
  merchants: readonly SetMerchant<P>[];
  itemId: readonly ((n: number) => string)[];
}

/** Merchant indexes stocking a product: `reach` of them when the catalogue says, else 2 or 3, drawn from the key. */
export function stockistsOf<P extends SetProduct>(set: FeedSet<P>, p: P): number[] {
  const draw = random(hash(`${set.seed}-stock|${p.key}`));
  const reach = p.reach ?? (draw() < 0.4 ? 2 : 3);
  return set.merchants
    .map((_, i) => ({ i, r: draw() }))
    .sort((a, b) => a.r - b.r)
    .slice(0, Math.min(set.merchants.length, reach))
    .map((x) => x.i)
    .sort((a, b) => a - b);
}

export function feedRowsOf<P extends SetProduct>(set: FeedSet<P>): SetRow<P>[] {
  const rows: SetRow<P>[] = [];
  const seen = set.merchants.map(() => 0);
  for (const p of set.catalogue) {
    for (const i of stockistsOf(set, p)) {
      const m = set.merchants[i]!;
      const n = ++seen[i]!;
      const draw = random(hash(`${set.seed}-row|${m.slug}|${p.key}`));
      const price = Math.max(0.2, Math.round(p.price * m.priceLevel * (0.9 + draw() * 0.2) * 100) / 100);
      const title = m.title(p);
      const id = set.itemId[i]!(n);
      const path = title
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, "-")
        .replace(/^-|-$/g, "");
      rows.push({
        merchant: m,
        key: p.key,
        cells: {
          id,
          title,
          description: m.description(p, title),
          link: `${m.website}/product/${path}/${encodeURIComponent(id)}`,
          image_link: `${m.website}/img/${encodeURIComponent(id)}.jpg`,
          price: `${price.toFixed(2)} GBP`,
          availability: draw() < 0.06 ? "out_of_stock" : "in_stock",
          condition: "new",
          brand: m.fills.brand ? (p.brand ?? "") : "",
          gtin: m.fills.gtin && p.brand ? gtinFor(`${set.seed}|${p.key}`) : "",
          mpn:
            m.fills.mpn && p.brand
              ? `${p.brand.slice(0, 3).toUpperCase()}-${(hash(`${set.seed}-mpn|${p.key}`) % 90000) + 10000}`
              : "",
          product_type: m.productType(p),
        },
      });
    }
  }
  return rows;
}

const xmlText = (v: string): string =>
  v.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * An RSS 2.0 feed with every attribute a `g:` element, as architecture.md §4 describes (used for a merchant whose
 * file ends .xml; empty cells are left out, as a merchant's export omits them).
 */
function xmlFeedText<P>(m: SetMerchant<P>, rows: SetRow<P>[]): string {
  const item = (r: SetRow<P>) => [
    "    <item>",
    ...m.columns.filter((c) => (r.cells[c] ?? "") !== "").map((c) => `      <g:${c}>${xmlText(r.cells[c]!)}</g:${c}>`),
    "    </item>",
  ];
  return (
    [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">',
      "  <channel>",
      `    <title>${xmlText(m.name)}</title>`,
      `    <link>${xmlText(m.website)}</link>`,
      ...rows.flatMap(item),
      "  </channel>",
      "</rss>",
    ].join("\n") + "\n"
  );
}

/** One feed file's text: a header of attribute names, one row per item, tab or comma separated (or RSS for .xml). */
function feedText<P>(m: SetMerchant<P>, rows: SetRow<P>[]): string {
  if (m.file.endsWith(".xml")) return xmlFeedText(m, rows);
  const tab = m.file.endsWith(".tsv");
  const cell = (v: string) => {
    if (tab) {
      if (/[\t\r\n"]/.test(v)) throw new Error(`${m.file}: tab, newline or quote in a cell: ${v}`);
      return v;
    }
    return /[",\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v;
  };
  const sep = tab ? "\t" : ",";
  return (
    [m.columns.join(sep), ...rows.map((r) => m.columns.map((c) => cell(r.cells[c] ?? "")).join(sep))].join("\n") + "\n"
  );
}

/** Writes `dir`/feeds/ and `dir`/judgments.json (repeatable: the same sources give byte-identical files). */
export async function writeFeedSet<P extends SetProduct>(
  dir: string,
  set: FeedSet<P>,
  rows: SetRow<P>[],
  queries: readonly JudgedQuery[],
): Promise<void> {
  const keys = new Set(set.catalogue.map((p) => p.key));
  if (keys.size !== set.catalogue.length) throw new Error("duplicate catalogue key");
  const items: Record<string, string> = {};
  mkdirSync(join(dir, "feeds"), { recursive: true });
  for (const m of set.merchants) {
    const mine = rows.filter((r) => r.merchant === m);
    for (const r of mine) {
      if (r.cells.title!.length > 150) throw new Error(`title over 150 characters: ${r.cells.title}`);
      items[`${m.slug}|${r.cells.id}`] = r.key;
    }
    writeFileSync(join(dir, "feeds", m.file), feedText(m, mine));
    console.log(`${m.file}: ${mine.length} items`);
  }
  const seenQueries = new Set<string>();
  for (const j of queries) {
    if (seenQueries.has(j.q)) throw new Error(`query written twice: '${j.q}'`);
    seenQueries.add(j.q);
  }
  const judgments = {
    merchants: set.merchants.map(({ slug, name, file, website }) => ({ slug, name, file, website })),
    products: set.catalogue.length,
    items,
    titles: Object.fromEntries(
      set.catalogue.map((p) => [
        p.key,
        rows.filter((r) => r.key === p.key).map((r) => `${r.merchant.slug}: ${r.cells.title}`),
      ]),
    ),
    queries,
  };
  // In the repository's Prettier style, so `prettier --check` passes on the generated file too.
  const out = join(dir, "judgments.json");
  writeFileSync(
    out,
    await format(JSON.stringify(judgments), { ...((await resolveConfig(out)) ?? {}), parser: "json" }),
  );
  console.log(`${set.catalogue.length} products, ${rows.length} feed rows, ${queries.length} judged queries`);
}
