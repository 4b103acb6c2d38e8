/**
 * Extra-words stress set: held-out sets 2–9's correctly spelt judged queries that find something (every kind but
 * misspellings and no-match), and a sample of each catalogue's own titles cut to their kind words, each searched
 * with extra words shoppers add that no title carries (extra-words.ts: a colour, a pack word, a place, an adjective,
 * an adjoining part), in-process over the databases eval/search-typo-stress/setup-databases.sh imported.
 *   npx tsx eval/search-extra-words/run.ts <server-url-without-db> [prefix] [--worst N] [--generator G] [--json out]
 * Figures per generator:
 *   empty      queries that found nothing with the extra words while the query alone found something;
 *   same-top   share whose first result is the query alone's first result;
 *   graded     mean NDCG@10 with the set's own grades, with extra words / alone (judged queries only);
 * and the no-match queries (each alone and with one extra word) that still find nothing.
 * Since session 23 each query also gets two of the habits of extra-habits.ts that fit it (an unknown word beside the
 * kind), reported apart ("habits") so the session-22 figures stay comparable; `--habits-only` runs those alone.
 */
import { writeFileSync } from "node:fs";
import { sql } from "drizzle-orm";
import { openDatabase } from "../../server/db/client.server.ts";
import { ensureSearchIndex } from "../../server/search/rebuild-search-index.server.ts";
import { searchProducts } from "../../server/search/search-products.server.ts";
import { mean, ndcgAt, productGrade } from "../search-relevance-holdout-3/score.ts";
import { productKeys } from "../search-relevance/site-offers.ts";
import { hash } from "../search-typo-stress/misspell.ts";
import { judgedOf, type Judged } from "../search-typo-stress/judged-sets.ts";
import { addExtraWords, EXTRA_WORDS, type ExtraWords } from "./extra-words.ts";
import { addExtraHabit, EXTRA_HABITS, type ExtraHabit } from "./extra-habits.ts";
import { addPurposeHabit, PURPOSE_HABITS, type PurposeHabit } from "./compound-and-purpose.ts";

const argv = process.argv;
const server = argv[2]!;
const prefix = argv[3] && !argv[3].startsWith("--") ? argv[3] : "typo_";
const opt = (name: string) => (argv.includes(name) ? argv[argv.indexOf(name) + 1] : undefined);
const WORST = Number(opt("--worst") ?? 0);
const ONLY = opt("--generator");
const PER_QUERY = 2;
const HABITS_ONLY = argv.includes("--habits-only");
/** Titles sampled per catalogue (by hash, so the same ones every run). */
const TITLES = 40;
const NO_MATCH = new Set(["no-match", "nothing"]);

interface Pair {
  set: number;
  source: "judged" | "title";
  generator: ExtraWords | ExtraHabit | PurposeHabit;
  base: string;
  extra: string;
  sameTop: boolean;
  graded: number | null;
  gradedBase: number | null;
  empty: boolean;
  top: string[];
  baseTop: string[];
}

/** A title cut to its kind words: the last three plain words before the first size, code or bracket. */
export function kindWordsOf(title: string): string | null {
  const head = title.split(/[\d([|,:–-]/)[0]!;
  const words = head
    .toLowerCase()
    .split(/\s+/)
    .filter((w) => /^[a-z]{3,}$/.test(w));
  return words.length >= 2 ? words.slice(-3).join(" ") : null;
}

function variants(q: string, other: string | null): { generator: Pair["generator"]; extra: string }[] {
  const out: { generator: Pair["generator"]; extra: string }[] = [];
  const start = hash(q) % EXTRA_WORDS.length;
  for (let k = 0; k < EXTRA_WORDS.length && out.length < PER_QUERY && !HABITS_ONLY; k++) {
    const generator = EXTRA_WORDS[(start + k) % EXTRA_WORDS.length]!;
    if (ONLY && generator !== ONLY) continue;
    const extra = addExtraWords(q, generator);
    if (extra) out.push({ generator, extra });
  }
  const habits: typeof out = [];
  const from = hash(`habit:${q}`) % EXTRA_HABITS.length;
  for (let k = 0; k < EXTRA_HABITS.length && habits.length < PER_QUERY; k++) {
    const generator = EXTRA_HABITS[(from + k) % EXTRA_HABITS.length]!;
    if (ONLY && generator !== ONLY) continue;
    const extra = addExtraHabit(q, generator, other);
    if (extra) habits.push({ generator, extra });
  }
  // Since session 24 the two habits of compound-and-purpose.ts, each wherever it fits (reported apart).
  const purposes: typeof out = [];
  for (const generator of PURPOSE_HABITS) {
    if (ONLY && generator !== ONLY) continue;
    const extra = addPurposeHabit(q, generator);
    if (extra && extra !== q.toLowerCase()) purposes.push({ generator, extra });
  }
  return [...out, ...habits, ...purposes];
}

const isHabit = (p: Pair) => (EXTRA_HABITS as readonly string[]).includes(p.generator);
const isPurpose = (p: Pair) => (PURPOSE_HABITS as readonly string[]).includes(p.generator);

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
    const search = async (q: string) =>
      (await searchProducts(database.db, { q, sort: "relevance", category: null, limit: 10, offset: 0 })).results;
    const graded = (ids: number[], j: Judged) =>
      ndcgAt(
        ids.map((id) => productGrade(keys.get(id) ?? [], j.grades)),
        [...keys.values()].map((k) => productGrade(k, j.grades)),
      );
    // PGlite answers rows as an array, node-postgres as { rows } (site-offers.ts reads both the same way).
    const result = (await database.db.execute(sql`select name from products order by id`)) as unknown as
      { rows?: { name: string }[] } | { name: string }[];
    const titles = (Array.isArray(result) ? result : (result.rows ?? [])).map((r) => r.name);
    const cut = [...new Set(titles.map(kindWordsOf).filter((t): t is string => t !== null))]
      .sort((a, b) => hash(a) - hash(b))
      .slice(0, TITLES);
    // The second kind an "and" joins: another of the catalogue's cut titles, chosen by hash.
    const otherOf = (q: string) => {
      const rest = cut.filter((c) => c !== q);
      return rest.length > 0 ? rest[hash(`other:${q}`) % rest.length]! : null;
    };
    const sources: { q: string; source: Pair["source"]; judged?: Judged }[] = [
      ...queries.map((j) => ({ q: j.q, source: "judged" as const, judged: j })),
      ...cut.map((q) => ({ q, source: "title" as const })),
    ];
    for (const { q, source, judged } of sources) {
      if (judged?.kind === "misspelling") continue;
      if (judged && NO_MATCH.has(judged.kind)) {
        // Not "… and <another kind>": the other kind is stocked, so the query is no longer a no-match one.
        const asked = variants(q, otherOf(q)).filter((x) => x.generator !== "and-kind");
        for (const v of [q, ...asked.map((x) => x.extra)]) noMatch.push({ set, q: v, found: (await search(v)).length });
        continue;
      }
      const base = await search(q);
      if (base.length === 0) continue;
      const baseIds = base.map((r) => r.id);
      for (const { generator, extra } of variants(q, otherOf(q))) {
        const found = await search(extra);
        const ids = found.map((r) => r.id);
        pairs.push({
          set,
          source,
          generator,
          base: q,
          extra,
          sameTop: ids[0] === baseIds[0],
          graded: judged ? graded(ids, judged) : null,
          gradedBase: judged ? graded(baseIds, judged) : null,
          empty: ids.length === 0,
          top: found.slice(0, 3).map((r) => r.name),
          baseTop: base.slice(0, 3).map((r) => r.name),
        });
      }
    }
  } finally {
    await database.close();
  }
}

const line = (label: string, ps: Pair[]) => {
  const judged = ps.filter((p) => p.graded !== null);
  return (
    `${label.padEnd(12)} n=${String(ps.length).padStart(4)}  empty ${String(ps.filter((p) => p.empty).length).padStart(3)}` +
    `  same-top ${mean(ps.map((p) => (p.sameTop ? 1 : 0))).toFixed(3)}  graded ${mean(judged.map((p) => p.graded!)).toFixed(3)}` +
    ` / ${mean(judged.map((p) => p.gradedBase!)).toFixed(3)} (n=${judged.length})`
  );
};
console.log(line("ALL", pairs));
console.log(
  line(
    "session 22",
    pairs.filter((p) => !isHabit(p) && !isPurpose(p)),
  ),
);
console.log(line("habits", pairs.filter(isHabit)));
console.log(line("session 24", pairs.filter(isPurpose)));
for (const g of [...EXTRA_WORDS, ...EXTRA_HABITS, ...PURPOSE_HABITS]) {
  const of = pairs.filter((p) => p.generator === g);
  if (of.length > 0) console.log(line(g, of));
}
console.log(
  line(
    "judged",
    pairs.filter((p) => p.source === "judged"),
  ),
);
console.log(
  line(
    "titles",
    pairs.filter((p) => p.source === "title"),
  ),
);
const found = noMatch.filter((n) => n.found > 0);
console.log(`no-match empty: ${noMatch.length - found.length}/${noMatch.length}`);
for (const n of found) console.log(`  NOT EMPTY set ${n.set} '${n.q}' (${n.found})`);
const worst = [...pairs].sort((a, b) => Number(b.empty) - Number(a.empty) || (a.graded ?? 1) - (b.graded ?? 1));
for (const p of worst.slice(0, WORST)) {
  console.log(
    `- ${p.empty ? "EMPTY" : (p.graded ?? 1).toFixed(3)} [${p.generator}] set ${p.set} '${p.extra}' (for '${p.base}')`,
  );
  console.log(`    extra: ${p.top.join(" | ") || "(nothing)"}`);
  console.log(`    alone: ${p.baseTop.join(" | ")}`);
}
const json = opt("--json");
if (json) writeFileSync(json, JSON.stringify({ pairs, noMatch }, null, 1));
process.exit(0);
