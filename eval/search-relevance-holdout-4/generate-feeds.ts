/**
 * Writes feeds/ (one file per merchant) and judgments.json (every feed item's product key, each key's titles and
 * the judged queries' grades by key) from held-out set 4's catalogue and judged queries.
 *
 *   npx tsx eval/search-relevance-holdout-4/generate-feeds.ts
 *
 * Repeatable: the same sources give byte-identical files. Re-run only when the catalogue or a grade was wrong
 * about a product, and say so in README.md (grades are never changed to follow the engine).
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { format, resolveConfig } from "prettier";
import { CATALOGUE } from "./catalogue.ts";
import { feedRows } from "./feed-rows.ts";
import { JUDGED_QUERIES } from "./judged-queries.ts";
import { MERCHANTS } from "./merchants.ts";

const HERE = dirname(fileURLToPath(import.meta.url));

const csvCell = (v: string): string => (/[",\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);

function tsvCell(v: string): string {
  if (/[\t\r\n"]/.test(v)) throw new Error(`tab, newline or quote in a TSV cell: ${v}`);
  return v;
}

async function main(): Promise<void> {
  const keys = new Set<string>();
  for (const p of CATALOGUE) {
    if (keys.has(p.key)) throw new Error(`duplicate key ${p.key}`);
    keys.add(p.key);
  }
  const rows = feedRows();
  mkdirSync(join(HERE, "feeds"), { recursive: true });
  const items: Record<string, string> = {};
  for (const m of MERCHANTS) {
    const mine = rows.filter((r) => r.merchant === m);
    const tsv = m.file.endsWith(".tsv");
    const cell = tsv ? tsvCell : csvCell;
    const sep = tsv ? "\t" : ",";
    const lines = [m.columns.join(sep), ...mine.map((r) => m.columns.map((c) => cell(r.cells[c] ?? "")).join(sep))];
    writeFileSync(join(HERE, "feeds", m.file), lines.join("\n") + "\n");
    for (const r of mine) {
      if (r.cells.title!.length > 150) throw new Error(`title over 150 characters: ${r.cells.title}`);
      items[`${m.slug}|${r.cells.id}`] = r.key;
    }
    console.log(`${m.file}: ${mine.length} items`);
  }
  for (const q of JUDGED_QUERIES)
    for (const key of Object.keys(q.grades))
      if (!keys.has(key)) throw new Error(`query '${q.q}' grades unknown key ${key}`);
  const judgments = {
    merchants: MERCHANTS.map((m) => ({ slug: m.slug, name: m.name, file: m.file, website: m.website })),
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
  // Written in the repository's Prettier style so `prettier --check` passes on the generated file too.
  const out = join(HERE, "judgments.json");
  const options = (await resolveConfig(out)) ?? {};
  writeFileSync(out, await format(JSON.stringify(judgments), { ...options, parser: "json" }));
  console.log(`${CATALOGUE.length} products, ${rows.length} feed rows, ${JUDGED_QUERIES.length} judged queries`);
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
