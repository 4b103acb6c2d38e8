/**
 * NDCG@10 of the problem and want dev set (judged-queries.ts) in-process, over held-out sets 20 and 22's imported
 * databases, with set 9's grading maths:
 *   npx tsx eval/search-want-dev/run.ts <h20-db-url> <h22-db-url> [--all]
 * Prints each set's mean, both together, and per query its figure and top three (under 0.999 unless --all).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { openDatabase } from "../../server/db/client.server.ts";
import { ensureSearchIndex } from "../../server/search/rebuild-search-index.server.ts";
import { searchProducts } from "../../server/search/search-products.server.ts";
import { catalogueKeysOf } from "../search-relevance/site-offers.ts";
import { mean, ndcgAt, productGrade } from "../search-relevance-holdout-3/score.ts";
import { WANT_QUERIES } from "./judged-queries.ts";

const [urlA, urlB] = process.argv.slice(2);
if (!urlA || !urlB) throw new Error("usage: run.ts <h20-db-url> <h22-db-url> [--all]");
const all = process.argv.includes("--all");

/** The grades of one catalogue's keys: the best pattern each key matches. */
function gradesFor(keys: readonly string[], patterns: Readonly<Record<string, number>>): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [pattern, grade] of Object.entries(patterns)) {
    const re = new RegExp(pattern);
    for (const key of keys) if (re.test(key)) out[key] = Math.max(out[key] ?? 0, grade);
  }
  return out;
}

const everything: number[] = [];
for (const [set, url] of [
  [20, urlA],
  [22, urlB],
] as const) {
  const file = path.resolve(import.meta.dirname, `../search-relevance-holdout-${set}/judgments.json`);
  const judged = JSON.parse(readFileSync(file, "utf8")) as {
    items: Record<string, string>;
    titles: Record<string, unknown>;
  };
  const catalogue = Object.keys(judged.titles);
  const database = await openDatabase(url);
  await ensureSearchIndex(database.db);
  const keys = await catalogueKeysOf(database.db, judged.items);
  const figures: number[] = [];
  for (const { q, grades: patterns } of WANT_QUERIES) {
    const grades = gradesFor(catalogue, patterns);
    if (Object.keys(grades).length === 0) continue;
    const res = await searchProducts(database.db, { q, sort: "relevance", category: null, limit: 10, offset: 0 });
    const got = res.results.map((r) => productGrade(keys.get(r.id) ?? [], grades));
    const figure = ndcgAt(
      got,
      [...keys.values()].map((k) => productGrade(k, grades)),
    );
    figures.push(figure);
    if (!all && figure >= 0.999) continue;
    console.log(`${set} ${figure.toFixed(3)} '${q}'`);
    res.results.slice(0, 3).forEach((r, i) => console.log(`    (${got[i]}) ${r.name}`));
  }
  everything.push(...figures);
  console.log(`set ${set}: ${mean(figures).toFixed(3)} over ${figures.length} queries\n`);
  await database.close();
}
console.log(`want dev set: ${mean(everything).toFixed(3)} over ${everything.length} queries`);
process.exit(0);
