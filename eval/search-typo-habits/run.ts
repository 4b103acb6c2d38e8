/**
 * NDCG@10 of the typing-habits misspelling dev set in-process, over copies of held-out sets 10, 11, 13 and 14's
 * imported tuning databases (`createdb -T tune_h<n> <lane>_h<n>`), with the grades and maths of the held-out sets'
 * run.ts (eval/search-relevance-holdout-3/score.ts):
 *   npx tsx eval/search-typo-habits/run.ts <h10-db-url> <h11-db-url> <h13-db-url> <h14-db-url> [--all]
 * Prints, per set, each query under 0.999 (every query with --all) with its figure, its habits and its top five;
 * then each set's mean, the overall mean over all queries, and per habit how many queries fall under 0.999.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { openDatabase } from "../../server/db/client.server.ts";
import { ensureSearchIndex } from "../../server/search/rebuild-search-index.server.ts";
import { searchProducts } from "../../server/search/search-products.server.ts";
import { catalogueKeysOf } from "../search-relevance/site-offers.ts";
import { mean, ndcgAt, productGrade } from "../search-relevance-holdout-3/score.ts";
import { type Habit, HABITS } from "./habits.ts";
import { SETS } from "./sets.ts";

const urls = process.argv.slice(2).filter((a) => !a.startsWith("--"));
if (urls.length !== SETS.length)
  throw new Error("usage: run.ts <h10-db-url> <h11-db-url> <h13-db-url> <h14-db-url> [--all]");
const all = process.argv.includes("--all");

const perSet: { set: number; figure: number; count: number }[] = [];
const figures: number[] = [];
const byHabit = new Map<Habit, { queries: number; misses: number }>(
  (Object.keys(HABITS) as Habit[]).map((h) => [h, { queries: 0, misses: 0 }]),
);
let two = { queries: 0, misses: 0 };

for (const [i, { set, queries }] of SETS.entries()) {
  const file = path.resolve(import.meta.dirname, `../search-relevance-holdout-${set}/judgments.json`);
  const items = (JSON.parse(readFileSync(file, "utf8")) as { items: Record<string, string> }).items;
  const database = await openDatabase(urls[i]!);
  await ensureSearchIndex(database.db);
  const keys = await catalogueKeysOf(database.db, items);
  const setFigures: number[] = [];
  console.log(`== set ${set}`);
  for (const { q, grades, habits } of queries) {
    const res = await searchProducts(database.db, { q, sort: "relevance", category: null, limit: 10, offset: 0 });
    const got = res.results.map((r) => productGrade(keys.get(r.id) ?? [], grades));
    const figure = ndcgAt(
      got,
      [...keys.values()].map((k) => productGrade(k, grades)),
    );
    setFigures.push(figure);
    const miss = figure < 0.999;
    for (const h of new Set(habits)) {
      const tally = byHabit.get(h)!;
      tally.queries++;
      if (miss) tally.misses++;
    }
    if (habits.length > 1) two = { queries: two.queries + 1, misses: two.misses + (miss ? 1 : 0) };
    if (!all && !miss) continue;
    console.log(`${figure.toFixed(3)} '${q}' [${habits.join(", ")}]`);
    res.results.slice(0, 5).forEach((r, j) => console.log(`    (${got[j]}) ${r.name}`));
  }
  await database.close();
  perSet.push({ set, figure: mean(setFigures), count: setFigures.length });
  figures.push(...setFigures);
}

console.log("\nper set:");
for (const { set, figure, count } of perSet) console.log(`  set ${set}: ${figure.toFixed(3)} over ${count} queries`);
console.log(`typo-habits dev set: ${mean(figures).toFixed(3)} over ${figures.length} queries`);
console.log("\nqueries under 0.999 by habit (a query with two habits counts under each):");
for (const [h, { queries, misses }] of byHabit) console.log(`  ${h.padEnd(14)} ${misses} of ${queries}`);
console.log(`  ${"two in one".padEnd(14)} ${two.misses} of ${two.queries}`);
process.exit(0);
