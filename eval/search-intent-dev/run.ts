/**
 * NDCG@10 of the fresh intent dev set (judged-queries.ts) in-process, over a copy of held-out set 9's imported
 * database (`createdb -T tune_h9 <lane>_h9`), with the same grades and maths as set 9's run.ts:
 *   npx tsx eval/search-intent-dev/run.ts <h9-db-url> [--all]
 * Prints the mean and, per query, its figure and top five (only those under 0.999 unless --all).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { openDatabase } from "../../server/db/client.server.ts";
import { ensureSearchIndex } from "../../server/search/rebuild-search-index.server.ts";
import { searchProducts } from "../../server/search/search-products.server.ts";
import { catalogueKeysOf } from "../search-relevance/site-offers.ts";
import { mean, ndcgAt, productGrade } from "../search-relevance-holdout-3/score.ts";
import { DEV_QUERIES } from "./judged-queries.ts";

const url = process.argv[2];
if (!url) throw new Error("usage: run.ts <h9-db-url> [--all]");
const all = process.argv.includes("--all");
const file = path.resolve(import.meta.dirname, "../search-relevance-holdout-9/judgments.json");
const items = (JSON.parse(readFileSync(file, "utf8")) as { items: Record<string, string> }).items;

const database = await openDatabase(url);
await ensureSearchIndex(database.db);
const keys = await catalogueKeysOf(database.db, items);
const figures: number[] = [];
for (const { q, grades } of DEV_QUERIES) {
  const res = await searchProducts(database.db, { q, sort: "relevance", category: null, limit: 10, offset: 0 });
  const got = res.results.map((r) => productGrade(keys.get(r.id) ?? [], grades));
  const figure = ndcgAt(
    got,
    [...keys.values()].map((k) => productGrade(k, grades)),
  );
  figures.push(figure);
  if (!all && figure >= 0.999) continue;
  console.log(`${figure.toFixed(3)} '${q}'`);
  res.results.slice(0, 5).forEach((r, i) => console.log(`    (${got[i]}) ${r.name}`));
}
console.log(`\nintent dev set: ${mean(figures).toFixed(3)} over ${figures.length} queries`);
await database.close();
process.exit(0);
