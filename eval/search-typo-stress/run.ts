/**
 * Typo stress set: held-out sets 2–9's correctly spelt judged queries (every kind but misspellings and no-match),
 * each misspelt by two of the general generators in misspell.ts, searched in-process beside the correct spelling
 * over the databases setup-databases.sh imported. It measures how often a misspelling ranks what the correct
 * spelling ranks, and that no-match queries (and a misspelling of each) still find nothing.
 *   npx tsx eval/search-typo-stress/run.ts <server-url-without-db> [prefix] [--worst N] [--generator G] [--json out]
 * Figures per generator:
 *   same-top   share of pairs whose first result is the correct spelling's first result;
 *   agree      NDCG@10 of the misspelt list against the correct spelling's list (gain 3 at rank 1, 2 at 2–3, 1 at 4–10);
 *   graded     mean NDCG@10 with the set's own grades, misspelt / correct (the gap is what typos cost);
 *   empty      misspelt queries that found nothing while the correct spelling found something.
 */
import { writeFileSync } from "node:fs";
import { openDatabase } from "../../server/db/client.server.ts";
import { ensureSearchIndex } from "../../server/search/rebuild-search-index.server.ts";
import { searchProducts } from "../../server/search/search-products.server.ts";
import { mean, ndcgAt, productGrade } from "../search-relevance-holdout-3/score.ts";
import { agreement } from "./agreement.ts";
import { judgedOf, type Judged } from "./judged-sets.ts";
import { productKeys } from "../search-relevance/site-offers.ts";
import { GENERATORS, hash, misspell, type Generator } from "./misspell.ts";

const argv = process.argv;
const server = argv[2]!;
const prefix = argv[3] && !argv[3].startsWith("--") ? argv[3] : "typo_";
const opt = (name: string) => (argv.includes(name) ? argv[argv.indexOf(name) + 1] : undefined);
const WORST = Number(opt("--worst") ?? 0);
const ONLY = opt("--generator");
/** Generators tried per query: two, starting at a place the query's hash picks, so each is used about as often. */
const PER_QUERY = 2;
const NO_MATCH = new Set(["no-match", "nothing"]);

interface Pair {
  set: number;
  kind: string;
  generator: Generator;
  correct: string;
  typo: string;
  sameTop: boolean;
  agree: number;
  graded: number;
  gradedCorrect: number;
  empty: boolean;
  top: string[];
  correctTop: string[];
}

/** The misspellings a query is tested with: PER_QUERY generators that apply, in an order its hash rotates. */
function variants(q: string, kind: string): { generator: Generator; typo: string }[] {
  const out: { generator: Generator; typo: string }[] = [];
  const start = hash(q) % GENERATORS.length;
  for (let k = 0; k < GENERATORS.length && out.length < PER_QUERY; k++) {
    const generator = GENERATORS[(start + k) % GENERATORS.length]!;
    if (ONLY && generator !== ONLY) continue;
    // A maker's name is typed first in brand and exact-name queries; elsewhere the first word is not a brand.
    if (generator === "brand-typo" && !/brand|exact/.test(kind)) continue;
    const typo = misspell(q, generator);
    if (typo) out.push({ generator, typo });
  }
  return out;
}

const pairs: Pair[] = [];
const noMatch: { set: number; q: string; found: number }[] = [];
for (const set of [2, 3, 4, 5, 6, 7, 8, 9]) {
  const url = new URL(server);
  url.pathname = `/${prefix}h${set}`;
  const database = await openDatabase(url.toString());
  try {
    await ensureSearchIndex(database.db);
    const { queries, keyOf } = judgedOf(set);
    const keys = await productKeys(database.db, keyOf);
    const search = (q: string) =>
      searchProducts(database.db, { q, sort: "relevance", category: null, limit: 10, offset: 0 });
    const graded = (ids: number[], j: Judged) =>
      ndcgAt(
        ids.map((id) => productGrade(keys.get(id) ?? [], j.grades)),
        [...keys.values()].map((k) => productGrade(k, j.grades)),
      );
    for (const j of queries) {
      if (j.kind === "misspelling") continue;
      if (NO_MATCH.has(j.kind)) {
        // The query itself and one misspelling of it must both find nothing.
        for (const q of [
          j.q,
          ...variants(j.q, j.kind)
            .slice(0, 1)
            .map((v) => v.typo),
        ])
          noMatch.push({ set, q, found: (await search(q)).results.length });
        continue;
      }
      const correct = (await search(j.q)).results;
      if (correct.length === 0) continue;
      const correctIds = correct.map((r) => r.id);
      for (const { generator, typo } of variants(j.q, j.kind)) {
        const found = (await search(typo)).results;
        const ids = found.map((r) => r.id);
        pairs.push({
          set,
          kind: j.kind,
          generator,
          correct: j.q,
          typo,
          sameTop: ids[0] === correctIds[0],
          agree: agreement(correctIds, ids),
          graded: graded(ids, j),
          gradedCorrect: graded(correctIds, j),
          empty: ids.length === 0,
          top: found.slice(0, 3).map((r) => r.name),
          correctTop: correct.slice(0, 3).map((r) => r.name),
        });
      }
    }
  } finally {
    await database.close();
  }
}

const line = (label: string, ps: Pair[]) =>
  `${label.padEnd(12)} n=${String(ps.length).padStart(4)}  same-top ${mean(ps.map((p) => (p.sameTop ? 1 : 0))).toFixed(3)}` +
  `  agree ${mean(ps.map((p) => p.agree)).toFixed(3)}  graded ${mean(ps.map((p) => p.graded)).toFixed(3)} / ${mean(
    ps.map((p) => p.gradedCorrect),
  ).toFixed(3)}  empty ${ps.filter((p) => p.empty).length}`;
console.log(line("ALL", pairs));
for (const g of GENERATORS) {
  const of = pairs.filter((p) => p.generator === g);
  if (of.length > 0) console.log(line(g, of));
}
const found = noMatch.filter((n) => n.found > 0);
console.log(`no-match empty: ${noMatch.length - found.length}/${noMatch.length}`);
for (const n of found) console.log(`  NOT EMPTY set ${n.set} '${n.q}' (${n.found})`);
for (const p of [...pairs].sort((a, b) => a.agree - b.agree).slice(0, WORST)) {
  if (p.agree >= 0.999) break;
  console.log(`- ${p.agree.toFixed(3)} [${p.generator}] set ${p.set} '${p.typo}' (for '${p.correct}')`);
  console.log(`    typo:    ${p.top.join(" | ") || "(nothing)"}`);
  console.log(`    correct: ${p.correctTop.join(" | ")}`);
}
const json = opt("--json");
if (json) writeFileSync(json, JSON.stringify({ pairs, noMatch }, null, 1));
process.exit(0);
