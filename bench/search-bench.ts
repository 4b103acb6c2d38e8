/**
 * Search latency benchmark (npm run bench:search [-- --db pglite|postgres|both] [--products 100000]
 * [--duration 20] [--warmup 5] [--connections 8] [--modes default,answers,uncached] [--explain] [--keep]
 * [--reuse <url-or-dir>] [--skip-rebuild] [--growth 10000,100000,1000000 [--fresh] [--growth-prefix name_]]).
 * Generates a 100,000-product catalogue with offers from 10 merchants straight into a throwaway database,
 * rebuilds the search index (timed), starts the production server on it and drives /api/search with
 * autocannon over ~190 mixed requests: with the server's default settings (the 5 s response micro-cache
 * and the answer cache kept until the catalogue changes), with the answer cache alone, and with no cache
 * at all (SEARCH_CACHE_SECONDS=0 PAGE_CACHE_SECONDS=0), the engine's honest figure. Without caches it also drives
 * /api/suggest with every keystroke's prefix of those queries, and /healthz (the floor: one round trip through
 * the server and the database). Goals on PostgreSQL: search p95 ≤ 25 ms and ≥ 500 req/s, suggest p95 ≤ 10 ms.
 * --growth measures the uncached figures at each catalogue size into databases kept for the next run
 * (bench/search/growth.ts; --growth-prefix names them, e.g. copies made with `createdb -T`) and prints how p95
 * grows (goal: 1M at most 3× 100k). Exits 1 when any response was not 200 or a request failed, 2 when the run itself failed;
 * a missed goal is reported as FAIL but is a measurement, not an error.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { createBenchDatabase, postgresServerUrl, type BenchDatabase, type DbKind } from "./lib/bench-database.ts";
import { explainPlans } from "./search/explain.ts";
import { measureMode, MODES, type LoadSettings } from "./search/measure-mode.ts";
import { prepareCatalogue } from "./search/prepare-catalogue.ts";
import {
  formatPreparation,
  formatProbes,
  failedRequests,
  formatRuns,
  formatVerdicts,
  TARGETS,
  type DatabaseResult,
  type ModeResult,
} from "./search/report.ts";
import { measureGrowth } from "./search/growth.ts";
import { runMain } from "./lib/run-main.ts";

const OUT = path.join(import.meta.dirname, "out/search-bench.json");

const { values } = parseArgs({
  options: {
    db: { type: "string" },
    products: { type: "string", default: "100000" },
    duration: { type: "string", default: "20" },
    warmup: { type: "string", default: "5" },
    connections: { type: "string", default: "8" },
    explain: { type: "boolean", default: false },
    keep: { type: "boolean", default: false },
    reuse: { type: "string" },
    "skip-rebuild": { type: "boolean", default: false },
    modes: { type: "string", default: "default,answers,uncached" },
    growth: { type: "string" },
    "growth-prefix": { type: "string", default: "bench_search_growth_" },
    fresh: { type: "boolean", default: false },
  },
});
const products = Number(values.products);
const duration = Number(values.duration);
const warmup = Number(values.warmup);
const connections = Number(values.connections);
const loadSettings: LoadSettings = { duration, warmup, connections };

function databaseKinds(): DbKind[] {
  for (const [name, value] of Object.entries({ products, duration, warmup, connections }))
    if (!Number.isFinite(value) || value < 0) throw new Error(`--${name} must be a number`);
  if (values.reuse) return [reusedDatabase(values.reuse).kind];
  const db = values.db ?? (process.env.BENCH_DATABASE_URL ? "postgres" : "pglite");
  if (!["pglite", "postgres", "both"].includes(db)) throw new Error("--db must be pglite, postgres or both");
  const kinds: DbKind[] = db === "both" ? ["postgres", "pglite"] : [db as DbKind];
  if (kinds.includes("postgres") && !postgresServerUrl())
    throw new Error(
      [
        "PostgreSQL runs need BENCH_DATABASE_URL (a server the benchmark may create databases on), e.g.",
        "  D=$(bash scripts/postgres-throwaway.sh start)",
        "  BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:$(cat $D/port)/postgres npm run bench:search",
        "Or measure the embedded database: npm run bench:search -- --db pglite",
      ].join("\n"),
    );
  return kinds;
}

/** --reuse: a PostgreSQL URL, a pglite: URL or a PGlite folder, left in place afterwards. */
function reusedDatabase(target: string): BenchDatabase {
  const noop = async () => {};
  if (/^postgres(ql)?:\/\//.test(target)) return { kind: "postgres", url: target, folder: null, drop: noop };
  const folder = path.resolve(target.replace(/^pglite:/, ""));
  return { kind: "pglite", url: `pglite:${folder}`, folder, drop: noop };
}

const chosenModes = () => {
  const names = values.growth ? ["uncached"] : values.modes!.split(",").map((m) => m.trim());
  const modes = MODES.filter((m) => names.includes(m.mode));
  if (modes.length !== names.length) throw new Error("--modes takes default, answers and/or uncached");
  return modes;
};

function keptHint(database: BenchDatabase): string {
  const reuse = database.kind === "postgres" ? database.url : database.folder!;
  const remove =
    database.kind === "postgres"
      ? `psql ${postgresServerUrl()} -c 'drop database ${new URL(database.url).pathname.slice(1)}'`
      : `rm -rf ${path.dirname(database.folder!)}`;
  return `Database kept. Measure it again without generating:\n  npm run bench:search -- --reuse ${reuse}\nRemove it when done:\n  ${remove}`;
}

async function benchDatabase(kind: DbKind): Promise<DatabaseResult> {
  const database = values.reuse ? reusedDatabase(values.reuse) : await createBenchDatabase(kind, "search");
  const dropOnSignal = () => {
    const drop = values.keep || values.reuse ? Promise.resolve() : database.drop();
    void drop.finally(() => process.exit(130));
  };
  process.once("SIGINT", dropOnSignal);
  try {
    const { result, requests } = await prepareCatalogue(database, {
      fill: !values.reuse,
      size: products,
      rebuildIndex: !values["skip-rebuild"],
    });
    console.log(`\n${kind}: ${formatPreparation({ ...result, runs: [], explain: null })}`);
    const runs: ModeResult[] = [];
    for (const mode of chosenModes()) runs.push(await measureMode(database, mode, requests, products, loadSettings));
    const done: DatabaseResult = { ...result, runs, explain: null };
    console.log(
      `\nSearch latency on ${kind}: ${connections} connections, ${duration} s, ${requests.length} requests cycled`,
    );
    console.log(formatRuns(done));
    console.log(`\nEach request once, sequentially (${runs.at(-1)!.label}):`);
    console.log(formatProbes(requests, runs.at(-1)!.probes));
    if (values.explain) done.explain = await explainPlans(database);
    return done;
  } finally {
    process.off("SIGINT", dropOnSignal);
    if (values.keep || values.reuse)
      console.log(`\n${values.reuse ? "Reused database left in place." : keptHint(database)}`);
    else await database.drop();
  }
}

async function main(): Promise<number> {
  const results: DatabaseResult[] = [];
  if (values.growth) {
    const sizes = values.growth.split(",").map((n) => Number(n.replace(/[_k]/g, (c) => (c === "k" ? "000" : ""))));
    if (sizes.some((n) => !Number.isInteger(n) || n < 1000))
      throw new Error("--growth takes sizes such as 10000,100000");
    const uncached = MODES.find((m) => m.mode === "uncached")!;
    results.push(
      ...(await measureGrowth(sizes, values.fresh!, values["growth-prefix"]!, {
        prepare: (database, fill, size) => prepareCatalogue(database, { fill, size, rebuildIndex: fill }),
        measure: (database, requests, size) => measureMode(database, uncached, requests, size, loadSettings),
      })),
    );
  } else for (const kind of databaseKinds()) results.push(await benchDatabase(kind));

  console.log(
    `\nTargets (PostgreSQL, ${connections} connections): p95 ≤ ${TARGETS.p95Ms} ms and ≥ ${TARGETS.requestsPerSecond} req/s`,
  );
  const load = os.loadavg().map((n) => n.toFixed(1));
  console.log(
    `(server, database and load generator share this machine: ${os.cpus().length} CPUs, load average ${load.join(" ")})`,
  );
  console.log(formatVerdicts(results));
  mkdirSync(path.dirname(OUT), { recursive: true });
  const report = {
    date: new Date().toISOString(),
    cpus: os.cpus().length,
    loadAverage: os.loadavg(),
    connections,
    durationSeconds: duration,
    targets: TARGETS,
    results,
  };
  writeFileSync(OUT, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`\nWritten to ${path.relative(process.cwd(), OUT)}`);

  const failures = failedRequests(results);
  if (failures.length > 0) {
    console.log(
      `\n!!! NON-200 RESPONSES OR ERRORS — exiting with status 1:\n${failures.map((f) => `  ${f}`).join("\n")}`,
    );
    return 1;
  }
  return 0;
}

runMain("bench:search", main);
