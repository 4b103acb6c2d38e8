/**
 * NDCG@10 of the second job-sentence dev set (judged-queries.ts) in-process, over held-out sets 20 and 22's imported
 * databases (`… setup-databases.sh … 20 22`), with the same maths as the held-out runs:
 *   npx tsx eval/search-intent-jobs-dev/run.ts <h20-db-url> <h22-db-url> [--worst N] [--json out.json]
 * Prints each catalogue's mean, the mean of both, and the worst sentences with their top five.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { openDatabase } from "../../server/db/client.server.ts";
import { ensureSearchIndex } from "../../server/search/rebuild-search-index.server.ts";
import { searchProducts } from "../../server/search/search-products.server.ts";
import { catalogueKeysOf } from "../search-relevance/site-offers.ts";
import { mean, ndcgAt } from "../search-relevance-holdout-3/score.ts";
import { JOB_QUERIES, type JobQuery } from "./judged-queries.ts";

const [u20, u22] = process.argv.slice(2);
if (!u20 || !u22) throw new Error("usage: run.ts <h20-db-url> <h22-db-url> [--worst N] [--json out.json]");
const option = (name: string) => {
  const at = process.argv.indexOf(name);
  return at < 0 ? undefined : process.argv[at + 1];
};
const worst = Number(option("--worst") ?? 0);
const jsonOut = option("--json");

/** A product's grade: the best grade of any pattern one of its keys matches. */
function gradeOf(keys: readonly string[], query: JobQuery): number {
  let best = 0;
  for (const key of keys)
    for (const [pattern, grade] of query.grades) if (pattern.test(key)) best = Math.max(best, grade);
  return best;
}

const rows: { set: string; q: string; figure: number; top: string[] }[] = [];
for (const [set, url] of [
  ["20", u20],
  ["22", u22],
] as const) {
  const file = path.resolve(import.meta.dirname, `../search-relevance-holdout-${set}/judgments.json`);
  const items = (JSON.parse(readFileSync(file, "utf8")) as { items: Record<string, string> }).items;
  const database = await openDatabase(url);
  await ensureSearchIndex(database.db);
  const keys = await catalogueKeysOf(database.db, items);
  for (const query of JOB_QUERIES) {
    const res = await searchProducts(database.db, {
      q: query.q,
      sort: "relevance",
      category: null,
      limit: 10,
      offset: 0,
    });
    const got = res.results.map((r) => gradeOf(keys.get(r.id) ?? [], query));
    const figure = ndcgAt(
      got,
      [...keys.values()].map((k) => gradeOf(k, query)),
    );
    rows.push({ set, q: query.q, figure, top: res.results.slice(0, 5).map((r, i) => `(${got[i]}) ${r.name}`) });
  }
  await database.close();
}
for (const row of [...rows].sort((a, b) => a.figure - b.figure).slice(0, worst)) {
  console.log(`${row.figure.toFixed(3)} [${row.set}] '${row.q}'`);
  for (const line of row.top) console.log(`    ${line}`);
}
for (const set of ["20", "22"])
  console.log(`set ${set} catalogue: ${mean(rows.filter((r) => r.set === set).map((r) => r.figure)).toFixed(3)}`);
const empty = rows.filter((r) => r.top.length === 0).length;
console.log(
  `job dev set: ${mean(rows.map((r) => r.figure)).toFixed(3)} over ${rows.length} (${JOB_QUERIES.length} sentences × 2), ${empty} empty`,
);
if (jsonOut)
  writeFileSync(jsonOut, JSON.stringify(Object.fromEntries(rows.map((r) => [`${r.set}|${r.q}`, r.figure])), null, 1));
process.exit(0);
