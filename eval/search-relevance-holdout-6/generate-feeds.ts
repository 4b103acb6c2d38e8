/**
 * Writes feeds/ (one Google Merchant Center text feed per merchant) and judgments.json (each feed item's
 * catalogue key, each key's titles, the judged queries) from held-out set 6's sources.
 *
 *   npx tsx eval/search-relevance-holdout-6/generate-feeds.ts
 *
 * Repeatable: the same sources give byte-identical files. Re-run only when the catalogue or a grade was wrong
 * about a product, and record it in README.md (grades never follow the engine).
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { format, resolveConfig } from "prettier";
import { CATALOGUE } from "./catalogue.ts";
import { feedRows, type FeedRow } from "./feed-rows.ts";
import { JUDGED_QUERIES } from "./judged-queries.ts";
import { MERCHANTS, type Merchant } from "./merchants.ts";

const HERE = dirname(fileURLToPath(import.meta.url));

/** One feed file's text: a header of attribute names, one row per item, tab or comma separated. */
function feedText(m: Merchant, rows: FeedRow[]): string {
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

async function main(): Promise<void> {
  const keys = new Set(CATALOGUE.map((p) => p.key));
  if (keys.size !== CATALOGUE.length) throw new Error("duplicate catalogue key");
  const rows = feedRows();
  const items: Record<string, string> = {};
  mkdirSync(join(HERE, "feeds"), { recursive: true });
  for (const m of MERCHANTS) {
    const mine = rows.filter((r) => r.merchant === m);
    for (const r of mine) {
      if (r.cells.title!.length > 150) throw new Error(`title over 150 characters: ${r.cells.title}`);
      items[`${m.slug}|${r.cells.id}`] = r.key;
    }
    writeFileSync(join(HERE, "feeds", m.file), feedText(m, mine));
    console.log(`${m.file}: ${mine.length} items`);
  }
  const seenQueries = new Set<string>();
  for (const j of JUDGED_QUERIES) {
    if (seenQueries.has(j.q)) throw new Error(`query written twice: '${j.q}'`);
    seenQueries.add(j.q);
  }
  const judgments = {
    merchants: MERCHANTS.map(({ slug, name, file, website }) => ({ slug, name, file, website })),
    products: CATALOGUE.length,
    items,
    titles: Object.fromEntries(
      CATALOGUE.map((p) => [
        p.key,
        rows.filter((r) => r.key === p.key).map((r) => `${r.merchant.slug}: ${r.cells.title}`),
      ]),
    ),
    queries: JUDGED_QUERIES,
  };
  // In the repository's Prettier style, so `prettier --check` passes on the generated file too.
  const out = join(HERE, "judgments.json");
  writeFileSync(
    out,
    await format(JSON.stringify(judgments), { ...((await resolveConfig(out)) ?? {}), parser: "json" }),
  );
  console.log(`${CATALOGUE.length} products, ${rows.length} feed rows, ${JUDGED_QUERIES.length} judged queries`);
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
