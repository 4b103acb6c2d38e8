/**
 * What the shared-cache readiness costs and saves (npm run bench:cache [-- --db postgres|pglite|both]
 * [--reads 2000] [--duration 8] [--connections 10]); decision 025.
 * 1. The catalogue version read every page and API answer depends on: one query per check interval per
 *    process (server/db/catalogue-version.server.ts), and the in-memory path every other request takes.
 * 2. A product page rendered afresh (PAGE_CACHE_SECONDS=0) against the 304 a CDN's revalidation gets,
 *    side by side in one run on the production server.
 * Targets: a version read p50 ≤ 1 ms, so checking 4 times a second costs under 0.1 % of each second (p99 is
 * printed too: on a shared machine it shows scheduling noise more than the query); a 304 at least 5× the
 * req/s of a render. A missed target is reported as FAIL; exit 1 only when the run failed.
 */
import { parseArgs } from "node:util";
import { openDatabase } from "../server/db/client.server.ts";
import { CATALOGUE_VERSION_CHECK_MS, catalogueVersion } from "../server/db/catalogue-version.server.ts";
import { createBenchDatabase, postgresServerUrl, type DbKind } from "./lib/bench-database.ts";
import { loadTest, type LoadResult } from "./lib/load-test.ts";
import { startDemoServer } from "./lib/start-demo-server.ts";
import { fmt, renderTable } from "./lib/text-table.ts";
import { log, runMain } from "./lib/run-main.ts";

const TARGET = { versionReadP50Ms: 1, notModifiedSpeedup: 5 };
const HEADERS = { accept: "text/html,application/xhtml+xml", "accept-encoding": "gzip, deflate, br, zstd" };

const { values } = parseArgs({
  options: {
    db: { type: "string", default: "postgres" },
    reads: { type: "string", default: "2000" },
    duration: { type: "string", default: "8" },
    connections: { type: "string", default: "10" },
  },
});

interface VersionCost {
  p50Ms: number;
  p99Ms: number;
  memoryNs: number;
}

async function measureVersionReads(kind: DbKind, reads: number): Promise<VersionCost> {
  const bench = await createBenchDatabase(kind, "cache_version");
  const database = await openDatabase(bench.url);
  try {
    const everyTime = catalogueVersion(database.db, 0);
    for (let i = 0; i < 50; i++) await everyTime.current();
    const times: number[] = [];
    for (let i = 0; i < reads; i++) {
      const started = process.hrtime.bigint();
      await everyTime.current();
      times.push(Number(process.hrtime.bigint() - started) / 1e6);
    }
    times.sort((a, b) => a - b);
    const atInterval = catalogueVersion(database.db);
    await atInterval.current();
    const calls = 200_000;
    const started = process.hrtime.bigint();
    for (let i = 0; i < calls; i++) await atInterval.current();
    const memoryNs = Number(process.hrtime.bigint() - started) / calls;
    const at = (p: number) => times[Math.min(times.length - 1, Math.ceil(p * times.length) - 1)]!;
    return { p50Ms: at(0.5), p99Ms: at(0.99), memoryNs };
  } finally {
    await database.close();
    await bench.drop();
  }
}

async function measureRevalidation(kind: DbKind, seconds: number, connections: number) {
  // The child server inherits this environment: every plain request is a fresh render.
  process.env.PAGE_CACHE_SECONDS = "0";
  const server = await startDemoServer({ kind, tag: "cache_pages", products: 1 });
  try {
    const path = `/product/${server.productIds[0]}`;
    const first = await fetch(`${server.baseUrl}${path}`, { headers: HEADERS });
    await first.arrayBuffer();
    const etag = first.headers.get("etag");
    if (!etag) throw new Error(`${path} has no ETag`);
    const options = { connections, seconds };
    await loadTest(server.baseUrl, [path], { ...options, seconds: 2, headers: HEADERS });
    const render = await loadTest(server.baseUrl, [path], { ...options, headers: HEADERS });
    const notModified = await loadTest(server.baseUrl, [path], {
      ...options,
      headers: { ...HEADERS, "if-none-match": etag },
    });
    return { render, notModified };
  } finally {
    await server.stop();
  }
}

const pass = (ok: boolean) => (ok ? "PASS" : "FAIL");
const share304 = (r: LoadResult) => `${fmt((100 * (r.statusCodes["304"] ?? 0)) / Math.max(1, r.requests), 1)} %`;

async function main(): Promise<number> {
  const kinds: DbKind[] =
    values.db === "both" ? ["postgres", "pglite"] : values.db === "pglite" ? ["pglite"] : ["postgres"];
  if (kinds.includes("postgres") && !postgresServerUrl()) throw new Error("set BENCH_DATABASE_URL for PostgreSQL");
  const reads = Number(values.reads);
  const rows: string[][] = [];
  for (const kind of kinds) {
    log(`${kind}: ${reads} catalogue version reads…`);
    const version = await measureVersionReads(kind, reads);
    const perSecondMs = (1000 / CATALOGUE_VERSION_CHECK_MS) * version.p50Ms;
    rows.push([
      kind,
      "version read p50 / p99",
      `≤ ${TARGET.versionReadP50Ms} ms p50`,
      `${fmt(version.p50Ms, 3)} / ${fmt(version.p99Ms, 3)} ms`,
      pass(version.p50Ms <= TARGET.versionReadP50Ms),
    ]);
    rows.push([
      kind,
      `reads at ${CATALOGUE_VERSION_CHECK_MS} ms interval`,
      "",
      `${fmt(perSecondMs / 10, 3)} % of each second`,
      "",
    ]);
    rows.push([kind, "version from memory", "", `${fmt(version.memoryNs, 0)} ns a request`, ""]);
    log(`${kind}: product page, rendered vs 304, ${values.duration} s each at ${values.connections} connections…`);
    const { render, notModified } = await measureRevalidation(
      kind,
      Number(values.duration),
      Number(values.connections),
    );
    const speedup = notModified.requestsPerSecond / Math.max(1, render.requestsPerSecond);
    rows.push([
      kind,
      "page rendered (no page cache)",
      "",
      `${fmt(render.requestsPerSecond)} req/s, p99 ${fmt(render.latencyMs.p99, 1)} ms`,
      "",
    ]);
    rows.push([
      kind,
      `304 revalidation (${share304(notModified)} 304)`,
      `≥ ${TARGET.notModifiedSpeedup}× render`,
      `${fmt(notModified.requestsPerSecond)} req/s, p99 ${fmt(notModified.latencyMs.p99, 1)} ms (${fmt(speedup, 1)}×)`,
      pass(speedup >= TARGET.notModifiedSpeedup),
    ]);
  }
  process.stdout.write(`${renderTable(["db", "measure", "target", "measured", ""], rows, [1, 2, 3])}\n`);
  return 0;
}

runMain("bench:cache", main);
