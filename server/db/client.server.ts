import path from "node:path";
import fs from "node:fs";
import { promisify } from "node:util";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { z } from "zod";
import * as schema from "./schema.ts";
import { lockEmbeddedDatabase } from "./embedded-lock.server.ts";
import { serveBackups } from "./embedded-backup.server.ts";
import { queryCheckedRows } from "./query-rows.server.ts";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

interface OpenOptions {
  migrate?: boolean;
  /** Tests: start an in-memory PGlite from a dump of an already-migrated one (much faster than creating it). */
  pgliteSnapshot?: Blob;
  /**
   * PGlite only: run with a small buffer pool (PGLITE_SMALL_POOL), for processes that import rather than serve
   * pages: the CLI and its feed worker. PGlite's buffer pool sits in its WebAssembly memory, which never shrinks,
   * and an import fills it (decision 063).
   */
  smallBufferPool?: boolean;
}

/**
 * Settings added after PGlite's own start parameters for a small buffer pool (decision 063). PGlite's default
 * shared_buffers is 128 MB: at start-up it grows the WebAssembly memory from 128 to 188 MB, and a first import
 * fills the pool, then grows the memory again (226 MB). With 32 MB the memory stays at its initial 128 MB, and a
 * page read past the pool is a read of the folder's file, served from the OS page cache. Risk: PGlite's start
 * parameters are its own; an upgrade that changes them is kept (we add after defaultStartParams). Where to extend:
 * another setting that sizes PGlite's memory goes here, measured with `npm run bench:import -- --db pglite`.
 */
export const PGLITE_SMALL_POOL = ["-c", "shared_buffers=32MB"] as const;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** Human-readable description for logs and benchmarks, without credentials. */
  label: string;
  close(): Promise<void>;
  /** PGlite only: a dump of the whole database, to seed other in-memory databases. */
  snapshot?(): Promise<Blob>;
  /**
   * PGlite only: a consistent gzipped copy of the database folder, taken while it stays open (decision 044).
   * Other queries wait for the copy (about a second per few MB of data).
   */
  backup?(): Promise<Blob>;
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");

/**
 * The one place that decides between PGlite and PostgreSQL (decision 002).
 * Opens the database, takes the embedded lock when needed, and runs migrations.
 */
export async function openDatabase(url: string, options: OpenOptions = {}): Promise<Database> {
  const database = url.startsWith("pglite:")
    ? await openPglite(url.slice("pglite:".length), options.pgliteSnapshot, options.smallBufferPool === true)
    : await openPostgres(url);
  if (options.migrate !== false) {
    try {
      await runMigrations(database);
    } catch (error) {
      await database.close();
      throw error;
    }
  }
  return database;
}

async function openPglite(location: string, snapshot: Blob | undefined, smallPool: boolean): Promise<Database> {
  const { PGlite } = await import("@electric-sql/pglite");
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  const { unaccent } = await import("@electric-sql/pglite/contrib/unaccent");
  const { fuzzystrmatch } = await import("@electric-sql/pglite/contrib/fuzzystrmatch");
  const { drizzle } = await import("drizzle-orm/pglite");
  const inMemory = location === "memory" || location === "";
  let release = () => {};
  if (!inMemory) {
    fs.mkdirSync(path.dirname(path.resolve(location)), { recursive: true });
    release = lockEmbeddedDatabase(location);
  }
  try {
    const client = await PGlite.create(inMemory ? undefined : path.resolve(location), {
      extensions: { pg_trgm, unaccent, fuzzystrmatch },
      loadDataDir: inMemory ? snapshot : undefined,
      // PGlite's own parameters kept (single-user mode, no parallel workers); ours are added after them.
      ...(smallPool ? { startParams: [...PGlite.defaultStartParams, ...PGLITE_SMALL_POOL] } : {}),
    });
    // PGlite runs one transaction at a time: inside our own, no other is half done, and after the checkpoint the
    // folder's files hold every committed row, so the copy is consistent and needs no recovery when restored.
    // Only the copy holds up other queries: it is compressed afterwards, on libuv's thread pool (decision 044).
    const backup = async () => {
      const tar = await client.transaction(async (tx) => {
        await tx.exec("checkpoint");
        return (await client.dumpDataDir("none")) as Blob;
      });
      // zlib loaded here: every CLI process opens a database, few take a backup (decision 060).
      const { gzip } = await import("node:zlib");
      return new Blob([new Uint8Array(await promisify(gzip)(new Uint8Array(await tar.arrayBuffer())))]);
    };
    // The process holding the lock answers `buildcompare backup` from other processes (decision 044).
    const backups = inMemory ? null : serveBackups(location, backup);
    return {
      db: drizzle({ client, schema }) as unknown as Db,
      kind: "pglite",
      label: inMemory ? "PGlite (in memory)" : `PGlite (${location})`,
      snapshot: async () => (await client.dumpDataDir("none")) as Blob,
      backup,
      async close() {
        try {
          await backups?.close();
          if (!client.closed) await client.close();
        } finally {
          release();
        }
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

async function openPostgres(url: string): Promise<Database> {
  const { default: pg } = await import("pg");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  // numeric and bigint come back as strings from pg; Drizzle's column modes convert them.
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle pooled connection the server drops (restart, failover, admin kill) emits 'error' on the pool;
  // unheard, that event would end the process. The pool discards the client and the next query reconnects.
  pool.on("error", (error) => {
    console.warn(`PostgreSQL: an idle connection failed and was discarded: ${error.message}`);
  });
  const probe = await pool.query<{ version: string }>("select current_setting('server_version') as version");
  const parsed = new URL(url);
  return {
    db: drizzle({ client: pool, schema }) as unknown as Db,
    kind: "postgres",
    label: `PostgreSQL ${probe.rows[0]?.version ?? ""} (${parsed.hostname}:${parsed.port || 5432}${parsed.pathname})`,
    async close() {
      await pool.end();
    },
  };
}

const JournalSchema = z.object({ entries: z.array(z.object({ when: z.number() })).min(1) });
const CurrentRow = z.object({ current: z.boolean() });

/**
 * True when the database has applied the journal's newest migration: one query, and only the journal read.
 * Drizzle's migrate() applies the entries whose `when` is later than the newest `created_at` it recorded, so
 * then it would apply nothing; it still creates its schema and table if missing, reads and hashes every
 * migration file and opens a transaction (six round trips and 28 files in every CLI process, decision 060).
 * False on any failure (a new database has no drizzle schema yet): migrate() then runs and reports real errors.
 */
async function migrationsCurrent(database: Database): Promise<boolean> {
  const journal = JournalSchema.parse(
    JSON.parse(fs.readFileSync(path.join(migrationsFolder, "meta", "_journal.json"), "utf8")),
  );
  const newest = Math.max(...journal.entries.map((entry) => entry.when));
  try {
    const [row] = await queryCheckedRows(
      database.db,
      sql`select exists (select 1 from drizzle.__drizzle_migrations where created_at >= ${newest}) as current`,
      CurrentRow,
    );
    return row?.current === true;
  } catch {
    return false;
  }
}

async function runMigrations(database: Database): Promise<void> {
  if (await migrationsCurrent(database)) return;
  if (database.kind === "pglite") {
    const { migrate } = await import("drizzle-orm/pglite/migrator");
    await migrate(database.db as never, { migrationsFolder });
  } else {
    const { migrate } = await import("drizzle-orm/node-postgres/migrator");
    await migrate(database.db as never, { migrationsFolder });
  }
}
