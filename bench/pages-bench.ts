/**
 * Page throughput benchmark (npm run bench:pages [-- --db postgres|pglite] [--duration 15] [--connections 10]
 * [--processes 1,2] [--database-url <url> --products 100]).
 * Loads the demo feeds into a throwaway database (or, with --database-url, uses an existing PostgreSQL catalogue
 * such as a copy of the 100k bench database, left in place), starts the production server and measures
 * server-rendered pages with autocannon: a product page (the most widely stocked products, rotated)
 * and three listing pages. Goal per URL: ≥ 400 req/s and p99 < 100 ms at 10 connections.
 * --processes runs the whole measurement once per number of web processes (WEB_CONCURRENCY, PostgreSQL only),
 * each on a fresh server; the page cache is whatever PAGE_CACHE_SECONDS says (0 measures fresh renders).
 * Exits non-zero when any response was not 2xx, a request failed, or the run itself failed;
 * a missed goal is reported as FAIL but is a measurement, not an error.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { loadTest, type LoadResult } from "./lib/load-test.ts";
import { startDemoServer, startOnDatabase, type DemoServer } from "./lib/start-demo-server.ts";
import { fmt, renderTable } from "./lib/text-table.ts";
import { log, runMain } from "./lib/run-main.ts";

const GOAL = { requestsPerSecond: 400, p99Ms: 100 };
const OUT = path.join(import.meta.dirname, "out/pages-results.json");
// What a browser sends: the server's compression is part of the cost of a page.
const HEADERS = { accept: "text/html,application/xhtml+xml", "accept-encoding": "gzip, deflate, br, zstd" };

const { values } = parseArgs({
  options: {
    db: { type: "string", default: "postgres" },
    duration: { type: "string", default: "15" },
    warmup: { type: "string", default: "3" },
    connections: { type: "string", default: "10" },
    processes: { type: "string" },
    "database-url": { type: "string" },
    products: { type: "string", default: "5" },
  },
});
const duration = Number(values.duration);
const warmup = Number(values.warmup);
const connections = Number(values.connections);
const products = Number(values.products);
const existingDatabase = values["database-url"];
// One and two web processes on PostgreSQL (this machine has two cores); PGlite is opened by one process only.
const processCounts = (values.processes ?? (values.db === "pglite" ? "1" : "1,2")).split(",").map(Number);
const pageCache = process.env.PAGE_CACHE_SECONDS ?? "5 (default)";

interface Target {
  name: string;
  paths: string[];
}

interface UrlResult extends LoadResult {
  name: string;
  processes: number;
  paths: string[];
  pass: boolean;
}

function checkArguments(): void {
  if (values.db !== "postgres" && values.db !== "pglite") throw new Error(`--db must be postgres or pglite`);
  for (const [name, value] of Object.entries({ duration, warmup, connections, products }))
    if (!Number.isFinite(value) || value < 0) throw new Error(`--${name} must be a number`);
  if (processCounts.some((n) => !Number.isInteger(n) || n < 1))
    throw new Error("--processes must be whole numbers ≥ 1, e.g. 1,2");
  if (values.db === "pglite" && processCounts.some((n) => n > 1))
    throw new Error("--processes above 1 needs PostgreSQL: PGlite is opened by one process only");
  if (existingDatabase !== undefined && values.db !== "postgres") throw new Error("--database-url needs --db postgres");
  if (values.db === "postgres" && !process.env.BENCH_DATABASE_URL && existingDatabase === undefined) {
    throw new Error(
      [
        "bench:pages measures against PostgreSQL and needs BENCH_DATABASE_URL (a server it may create databases on).",
        "Start a throwaway server and point the benchmark at it:",
        "  D=$(bash scripts/postgres-throwaway.sh start)   # its port is in $D/port; stop it with `… stop $D`",
        "  BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:$(cat $D/port)/postgres npm run bench:pages",
        "Or measure the embedded database instead: npm run bench:pages -- --db pglite",
      ].join("\n"),
    );
  }
}

const measure = (server: DemoServer, target: Target, seconds: number) =>
  loadTest(server.baseUrl, target.paths, { connections, seconds, headers: HEADERS });

function summarise(target: Target, processes: number, load: LoadResult): UrlResult {
  const pass =
    load.requestsPerSecond >= GOAL.requestsPerSecond &&
    load.latencyMs.p99 < GOAL.p99Ms &&
    load.non2xx === 0 &&
    load.errors === 0;
  return { name: target.name, processes, paths: target.paths, ...load, pass };
}

function formatResults(results: UrlResult[]): string {
  const rows = results.map((r) => [
    r.name,
    String(r.processes),
    fmt(r.requestsPerSecond),
    fmt(r.latencyMs.p50, 1),
    fmt(r.latencyMs.p97_5, 1),
    fmt(r.latencyMs.p99, 1),
    fmt(r.requests),
    fmt(r.non2xx),
    fmt(r.errors + r.timeouts),
    r.pass ? "PASS" : "FAIL",
  ]);
  return renderTable(
    ["URL", "processes", "req/s", "p50 ms", "p97.5 ms", "p99 ms", "requests", "non-2xx", "errors", "goal"],
    rows,
  );
}

async function measureServer(processes: number): Promise<UrlResult[]> {
  const env = { WEB_CONCURRENCY: String(processes) };
  const server =
    existingDatabase === undefined
      ? await startDemoServer({ kind: values.db as "postgres" | "pglite", tag: "pages", products, env })
      : await startOnDatabase(existingDatabase, { products, env });
  try {
    const targets: Target[] = [
      {
        name:
          server.productIds.length > 5
            ? `/product/{${server.productIds.length} ids}`
            : `/product/{${server.productIds.join(",")}}`,
        paths: server.productIds.map((id) => `/product/${id}`),
      },
      { name: "/building-supplies?category=timber", paths: ["/building-supplies?category=timber"] },
      { name: "/products?page=2", paths: ["/products?page=2"] },
      { name: "/merchants", paths: ["/merchants"] },
    ];
    const results: UrlResult[] = [];
    for (const target of targets) {
      for (const p of target.paths.slice(0, 5)) {
        const response = await fetch(server.baseUrl + p, { headers: HEADERS });
        const body = await response.text();
        log(`${p}: HTTP ${response.status}, ${body.length.toLocaleString("en-GB")} characters of HTML`);
      }
      if (warmup > 0) await measure(server, target, warmup);
      log(
        `measuring ${target.name} with ${processes} web process(es) for ${duration} s at ${connections} connections…`,
      );
      results.push(summarise(target, processes, await measure(server, target, duration)));
    }
    return results;
  } catch (error) {
    log(`server output:\n${server.output()}`);
    throw error;
  } finally {
    await server.stop();
  }
}

async function main(): Promise<number> {
  checkArguments();
  const results: UrlResult[] = [];
  for (const processes of processCounts) results.push(...(await measureServer(processes)));
  const table = formatResults(results);
  const failures = results.filter((r) => r.non2xx > 0 || r.errors > 0 || r.timeouts > 0);
  const pass = results.every((r) => r.pass);
  console.log(
    `\nPage throughput: ${values.db}, ${connections} connections, ${duration} s per URL, ` +
      `PAGE_CACHE_SECONDS=${pageCache}`,
  );
  console.log(`(server and load generator share this machine: ${os.cpus().length} CPUs)\n`);
  console.log(table);
  const verdicts = processCounts.map((n) => {
    const ok = results.filter((r) => r.processes === n).every((r) => r.pass);
    return `${n} web process${n === 1 ? "" : "es"}: ${ok ? "PASS" : "FAIL"}`;
  });
  console.log(
    `\nGoal: ≥ ${GOAL.requestsPerSecond} req/s and p99 < ${GOAL.p99Ms} ms per URL, all 2xx → ${verdicts.join("; ")}`,
  );
  for (const r of failures) {
    const codes = Object.entries(r.statusCodes)
      .filter(([code]) => !code.startsWith("2"))
      .map(([code, n]) => `${n} × HTTP ${code}`);
    console.log(
      `!!! ${r.name}: ${r.non2xx} non-2xx responses (${codes.join(", ") || "—"}), ` +
        `${r.errors} errors, ${r.timeouts} timeouts`,
    );
  }

  mkdirSync(path.dirname(OUT), { recursive: true });
  const report = {
    date: new Date().toISOString(),
    database: values.db,
    pageCacheSeconds: pageCache,
    connections,
    durationSeconds: duration,
    cpus: os.cpus().length,
    goal: GOAL,
    pass,
    results,
  };
  writeFileSync(OUT, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`\nWritten to ${path.relative(process.cwd(), OUT)}`);
  if (failures.length > 0) {
    console.log(`\nNON-2XX RESPONSES OR ERRORS on ${failures.length} URL(s): exiting with status 1`);
    return 1;
  }
  return 0;
}

runMain("bench:pages", main);
