/**
 * Fresh typo dev set (dev-pairs.ts): each misspelling searched in-process beside its correct spelling, over the
 * databases eval/search-typo-stress/setup-databases.sh imported (or copies of the tune_hN templates).
 *   npx tsx eval/search-typo-dev/run.ts <server-url-without-db> [prefix] [--all]
 * Per kind: same-top (first result as the correct spelling's), agree (as eval/search-typo-stress/run.ts) and
 * empty (found nothing while the correct spelling found something); then pairs that disagree (--all: every pair).
 */
import { openDatabase } from "../../server/db/client.server.ts";
import { ensureSearchIndex } from "../../server/search/rebuild-search-index.server.ts";
import { searchProducts } from "../../server/search/search-products.server.ts";
import { mean } from "../search-relevance-holdout-3/score.ts";
import { agreement } from "../search-typo-stress/agreement.ts";
import { DEV_NO_MATCH, DEV_PAIRS, type DevPair } from "./dev-pairs.ts";

const server = process.argv[2]!;
const prefix = process.argv[3] && !process.argv[3].startsWith("--") ? process.argv[3] : "typo_";
const ALL = process.argv.includes("--all");

interface Scored extends DevPair {
  sameTop: boolean;
  agree: number;
  empty: boolean;
  top: string[];
  correctTop: string[];
}

const scored: Scored[] = [];
const noMatch: { typo: string; found: number }[] = [];
const sets = [...new Set([...DEV_PAIRS.map((p) => p.set), ...DEV_NO_MATCH.map((n) => n.set)])].sort();
for (const set of sets) {
  const url = new URL(server);
  url.pathname = `/${prefix}h${set}`;
  const database = await openDatabase(url.toString());
  try {
    await ensureSearchIndex(database.db);
    const search = async (q: string) =>
      (await searchProducts(database.db, { q, sort: "relevance", category: null, limit: 10, offset: 0 })).results;
    for (const pair of DEV_PAIRS.filter((p) => p.set === set)) {
      const correct = await search(pair.correct);
      const found = await search(pair.typo);
      scored.push({
        ...pair,
        sameTop: found[0]?.id === correct[0]?.id,
        agree:
          correct.length === 0
            ? found.length === 0
              ? 1
              : 0
            : agreement(
                correct.map((r) => r.id),
                found.map((r) => r.id),
              ),
        empty: found.length === 0 && correct.length > 0,
        top: found.slice(0, 3).map((r) => r.name),
        correctTop: correct.slice(0, 3).map((r) => r.name),
      });
    }
    for (const n of DEV_NO_MATCH.filter((m) => m.set === set))
      noMatch.push({ typo: n.typo, found: (await search(n.typo)).length });
  } finally {
    await database.close();
  }
}

const line = (label: string, ps: Scored[]) =>
  `${label.padEnd(12)} n=${String(ps.length).padStart(3)}  same-top ${mean(ps.map((p) => (p.sameTop ? 1 : 0))).toFixed(3)}` +
  `  agree ${mean(ps.map((p) => p.agree)).toFixed(3)}  empty ${ps.filter((p) => p.empty).length}`;
console.log(line("ALL", scored));
for (const kind of [...new Set(scored.map((p) => p.kind))])
  console.log(
    line(
      kind,
      scored.filter((p) => p.kind === kind),
    ),
  );
console.log(`no-match empty: ${noMatch.filter((n) => n.found === 0).length}/${noMatch.length}`);
for (const n of noMatch.filter((m) => m.found > 0)) console.log(`  NOT EMPTY '${n.typo}' (${n.found})`);
for (const p of scored) {
  if (!ALL && p.agree >= 0.999) continue;
  console.log(`- ${p.agree.toFixed(3)} [${p.kind}] set ${p.set} '${p.typo}' (for '${p.correct}')`);
  console.log(`    typo:    ${p.top.join(" | ") || "(nothing)"}`);
  console.log(`    correct: ${p.correctTop.join(" | ") || "(nothing)"}`);
}
process.exit(0);
