/**
 * Node CPU per fresh page render, in-process: React Router's request handler on a production server build (loaders,
 * their statements and the React render), the Content-Security-Policy's scan of the page's inline scripts and Brotli
 * at the pages' settings, as a page request costs the server minus Express and the socket (issue 15; the driver
 * decisions 057 and 077 measured with, kept here). No HTTP and no load generator sharing the cores, so two builds
 * compare more steadily than with bench:pages on a busy machine.
 *
 *   npx tsx bench/render-cost.ts --database-url postgres://…/<a catalogue you may read> \
 *     --path '/building-supplies?category=timber' [--path /product/5 …] [--iterations 800] [--build <dir>]
 *
 * `--build` is a checkout's `build/` folder (default: this one's), so main's build and a branch's can be run
 * A B B A from one command line each. Prints one JSON line: CPU and wall milliseconds per render, and the
 * statements a render made (node-postgres queries ÷ renders, the catalogue-version reads included).
 */
import path from "node:path";
import zlib from "node:zlib";
import { createRequire } from "node:module";
import { parseArgs } from "node:util";
import { log, runMain } from "./lib/run-main.ts";

// Before React loads: its CommonJS entry picks the production or the development build from NODE_ENV.
process.env.NODE_ENV = "production";

const { values } = parseArgs({
  options: {
    "database-url": { type: "string" },
    path: { type: "string", multiple: true },
    iterations: { type: "string", default: "800" },
    warmup: { type: "string", default: "200" },
    build: { type: "string", default: path.join(import.meta.dirname, "../build") },
  },
});

const HEADERS = { accept: "text/html,application/xhtml+xml", "accept-encoding": "gzip, deflate, br, zstd" };

/** Counts node-postgres statements: the pool's clients all share this prototype. */
function countStatements(): () => number {
  const pg = createRequire(import.meta.url)("pg") as { Client: { prototype: { query: (...a: unknown[]) => unknown } } };
  let statements = 0;
  const query = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: unknown, ...args: unknown[]) {
    statements++;
    return query.apply(this, args);
  };
  return () => statements;
}

async function main(): Promise<number> {
  const databaseUrl = values["database-url"];
  const paths = values.path ?? [];
  const iterations = Number(values.iterations);
  const warmup = Number(values.warmup);
  if (!databaseUrl || paths.length === 0) throw new Error("--database-url and at least one --path are required");
  process.env.DATABASE_URL = databaseUrl;
  const statements = countStatements();
  const { createRequestHandler } = await import("react-router");
  const { openDatabase } = await import("../server/db/client.server.ts");
  const { getEnv } = await import("../server/env.server.ts");
  const { inlineScriptHashes } = await import("../server/http/security-headers.server.ts");
  const { ONE_CALL_BROTLI_OPTIONS } = await import("../server/http/compression-settings.server.ts");
  const env = getEnv();
  const database = await openDatabase(env.DATABASE_URL, { migrate: false });
  const build = await import(path.resolve(values.build, "server/index.js"));
  const handler = createRequestHandler(build, "production");
  const context = { db: database.db, env, clientAddress: "127.0.0.1", recordInlineScripts: inlineScriptHashes };

  async function render(p: string): Promise<void> {
    const response = await handler(new Request(`http://localhost:3000${p}`, { headers: HEADERS }), context as never);
    const body = new Uint8Array(await response.arrayBuffer());
    if (response.status !== 200) throw new Error(`${p}: HTTP ${response.status}`);
    zlib.brotliCompressSync(body, ONE_CALL_BROTLI_OPTIONS);
  }

  try {
    for (let i = 0; i < warmup; i++) await render(paths[i % paths.length]!);
    const before = statements();
    const cpu = process.cpuUsage();
    const started = performance.now();
    for (let i = 0; i < iterations; i++) await render(paths[i % paths.length]!);
    const used = process.cpuUsage(cpu);
    const wall = performance.now() - started;
    const report = {
      build: values.build,
      paths,
      iterations,
      cpuMsPerRender: Number(((used.user + used.system) / 1000 / iterations).toFixed(3)),
      wallMsPerRender: Number((wall / iterations).toFixed(2)),
      statementsPerRender: Number(((statements() - before) / iterations).toFixed(3)),
    };
    console.log(JSON.stringify(report));
    log(
      `load average ${(await import("node:os"))
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(" ")}`,
    );
    return 0;
  } finally {
    await database.close();
  }
}

runMain("render-cost", main);
