import pg from "pg";
import { postgresServerUrl, type BenchDatabase } from "../lib/bench-database.ts";
import { log } from "../lib/run-main.ts";
import {
  formatGrowth,
  formatProbes,
  formatRuns,
  type DatabaseResult,
  type GrowthRow,
  type ModeResult,
} from "./report.ts";
import type { BenchRequest } from "./search-queries.ts";

interface GrowthSteps {
  /** Fills the database when `fill` (generate, insert, rebuild the index), then analyses it and builds the requests. */
  prepare(
    database: BenchDatabase,
    fill: boolean,
    size: number,
  ): Promise<{ result: Omit<DatabaseResult, "runs" | "explain">; requests: BenchRequest[] }>;
  /** The no-cache run (search, suggest, floor) on a prepared database. */
  measure(database: BenchDatabase, requests: BenchRequest[], size: number): Promise<ModeResult>;
}

/** --growth: the uncached figures at each size, on PostgreSQL, then the growth table. */
export async function measureGrowth(
  sizes: number[],
  fresh: boolean,
  prefix: string,
  steps: GrowthSteps,
): Promise<DatabaseResult[]> {
  if (!/^[a-z_][a-z0-9_]*$/.test(prefix)) throw new Error("--growth-prefix takes a lower-case database name prefix");
  const results: DatabaseResult[] = [];
  const rows: GrowthRow[] = [];
  for (const size of sizes) {
    const { database, fill } = await growthDatabase(`${prefix}${size}`, size, fresh);
    log(`${size.toLocaleString("en-GB")} products: ${fill ? "generating" : "reusing the kept database"}`);
    const { result, requests } = await steps.prepare(database, fill, size);
    const run = await steps.measure(database, requests, size);
    const done: DatabaseResult = { ...result, runs: [run], explain: null };
    console.log(`\n${size.toLocaleString("en-GB")} products:\n${formatRuns(done)}`);
    console.log(formatProbes(requests, run.probes));
    results.push(done);
    rows.push({ products: size, search: run.load, suggest: run.suggest ?? null });
  }
  console.log(`\nGrowth (no cache):\n${formatGrowth(rows)}`);
  console.log(`\nDatabases kept for the next --growth run. Remove them when done:\n${growthDropHint(prefix, sizes)}`);
  return results;
}

/**
 * The growth table's databases (--growth): one PostgreSQL database per catalogue size, named by the size and
 * kept afterwards, because a million products take a long while to generate and index. A later run reuses a
 * database that holds exactly that many products (and has a search index); --fresh builds them again.
 */
async function growthDatabase(
  name: string,
  products: number,
  fresh: boolean,
): Promise<{ database: BenchDatabase; fill: boolean }> {
  const serverUrl = postgresServerUrl();
  if (!serverUrl) throw new Error("--growth measures PostgreSQL: set BENCH_DATABASE_URL");
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database: BenchDatabase = { kind: "postgres", url: url.toString(), folder: null, drop: async () => {} };
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const exists = (await admin.query("select 1 from pg_database where datname = $1", [name])).rowCount === 1;
    if (exists && !fresh && (await holds(database.url, products))) return { database, fill: false };
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
    return { database, fill: true };
  } finally {
    await admin.end();
  }
}

/** True when the database has this many products, each with a search document (a finished earlier run). */
async function holds(url: string, products: number): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ products: number; documents: number }>(
      `select (select count(*)::int from products) as products, (select count(*)::int from search_documents) as documents`,
    );
    return rows[0]?.products === products && rows[0]?.documents === products;
  } catch {
    return false; // tables missing: an interrupted first run
  } finally {
    await client.end();
  }
}

function growthDropHint(prefix: string, products: readonly number[]): string {
  const server = postgresServerUrl();
  return products.map((n) => `  psql ${server} -c 'drop database ${prefix}${n}'`).join("\n");
}
