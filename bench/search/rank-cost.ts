import { readFileSync } from "node:fs";
import { createHash } from "node:crypto";
import { performance } from "node:perf_hooks";
import { openDatabase } from "../../server/db/client.server.ts";
import { prepareSearch } from "../../server/search/prepare-search.server.ts";
import { compileSearch } from "../../server/search/memory-index/compile-search.server.ts";
import { currentSearchIndex } from "../../server/search/memory-index/load-search-index.server.ts";
import { rankOn } from "../../server/search/rank-search.server.ts";
import { describedPhrase } from "../../server/search/intent-fallback.server.ts";
import { ApiSearchQuery } from "../../server/search/search-params.server.ts";

/**
 * Ranking CPU per request, in this process, without HTTP or the page read: for each path of a JSON list of
 * /api/search paths (e.g. /work/prof/search-paths.json), the mean ms of rankOn (with a task phrase's described
 * matches, as /search ranks it) over `rounds` rounds after one warm round. Usage: tsx bench/search/rank-cost.ts <database url> <paths.json> [rounds] — prints the slowest
 * paths, a digest of every ranked answer (equal digests: the same pages, scores, totals and facets) and the mean
 * over all. Read-only on the database (index load, word analysis, expression compiling).
 */
const [url, pathsFile, roundsArg] = process.argv.slice(2);
if (!url || !pathsFile) throw new Error("usage: rank-cost.ts <database url> <paths.json> [rounds]");
const rounds = Number(roundsArg ?? 5);
const database = await openDatabase(url, { migrate: false });
const paths = JSON.parse(readFileSync(pathsFile, "utf8")) as string[];
const loaded = await currentSearchIndex(database.db);
const jobs = [];
for (const p of paths) {
  const params = Object.fromEntries(new URL(p, "http://x").searchParams);
  const request = ApiSearchQuery.parse(params);
  const prepared = await prepareSearch(database.db, request.q);
  if (prepared.empty) continue;
  const compiled = await compileSearch(database.db, prepared);
  // A task phrase also pays for its described matches, as searchProducts ranks it.
  const phrase = await describedPhrase(database.db, prepared);
  const rankRequest = { ...request, category: request.category ?? null };
  jobs.push({ p, run: () => rankOn(loaded, compiled, prepared, rankRequest, phrase) });
}
// What every path ranked (page, scores, total, facets), hashed: two trees rank alike when their digests match.
const digest = createHash("sha256");
for (const job of jobs) digest.update(`${job.p}\n${JSON.stringify(job.run())}\n`);
const ms = new Map<string, number>();
let cpu = process.cpuUsage();
for (let r = 0; r <= rounds; r += 1) {
  if (r === 1) cpu = process.cpuUsage();
  for (const job of jobs) {
    const t0 = performance.now();
    job.run();
    if (r > 0) ms.set(job.p, (ms.get(job.p) ?? 0) + (performance.now() - t0) / rounds);
  }
}
const used = process.cpuUsage(cpu);
// Again after the timed rounds: sets kept across searches (term-sets.ts) must not change what is ranked.
const again = createHash("sha256");
for (const job of jobs) again.update(`${job.p}\n${JSON.stringify(job.run())}\n`);
const sorted = [...ms].sort((a, b) => b[1] - a[1]);
for (const [p, t] of sorted.slice(0, 25)) console.log(`${t.toFixed(3).padStart(8)} ms  ${decodeURIComponent(p)}`);
const all = sorted.reduce((s, [, t]) => s + t, 0);
console.log(
  `ranked answers digest ${digest.digest("hex").slice(0, 16)}, after the rounds ${again.digest("hex").slice(0, 16)}`,
);
console.log(
  `mean ${(all / sorted.length).toFixed(3)} ms wall, ${((used.user + used.system) / 1000 / rounds / sorted.length).toFixed(3)} ms CPU, over ${sorted.length} paths`,
);
await database.close();
