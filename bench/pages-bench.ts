/**
 * Page throughput benchmark (npm run bench:pages [-- --db postgres|pglite] [--duration 15] [--connections 10]).
 * Loads the demo feeds into a throwaway database, starts the production server and measures
 * server-rendered pages with autocannon: a product page (the most widely stocked products, rotated)
 * and three listing pages. Goal per URL: ≥ 400 req/s and p99 < 100 ms at 10 connections.
 * Exits non-zero when any response was not 2xx, a request failed, or the run itself failed;
 * a missed goal is reported as FAIL but is a measurement, not an error.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { loadTest, type LoadResult } from "./lib/load-test.ts";
import { startDemoServer, type DemoServer } from "./lib/start-demo-server.ts";
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
  },
});
const duration = Number(values.duration);
const warmup = Number(values.warmup);
const connections = Number(values.connections);

interface Target {
  name: string;
  paths: string[];
}

interface UrlResult extends LoadResult {
  name: string;
  paths: string[];
  pass: boolean;
}

function checkArguments(): void {
  if (values.db !== "postgres" && values.db !== "pglite") throw new Error(`--db must be postgres or pglite`);
  for (const [name, value] of Object.entries({ duration, warmup, connections }))
    if (!Number.isFinite(value) || value < 0) throw new Error(`--${name} must be a number`);
  if (values.db === "postgres" && !process.env.BENCH_DATABASE_URL) {
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

function summarise(target: Target, load: LoadResult): UrlResult {
  const pass =
    load.requestsPerSecond >= GOAL.requestsPerSecond &&
    load.latencyMs.p99 < GOAL.p99Ms &&
    load.non2xx === 0 &&
    load.errors === 0;
  return { name: target.name, paths: target.paths, ...load, pass };
}

function formatResults(results: UrlResult[]): string {
  const rows = results.map((r) => [
    r.name,
    fmt(r.requestsPerSecond),
    fmt(r.latencyMs.p50, 1),
    fmt(r.latencyMs.p97_5, 1),
    fmt(r.latencyMs.p99, 1),
    fmt(r.requests),
    fmt(r.non2xx),
    fmt(r.errors + r.timeouts),
    r.pass ? "PASS" : "FAIL",
  ]);
  return renderTable(["URL", "req/s", "p50 ms", "p97.5 ms", "p99 ms", "requests", "non-2xx", "errors", "goal"], rows);
}

async function main(): Promise<number> {
  checkArguments();
  const server = await startDemoServer({ kind: values.db as "postgres" | "pglite", tag: "pages", products: 5 });
  try {
    const targets: Target[] = [
      { name: `/product/{${server.productIds.join(",")}}`, paths: server.productIds.map((id) => `/product/${id}`) },
      { name: "/building-supplies?category=timber", paths: ["/building-supplies?category=timber"] },
      { name: "/products?page=2", paths: ["/products?page=2"] },
      { name: "/merchants", paths: ["/merchants"] },
    ];
    const results: UrlResult[] = [];
    for (const target of targets) {
      for (const p of target.paths) {
        const response = await fetch(server.baseUrl + p, { headers: HEADERS });
        const body = await response.text();
        log(`${p}: HTTP ${response.status}, ${body.length.toLocaleString("en-GB")} characters of HTML`);
      }
      if (warmup > 0) await measure(server, target, warmup);
      log(`measuring ${target.name} for ${duration} s at ${connections} connections…`);
      results.push(summarise(target, await measure(server, target, duration)));
    }

    const table = formatResults(results);
    const failures = results.filter((r) => r.non2xx > 0 || r.errors > 0 || r.timeouts > 0);
    const pass = results.every((r) => r.pass);
    console.log(`\nPage throughput: ${server.database.kind}, ${connections} connections, ${duration} s per URL`);
    console.log(`(server and load generator share this machine: ${os.cpus().length} CPUs)\n`);
    console.log(table);
    console.log(
      `\nGoal: ≥ ${GOAL.requestsPerSecond} req/s and p99 < ${GOAL.p99Ms} ms per URL, all 2xx → ${pass ? "PASS" : "FAIL"}`,
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
      database: server.database.kind,
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
  } catch (error) {
    log(`server output:\n${server.output()}`);
    throw error;
  } finally {
    await server.stop();
  }
}

runMain("bench:pages", main);
