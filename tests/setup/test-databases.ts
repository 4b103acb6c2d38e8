import { randomBytes } from "node:crypto";
import pg from "pg";
import { openDatabase, type Database } from "../../server/db/client.server.ts";

export interface TestDatabase {
  name: "pglite" | "postgres";
  open(): Promise<Database>;
}

/**
 * The engines a database test runs on: PGlite always, and PostgreSQL when TEST_DATABASE_URL
 * names a server (CI starts one). Each open() gives a new, empty, migrated database.
 */
export function testDatabases(): TestDatabase[] {
  const engines: TestDatabase[] = [{ name: "pglite", open: openPgliteFromTemplate }];
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) engines.push({ name: "postgres", open: () => openFreshPostgres(serverUrl) });
  return engines;
}

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
