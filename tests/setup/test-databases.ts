import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, afterEach, beforeAll, beforeEach } from "vitest";
import { openDatabase, type Database, type Db } from "../../server/db/client.server.ts";

export interface TestDatabase {
  name: "pglite" | "postgres";
  open(): Promise<Database>;
}

/**
 * The engines a database test runs on: PGlite always, and PostgreSQL when TEST_DATABASE_URL
 * names a server (CI starts one). Each open() gives a new, empty, migrated database.
 */
export function testDatabases(): TestDatabase[] {
  const engines: TestDatabase[] = [PGLITE_TEST_DATABASE];
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) engines.push({ name: "postgres", open: () => openFreshPostgres(serverUrl) });
  return engines;
}

/**
 * A fresh database of `engine` for the tests that follow in this describe block (or file): opened before them and
 * closed after them, or before and after each test with `perTest` (tests that must not see each other's rows).
 * Read `.db` (or `.database`) inside a test or hook, never when the block is declared.
 */
export function freshTestDatabase(
  engine: TestDatabase,
  { perTest = false }: { perTest?: boolean } = {},
): { readonly db: Db; readonly database: Database } {
  let database: Database | undefined;
  const open = async () => {
    database = await engine.open();
  };
  const close = async () => {
    await database!.close();
  };
  if (perTest) {
    beforeEach(open);
    afterEach(close);
  } else {
    beforeAll(open);
    afterAll(close);
  }
  return {
    get db() {
      return database!.db;
    },
    get database() {
      return database!;
    },
  };
}

/** PGlite alone, for suites that need no second engine. */
export const PGLITE_TEST_DATABASE: TestDatabase = { name: "pglite", open: openPgliteFromTemplate };

let template: Promise<Blob> | undefined;

/** Creating and migrating PGlite takes seconds; cloning a migrated dump takes a fraction of that. */
async function openPgliteFromTemplate(): Promise<Database> {
  template ??= (async () => {
    const first = await openDatabase("pglite:memory");
    const dump = await first.snapshot!();
    await first.close();
    return dump;
  })();
  return openDatabase("pglite:memory", { pgliteSnapshot: await template });
}

export async function openFreshPostgres(serverUrl: string): Promise<Database> {
  const name = `bc_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase(url.toString());
  return {
    ...database,
    async close() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
