/**
 * The runner both vocabulary dev sets share (eval/search-vocab-dev/run.ts, eval/search-vocab-dev-2/run.ts):
 * NDCG@10 in-process over the imported databases of the spent held-out sets a set grades against, with the same
 * grade maths as the held-out sets (held-out set 3's score.ts) and the dev runners (eval/search-syngen-dev,
 * eval/search-intent-dev): a site product's grade is the best grade among the catalogue keys of its feed rows, and
 * the ideal list is drawn from every graded product of that set's catalogue.
 * Arguments: one database URL per set, in the set's order, then `--worst N` (the N lowest queries with their top
 * five) or `--check` (no figures: every graded key must be a product of its set's database; run it after an
 * import; it does not search). Prints the overall figure, per kind, per set and per kind within each set (only the
 * kinds a set has), and, for a set whose queries carry a sub-kind (eval/search-intent-dev-2), per sub-kind overall
 * and within each set.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { openDatabase } from "../../server/db/client.server.ts";
import { ensureSearchIndex } from "../../server/search/rebuild-search-index.server.ts";
import { searchProducts } from "../../server/search/search-products.server.ts";
import { catalogueKeysOf } from "../search-relevance/site-offers.ts";
import { mean, ndcgAt, productGrade } from "../search-relevance-holdout-3/score.ts";
import { VOCAB_KINDS, type VocabQuery } from "./vocab-kit.ts";

const FIRST_PAGE = { sort: "relevance", category: null, limit: 10, offset: 0 } as const;

interface Scored {
  query: VocabQuery<number>;
  ndcg: number;
  top: string[];
}

function itemsOf(set: number): Record<string, string> {
  const file = path.resolve(import.meta.dirname, `../search-relevance-holdout-${set}/judgments.json`);
  return (JSON.parse(readFileSync(file, "utf8")) as { items: Record<string, string> }).items;
}

/** --check: every graded key of the set's queries must be a product of its database. */
async function checkSet(set: number, url: string, queries: readonly VocabQuery<number>[]): Promise<string[]> {
  const database = await openDatabase(url);
  try {
    const keys = await catalogueKeysOf(database.db, itemsOf(set));
    const present = new Set([...keys.values()].flat());
    const missing: string[] = [];
    for (const query of queries.filter((q) => q.set === set))
      for (const key of Object.keys(query.grades))
        if (!present.has(key)) missing.push(`set ${set} '${query.q}': ${key}`);
    return missing;
  } finally {
    await database.close();
  }
}

async function runSet(set: number, url: string, queries: readonly VocabQuery<number>[]): Promise<Scored[]> {
  const database = await openDatabase(url);
  const out: Scored[] = [];
  try {
    await ensureSearchIndex(database.db);
    const keys = await catalogueKeysOf(database.db, itemsOf(set));
    for (const query of queries.filter((q) => q.set === set)) {
      const { results } = await searchProducts(database.db, { ...FIRST_PAGE, q: query.q });
      const got = results.map((r) => productGrade(keys.get(r.id) ?? [], query.grades));
      const ndcg = ndcgAt(
        got,
        [...keys.values()].map((k) => productGrade(k, query.grades)),
      );
      out.push({ query, ndcg, top: results.slice(0, 5).map((r, i) => `(${got[i]}) ${r.name}`) });
    }
  } finally {
    await database.close();
  }
  return out;
}

/** A second grouping of a set's queries (e.g. the intent dev set's problem / job / want / question). */
export interface SubKinds<Q> {
  names: readonly string[];
  of: (query: Q) => string;
}

/** Runs a vocabulary dev set from the command line; `label` ("vocab dev") heads its lines. Exits the process. */
export async function runVocabSet<Q extends VocabQuery<number>>(
  label: string,
  sets: readonly number[],
  queries: readonly Q[],
  subKinds?: SubKinds<Q>,
): Promise<never> {
  const argv = process.argv.slice(2);
  const urls = argv.filter((a, i) => !a.startsWith("--") && !(i > 0 && argv[i - 1] === "--worst"));
  if (urls.length !== sets.length)
    throw new Error(`usage: run.ts ${sets.map((s) => `<h${s}-url>`).join(" ")} [--worst N] [--check]`);
  const worst = argv.includes("--worst") ? Number(argv[argv.indexOf("--worst") + 1]) : 0;

  if (argv.includes("--check")) {
    const missing: string[] = [];
    for (const [i, set] of sets.entries()) missing.push(...(await checkSet(set, urls[i]!, queries)));
    const graded = queries.reduce((n, q) => n + Object.keys(q.grades).length, 0);
    console.log(`${label} check: ${queries.length} queries, ${graded} graded keys, ${missing.length} missing`);
    for (const m of missing) console.log(`  missing: ${m}`);
    process.exit(missing.length > 0 ? 1 : 0);
  }

  const results: Scored[] = [];
  for (const [i, set] of sets.entries()) results.push(...(await runSet(set, urls[i]!, queries)));
  const fig = (rows: Scored[]) => `${mean(rows.map((r) => r.ndcg)).toFixed(3)} (${rows.length})`;
  const kinds = VOCAB_KINDS.filter((k) => queries.some((q) => q.kind === k));
  const subOf = (r: Scored) => subKinds?.of(r.query as Q) ?? "";
  console.log(`${label}: overall ${fig(results)}`);
  console.log(`  per kind: ${kinds.map((k) => `${k} ${fig(results.filter((r) => r.query.kind === k))}`).join("  ")}`);
  console.log(`  per set:  ${sets.map((s) => `${s} ${fig(results.filter((r) => r.query.set === s))}`).join("  ")}`);
  for (const set of sets) {
    const ofSet = results.filter((r) => r.query.set === set);
    console.log(`  set ${set}: ${kinds.map((k) => `${k} ${fig(ofSet.filter((r) => r.query.kind === k))}`).join("  ")}`);
  }
  if (subKinds) {
    const bySub = (rows: Scored[]) => subKinds.names.map((n) => `${n} ${fig(rows.filter((r) => subOf(r) === n))}`);
    console.log(`  per sub-kind: ${bySub(results).join("  ")}`);
    for (const set of sets)
      console.log(`  set ${set} by sub-kind: ${bySub(results.filter((r) => r.query.set === set)).join("  ")}`);
  }
  for (const r of [...results].sort((a, b) => a.ndcg - b.ndcg).slice(0, worst)) {
    if (r.ndcg >= 0.999) break;
    const tag = subKinds ? `${r.query.kind} ${subOf(r)}` : r.query.kind;
    console.log(`- ${r.ndcg.toFixed(3)} [${r.query.set} ${tag}] '${r.query.q}'`);
    for (const line of r.top) console.log(`    ${line}`);
  }
  process.exit(0);
}
