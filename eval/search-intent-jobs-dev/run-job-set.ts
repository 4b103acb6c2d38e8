/**
 * The runner both job-sentence dev sets share (eval/search-intent-jobs-dev/, -dev-2/): NDCG@10 of each sentence
 * in-process over two held-out sets' imported databases, with the same maths as the held-out runs. Prints each
 * catalogue's mean, the mean of both, and the worst sentences with their top five (`--worst N`); `--json out.json`
 * writes every figure by "set|query".
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { openDatabase } from "../../server/db/client.server.ts";
import { ensureSearchIndex } from "../../server/search/rebuild-search-index.server.ts";
import { searchProducts } from "../../server/search/search-products.server.ts";
import { catalogueKeysOf } from "../search-relevance/site-offers.ts";
import { mean, ndcgAt } from "../search-relevance-holdout-3/score.ts";

export interface JobQuery {
  q: string;
  grades: readonly (readonly [RegExp, number])[];
}

/** A product's grade: the best grade of any pattern one of its keys matches. */
function gradeOf(keys: readonly string[], query: JobQuery): number {
  let best = 0;
  for (const key of keys)
    for (const [pattern, grade] of query.grades) if (pattern.test(key)) best = Math.max(best, grade);
  return best;
}

/** `sets`: the two held-out set numbers whose catalogues the sentences were written over, in command-line order. */
export async function runJobSet(sets: readonly [string, string], queries: readonly JobQuery[]): Promise<void> {
  const urls = process.argv.slice(2, 4);
  const usage = `usage: run.ts <h${sets[0]}-db-url> <h${sets[1]}-db-url> [--worst N] [--json out.json]`;
  if (urls.length < 2 || urls.some((u) => u.startsWith("--"))) throw new Error(usage);
  const option = (name: string) => {
    const at = process.argv.indexOf(name);
    return at < 0 ? undefined : process.argv[at + 1];
  };
  const worst = Number(option("--worst") ?? 0);
  const jsonOut = option("--json");

  const rows: { set: string; q: string; figure: number; top: string[] }[] = [];
  for (const [i, set] of sets.entries()) {
    const file = path.resolve(import.meta.dirname, `../search-relevance-holdout-${set}/judgments.json`);
    const items = (JSON.parse(readFileSync(file, "utf8")) as { items: Record<string, string> }).items;
    const database = await openDatabase(urls[i]!);
    await ensureSearchIndex(database.db);
    const keys = await catalogueKeysOf(database.db, items);
    for (const query of queries) {
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
      rows.push({ set, q: query.q, figure, top: res.results.slice(0, 5).map((r, j) => `(${got[j]}) ${r.name}`) });
    }
    await database.close();
  }
  for (const row of [...rows].sort((a, b) => a.figure - b.figure).slice(0, worst)) {
    console.log(`${row.figure.toFixed(3)} [${row.set}] '${row.q}'`);
    for (const line of row.top) console.log(`    ${line}`);
  }
  for (const set of sets)
    console.log(`set ${set} catalogue: ${mean(rows.filter((r) => r.set === set).map((r) => r.figure)).toFixed(3)}`);
  const empty = rows.filter((r) => r.top.length === 0).length;
  console.log(
    `job dev set: ${mean(rows.map((r) => r.figure)).toFixed(3)} over ${rows.length} (${queries.length} sentences × 2), ${empty} empty`,
  );
  if (jsonOut)
    writeFileSync(jsonOut, JSON.stringify(Object.fromEntries(rows.map((r) => [`${r.set}|${r.q}`, r.figure])), null, 1));
}
