import { readFileSync } from "node:fs";
import { createHash } from "node:crypto";
import { performance } from "node:perf_hooks";
import { cpuUsage } from "node:process";
import { openDatabase } from "../../server/db/client.server.ts";
import { ensureSearchIndex } from "../../server/search/rebuild-search-index.server.ts";
import { searchProducts } from "../../server/search/search-products.server.ts";

/**
 * Whole-search cost per query, in this process: searchProducts (preparation, corrections, readings of a query that
 * held nothing in full, ranking and the page read) over the queries of a held-out set's judgments.json, `rounds`
 * rounds after one warm round. Unlike rank-cost.ts (ranking alone), it pays for the word analyses (cached after the
 * warm round, as a busy process's are) and the readings tried when nothing holds a query in full. Prints mean wall
 * and node CPU ms per search, the same for the queries that held nothing in full on the warm round, and a digest of
 * every answer (equal digests: the same pages and totals). Usage:
 *   tsx bench/search/search-cost.ts <database url> <judgments.json>[,<judgments.json>…] [rounds]
 */
const [url, files, roundsArg] = process.argv.slice(2);
if (!url || !files) throw new Error("usage: search-cost.ts <database url> <judgments.json>[,…] [rounds]");
const rounds = Number(roundsArg ?? 3);
const queries = files
  .split(",")
  .flatMap((f) => (JSON.parse(readFileSync(f, "utf8")) as { queries: Array<{ q: string }> }).queries.map((j) => j.q));
const database = await openDatabase(url);
await ensureSearchIndex(database.db);
const search = (q: string) =>
  searchProducts(database.db, { q, sort: "relevance", category: null, limit: 10, offset: 0 });

const digest = createHash("sha256");
const empty = new Set<string>();
for (const q of queries) {
  const found = await search(q);
  if (found.results.length === 0 || found.correctedQuery !== null) empty.add(q);
  digest.update(`${q}\n${found.total}\n${found.results.map((r) => r.id).join(",")}\n`);
}
const measure = async (list: readonly string[]) => {
  const cpu = cpuUsage();
  const started = performance.now();
  for (let r = 0; r < rounds; r++) for (const q of list) await search(q);
  const used = cpuUsage(cpu);
  const n = rounds * list.length;
  return { wall: (performance.now() - started) / n, cpu: (used.user + used.system) / 1000 / n };
};
const all = await measure(queries);
const few = await measure([...empty]);
const f = (n: number) => n.toFixed(3);
console.log(`digest ${digest.digest("hex").slice(0, 16)}  queries ${queries.length}  rounds ${rounds}`);
console.log(`all queries          wall ${f(all.wall)} ms  cpu ${f(all.cpu)} ms per search`);
console.log(`empty or corrected   wall ${f(few.wall)} ms  cpu ${f(few.cpu)} ms per search  (${empty.size} queries)`);
await database.close();
