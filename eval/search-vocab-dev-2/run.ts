/**
 * NDCG@10 of the second vocabulary dev set (judged-queries.ts: multi-word intent, synonyms and generic words)
 * in-process, over the imported databases of the spent held-out sets 14–17 (`tune_h14` … `tune_h17`, or a lane's
 * copies), modelled on eval/search-vocab-dev/run.ts, with
 * the same grade maths as the held-out sets (held-out set 3's score.ts) and the dev runners
 * (eval/search-syngen-dev, eval/search-intent-dev): a site product's grade is the best grade among the catalogue
 * keys of its feed rows, and the ideal list is drawn from every graded product of that set's catalogue.
 *   npx tsx eval/search-vocab-dev-2/run.ts <h14-url> <h15-url> <h16-url> <h17-url> [--worst N] [--check]
 * Prints the overall figure, per kind, per set and per kind within each set (totals only); `--worst N` adds the N lowest
 * queries with their top five. `--check` prints no figures: it only confirms that every graded key is a product
 * of that set's database (run it after an import; it does not search).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { openDatabase } from "../../server/db/client.server.ts";
import { ensureSearchIndex } from "../../server/search/rebuild-search-index.server.ts";
import { searchProducts } from "../../server/search/search-products.server.ts";
import { catalogueKeysOf } from "../search-relevance/site-offers.ts";
import { mean, ndcgAt, productGrade } from "../search-relevance-holdout-3/score.ts";
import { VOCAB_QUERIES } from "./judged-queries.ts";
import { VOCAB_KINDS, VOCAB_SETS, type VocabQuery, type VocabSet } from "./query-kit.ts";

const argv = process.argv.slice(2);
const urls = argv.filter((a, i) => !a.startsWith("--") && !(i > 0 && argv[i - 1] === "--worst"));
if (urls.length !== VOCAB_SETS.length)
  throw new Error("usage: run.ts <h14-url> <h15-url> <h16-url> <h17-url> [--worst N] [--check]");
const urlOf = new Map(VOCAB_SETS.map((set, i) => [set, urls[i]!] as const));
const WORST = argv.includes("--worst") ? Number(argv[argv.indexOf("--worst") + 1]) : 0;
const CHECK = argv.includes("--check");

const FIRST_PAGE = { sort: "relevance", category: null, limit: 10, offset: 0 } as const;

interface Scored {
  query: VocabQuery;
  ndcg: number;
  top: string[];
}

function itemsOf(set: VocabSet): Record<string, string> {
  const file = path.resolve(import.meta.dirname, `../search-relevance-holdout-${set}/judgments.json`);
  return (JSON.parse(readFileSync(file, "utf8")) as { items: Record<string, string> }).items;
}

/** --check: every graded key of the set's queries must be a product of its database. */
async function checkSet(set: VocabSet, url: string): Promise<string[]> {
  const database = await openDatabase(url);
  try {
    const keys = await catalogueKeysOf(database.db, itemsOf(set));
    const present = new Set([...keys.values()].flat());
    const missing: string[] = [];
    for (const query of VOCAB_QUERIES.filter((q) => q.set === set))
      for (const key of Object.keys(query.grades))
        if (!present.has(key)) missing.push(`set ${set} '${query.q}': ${key}`);
    return missing;
  } finally {
    await database.close();
  }
}

async function runSet(set: VocabSet, url: string): Promise<Scored[]> {
  const database = await openDatabase(url);
  const out: Scored[] = [];
  try {
    await ensureSearchIndex(database.db);
    const keys = await catalogueKeysOf(database.db, itemsOf(set));
    for (const query of VOCAB_QUERIES.filter((q) => q.set === set)) {
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

if (CHECK) {
  const missing: string[] = [];
  for (const set of VOCAB_SETS) missing.push(...(await checkSet(set, urlOf.get(set)!)));
  const graded = VOCAB_QUERIES.reduce((n, q) => n + Object.keys(q.grades).length, 0);
  console.log(`vocab dev 2 check: ${VOCAB_QUERIES.length} queries, ${graded} graded keys, ${missing.length} missing`);
  for (const m of missing) console.log(`  missing: ${m}`);
  process.exit(missing.length > 0 ? 1 : 0);
}

const results: Scored[] = [];
for (const set of VOCAB_SETS) results.push(...(await runSet(set, urlOf.get(set)!)));
const fig = (rows: Scored[]) => `${mean(rows.map((r) => r.ndcg)).toFixed(3)} (${rows.length})`;
console.log(`vocab dev 2: overall ${fig(results)}`);
console.log(
  `  per kind: ${VOCAB_KINDS.map((k) => `${k} ${fig(results.filter((r) => r.query.kind === k))}`).join("  ")}`,
);
console.log(`  per set:  ${VOCAB_SETS.map((s) => `${s} ${fig(results.filter((r) => r.query.set === s))}`).join("  ")}`);
for (const set of VOCAB_SETS) {
  const ofSet = results.filter((r) => r.query.set === set);
  console.log(
    `  set ${set}: ${VOCAB_KINDS.map((k) => `${k} ${fig(ofSet.filter((r) => r.query.kind === k))}`).join("  ")}`,
  );
}
for (const r of [...results].sort((a, b) => a.ndcg - b.ndcg).slice(0, WORST)) {
  if (r.ndcg >= 0.999) break;
  console.log(`- ${r.ndcg.toFixed(3)} [${r.query.set} ${r.query.kind}] '${r.query.q}'`);
  for (const line of r.top) console.log(`    ${line}`);
}
process.exit(0);
