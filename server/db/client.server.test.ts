import { readFileSync } from "node:fs";
import { describe, expect, it, vi } from "vitest";
import { sql } from "drizzle-orm";
import pg from "pg";
import { z } from "zod";
import type * as PgliteMigrator from "drizzle-orm/pglite/migrator";
import { openFreshPostgres } from "../../tests/setup/test-databases.ts";
import { openDatabase, type Database } from "./client.server.ts";
import { queryCheckedRows, queryRows } from "./query-rows.server.ts";

// Passes through to Drizzle's migrator, counting the calls: openDatabase skips it when the journal is applied.
const migrateCalls = vi.hoisted(() => ({ count: 0 }));
vi.mock("drizzle-orm/pglite/migrator", async (importOriginal) => {
  const original = await importOriginal<typeof PgliteMigrator>();
  return {
    ...original,
    migrate: (...args: Parameters<typeof original.migrate>) => {
      migrateCalls.count++;
      return original.migrate(...args);
    },
  };
});

describe("migrations at open", () => {
  it("skips the migrator when the newest migration is applied, and runs it when one is missing", async () => {
    const first = await openDatabase("pglite:memory");
    const current = await first.snapshot!();
    await first.close();
    const callsAfterCreate = migrateCalls.count;
    expect(callsAfterCreate).toBe(1);

    const again = await openDatabase("pglite:memory", { pgliteSnapshot: current });
    expect(migrateCalls.count).toBe(callsAfterCreate);
    // Behind by one: forget the newest migration (0028 is written to run again on a database that has it).
    await again.db.execute(
      sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`,
    );
    const behind = await again.snapshot!();
    await again.close();

    const upgraded = await openDatabase("pglite:memory", { pgliteSnapshot: behind });
    try {
      expect(migrateCalls.count).toBe(callsAfterCreate + 1);
      const rows = await queryRows<{ n: number }>(
        upgraded.db,
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      );
      const journal = z
        .object({ entries: z.array(z.unknown()) })
        .parse(JSON.parse(readFileSync(new URL("./migrations/meta/_journal.json", import.meta.url), "utf8")));
      expect(rows[0]!.n).toBe(journal.entries.length);
    } finally {
      await upgraded.close();
    }
  });
});

const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!serverUrl)("PostgreSQL connection pool", () => {
  it("survives the server dropping an idle connection, and the next query reconnects", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const database = await openFreshPostgres(serverUrl!);
    try {
      const [before] = await queryRows<{ name: string }>(database.db, sql`select current_database() as name`);
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query("select pg_terminate_backend(pid) from pg_stat_activity where datname = $1", [before!.name]);
      await admin.end();
      // The idle client hears the termination asynchronously: wait for the pool to report it.
      await expect.poll(() => warn.mock.calls.length).toBeGreaterThan(0);
      expect(String(warn.mock.calls[0]![0])).toMatch(/idle connection failed/);
      const [after] = await queryRows<{ name: string }>(database.db, sql`select current_database() as name`);
      expect(after!.name).toBe(before!.name);
    } finally {
      await database.close();
      warn.mockRestore();
    }
  });
});

describe("PGlite buffer pool", () => {
  const Setting = z.object({ setting: z.string(), unit: z.string().nullable() });
  const setting = async (database: Database, name: string) => {
    const [row] = await queryCheckedRows(
      database.db,
      sql`select setting, unit from pg_settings where name = ${name}`,
      Setting,
    );
    return `${row?.setting} ${row?.unit ?? ""}`.trim();
  };

  it("runs a small pool only when asked (decision 063), and PGlite's own default otherwise", async () => {
    const first = await openDatabase("pglite:memory");
    const dump = await first.snapshot!();
    try {
      expect(await setting(first, "shared_buffers")).toBe("16384 8kB");
    } finally {
      await first.close();
    }
    const small = await openDatabase("pglite:memory", { pgliteSnapshot: dump, smallBufferPool: true });
    try {
      expect(await setting(small, "shared_buffers")).toBe("4096 8kB");
      // PGlite's own start parameters are kept beside ours.
      expect(await setting(small, "max_parallel_workers_per_gather")).toBe("0");
    } finally {
      await small.close();
    }
  });
});
