import { cpSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { sql } from "drizzle-orm";
import { openDatabase } from "../../server/db/client.server.ts";

export type DbKind = "pglite" | "postgres";

export interface BenchDatabase {
  kind: DbKind;
  url: string;
  /** For PGlite, the data folder (its lock file sits beside it as `<folder>.lock`). */
  folder: string | null;
  drop(): Promise<void>;
}

export type Row = Record<string, unknown>;

/** A PostgreSQL server URL for benchmarks, if one was configured. */
export function postgresServerUrl(): string | null {
  return process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || null;
}

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function admin<T>(serverUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** A fresh, empty database: a temp PGlite folder, or a new database on the server (others' databases untouched). */
export async function createBenchDatabase(kind: DbKind, tag: string): Promise<BenchDatabase> {
  if (kind === "pglite") {
    const dir = mkdtempSync(path.join(os.tmpdir(), `bc-bench-${tag}-`));
    const folder = path.join(dir, "db");
    return { kind, url: `pglite:${folder}`, folder, drop: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  const serverUrl = postgresServerUrl();
  if (!serverUrl) throw new Error("no PostgreSQL URL: set BENCH_DATABASE_URL or TEST_DATABASE_URL");
  const name = `bench_${tag.replace(/[^a-z0-9_]/gi, "_").toLowerCase()}_${process.pid}`;
  await admin(serverUrl, async (c) => {
    await c.query(`drop database if exists ${name} with (force)`);
    await c.query(`create database ${name}`);
  });
  return {
    kind,
    url: databaseUrl(serverUrl, name),
    folder: null,
    drop: () => admin(serverUrl, (c) => c.query(`drop database if exists ${name} with (force)`)).then(() => undefined),
  };
}

/** Copies a database (closed, no importer running) so a crash attempt that completed can be rolled back. */
export async function copyBenchDatabase(source: BenchDatabase, tag: string): Promise<BenchDatabase> {
  const copy = await createBenchDatabase(source.kind, tag);
  if (copy.kind === "pglite") {
    cpSync(source.folder!, copy.folder!, { recursive: true });
    return copy;
  }
  const serverUrl = postgresServerUrl()!;
  const from = new URL(source.url).pathname.slice(1);
  const to = new URL(copy.url).pathname.slice(1);
  await admin(serverUrl, async (c) => {
    await c.query(`drop database if exists ${to} with (force)`);
    await c.query(`create database ${to} template ${from}`);
  });
  return copy;
}

/** Opens the database the way the app does (migrations, embedded lock) and runs plain SQL queries. */
export async function withQueries<T>(
  url: string,
  run: (query: (text: string) => Promise<Row[]>) => Promise<T>,
): Promise<T> {
  const database = await openDatabase(url);
  try {
    return await run(async (text) => ((await database.db.execute(sql.raw(text))) as unknown as { rows: Row[] }).rows);
  } finally {
    await database.close();
  }
}

/** After a client is killed, its server backend may run on until it notices; wait so the next step starts clean. */
export async function waitForIdle(db: BenchDatabase, timeoutMs = 60_000): Promise<number> {
  if (db.kind !== "postgres") return 0;
  const name = new URL(db.url).pathname.slice(1);
  const started = Date.now();
  for (;;) {
    const others = await admin(postgresServerUrl()!, async (c) =>
      Number(
        (
          await c.query(
            `select count(*)::int as n from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()`,
            [name],
          )
        ).rows[0].n,
      ),
    );
    if (others === 0 || Date.now() - started > timeoutMs) return Date.now() - started;
    await new Promise((r) => setTimeout(r, 100));
  }
}
