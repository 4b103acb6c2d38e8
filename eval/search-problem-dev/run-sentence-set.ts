/**
 * The runner the problem and want dev sets share (eval/search-problem-dev/, eval/search-want-dev/): NDCG@10 of each
 * sentence in-process over two held-out sets' imported databases, with set 9's grading maths (key patterns as
 * regular-expression texts). Prints each set's mean, both together, and per query its figure and top three (under
 * 0.999 unless `--all`). A sentence none of whose patterns names a product of a catalogue is not scored there.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { openDatabase } from "../../server/db/client.server.ts";
import { ensureSearchIndex } from "../../server/search/rebuild-search-index.server.ts";
import { searchProducts } from "../../server/search/search-products.server.ts";
import { catalogueKeysOf } from "../search-relevance/site-offers.ts";
import { mean, ndcgAt, productGrade } from "../search-relevance-holdout-3/score.ts";

export interface SentenceQuery {
  q: string;
  grades: Record<string, number>;
}

/** The grades of one catalogue's keys: the best pattern each key matches. */
function gradesFor(keys: readonly string[], patterns: Readonly<Record<string, number>>): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [pattern, grade] of Object.entries(patterns)) {
    const re = new RegExp(pattern);
    for (const key of keys) if (re.test(key)) out[key] = Math.max(out[key] ?? 0, grade);
  }
  return out;
}

/** `label` names the set in its last line; `sets`: the two held-out set numbers, in command-line order. */
export async function runSentenceSet(
  label: string,
  sets: readonly [number, number],
  queries: readonly SentenceQuery[],
): Promise<void> {
  const urls = process.argv.slice(2, 4);
  if (urls.length < 2 || urls.some((u) => u.startsWith("--")))
    throw new Error(`usage: run.ts <h${sets[0]}-db-url> <h${sets[1]}-db-url> [--all]`);
  const all = process.argv.includes("--all");
  const everything: number[] = [];
  for (const [i, set] of sets.entries()) {
    const file = path.resolve(import.meta.dirname, `../search-relevance-holdout-${set}/judgments.json`);
    const judged = JSON.parse(readFileSync(file, "utf8")) as {
      items: Record<string, string>;
      titles: Record<string, unknown>;
    };
    const catalogue = Object.keys(judged.titles);
    const database = await openDatabase(urls[i]!);
    await ensureSearchIndex(database.db);
    const keys = await catalogueKeysOf(database.db, judged.items);
    const figures: number[] = [];
    for (const { q, grades: patterns } of queries) {
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
      res.results.slice(0, 3).forEach((r, j) => console.log(`    (${got[j]}) ${r.name}`));
    }
    everything.push(...figures);
    console.log(`set ${set}: ${mean(figures).toFixed(3)} over ${figures.length} queries\n`);
    await database.close();
  }
  console.log(`${label}: ${mean(everything).toFixed(3)} over ${everything.length} queries`);
}
