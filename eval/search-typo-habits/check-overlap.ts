/**
 * Checks that no query of this set repeats (lower-cased, exact) a query of its held-out set's own judgments.json,
 * without printing the held-out queries: it prints counts, and only this set's queries that match.
 *   npx tsx eval/search-typo-habits/check-overlap.ts
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { SETS } from "./sets.ts";

let matches = 0;
for (const { set, queries } of SETS) {
  const file = path.resolve(import.meta.dirname, `../search-relevance-holdout-${set}/judgments.json`);
  const held = new Set(
    (JSON.parse(readFileSync(file, "utf8")) as { queries: { q: string }[] }).queries.map((j) => j.q.toLowerCase()),
  );
  const mine = queries.map((j) => j.q.toLowerCase());
  const repeated = mine.filter((q) => held.has(q));
  const own = mine.length - new Set(mine).size;
  console.log(
    `set ${set}: ${mine.length} queries, ${held.size} held-out queries, ${repeated.length} repeated, ${own} repeated within`,
  );
  for (const q of repeated) console.log(`  repeats a held-out query: '${q}'`);
  matches += repeated.length + own;
}
const all = SETS.flatMap((s) => s.queries.map((j) => j.q.toLowerCase()));
console.log(`all sets: ${all.length} queries, ${all.length - new Set(all).size} repeated across sets`);
process.exit(matches > 0 ? 1 : 0);
