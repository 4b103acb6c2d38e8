import { describe, expect, it, vi } from "vitest";
import { sql } from "drizzle-orm";
import pg from "pg";
import { openFreshPostgres } from "../../tests/setup/test-databases.ts";
import { queryRows } from "./query-rows.server.ts";

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
