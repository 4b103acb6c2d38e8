/**
 * Misspellings from the product side: the trade's own words, taken from the readable catalogues' product names
 * (single words and neighbouring pairs used by two products or more), each misspelt by every general generator of
 * the typo stress set (misspell.ts), searched in-process beside the correct spelling. It measures how often the
 * misspelling ranks what the correct spelling ranks, per generator, and lists the worst pairs: a correction rule's
 * fault shows across many words, not one query.
 *   npx tsx eval/search-typo-vocab/run.ts <server-url-without-db> <prefix> [set …] [--worst N] [--generator G]
 *     [--json out] [--tables] [--sounds]
 * Sets default to 13 14 15 16 17 18 19 (set 12 is an unread check: never used here).
 */
import { writeFileSync } from "node:fs";
import { openDatabase } from "../../server/db/client.server.ts";
import { products } from "../../server/db/schema.ts";
import { ensureSearchIndex } from "../../server/search/rebuild-search-index.server.ts";
import { searchProducts } from "../../server/search/search-products.server.ts";
import { mean } from "../search-relevance-holdout-3/score.ts";
import { agreement } from "../search-typo-stress/agreement.ts";
import { GENERATORS, misspell, type Generator } from "../search-typo-stress/misspell.ts";
import { phraseWords } from "../../server/search/synonym-phrases.ts";
import { SOUND_HABITS, soundMisspellings } from "./sound-habits.ts";

const argv = process.argv.slice(2);
const opt = (name: string) => (argv.includes(name) ? argv[argv.indexOf(name) + 1] : undefined);
const [server, prefix] = argv;
const sets = argv
  .slice(2)
  .filter((a, i, all) => /^\d+$/.test(a) && !["--worst"].includes(all[i - 1] ?? ""))
  .map(Number)
  .filter((s) => s !== 12);
const SETS = sets.length > 0 ? sets : [13, 14, 15, 16, 17, 18, 19];
const WORST = Number(opt("--worst") ?? 0);
const ONLY = opt("--generator");
// `--tables`: the trade phrases' own words (four letters or more) instead of the names', each alone, so words no title
// of a read set prints are probed too. `--sounds`: the UK sound-spelling habits of sound-habits.ts as generators too.
const TABLES = argv.includes("--tables");
const SOUNDS = argv.includes("--sounds");

interface Pair {
  set: number;
  generator: Generator | `sound:${string}`;
  correct: string;
  typo: string;
  sameTop: boolean;
  agree: number;
  empty: boolean;
  top: string[];
  correctTop: string[];
}

/** Words and neighbouring word pairs of the names, kept when two products or more use them. */
function vocabularyQueries(names: readonly string[]): string[] {
  const counts = new Map<string, number>();
  for (const name of names) {
    const words = name.toLowerCase().match(/[a-z]+/g) ?? [];
    const seen = new Set<string>();
    words.forEach((w, i) => {
      if (w.length >= 5) seen.add(w);
      const next = words[i + 1];
      if (next && w.length >= 3 && next.length >= 3 && (w.length >= 5 || next.length >= 5)) seen.add(`${w} ${next}`);
    });
    for (const s of seen) counts.set(s, (counts.get(s) ?? 0) + 1);
  }
  return [...counts].filter(([, n]) => n >= 2).map(([q]) => q);
}

const pairs: Pair[] = [];
for (const set of SETS) {
  const url = new URL(server!);
  url.pathname = `/${prefix}h${set}`;
  const database = await openDatabase(url.toString());
  try {
    await ensureSearchIndex(database.db);
    const names = (await database.db.select({ name: products.name }).from(products)).map((r) => r.name);
    const search = (q: string) =>
      searchProducts(database.db, { q, sort: "relevance", category: null, limit: 10, offset: 0 });
    const queries = TABLES ? phraseWords().filter((w) => /^[a-z]{4,}$/.test(w)) : vocabularyQueries(names);
    for (const q of queries) {
      const correct = (await search(q)).results;
      if (correct.length === 0) continue;
      const correctIds = correct.map((r) => r.id);
      const typos: Array<[Pair["generator"], string | null]> = [
        ...GENERATORS.filter((g) => g !== "two-typos" && g !== "brand-typo").map(
          (g): [Pair["generator"], string | null] => [g, misspell(q, g)],
        ),
        ...(SOUNDS
          ? soundMisspellings(q).map(([habit, typo]): [Pair["generator"], string] => [`sound:${habit}`, typo])
          : []),
      ];
      for (const [generator, typo] of typos) {
        if (ONLY && generator !== ONLY) continue;
        if (!typo || typo === q) continue;
        const found = (await search(typo)).results;
        const ids = found.map((r) => r.id);
        pairs.push({
          set,
          generator,
          correct: q,
          typo,
          sameTop: ids[0] === correctIds[0],
          agree: agreement(correctIds, ids),
          empty: ids.length === 0,
          top: found.slice(0, 2).map((r) => r.name),
          correctTop: correct.slice(0, 2).map((r) => r.name),
        });
      }
    }
  } finally {
    await database.close();
  }
}

const line = (label: string, ps: Pair[]) =>
  `${label.padEnd(12)} n=${String(ps.length).padStart(5)}  same-top ${mean(ps.map((p) => (p.sameTop ? 1 : 0))).toFixed(3)}` +
  `  agree ${mean(ps.map((p) => p.agree)).toFixed(3)}  empty ${ps.filter((p) => p.empty).length}`;
console.log(line("ALL", pairs));
for (const g of [...GENERATORS, ...SOUND_HABITS.map(([habit]) => `sound:${habit}`)]) {
  const of = pairs.filter((p) => p.generator === g);
  if (of.length > 0) console.log(line(g, of));
}
for (const p of [...pairs].sort((a, b) => a.agree - b.agree).slice(0, WORST)) {
  if (p.agree >= 0.999) break;
  console.log(`- ${p.agree.toFixed(3)} [${p.generator}] set ${p.set} '${p.typo}' (for '${p.correct}')`);
  console.log(`    typo:    ${p.top.join(" | ") || "(nothing)"}`);
  console.log(`    correct: ${p.correctTop.join(" | ")}`);
}
const json = opt("--json");
if (json) writeFileSync(json, JSON.stringify(pairs, null, 1));
process.exit(0);
