/**
 * NDCG@10 of the sizes dev set (judged-queries.ts), in-process like tune-holdouts.ts, over copies of the spent
 * held-out sets 5 and 6 (their feeds imported, e.g. `createdb -T tune_h5`). Prints the mean and each query below 1.
 *   npx tsx eval/search-sizes-dev/run.ts <h5-db-url> <h6-db-url> [--all]
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { openDatabase } from "../../server/db/client.server.ts";
import { ensureSearchIndex } from "../../server/search/rebuild-search-index.server.ts";
import { mean } from "../search-relevance-holdout-3/score.ts";
import { gradedSearch } from "../search-relevance/graded-search.ts";
import { catalogueKeysOf } from "../search-relevance/site-offers.ts";
import { SIZE_DEV_QUERIES } from "./judged-queries.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");
const [h5Url, h6Url] = process.argv.slice(2);
const showAll = process.argv.includes("--all");
if (!h5Url || !h6Url) throw new Error("usage: run.ts <h5-db-url> <h6-db-url> [--all]");

const scores: number[] = [];
for (const [set, url] of [
  [5, h5Url],
  [6, h6Url],
] as const) {
  const { items } = JSON.parse(
    readFileSync(path.join(ROOT, `eval/search-relevance-holdout-${set}/judgments.json`), "utf8"),
  ) as { items: Record<string, string> };
  const database = await openDatabase(url);
  try {
    await ensureSearchIndex(database.db);
    const keys = await catalogueKeysOf(database.db, items);
    const known = new Set([...keys.values()].flat());
    for (const j of SIZE_DEV_QUERIES.filter((x) => x.set === set)) {
      for (const key of Object.keys(j.grades)) if (!known.has(key)) throw new Error(`unknown key ${key} in '${j.q}'`);
      const { results, grades, ndcg: score } = await gradedSearch(database.db, j.q, j.grades, keys);
      scores.push(score);
      if (score < 0.999 || showAll) {
        console.log(`- ${score.toFixed(3)} [set ${set}] '${j.q}'`);
        results.slice(0, 5).forEach((r, i) => console.log(`    (${grades[i]}) ${r.name}`));
      }
    }
  } finally {
    await database.close();
  }
}
console.log(`\n== sizes dev set: ${scores.length} queries, NDCG@10 ${mean(scores).toFixed(3)}`);
process.exit(0);
