/**
 * NDCG@10 of the problem-sentence dev set (judged-queries.ts) in-process, over held-out sets 19 and 21's imported
 * databases, with set 9's grading maths:
 *   npx tsx eval/search-problem-dev/run.ts <h19-db-url> <h21-db-url> [--all]
 * Prints each set's mean, both together, and per query its figure and top three (under 0.999 unless --all).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { openDatabase } from "../../server/db/client.server.ts";
import { ensureSearchIndex } from "../../server/search/rebuild-search-index.server.ts";
import { searchProducts } from "../../server/search/search-products.server.ts";
import { catalogueKeysOf } from "../search-relevance/site-offers.ts";
import { mean, ndcgAt, productGrade } from "../search-relevance-holdout-3/score.ts";
import { PROBLEM_QUERIES } from "./judged-queries.ts";

const [url19, url21] = process.argv.slice(2);
if (!url19 || !url21) throw new Error("usage: run.ts <h19-db-url> <h21-db-url> [--all]");
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
  [19, url19],
  [21, url21],
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
  for (const { q, grades: patterns } of PROBLEM_QUERIES) {
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
console.log(`problem dev set: ${mean(everything).toFixed(3)} over ${everything.length} queries`);
process.exit(0);
